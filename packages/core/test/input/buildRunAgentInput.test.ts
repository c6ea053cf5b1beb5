import { describe, expect, it } from "vitest";
import type { Message } from "@ag-ui/core";
import { buildRunAgentInput, createAgentStore } from "../../src/index";
import { ev, secretOf } from "../helpers";

const ODD = "\u{1F9E0}\u200d\uFEFF é\u0301 \\u0000 \"quoted\" \n\r\t  trailing space   \u2028\u2029 " + "A".repeat(10_000) + "\uD83D";

describe("buildRunAgentInput", () => {
  it("whole history except activity, encrypted values byte-identical through JSON", () => {
    const store = createAgentStore({
      threadId: "thread-42",
      messages: [{ id: "u1", role: "user", content: "hi" }, { id: "act", role: "activity", activityType: "plan", content: { steps: [] } }] as Message[],
    });
    store.getState().applyEvents([
      ev("RUN_STARTED", { threadId: "thread-42", runId: "r1" }),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r1", delta: "summary" }),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r1", delta: "" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "r1", encryptedValue: ODD }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "tool-call", entityId: "tc1", encryptedValue: ODD + "tool" }),
      ev("TOOL_CALL_START", { toolCallId: "tc1", toolCallName: "f", parentMessageId: "a1" }),
      ev("TOOL_CALL_END", { toolCallId: "tc1" }),
      ev("RUN_FINISHED", { threadId: "thread-42", runId: "r1" }),
    ]);
    const input = buildRunAgentInput(store.getState());
    expect(input.threadId).toBe("thread-42");
    expect(input.runId).toMatch(/^[0-9a-f-]{36}$/);
    expect(input).toMatchObject({ state: {}, tools: [], context: [], forwardedProps: {} });
    expect(input.messages.map((m) => m.id)).toEqual(["u1", "r1", "a1"]);
    const wire = JSON.parse(JSON.stringify(input)) as typeof input;
    const r1 = wire.messages.find((m) => m.id === "r1")!;
    expect(secretOf(r1)).toBe(ODD); // well-formed JSON.stringify escapes even a lone surrogate
    expect(secretOf(input.messages.find((m) => m.id === "r1"))).toBe(ODD);
    const a1 = input.messages.find((m) => m.id === "a1")!;
    expect(a1.role === "assistant" && a1.toolCalls?.[0]?.encryptedValue).toBe(ODD + "tool");
    expect(buildRunAgentInput(store.getState()).runId).not.toBe(input.runId);
  });

  it("state and overrides", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().applyEvent(ev("STATE_SNAPSHOT", { snapshot: { mode: "deep" } }));
    const input = buildRunAgentInput(store.getState(), { runId: "fixed", forwardedProps: { scenario: "summary" }, tools: [{ name: "x", description: "", parameters: {} }] });
    expect(input).toMatchObject({ runId: "fixed", state: { mode: "deep" }, forwardedProps: { scenario: "summary" }, tools: [{ name: "x" }] });
  });
});
