import { describe, expect, it } from "vitest";
import { codes, ev, fold, runStarted } from "../helpers";

describe("tool calls", () => {
  it("START/ARGS/END on the parent assistant message, RESULT appends a tool message", () => {
    const store = fold([
      runStarted(),
      ev("TEXT_MESSAGE_START", { messageId: "a1" }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "a1", delta: "Let me look." }),
      ev("TEXT_MESSAGE_END", { messageId: "a1" }),
      ev("TOOL_CALL_START", { toolCallId: "tc1", toolCallName: "search", parentMessageId: "a1" }),
      ev("TOOL_CALL_ARGS", { toolCallId: "tc1", delta: '{"q":' }),
      ev("TOOL_CALL_ARGS", { toolCallId: "tc1", delta: '"cats"}' }),
      ev("TOOL_CALL_END", { toolCallId: "tc1" }),
      ev("TOOL_CALL_RESULT", { messageId: "res1", toolCallId: "tc1", content: "3 cats", role: "tool" }),
    ]);
    expect(store.getState().messages).toEqual([
      {
        id: "a1",
        role: "assistant",
        content: "Let me look.",
        toolCalls: [{ id: "tc1", type: "function", function: { name: "search", arguments: '{"q":"cats"}' } }],
      },
      { id: "res1", role: "tool", toolCallId: "tc1", content: "3 cats" },
    ]);
    expect(store.getState().diagnostics).toEqual([]);
  });

  it("without a known parent, creates an assistant message (id = parentMessageId, else toolCallId)", () => {
    const store = fold([
      runStarted(),
      ev("TOOL_CALL_START", { toolCallId: "tc1", toolCallName: "a", parentMessageId: "p1" }),
      ev("TOOL_CALL_START", { toolCallId: "tc2", toolCallName: "b" }),
    ]);
    expect(store.getState().messages).toEqual([
      { id: "p1", role: "assistant", toolCalls: [{ id: "tc1", type: "function", function: { name: "a", arguments: "" } }] },
      { id: "tc2", role: "assistant", toolCalls: [{ id: "tc2", type: "function", function: { name: "b", arguments: "" } }] },
    ]);
  });

  it("results sit right after their assistant message (and its earlier results)", () => {
    const store = fold([
      runStarted(),
      ev("TOOL_CALL_START", { toolCallId: "tc1", toolCallName: "a", parentMessageId: "p1" }),
      ev("TOOL_CALL_START", { toolCallId: "tc2", toolCallName: "b", parentMessageId: "p1" }),
      ev("TEXT_MESSAGE_CHUNK", { messageId: "later", delta: "meanwhile" }),
      ev("TOOL_CALL_RESULT", { messageId: "r1", toolCallId: "tc1", content: "1" }),
      ev("TOOL_CALL_RESULT", { messageId: "r2", toolCallId: "tc2", content: "2" }),
    ]);
    expect(store.getState().messages.map((m) => m.id)).toEqual(["p1", "r1", "r2", "later"]);
    store.getState().applyEvent(ev("TEXT_MESSAGE_CONTENT", { messageId: "later", delta: "!" }));
    expect(store.getState().messages[3]).toMatchObject({ id: "later", content: "meanwhile!" });
  });

  it("ARGS for an unknown tool call is recorded, not thrown", () => {
    const store = fold([runStarted(), ev("TOOL_CALL_ARGS", { toolCallId: "nope", delta: "{}" })]);
    expect(store.getState().messages).toEqual([]);
    expect(codes(store)).toEqual(["unknown_id"]);
  });

  it("a TOOL_CALL_RESULT whose id is taken is kept under a derived id", () => {
    const store = fold([runStarted(), ev("TEXT_MESSAGE_CHUNK", { messageId: "x", delta: "a" }), ev("TOOL_CALL_RESULT", { messageId: "x", toolCallId: "tc9", content: "r" })]);
    expect(store.getState().messages.map((m) => m.id)).toEqual(["x", "x:result"]);
  });
});
