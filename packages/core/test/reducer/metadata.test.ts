import { describe, expect, it } from "vitest";
import { ev, fold, runStarted } from "../helpers";

describe("event metadata (as @ag-ui/client 1.x mergeMetadata)", () => {
  it("merged onto the message or tool call the event builds", () => {
    const store = fold([
      runStarted(),
      ev("TEXT_MESSAGE_START", { messageId: "a", metadata: { lang: "en" } }),
      ev("TEXT_MESSAGE_CONTENT", { messageId: "a", delta: "hi", metadata: { tokens: 1 } }),
      ev("TEXT_MESSAGE_END", { messageId: "a" }),
      ev("TOOL_CALL_START", { toolCallId: "c", toolCallName: "f", parentMessageId: "a", metadata: { risk: "low" } }),
      ev("TOOL_CALL_END", { toolCallId: "c" }),
    ]);
    expect(store.getState().messages[0]).toEqual({
      id: "a",
      role: "assistant",
      content: "hi",
      metadata: { lang: "en", tokens: 1 },
      toolCalls: [{ id: "c", type: "function", function: { name: "f", arguments: "" }, metadata: { risk: "low" } }],
    });
  });
});
