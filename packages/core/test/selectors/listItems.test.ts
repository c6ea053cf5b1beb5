import { describe, expect, it } from "vitest";
import { createAgentStore, selectListItems, type MessageListItem } from "../../src/index";
import { ev, fold, runStarted } from "../helpers";

const reasoning = (id: string, delta: string, span?: string) => [
  ...(span ? [ev("REASONING_START", { messageId: span })] : []),
  ev("REASONING_MESSAGE_START", { messageId: id, role: "reasoning" }),
  ev("REASONING_MESSAGE_CONTENT", { messageId: id, delta }),
];

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
