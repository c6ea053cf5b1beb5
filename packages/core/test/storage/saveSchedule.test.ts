import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SAVE_RETRY, SaveSchedule } from "../../src/storage/saveSchedule";

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe("the save schedule (queue, coalescing, retry)", () => {
  it("coalesces changes: one save per delay, however many changes", async () => {
    let saves = 0;
    const s = new SaveSchedule(500, async () => void saves++);
    for (let i = 0; i < 50; i++) s.markDirty();
    await vi.advanceTimersByTimeAsync(499);
    expect(saves).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toBe(1);
  });

  it("flush saves now when something is due, and only then", async () => {
    let saves = 0;
    const s = new SaveSchedule(60_000, async () => {
      saves++;
      s.dirty = false;
    });
    await s.flush();
    expect(saves).toBe(0);
    s.markDirty();
    await s.flush();
    expect(saves).toBe(1);
  });

  it("at most one save waits in the queue while one is writing; tasks run one at a time, in order", async () => {
    let release!: () => void;
    const order: string[] = [];
    let saves = 0;
    const s = new SaveSchedule(10, async () => {
      saves++;
      order.push(`save${saves}`);
      if (saves === 1) await new Promise<void>((r) => (release = r));
    });
    const first = s.queueSave();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.saving).toBe(true);
    const a = s.queueSave();
    const b = s.queueSave();
    expect(a).toBe(b); // the same waiting save
    expect(s.waiting).toBe(true);
    void s.serial(async () => void order.push("task"));
    release();
    await first;
    await a;
    await vi.advanceTimersByTimeAsync(0);
    expect(saves).toBe(2);
    expect(order).toEqual(["save1", "save2", "task"]);
  });

  it("a failed save is retried with the kit's backoff (jittered, 1 s → 30 s), and starts over after a success", async () => {
    vi.spyOn(Math, "random").mockReturnValue(0.999_999); // the jitter's upper end: the un-jittered delay
    let saves = 0;
    const s = new SaveSchedule(10, async () => void saves++);
    s.dirty = true;
    s.retryLater();
    s.retryLater(); // one retry armed at a time
    await vi.advanceTimersByTimeAsync(SAVE_RETRY.initialMs - 1);
    expect(saves).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toBe(1);
    s.retryLater(); // second attempt: doubled
    await vi.advanceTimersByTimeAsync(2 * SAVE_RETRY.initialMs - 1);
    expect(saves).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(saves).toBe(2);
    s.saved();
    s.retryLater();
    await vi.advanceTimersByTimeAsync(SAVE_RETRY.initialMs);
    expect(saves).toBe(3);
    vi.restoreAllMocks();
  });

  it("clean drops what was due: the coalesced save does not run", async () => {
    let saves = 0;
    const s = new SaveSchedule(100, async () => void saves++);
    s.markDirty();
    s.clean();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saves).toBe(0);
    expect(s.dirty).toBe(false);
  });
});
