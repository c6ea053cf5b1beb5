import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RunCursor } from "../../src/transport/runCursor";
import { watchStall } from "../../src/transport/stallWatch";

const cursor = (over: Partial<RunCursor> = {}): RunCursor => ({ threadId: "t", runId: "r", lastEventId: "r:1", resumable: true, terminal: false, ...over });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("watchStall", () => {
  it("aborts a resumable connection silent for the window with a network_error, and says it stalled", () => {
    const watch = watchStall(new AbortController().signal, cursor(), 1_000);
    vi.advanceTimersByTime(999);
    expect(watch.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watch.signal.aborted).toBe(true);
    expect(watch.stalled()).toBe(true);
    expect(watch.signal.reason).toMatchObject({ name: "AgentStreamError", code: "network_error" });
  });

  it("activity pushes the deadline back", () => {
    const watch = watchStall(new AbortController().signal, cursor(), 1_000);
    vi.advanceTimersByTime(800);
    watch.activity();
    vi.advanceTimersByTime(800);
    expect(watch.signal.aborted).toBe(false);
    vi.advanceTimersByTime(250);
    expect(watch.stalled()).toBe(true);
  });

  it("a keep-alive comment sets the window to three announced intervals", () => {
    const c = cursor();
    const watch = watchStall(new AbortController().signal, c, 60_000);
    watch.comment(" keep-alive 1000");
    expect(c.heartbeatMs).toBe(1_000);
    vi.advanceTimersByTime(2_900);
    expect(watch.signal.aborted).toBe(false);
    vi.advanceTimersByTime(200);
    expect(watch.stalled()).toBe(true);
  });

  it("never aborts a run without a log or one that ended; the parent's abort passes through, not as a stall", () => {
    const local = watchStall(new AbortController().signal, cursor({ resumable: false }), 1_000);
    const ended = watchStall(new AbortController().signal, cursor({ terminal: true }), 1_000);
    vi.advanceTimersByTime(10_000);
    expect(local.signal.aborted).toBe(false);
    expect(ended.signal.aborted).toBe(false);
    local.stop();
    ended.stop();
    const parent = new AbortController();
    const watch = watchStall(parent.signal, cursor(), 1_000);
    parent.abort("user stop");
    expect(watch.signal.aborted).toBe(true);
    expect(watch.signal.reason).toBe("user stop");
    expect(watch.stalled()).toBe(false);
  });
});
