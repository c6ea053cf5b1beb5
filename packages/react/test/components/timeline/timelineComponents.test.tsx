import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MessageList } from "../../../src";
import { createTimelineComponents } from "../../../src/steps";
import { T0, apply, axeViolations, ev, renderWithStore } from "../../helpers";
import { interleaved, question, tool } from "../../primitives/timeline/turn.fixture";

describe("createTimelineComponents (MessageList opt-in)", () => {
  it("shows a turn's reasoning and tool calls as one timeline, and keeps tool calls of turns without reasoning", async () => {
    const components = createTimelineComponents();
    const store = question();
    const { container } = renderWithStore(<MessageList components={components} />, store);
    await apply(store, ...interleaved);
    expect(container.querySelectorAll('[data-rui="timeline"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-rui="reasoning"]')).toHaveLength(0);
    // The tool call renders once, inside the timeline, not in its assistant message.
    expect(container.querySelectorAll('[data-rui="tool-call"]')).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Thought for 41 seconds · 3 steps" }));
    const calls = container.querySelectorAll('[data-rui="tool-call"]');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.closest('[data-rui="timeline-step"]')).not.toBeNull();
    expect(screen.getByText("Here it is.")).toBeInTheDocument();

    act(() => store.getState().addMessage({ id: "u-2", role: "user", content: "Again" }));
    await apply(store, ev.runStarted("run-2"), ...tool("call-2", "lookup", "a-3", "ok"), ev.runFinished("run-2"));
    expect(container.querySelectorAll('[data-rui="timeline"]')).toHaveLength(1);
    const plain = container.querySelectorAll('[data-rui="tool-call"]');
    expect(plain).toHaveLength(2);
    expect(plain[1]!.closest('[data-rui="timeline"]')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("keeps what the list shows (issue 21): a step's whole text with a copy button, summary / hidden badges in the collapsed header, tool steps titled by the tool", async () => {
    const long =
      "The user wants to see a chain of thought stream live. First, I restate the question so the answer stays on target. " +
      "Next, I weigh two readings: a quick factual reply, or a short explanation with an example. An example makes it concrete.";
    const components = createTimelineComponents();
    const store = question();
    const { container } = renderWithStore(<MessageList components={components} />, store);
    await apply(store, ev.runStarted(), ev.start("r-1", T0), ev.content("r-1", long), ev.end("r-1", T0 + 5_000), ...tool("call-1", "search_docs", "a-1", "3 pages"), ...ev.text("a-2", "Done."), ev.runFinished());
    act(() => store.getState().addMessage({ id: "u-2", role: "user", content: "Why?" }));
    await apply(store, ev.runStarted("run-2"), ev.start("r-2", T0), ev.content("r-2", "Compared the two."), ev.end("r-2", T0 + 2_000), ev.encrypted("r-2", "SEALED-SUMMARY-BLOB"), ...ev.text("a-3", "Because."), ev.runFinished("run-2"));
    act(() => store.getState().addMessage({ id: "u-3", role: "user", content: "And then?" }));
    await apply(store, ev.runStarted("run-3"), ev.start("r-3", T0), ev.end("r-3", T0 + 3_000), ev.encrypted("r-3", "SEALED-HIDDEN-BLOB"), ...ev.text("a-4", "Then this."), ev.runFinished("run-3"));

    const timelines = [...container.querySelectorAll<HTMLElement>('[data-rui="timeline"]')];
    expect(timelines).toHaveLength(3);
    // Collapsed headers keep the list's badges: nothing for visible reasoning, the summary badge, the hidden indicator.
    expect(within(timelines[0]!).queryByRole("note")).toBeNull();
    expect(within(timelines[1]!).getByRole("note")).toHaveTextContent("Summary · full reasoning kept private");
    expect(within(timelines[2]!).getByRole("note")).toHaveTextContent("Reasoned privately");
    for (const t of timelines) expect(t).toHaveAttribute("data-state", "closed");

    fireEvent.click(within(timelines[0]!).getByRole("button", { name: /^Thought/ }));
    const steps = within(timelines[0]!).getAllByRole("listitem");
    // A visible step without a **title** is titled "Thinking" and shows its whole text, never a cut title.
    expect(steps[0]!.querySelector('[data-rui="timeline-step-title"]')).toHaveTextContent(/^Thinking$/);
    expect(steps[0]!.querySelector('[data-rui="timeline-step-text"]')).toHaveTextContent(long);
    expect(steps[0]).not.toHaveTextContent("…");
    const copy = within(steps[0]!).getByRole("button", { name: "Copy reasoning" });
    let copied = "";
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: async (t: string) => void (copied = t) } });
    await act(async () => fireEvent.click(copy));
    expect(copied).toBe(long);
    // The tool step is titled by the tool's name.
    expect(steps[1]!.querySelector('[data-rui="timeline-step-title"]')).toHaveTextContent(/^search_docs$/);
    expect(container.innerHTML).not.toMatch(/SEALED-(SUMMARY|HIDDEN)-BLOB/);
    expect(await axeViolations(container)).toEqual([]);
  });
});
