import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AgentProvider, MessageList } from "../../src";
import { apply, axeViolations, ev, newStore } from "../helpers";

describe("MessageList", () => {
  it("renders user, assistant, reasoning and tool calls in order, the reason announced on error; passes axe", async () => {
    const store = newStore([{ id: "u1", role: "user", content: "Weather in Paris?" }]);
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList />
      </AgentProvider>,
    );
    await apply(
      store,
      ev.runStarted(),
      ev.start("r1", Date.now()),
      ev.content("r1", "Need the forecast."),
      ev.end("r1", Date.now()),
      { type: "TOOL_CALL_START", toolCallId: "tc1", toolCallName: "get_weather", parentMessageId: "a1" },
      { type: "TOOL_CALL_ARGS", toolCallId: "tc1", delta: '{"city":"Paris"}' },
      { type: "TOOL_CALL_END", toolCallId: "tc1" },
      { type: "TOOL_CALL_RESULT", messageId: "res1", toolCallId: "tc1", content: "rain", role: "tool" },
      ...ev.text("a2", "Take an umbrella."),
      ev.runError("provider timed out"),
    );
    const list = screen.getByRole("region", { name: "Conversation" });
    const rows = Array.from(list.children).map((el) => `${el.getAttribute("data-rui")}:${el.getAttribute("data-role") ?? ""}`);
    // the failed turn shows its reason on the turn (turn-outcome); the list's one live region announces it
    expect(rows).toEqual(["message:user", "reasoning:", "message:assistant", "message:assistant", "turn-outcome:", "list-announcer:"]);
    expect(container.querySelector('[data-rui="turn-outcome"]')).toHaveTextContent("This response failed: provider timed out");
    expect(container.querySelector('[data-rui="tool-call"]')).toHaveTextContent("get_weather");
    // The tool call is one line until opened; its state says it has a result.
    expect(container.querySelector('[data-rui="tool-call"]')).toHaveAttribute("data-status", "complete");
    expect(container.querySelector('[data-rui="tool-call-trigger"]')).toHaveTextContent("Done");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Something went wrong: provider timed out"));
    expect(screen.getByText("Take an umbrella.")).toBeInTheDocument();
    act(() => {});
    expect(await axeViolations(container)).toEqual([]);
  });
});
