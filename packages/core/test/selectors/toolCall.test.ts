import { describe, expect, it } from "vitest";
import { selectToolCall } from "../../src/index";
import { ev, fold, runStarted } from "../helpers";

const reasoning = (id: string, delta: string, span?: string) => [
  ...(span ? [ev("REASONING_START", { messageId: span })] : []),
  ev("REASONING_MESSAGE_START", { messageId: id, role: "reasoning" }),
  ev("REASONING_MESSAGE_CONTENT", { messageId: id, delta }),
];

describe("selectToolCall", () => {
  it("gives name, args, result and whether encrypted reasoning is attached, shared while unchanged", () => {
    const store = fold([
      runStarted(),
      ev("TOOL_CALL_START", { toolCallId: "c1", toolCallName: "get_weather", parentMessageId: "a1" }),
      ev("TOOL_CALL_ARGS", { toolCallId: "c1", delta: '{"city":' }),
    ]);
    const c1 = selectToolCall(store.getState(), "c1")!;
    expect(c1).toEqual({ id: "c1", name: "get_weather", args: '{"city":', result: undefined, parentMessageId: "a1", hasEncryptedReasoning: false });
    expect(c1.durationMs).toBeUndefined(); // running
    store.getState().addMessage({ id: "u", role: "user", content: "x" });
    expect(selectToolCall(store.getState(), "c1", c1)).toBe(c1);
    store.getState().applyEvents([
      ev("TOOL_CALL_ARGS", { toolCallId: "c1", delta: '"Paris"}' }),
      ev("TOOL_CALL_END", { toolCallId: "c1" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "tool-call", entityId: "c1", encryptedValue: "SECRET" }),
      ev("TOOL_CALL_RESULT", { messageId: "t1", toolCallId: "c1", content: [{ type: "text", text: "rain" }] }),
    ]);
    const c2 = selectToolCall(store.getState(), "c1", c1)!;
    expect(c2).toEqual({ id: "c1", name: "get_weather", args: '{"city":"Paris"}', result: "rain", parentMessageId: "a1", hasEncryptedReasoning: true, durationMs: expect.any(Number) });
    expect(c2.durationMs).toBeGreaterThanOrEqual(0); // TOOL_CALL_START → TOOL_CALL_RESULT on the client's clock
    expect(JSON.stringify(c2)).not.toContain("SECRET");
    expect(selectToolCall(store.getState(), "missing")).toBeUndefined();
  });
});
