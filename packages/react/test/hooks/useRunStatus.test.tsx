import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, MessageList, useRun } from "../../src";
import { renderHook } from "@testing-library/react";
import { ev, newStore, nextFrame, playTurn } from "../helpers";

describe("useRun", () => {
  it("gives the last run's record, or one by id; follows runs as they settle", async () => {
    const store = newStore();
    const { result } = renderHook(() => ({ last: useRun(undefined, store), first: useRun("run-1", store) }));
    expect(result.current.last).toBeUndefined();
    playTurn(store, 1, "error");
    await nextFrame();
    expect(result.current.last).toMatchObject({ runId: "run-1", status: "failed", error: { message: "Model overloaded" } });
    playTurn(store, 2, "stopped");
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
