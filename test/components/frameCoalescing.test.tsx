/**
 * Frame coalescing (issue 5, docs/architecture.md, "Budgets and benchmarks"): with a hand-driven requestAnimationFrame, store updates
 * between two frames produce at most one React render, and no delta is lost or reordered — every
 * render shows a prefix of the final text, growing, ending with all of it.
 */
import { act, render } from "@testing-library/react";
import { createAgentStore, type BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, useAgentStore } from "@reasoning-ui/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

let queue: FrameRequestCallback[] = [];
beforeEach(() => {
  queue = [];
  vi.stubGlobal("requestAnimationFrame", (cb: FrameRequestCallback) => queue.push(cb));
  vi.stubGlobal("cancelAnimationFrame", () => undefined);
});
afterEach(() => vi.unstubAllGlobals());

function frame() {
  const cbs = queue;
  queue = [];
  act(() => cbs.forEach((cb) => cb(performance.now())));
}

it("renders at most once per animation frame and never loses or reorders a delta", () => {
  const store = createAgentStore({ threadId: "t" });
  const seen: string[] = [];
  function Live() {
    const text = useAgentStore((s) => (s.messages.find((m) => m.id === "m")?.content as string | undefined) ?? "");
    seen.push(text);
    return <p>{text}</p>;
  }
  render(
    <AgentProvider store={store}>
      <Live />
    </AgentProvider>,
  );
  const e = (type: string, f: Record<string, unknown>) => ({ type, ...f }) as unknown as BaseEvent;
  act(() => store.getState().applyEvents([e("RUN_STARTED", { threadId: "t", runId: "r" }), e("REASONING_MESSAGE_START", { messageId: "m", role: "reasoning" })]));
  frame();
  const deltas: string[] = [];
  let frames = 0;
  for (let f = 0; f < 40; f++) {
    const before = seen.length;
    // A burst of single-event updates between two frames (2,000 deltas/s ≈ 33 per 60 Hz frame); some frames get none.
    const n = f % 7 === 3 ? 0 : 1 + ((f * 13) % 60);
    act(() => {
      for (let i = 0; i < n; i++) {
        const d = `${f}.${i}${i % 5 === 0 ? "🧠" : ""} `;
        deltas.push(d);
        store.getState().applyEvent(e("REASONING_MESSAGE_CONTENT", { messageId: "m", delta: d }));
      }
    });
    expect(seen.length, "no render before the frame").toBe(before);
    frame();
    frames++;
    expect(seen.length - before, `frame ${f}: at most one render`).toBeLessThanOrEqual(1);
    if (n > 0) expect(seen.length - before, `frame ${f}: the change is rendered in this frame`).toBe(1);
  }
  const full = deltas.join("");
  expect(seen.at(-1)).toBe(full);
  for (let i = 1; i < seen.length; i++) expect(seen[i]!.startsWith(seen[i - 1]!), "each render extends the previous one").toBe(true);
  expect(seen.length).toBeLessThanOrEqual(frames + 3);
});
