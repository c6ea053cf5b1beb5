import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, MessageList, ReasoningPanel } from "../../../src";
import { ev, newStore, nextFrame, type Store } from "../../helpers";

/** One turn into `store`: user message, beginRun, reasoning, partial answer, then `end`. */
function turn(store: Store, n: number, end: "finished" | "error" | "stopped" | "cut") {
  const s = store.getState();
  act(() => {
    s.addMessage({ id: `u${n}`, role: "user", content: `Question ${n}` });
    s.beginRun(`run-${n}`);
    s.applyEvents([
      ev.runStarted(`run-${n}`),
      ev.start(`r${n}`),
      ev.content(`r${n}`, "Checking."),
      ev.end(`r${n}`, Date.now()),
      { type: "TEXT_MESSAGE_START", messageId: `a${n}`, role: "assistant" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: `a${n}`, delta: `Answer ${n}` },
    ] as unknown as BaseEvent[]);
    if (end === "finished") {
      s.applyEvents([
        { type: "TEXT_MESSAGE_END", messageId: `a${n}` },
        { type: "RUN_FINISHED", threadId: "thread-test", runId: `run-${n}`, usage: [{ outputTokens: 4000, reasoningTokens: 3412 }] },
      ] as unknown as BaseEvent[]);
      s.endStream({ status: "finished" });
    } else if (end === "error") {
      s.applyEvent({ type: "RUN_ERROR", message: "Model overloaded", code: "overloaded" } as unknown as BaseEvent);
      s.endStream({ status: "error" });
    } else if (end === "stopped") s.endStream({ status: "cancelled" });
    else s.endStream({ status: "finished" });
  });
}

const outcomes = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-rui="turn-outcome"]')).map((el) => `${el.getAttribute("data-status")}/${el.getAttribute("data-tone")}: ${el.textContent}`);

describe("reasoning tokens", () => {
  it("the run's reasoning tokens show next to the duration once RUN_FINISHED reports them", async () => {
    const store = newStore();
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList />
      </AgentProvider>,
    );
    turn(store, 1, "error");
    await nextFrame();
    expect(container.querySelector('[data-rui="reasoning-tokens"]')).toBeNull();
    turn(store, 2, "finished");
    await nextFrame();
    const tokens = container.querySelectorAll('[data-rui="reasoning-tokens"]');
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toHaveTextContent("3.4k reasoning tokens");
    expect(tokens[0]!.closest('[data-rui="reasoning-header"]')).not.toBeNull();
  });

  it("ReasoningPanel renders reasoningTokens compactly, nothing without it", () => {
    const { container, rerender } = render(<ReasoningPanel status="complete" durationMs={12_000} text="x" reasoningTokens={1} />);
    expect(container.querySelector('[data-rui="reasoning-tokens"]')).toHaveTextContent("1 reasoning token");
    rerender(<ReasoningPanel status="complete" durationMs={12_000} text="x" reasoningTokens={1_250_000} />);
    expect(container.querySelector('[data-rui="reasoning-tokens"]')).toHaveTextContent("1.3m reasoning tokens");
    rerender(<ReasoningPanel status="complete" durationMs={12_000} text="x" />);
    expect(container.querySelector('[data-rui="reasoning-tokens"]')).toBeNull();
  });
});
