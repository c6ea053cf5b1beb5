import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  MessageList,
  useReasoningView,
  type MessageListReasoningProps,
  type MessageListTextProps,
  type MessageListToolCallProps,
  type MessageListUserMessageProps,
} from "../../src";
import { apply, completeReasoning, ev, newStore, renderWithStore } from "../helpers";

function Text({ text, role }: MessageListTextProps) {
  return <mark data-testid={`text-${role}`}>{text.toUpperCase()}</mark>;
}
function UserMessage({ message, text }: MessageListUserMessageProps) {
  return <blockquote data-testid="user" data-id={message.id}>{text}</blockquote>;
}
function Reasoning({ messageIds }: MessageListReasoningProps) {
  const view = useReasoningView(messageIds);
  return <aside data-testid="reasoning">{view?.parts.map((p) => p.text).join(" / ")} ({view?.status})</aside>;
}
function ToolCall({ toolCall }: MessageListToolCallProps) {
  return <code data-testid="tool">{`${toolCall.name}(${toolCall.args}) = ${toolCall.result ?? "…"}`}</code>;
}

describe("MessageList components map", () => {
  it("replaces how user messages, text, reasoning and tool calls render, keeping the list", async () => {
    const store = newStore([{ id: "u1", role: "user", content: "will it rain?" }]);
    renderWithStore(<MessageList components={{ Text, UserMessage, Reasoning, ToolCall }} />, store);
    await apply(
      store,
      ...completeReasoning("r1", "checking the sky", 2000).slice(0, -1),
      ...ev.text("a1", "probably"),
      { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "get_weather", parentMessageId: "a1" },
      { type: "TOOL_CALL_ARGS", toolCallId: "c1", delta: '{"city":"Paris"}' },
      { type: "TOOL_CALL_END", toolCallId: "c1" },
      { type: "TOOL_CALL_RESULT", messageId: "t1", toolCallId: "c1", content: "rain" },
    );
    expect(screen.getByTestId("user")).toHaveTextContent("will it rain?");
    expect(screen.getByTestId("user")).toHaveAttribute("data-id", "u1");
    expect(screen.getByTestId("text-assistant")).toHaveTextContent("PROBABLY");
    expect(screen.getByTestId("reasoning")).toHaveTextContent("checking the sky (complete)");
    expect(screen.getByTestId("tool")).toHaveTextContent('get_weather({"city":"Paris"}) = rain');
    expect(document.querySelector('[data-rui="message-list"]')).not.toBeNull();
    expect(document.querySelector('[data-rui="reasoning"]')).toBeNull(); // the default panel is replaced
  });

  it("entries left out fall back to the kit's own", async () => {
    const store = newStore([{ id: "u1", role: "user", content: "hello" }]);
    renderWithStore(<MessageList components={{ Text }} />, store);
    await apply(store, ...completeReasoning("r1", "hm", 1000).slice(0, -1));
    expect(screen.getByTestId("text-user")).toHaveTextContent("HELLO"); // the default user row uses Text
    expect(screen.getByRole("button", { name: "Thought for 1 second" })).toBeInTheDocument(); // default reasoning panel
  });
});
