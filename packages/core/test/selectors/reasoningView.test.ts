import { describe, expect, it } from "vitest";
import { createAgentStore, selectListItems, selectMessage, selectReasoningView, selectToolCall, indexMessages, type MessageListItem } from "../../src/index";
import { ev, fold, runStarted } from "../helpers";

const reasoning = (id: string, delta: string, span?: string) => [
  ...(span ? [ev("REASONING_START", { messageId: span })] : []),
  ev("REASONING_MESSAGE_START", { messageId: id, role: "reasoning" }),
  ev("REASONING_MESSAGE_CONTENT", { messageId: id, delta }),
];

describe("indexMessages / selectMessage", () => {
  it("indexes by id, tool calls and tool results once per messages array", () => {
    const store = fold([
      runStarted(),
      ev("TOOL_CALL_START", { toolCallId: "c1", toolCallName: "get_weather", parentMessageId: "a1" }),
      ev("TOOL_CALL_ARGS", { toolCallId: "c1", delta: '{"city":"Paris"}' }),
      ev("TOOL_CALL_END", { toolCallId: "c1" }),
      ev("TOOL_CALL_RESULT", { messageId: "t1", toolCallId: "c1", content: "rain" }),
    ]);
    const { messages } = store.getState();
    const index = indexMessages(messages);
    expect(indexMessages(messages)).toBe(index); // cached per array
    expect(index.toolCalls.get("c1")).toMatchObject({ parentId: "a1", call: { function: { name: "get_weather" } } });
    expect(index.toolResults.get("c1")).toMatchObject({ id: "t1", role: "tool" });
    expect(selectMessage(store.getState(), "t1")).toBe(index.byId.get("t1"));
    expect(selectMessage(store.getState(), "nope")).toBeUndefined();
  });
});

describe("selectListItems", () => {
  it("groups a span's reasoning messages into one row, folds known tool results, keeps orphans, leaves out system rows", () => {
    const store = createAgentStore({
      threadId: "t",
      messages: [
        { id: "s", role: "system", content: "be nice" },
        { id: "u1", role: "user", content: "hi" },
        { id: "orphan", role: "tool", toolCallId: "unknown", content: "?" },
      ],
    });
    store.getState().applyEvents([
      runStarted(),
      ...reasoning("r1", "a", "span-1"),
      ev("REASONING_MESSAGE_END", { messageId: "r1" }),
      ...reasoning("r2", "b"),
      ev("TEXT_MESSAGE_START", { messageId: "a1", role: "assistant" }),
      ev("TOOL_CALL_START", { toolCallId: "c1", toolCallName: "x", parentMessageId: "a1" }),
      ev("TOOL_CALL_RESULT", { messageId: "t1", toolCallId: "c1", content: "ok" }),
    ]);
    const rows = selectListItems(store.getState());
    expect(rows).toEqual([
      { kind: "message", key: "m:u1", messageId: "u1", role: "user" },
      { kind: "message", key: "m:orphan", messageId: "orphan", role: "tool" },
      { kind: "reasoning", key: "r:r1", messageIds: ["r1", "r2"], spanId: "span-1" },
      { kind: "message", key: "m:a1", messageId: "a1", role: "assistant" },
    ]);
  });

  it("keeps the previous rows' identity while content streams, and unchanged rows' identity when a row is added", () => {
    const store = fold([runStarted(), ...reasoning("r1", "a"), ev("TEXT_MESSAGE_START", { messageId: "a1", role: "assistant" })]);
    let rows: MessageListItem[] = selectListItems(store.getState());
    const first = rows;
    store.getState().applyEvents([ev("REASONING_MESSAGE_CONTENT", { messageId: "r1", delta: "bc" }), ev("TEXT_MESSAGE_CONTENT", { messageId: "a1", delta: "x" })]);
    rows = selectListItems(store.getState(), rows);
    expect(rows).toBe(first);
    store.getState().addMessage({ id: "u2", role: "user", content: "more" });
    rows = selectListItems(store.getState(), rows);
    expect(rows).not.toBe(first);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe(first[0]);
    expect(rows[1]).toBe(first[1]);
    expect(selectListItems(store.getState())).toBe(selectListItems(store.getState())); // cached per state
  });
});

describe("selectReasoningView", () => {
  it("builds one view from a span's messages, never exposing the encrypted value", () => {
    const store = fold([
      runStarted(),
      ...reasoning("r1", "first", "span-1"),
      ev("REASONING_MESSAGE_END", { messageId: "r1" }),
      ev("REASONING_MESSAGE_START", { messageId: "r2", role: "reasoning" }),
      ev("REASONING_MESSAGE_END", { messageId: "r2" }),
      ev("REASONING_ENCRYPTED_VALUE", { subtype: "message", entityId: "r2", encryptedValue: "SECRET" }),
      ev("REASONING_END", { messageId: "span-1" }),
    ]);
    const view = selectReasoningView(store.getState(), ["r1", "r2", "unknown"]);
    expect(view).toMatchObject({ messageIds: ["r1", "r2"], spanId: "span-1", parts: [{ id: "r1", text: "first" }], status: "complete", visibility: "summary" });
    expect(JSON.stringify(view)).not.toContain("SECRET");
    expect(selectReasoningView(store.getState(), "r2")?.visibility).toBe("hidden");
    expect(selectReasoningView(store.getState(), ["nope"])).toBeUndefined();
  });

  it("shares the view while nothing it shows changes, and the unchanged parts when one streams", () => {
    const store = fold([runStarted(), ...reasoning("r1", "a", "span-1"), ev("REASONING_MESSAGE_END", { messageId: "r1" }), ...reasoning("r2", "b")]);
    const ids = ["r1", "r2"];
    const v1 = selectReasoningView(store.getState(), ids)!;
    expect(v1.status).toBe("streaming");
    store.getState().addMessage({ id: "u9", role: "user", content: "unrelated" });
    expect(selectReasoningView(store.getState(), ids, v1)).toBe(v1);
    store.getState().applyEvents([ev("REASONING_MESSAGE_CONTENT", { messageId: "r2", delta: "c" })]);
    const v2 = selectReasoningView(store.getState(), ids, v1)!;
    expect(v2).not.toBe(v1);
    expect(v2.parts[0]).toBe(v1.parts[0]);
    expect(v2.parts[1]).toEqual({ id: "r2", text: "bc" });
    expect(v2.messageIds).toBe(v1.messageIds);
  });
});

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
