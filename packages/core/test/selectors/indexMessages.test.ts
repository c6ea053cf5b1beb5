import { describe, expect, it } from "vitest";
import { selectMessage, indexMessages } from "../../src/index";
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
