import { vi } from "vitest";
import { act, render, type RenderOptions } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { createAgentStore, type AgentState, type BaseEvent, type Message } from "@reasoning-ui/core";
import type { StoreApi } from "zustand/vanilla";
import axe from "axe-core";
import { AgentProvider } from "../src";

export type Store = StoreApi<AgentState>;

export const T0 = 1_763_798_400_000;

/** Wait for the next animation frame (the coalesced store notification) inside act. */
export async function nextFrame() {
  if (vi.isFakeTimers()) {
    act(() => {
      vi.advanceTimersByTime(17);
    });
    return;
  }
  await act(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  });
}

/** Apply events to the store and let React render them (one frame). */
export async function apply(store: Store, ...events: Array<Record<string, unknown>>) {
  act(() => store.getState().applyEvents(events as unknown as BaseEvent[]));
  await nextFrame();
}

export function renderWithStore(ui: ReactElement, store: Store = createAgentStore({ threadId: "t" }), options?: RenderOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => <AgentProvider store={store}>{children}</AgentProvider>;
  return { store, ...render(ui, { wrapper, ...options }) };
}

export function newStore(messages?: Message[]) {
  return createAgentStore({ threadId: "thread-test", messages });
}

/** AG-UI events for one reasoning message, optionally inside a span, at fixed timestamps. */
export const ev = {
  runStarted: (runId = "run-1", t = T0) => ({ type: "RUN_STARTED", threadId: "thread-test", runId, timestamp: t }),
  runFinished: (runId = "run-1", t = T0 + 20_000) => ({ type: "RUN_FINISHED", threadId: "thread-test", runId, timestamp: t }),
  runError: (message = "boom", t = T0 + 20_000) => ({ type: "RUN_ERROR", message, code: "upstream", timestamp: t }),
  spanStart: (id = "span-1", t = T0) => ({ type: "REASONING_START", messageId: id, timestamp: t }),
  spanEnd: (id = "span-1", t: number) => ({ type: "REASONING_END", messageId: id, timestamp: t }),
  start: (id: string, t = T0) => ({ type: "REASONING_MESSAGE_START", messageId: id, role: "reasoning", timestamp: t }),
  content: (id: string, delta: string, t = T0 + 100) => ({ type: "REASONING_MESSAGE_CONTENT", messageId: id, delta, timestamp: t }),
  end: (id: string, t: number) => ({ type: "REASONING_MESSAGE_END", messageId: id, timestamp: t }),
  encrypted: (entityId: string, encryptedValue: string, subtype = "message") => ({ type: "REASONING_ENCRYPTED_VALUE", subtype, entityId, encryptedValue }),
  text: (id: string, delta: string) => [
    { type: "TEXT_MESSAGE_START", messageId: id, role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: id, delta },
    { type: "TEXT_MESSAGE_END", messageId: id },
  ],
};

/** A complete reasoning run: span with one message of `text`, lasting `durationMs`. */
export function completeReasoning(id: string, text: string, durationMs = 12_000, encryptedValue?: string) {
  return [
    ev.runStarted(),
    ev.spanStart("span-" + id, T0),
    ev.start(id, T0),
    ...(text ? [ev.content(id, text, T0 + 1)] : []),
    ev.end(id, T0 + durationMs),
    ...(encryptedValue ? [ev.encrypted(id, encryptedValue)] : []),
    ev.spanEnd("span-" + id, T0 + durationMs),
    ev.runFinished(),
  ];
}

/** axe-core violations in `container` (rules that need real layout are left to the browser tests). */
export async function axeViolations(container: Element) {
  const result = await axe.run(container, { rules: { "color-contrast": { enabled: false }, region: { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html).join(", ")})`);
}

/** One turn into `store`: user message, beginRun, reasoning, partial answer, then `end`. */
export function playTurn(store: Store, n: number, end: "finished" | "error" | "stopped" | "cut") {
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

/** Each turn outcome row as `status/tone: text`, in document order. */
export const turnOutcomes = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-rui="turn-outcome"]')).map((el) => `${el.getAttribute("data-status")}/${el.getAttribute("data-tone")}: ${el.textContent}`);
