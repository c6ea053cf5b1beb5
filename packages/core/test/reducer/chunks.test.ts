import { describe, expect, it } from "vitest";
import { codes, ev, fold, runFinished, runStarted } from "../helpers";

describe("chunk events", () => {
  it("TEXT_MESSAGE_CHUNK: first opens, same id appends, a new id closes the previous", () => {
    const store = fold([
      runStarted(),
      ev("TEXT_MESSAGE_CHUNK", { messageId: "a1", delta: "Hel" }),
      ev("TEXT_MESSAGE_CHUNK", { delta: "lo" }),
      ev("TEXT_MESSAGE_CHUNK", { messageId: "a2", role: "assistant", delta: "Next" }),
      runFinished(),
    ]);
    expect(store.getState().messages).toEqual([
      { id: "a1", role: "assistant", content: "Hello" },
      { id: "a2", role: "assistant", content: "Next" },
    ]);
    expect(store.getState().diagnostics).toEqual([]);
  });

  it("TOOL_CALL_CHUNK expands to a tool call with arguments", () => {
    const store = fold([
      runStarted(),
      ev("TOOL_CALL_CHUNK", { toolCallId: "tc1", toolCallName: "f", parentMessageId: "a1", delta: '{"a"' }),
      ev("TOOL_CALL_CHUNK", { toolCallId: "tc1", delta: ":1}" }),
      ev("TOOL_CALL_RESULT", { messageId: "r1", toolCallId: "tc1", content: "ok" }),
      runFinished(),
    ]);
    expect(store.getState().messages).toEqual([
      { id: "a1", role: "assistant", toolCalls: [{ id: "tc1", type: "function", function: { name: "f", arguments: '{"a":1}' } }] },
      { id: "r1", role: "tool", toolCallId: "tc1", content: "ok" },
    ]);
    expect(store.getState().diagnostics).toEqual([]);
  });

  it("REASONING_MESSAGE_CHUNK: empty delta closes (complete), a non-chunk event closes too", () => {
    const store = fold([
      runStarted(),
      ev("REASONING_START", { messageId: "s1" }),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r1", delta: "one", timestamp: 1 }),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r1", delta: "", timestamp: 2 }),
      ev("REASONING_MESSAGE_CHUNK", { messageId: "r2", delta: "two", timestamp: 3 }),
    ]);
    expect(store.getState().reasoning.r1).toMatchObject({ status: "complete", spanId: "s1", agentStartedAt: 1, agentEndedAt: 2 });
    expect(store.getState().reasoning.r2!.status).toBe("streaming");
    store.getState().applyEvent(ev("REASONING_END", { messageId: "s1", timestamp: 4 }));
    expect(store.getState().reasoning.r2).toMatchObject({ status: "complete", agentEndedAt: 4 });
    expect(store.getState().diagnostics).toEqual([]);
  });

  it("a chunk with a new id closes the previous one", () => {
    const store = fold([runStarted(), ev("REASONING_MESSAGE_CHUNK", { messageId: "r1", delta: "a" }), ev("REASONING_MESSAGE_CHUNK", { messageId: "r2", delta: "b" })]);
    expect(store.getState().reasoning.r1!.status).toBe("complete");
    expect(store.getState().reasoning.r2!.status).toBe("streaming");
  });

  it("REASONING_ENCRYPTED_VALUE does not close an open chunk (as @ag-ui/client)", () => {
    const store = fold([runStarted(), ev("REASONING_MESSAGE_CHUNK", { messageId: "r1", delta: "a" }), ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "r1", encryptedValue: "E" }), ev("REASONING_MESSAGE_CHUNK", { delta: "b" })]);
    expect(store.getState().messages).toEqual([{ id: "r1", role: "reasoning", content: "ab", encryptedValue: "E" }]);
  });

  it("reasoning chunks without any id still render as one block (generated id)", () => {
    const store = fold([runStarted(), ev("REASONING_MESSAGE_CHUNK", { delta: "a" }), ev("REASONING_MESSAGE_CHUNK", { delta: "b" }), runFinished()]);
    expect(store.getState().messages).toHaveLength(1);
    expect(store.getState().messages[0]).toMatchObject({ role: "reasoning", content: "ab" });
    expect(codes(store)).toContain("invalid_event");
  });

  it("a text chunk closes an open reasoning chunk", () => {
    const store = fold([runStarted(), ev("REASONING_MESSAGE_CHUNK", { messageId: "r1", delta: "think" }), ev("TEXT_MESSAGE_CHUNK", { messageId: "a1", delta: "answer" })]);
    expect(store.getState().reasoning.r1!.status).toBe("complete");
    expect(store.getState().messages.map((m) => m.id)).toEqual(["r1", "a1"]);
  });
});
