import { act, render, screen } from "@testing-library/react";
import { Profiler } from "react";
import { describe, expect, it } from "vitest";
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, MessageList, ReasoningMessage, Reasoning, type MessageListReasoningProps } from "../src";
import { apply, ev, newStore, nextFrame, T0, type Store } from "./helpers";
import { LazyReasoningPart } from "../src/components/lazy/LazyMarkdownParts";

/** `store` with its subscriptions counted: how many listeners are attached, and how often they are called. */
function counted(store: Store) {
  const stats = { listeners: 0, calls: 0 };
  const subscribe = store.subscribe;
  store.subscribe = (listener) => {
    stats.listeners++;
    const off = subscribe((state, previous) => {
      stats.calls++;
      listener(state, previous);
    });
    return () => {
      stats.listeners--;
      off();
    };
  };
  return stats;
}

describe("subscribe once (issue 23 part 5)", () => {
  it("ReasoningMessage holds ONE store subscription, notified once per store change", async () => {
    const store = newStore();
    const stats = counted(store);
    await apply(store, ev.runStarted(), ev.start("r1", T0), ev.content("r1", "Checking "));
    // coalesce off: the component's hooks subscribe to the store itself, so every binding is seen
    render(
      <AgentProvider store={store} coalesce={false}>
        <ReasoningMessage messageId="r1" defaultOpen />
      </AgentProvider>,
    );
    expect(stats.listeners).toBe(1); // the view, the run's tokens and "stopped" from one selector (was 3)
    const changes = 5;
    for (let i = 0; i < changes; i++) act(() => store.getState().applyEvent(ev.content("r1", `${i} `) as unknown as BaseEvent));
    expect(stats.calls).toBe(changes);
    expect(screen.getByText("Checking 0 1 2 3 4")).toBeInTheDocument();
  });

  it("re-renders once per frame however many deltas the frame holds, and not at all for other messages", async () => {
    await LazyReasoningPart.preload(); // the default markdown's chunk (issue 39): its one-time arrival is not a delta's render
    const store = newStore();
    await apply(store, ev.runStarted(), ev.start("r1", T0), ev.content("r1", "a"));
    let renders = 0;
    render(
      <AgentProvider store={store}>
        <Profiler id="r1" onRender={() => renders++}>
          <ReasoningMessage messageId="r1" defaultOpen />
        </Profiler>
      </AgentProvider>,
    );
    renders = 0;
    for (let frame = 0; frame < 4; frame++) {
      act(() => {
        for (let i = 0; i < 10; i++) store.getState().applyEvent(ev.content("r1", "b") as unknown as BaseEvent);
      });
      expect(renders).toBe(frame); // nothing before the frame
      await nextFrame();
      expect(renders).toBe(frame + 1); // ten deltas, one render
    }
    await apply(store, ...ev.text("a1", "other message"));
    expect(renders).toBe(4);
    expect(document.querySelector('[data-rui="reasoning-part"]')).toHaveTextContent("a" + "b".repeat(40));
  });

  it("MessageList gives components.Reasoning the block's view, tokens and stopped; a root renders from that view", async () => {
    const store = newStore([{ id: "u1", role: "user", content: "rain?" }]);
    const seen: MessageListReasoningProps[] = [];
    function Custom(props: MessageListReasoningProps) {
      seen.push(props);
      return (
        <Reasoning.Root view={props.view} reasoningTokens={props.reasoningTokens} stopped={props.stopped} data-testid="custom">
          <Reasoning.Trigger />
          <Reasoning.Tokens />
          <Reasoning.Content forceMount />
        </Reasoning.Root>
      );
    }
    const stats = counted(store);
    render(
      <AgentProvider store={store} coalesce={false}>
        <MessageList components={{ Reasoning: Custom }} />
      </AgentProvider>,
    );
    const before = stats.listeners;
    await apply(store, ev.runStarted(), ev.spanStart("s1", T0), ev.start("r1", T0), ev.content("r1", "Clouds", T0 + 1));
    expect(stats.listeners - before).toBe(1); // the list subscribes once for the block, the replacement not at all
    expect(seen.at(-1)).toMatchObject({ messageIds: ["r1"], stopped: false, reasoningTokens: undefined });
    expect(seen.at(-1)!.view).toMatchObject({ messageIds: ["r1"], status: "streaming", visibility: "visible", parts: [{ id: "r1", text: "Clouds" }] });
    await apply(
      store,
      ev.end("r1", T0 + 3000),
      ev.spanEnd("s1", T0 + 3000),
      { type: "RUN_FINISHED", threadId: "thread-test", runId: "run-1", usage: [{ outputTokens: 40, reasoningTokens: 3412 }] },
    );
    expect(seen.at(-1)).toMatchObject({ reasoningTokens: 3412, stopped: false });
    expect(seen.at(-1)!.view).toMatchObject({ status: "complete", durationMs: 3000 });
    const root = screen.getByTestId("custom");
    expect(root).toHaveAttribute("data-status", "complete");
    expect(screen.getByRole("button", { name: "Thought for 3 seconds" })).toBeInTheDocument();
    expect(root.querySelector('[data-rui="reasoning-tokens"]')).toHaveTextContent("3.4k reasoning tokens");
    expect(root.querySelector('[data-rui="reasoning-part"]')).toHaveTextContent("Clouds");
    const renders = seen.length;
    await apply(store, ...ev.text("a1", "Take an umbrella."));
    expect(seen.length).toBe(renders); // another message streaming does not re-render the block
  });
});
