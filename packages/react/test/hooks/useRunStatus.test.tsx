import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, MessageList, useRun } from "../../src";
import { renderHook } from "@testing-library/react";
import { ev, newStore, nextFrame, type Store } from "../helpers";

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

describe("useRun", () => {
  it("gives the last run's record, or one by id; follows runs as they settle", async () => {
    const store = newStore();
    const { result } = renderHook(() => ({ last: useRun(undefined, store), first: useRun("run-1", store) }));
    expect(result.current.last).toBeUndefined();
    turn(store, 1, "error");
    await nextFrame();
    expect(result.current.last).toMatchObject({ runId: "run-1", status: "failed", error: { message: "Model overloaded" } });
    turn(store, 2, "stopped");
    await nextFrame();
    expect(result.current.last).toMatchObject({ runId: "run-2", status: "stopped" });
    expect(result.current.first?.status).toBe("failed");
  });

  it("reasoning cut by the user's Stop reads 'Stopped thinking' in the neutral tone; cut by a failure, 'Thinking interrupted'", async () => {
    const store = newStore();
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList />
      </AgentProvider>,
    );
    for (const [n, end] of [[1, "stopped"], [2, "error"]] as const) {
      act(() => {
        const s = store.getState();
        s.addMessage({ id: `u${n}`, role: "user", content: `Question ${n}` });
        s.beginRun(`run-${n}`);
        s.applyEvents([ev.runStarted(`run-${n}`), ev.start(`r${n}`), ev.content(`r${n}`, "Checking.")] as unknown as BaseEvent[]);
        if (end === "error") {
          s.applyEvent({ type: "RUN_ERROR", message: "Model overloaded" } as unknown as BaseEvent);
          s.endStream({ status: "error" });
        } else s.endStream({ status: "cancelled" });
      });
    }
    await nextFrame();
    const triggers = [...container.querySelectorAll('[data-rui="reasoning-trigger"]')];
    expect(triggers.map((t) => t.textContent)).toEqual(["Stopped thinking", "Thinking interrupted"]);
    expect(triggers[0]).toHaveAttribute("data-stopped");
    expect(triggers[1]).not.toHaveAttribute("data-stopped");
    expect(container.querySelectorAll('[data-rui="reasoning"]')[0]).toHaveAttribute("data-status", "interrupted");
  });
});
