/**
 * One live region per list (issue 11, "Keyboard and screen readers"): however many reasoning blocks a
 * conversation holds, `MessageList` has a single `role="status"` node; it announces a block's start and finish
 * once, how the current run ended, and is emptied after STATUS_CLEAR_MS — no stale "Thinking finished" nodes.
 */
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, MessageList, Reasoning, useReasoningView, type MessageListComponents } from "../../../src";
import { STATUS_CLEAR_MS } from "../../../src/primitives/reasoning/ReasoningStatus";
import { ev, newStore, type Store } from "../../helpers";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const events = (store: Store, ...list: Array<Record<string, unknown>>) => act(() => store.getState().applyEvents(list as unknown as BaseEvent[]));
const tick = (ms = 0) => act(() => vi.advanceTimersByTime(ms));

function history() {
  return [
    { id: "u1", role: "user", content: "One" },
    { id: "r1", role: "reasoning", content: "Looked it up." },
    { id: "a1", role: "assistant", content: "Answer one" },
    { id: "u2", role: "user", content: "Two" },
    { id: "r2", role: "reasoning", content: "Checked again." },
    { id: "a2", role: "assistant", content: "Answer two" },
  ] as never;
}

describe("MessageList: one live region", () => {
  it("holds a single status node for the whole list and announces nothing for history", () => {
    const store = newStore(history());
    const { container } = render(
      <AgentProvider store={store} coalesce={false}>
        <MessageList />
      </AgentProvider>,
    );
    tick(10);
    expect(container.querySelectorAll('[data-rui="reasoning"]')).toHaveLength(2);
    const regions = screen.getAllByRole("status");
    expect(regions).toHaveLength(1);
    expect(regions[0]).toHaveAttribute("data-rui", "list-announcer");
    expect(regions[0]).toHaveAttribute("aria-live", "polite");
    expect(regions[0]).toBeEmptyDOMElement();
  });

  it("announces start and finish of a streamed block once, then clears", () => {
    const store = newStore(history());
    render(
      <AgentProvider store={store} coalesce={false}>
        <MessageList />
      </AgentProvider>,
    );
    events(store, ev.runStarted("run-3"), ev.start("r3"), ev.content("r3", "Thinking…"));
    tick();
    expect(screen.getAllByRole("status")).toHaveLength(1);
    expect(screen.getByRole("status")).toHaveTextContent(/^Thinking started$/);
    events(store, ev.content("r3", " more"));
    tick();
    expect(screen.getByRole("status")).toHaveTextContent(/^Thinking started$/); // deltas are never announced
    events(store, ev.end("r3", Date.now()));
    tick();
    expect(screen.getByRole("status")).toHaveTextContent(/^Thinking finished$/);
    tick(STATUS_CLEAR_MS);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });

  it("reads an interruption and the run's end together when the user stops", () => {
    const store = newStore();
    render(
      <AgentProvider store={store} coalesce={false}>
        <MessageList />
      </AgentProvider>,
    );
    events(store, ev.runStarted("run-1"), ev.start("r1"), ev.content("r1", "Thinking…"));
    tick();
    act(() => store.getState().endStream({ status: "cancelled" }));
    tick();
    expect(screen.getByRole("status")).toHaveTextContent(/^Thinking interrupted\. Stopped$/);
  });

  it("a visible Reasoning.Status inside the list shows its text without being a second live region", () => {
    function Custom({ messageIds }: { messageIds: string[] }) {
      const view = useReasoningView(messageIds);
      return (
        <Reasoning.Root status={view?.status ?? "streaming"}>
          <Reasoning.Trigger>Reasoning</Reasoning.Trigger>
          <Reasoning.Status visuallyHidden={false} data-testid="shown" />
        </Reasoning.Root>
      );
    }
    const components: MessageListComponents = { Reasoning: Custom };
    const store = newStore();
    render(
      <AgentProvider store={store} coalesce={false}>
        <MessageList components={components} />
      </AgentProvider>,
    );
    events(store, ev.runStarted("run-1"), ev.start("r1"), ev.content("r1", "Thinking…"));
    tick();
    expect(screen.getByTestId("shown")).toHaveTextContent("Thinking started");
    expect(screen.getByTestId("shown")).not.toHaveAttribute("role");
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });

  it("announces hidden reasoning too, and says the same sentence again for a second block", () => {
    const store = newStore();
    render(
      <AgentProvider store={store} coalesce={false}>
        <MessageList />
      </AgentProvider>,
    );
    // hidden reasoning: marked hidden by the agent from its first event
    events(store, ev.runStarted("run-1"), { ...ev.start("h1"), metadata: { reasoningUi: { hidden: "encrypted" } } });
    tick();
    expect(document.querySelector('[data-rui="hidden-indicator"]')).not.toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(/^Thinking started$/);
    events(store, ev.end("h1", Date.now()), ev.encrypted("h1", "OPAQUE"));
    tick();
    expect(screen.getByRole("status")).toHaveTextContent(/^Thinking finished$/);
    // a visible block starts, then another while the first still streams: the same words twice in a row must
    // still change the region, or a screen reader would not read them
    events(store, ev.start("r2"), ev.content("r2", "More."));
    tick();
    const first = screen.getByRole("status").textContent;
    expect(first).toBe("Thinking started");
    events(store, ev.start("r3"), ev.content("r3", "Again."));
    tick();
    const second = screen.getByRole("status").textContent;
    expect(second!.trim()).toBe("Thinking started");
    expect(second).not.toBe(first);
  });

  it("still announces the end when a block turns out hidden only at its end (panel replaced by the indicator)", () => {
    const store = newStore();
    const { container } = render(
      <AgentProvider store={store} coalesce={false}>
        <MessageList />
      </AgentProvider>,
    );
    events(store, ev.runStarted("run-1"), ev.start("r1")); // no text, no hidden marker yet
    tick();
    expect(container.querySelector('[data-rui="hidden-indicator"]')).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(/^Thinking started$/);
    events(store, ev.encrypted("r1", "OPAQUE"), ev.end("r1", Date.now()));
    tick();
    expect(container.querySelector('[data-rui="hidden-indicator"]')).not.toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent(/^Thinking finished$/);
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });

  it("a re-render with new labels objects never repeats an announcement", () => {
    const store = newStore();
    const { rerender } = render(
      <AgentProvider store={store} coalesce={false}>
        <MessageList labels={{ thinkingStarted: "Started" }} />
      </AgentProvider>,
    );
    events(store, ev.runStarted("run-1"), ev.start("r1"), ev.content("r1", "Thinking…"));
    tick();
    expect(screen.getByRole("status").textContent).toBe("Started");
    for (let i = 0; i < 3; i++) {
      rerender(
        <AgentProvider store={store} coalesce={false}>
          <MessageList labels={{ thinkingStarted: "Started", conversation: `Conversation ${i}` }} />
        </AgentProvider>,
      );
      tick();
    }
    expect(screen.getByRole("status").textContent).toBe("Started"); // not re-set (no trailing no-break space)
  });
});
