import { describe, expect, it } from "vitest";
import { buildRunAgentInput } from "../../src/index";
import { codes, ev, fold, runFinished, runStarted, secretOf } from "../helpers";

const SECRET = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..\u00e9\u{1F600}\u0000 x\r\n";

describe("REASONING_ENCRYPTED_VALUE", () => {
  it("on a reasoning message: kept byte-identical, visible → summary", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning" }),
      ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "summary" }),
      ev("REASONING_MESSAGE_END", { messageId: "m1" }),
    ]);
    expect(store.getState().reasoning.m1!.visibility).toBe("visible");
    store.getState().applyEvent(ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "m1", encryptedValue: SECRET }));
    const m = store.getState().messages[0]!;
    expect(secretOf(m)).toBe(SECRET);
    expect(store.getState().reasoning.m1!.visibility).toBe("summary");
  });

  it("encrypted value then no text → hidden; text arriving later → summary", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_MESSAGE_START", { messageId: "m1", role: "reasoning" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "m1", encryptedValue: SECRET }),
    ]);
    expect(store.getState().reasoning.m1!.visibility).toBe("hidden");
    store.getState().applyEvent(ev("REASONING_MESSAGE_CONTENT", { messageId: "m1", delta: "sum" }));
    expect(store.getState().reasoning.m1!.visibility).toBe("summary");
  });

  it("unknown message id: a hidden reasoning message is created so the value is never lost", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_START", { messageId: "s1" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "later-id", encryptedValue: SECRET, timestamp: 42 }),
    ]);
    const s = store.getState();
    expect(s.messages).toEqual([{ id: "later-id", role: "reasoning", content: "", encryptedValue: SECRET }]);
    expect(s.reasoning["later-id"]).toMatchObject({ visibility: "hidden", status: "complete", spanId: "s1", agentStartedAt: 42 });
    expect(s.spans.s1!.messageIds).toEqual(["later-id"]);
    expect(JSON.stringify(s.diagnostics)).not.toContain(SECRET);
  });

  it("on a non-reasoning message (assistant): set on it", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_CHUNK", { messageId: "a1", delta: "hi" }), ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "a1", encryptedValue: SECRET })]);
    expect(store.getState().messages).toEqual([{ id: "a1", role: "assistant", content: "hi", encryptedValue: SECRET }]);
  });

  it("tool-call subtype on a known tool call", () => {
    const store = fold([
      runStarted(),
      ev("TOOL_CALL_START", { toolCallId: "tc1", toolCallName: "f", parentMessageId: "a1" }),
      ev("TOOL_CALL_END", { toolCallId: "tc1" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "tool-call", entityId: "tc1", encryptedValue: SECRET }),
    ]);
    const a = store.getState().messages[0]!;
    expect(a.role === "assistant" && a.toolCalls?.[0]?.encryptedValue).toBe(SECRET);
  });

  it("tool-call subtype before the tool call: held, then attached on TOOL_CALL_START", () => {
    const store = fold([runStarted(), ev("REASONING_ENCRYPTED_VALUE", { subtype: "tool-call", entityId: "tc1", encryptedValue: SECRET })]);
    expect(store.getState().pendingToolCallEncryptedValues).toEqual({ tc1: SECRET });
    store.getState().applyEvents([ev("TOOL_CALL_START", { toolCallId: "tc1", toolCallName: "f" }), ev("TOOL_CALL_END", { toolCallId: "tc1" }), runFinished()]);
    const a = store.getState().messages[0]!;
    expect(a.role === "assistant" && a.toolCalls?.[0]).toEqual({ id: "tc1", type: "function", function: { name: "f", arguments: "" }, encryptedValue: SECRET });
    expect(store.getState().pendingToolCallEncryptedValues).toEqual({});
    expect(codes(store)).toEqual(["encrypted_value_pending"]);
  });

  it("invalid events are recorded without the value", () => {
    const store = fold([runStarted(), ev("REASONING_ENCRYPTED_VALUE", { subtype: "weird", entityId: "x", encryptedValue: SECRET })]);
    expect(codes(store)).toEqual(["invalid_event"]);
    expect(JSON.stringify(store.getState().diagnostics)).not.toContain("eyJ");
  });

  it("a tool-call value whose call never arrives is kept at run end on a hidden reasoning message and resent", () => {
    for (const end of [runFinished(), ev("RUN_ERROR", { message: "x" })]) {
      const store = fold([runStarted(), ev("REASONING_ENCRYPTED_VALUE", { subtype: "tool-call", entityId: "never", encryptedValue: SECRET }), end]);
      const s = store.getState();
      expect(s.pendingToolCallEncryptedValues).toEqual({});
      expect(s.messages).toEqual([{ id: "never:encrypted", role: "reasoning", content: "", encryptedValue: SECRET }]);
      expect(s.reasoning["never:encrypted"]).toMatchObject({ status: "complete", visibility: "hidden" });
      expect(codes(store)).toEqual(["encrypted_value_pending", "encrypted_value_unclaimed"]);
      expect(buildRunAgentInput(s).messages).toEqual([{ id: "never:encrypted", role: "reasoning", content: "", encryptedValue: SECRET }]);
    }
    // A stream that ends without RUN_FINISHED settles it too.
    const cut = fold([runStarted(), ev("REASONING_ENCRYPTED_VALUE", { subtype: "tool-call", entityId: "c", encryptedValue: SECRET })]);
    cut.getState().endStream({ status: "finished" });
    expect(secretOf(cut.getState().messages[0])).toBe(SECRET);
  });
});
