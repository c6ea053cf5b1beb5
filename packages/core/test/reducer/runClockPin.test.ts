import { describe, expect, it, vi } from "vitest";
import { EventType } from "@ag-ui/core";
import { createAgentStore, type ThreadSnapshot } from "../../src/index";
import { pinRunClock } from "../../src/store/createAgentStore";
import { clockPinOf } from "../../src/reducer/runClockPin";

const T0 = 1_700_000_000_000;

/** A stored thread whose run r1 was open: reasoning m1 received at T0+100 (agent T0+40: skew 60), the run started at T0. */
const stored: ThreadSnapshot = {
  threadId: "t",
  messages: [{ id: "u1", role: "user", content: "q" }],
  reasoning: { m1: { messageId: "m1", status: "streaming", visibility: "visible", startedAt: T0 + 100, agentStartedAt: T0 + 40 } },
  spans: {},
  runs: [{ runId: "r1", status: "running", userMessageId: "u1", messageIds: [], startedAt: T0 }],
} as unknown as ThreadSnapshot;

describe("the run clock pin (a replayed run keeps its stored times, through the reducer)", () => {
  it("replayed reasoning takes its stored start, a new one the stored skew, the run its stored start — in the events' own publish", () => {
    vi.useFakeTimers({ now: T0 + 60_000 }); // the reload came a minute later: receipts are a minute late
    try {
      const store = createAgentStore({ threadId: "t", messages: stored.messages });
      expect(pinRunClock(store, clockPinOf(stored, stored.runs[0]!))).toBe(true);
      store.getState().beginRun("r1");
      expect(store.getState().runs.at(-1)!.startedAt).toBe(T0);
      let publishes = 0;
      const off = store.subscribe(() => void publishes++);
      store.getState().applyEvents([
        { type: EventType.RUN_STARTED, threadId: "t", runId: "r1", timestamp: T0 - 60 },
        { type: EventType.REASONING_START, messageId: "m1", timestamp: T0 + 40 },
        { type: EventType.REASONING_MESSAGE_START, messageId: "m1", role: "reasoning", timestamp: T0 + 40 },
        { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "m1", delta: "a", timestamp: T0 + 50 },
        { type: EventType.REASONING_MESSAGE_END, messageId: "m1", timestamp: T0 + 500 },
        { type: EventType.REASONING_START, messageId: "m2", timestamp: T0 + 600 },
        { type: EventType.REASONING_MESSAGE_START, messageId: "m2", role: "reasoning", timestamp: T0 + 600 },
        { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "m2", delta: "b", timestamp: T0 + 610 },
      ]);
      off();
      expect(publishes).toBe(1); // one writer, one publish: no second setState patching the batch
      const s = store.getState();
      expect(s.reasoning.m1!.startedAt).toBe(T0 + 100); // as stored
      expect(s.reasoning.m1!.endedAt).toBe(T0 + 560); // agent end + stored skew
      expect(s.reasoning.m2!.startedAt).toBe(T0 + 660); // a message the page never saw: agent start + stored skew
      expect(s.runs.at(-1)!.startedAt).toBe(T0);
    } finally {
      vi.useRealTimers();
    }
  });

  it("released, the next batches are the run clock's own again; a store made elsewhere is refused", () => {
    const store = createAgentStore({ threadId: "t", messages: stored.messages });
    pinRunClock(store, clockPinOf(stored, stored.runs[0]!));
    pinRunClock(store, undefined);
    store.getState().beginRun("r2");
    store.getState().applyEvent({ type: EventType.REASONING_MESSAGE_CHUNK, messageId: "m1", delta: "x" });
    expect(store.getState().reasoning.m1!.startedAt).not.toBe(T0 + 100);
    expect(store.getState().runs.at(-1)!.startedAt).toBeGreaterThan(T0);
    const foreign = { getState: () => store.getState() } as unknown as Parameters<typeof pinRunClock>[0];
    expect(pinRunClock(foreign, undefined)).toBe(false);
  });
});
