import { describe, expect, it } from "vitest";
import { DEFAULT_RUN_LOG_BOUNDS, memoryRunStore } from "../../src";
import { type ReaderSlot, ReaderSlots, readRun } from "../../src/runlog/readers";

const record = { threadId: "t", runId: "r", status: "running" as const, startedAt: 1, lastSeq: 0, firstSeq: 1, readerSeenAt: 1 };

describe("run log readers", () => {
  it("replays, then waits for the live tail; a next() asked while one waits is answered after it, in order", async () => {
    const local = memoryRunStore();
    local.createSync(record);
    local.appendOne("r", 1, "a", 1);
    const reader = readRun({ source: local, runId: "r", afterSeq: 0 }, { bounds: DEFAULT_RUN_LOG_BOUNDS, now: Date.now, local });
    expect(await reader.next()).toEqual({ done: false, value: { id: "r:1", data: "a" } });
    const second = reader.next();
    const third = reader.next();
    local.appendOne("r", 2, "b", 1);
    local.appendOne("r", 3, "c", 1);
    expect(await second).toEqual({ done: false, value: { id: "r:2", data: "b" } });
    expect(await third).toEqual({ done: false, value: { id: "r:3", data: "c" } });
    local.endSync("r", { status: "finished", endedAt: 2 }, 60_000);
    expect(await reader.next()).toEqual({ done: true, value: undefined });
  });

  it("return() while a next() waits settles it done and releases the reader (its run's reader count, its slot)", async () => {
    const local = memoryRunStore();
    local.createSync(record);
    const run = { ref: { threadId: "t", runId: "r" }, controller: new AbortController(), readers: 0, detachedSince: 0 };
    const slots = new ReaderSlots(8, Date.now);
    const slot: ReaderSlot = { openedAt: 1, blockedSince: 0, drop: () => undefined };
    slots.add("r", slot);
    const reader = readRun({ source: local, runId: "r", afterSeq: 0, run, slot: { slots, value: slot } }, { bounds: DEFAULT_RUN_LOG_BOUNDS, now: () => 42, local });
    const waiting = reader.next();
    expect(run.readers).toBe(1);
    await reader.return!();
    expect(await waiting).toEqual({ done: true, value: undefined });
    expect(run.readers).toBe(0);
    expect(run.detachedSince).toBe(42);
    expect(slots.count("r")).toBe(0);
  });

  it("a reader behind the log's trim ends there; an aborted reader ends at once", async () => {
    const local = memoryRunStore();
    local.createSync(record);
    for (let s = 1; s <= 10; s++) local.appendOne("r", s, `e${s}`, Math.max(1, s - 2));
    const ctx = { bounds: DEFAULT_RUN_LOG_BOUNDS, now: Date.now, local };
    expect(await readRun({ source: local, runId: "r", afterSeq: 2 }, ctx).next()).toEqual({ done: true, value: undefined });
    const stop = new AbortController();
    const reader = readRun({ source: local, runId: "r", afterSeq: 10, signal: stop.signal }, ctx);
    const waiting = reader.next();
    stop.abort();
    expect(await waiting).toEqual({ done: true, value: undefined });
  });

  it("at the cap a new reader drops the oldest stalled reader, else the oldest", () => {
    let t = 10_000;
    const slots = new ReaderSlots(2, () => t);
    const dropped: string[] = [];
    const slot = (name: string, openedAt: number, blockedSince = 0): ReaderSlot => ({ openedAt, blockedSince, drop: () => dropped.push(name) });
    slots.add("r", slot("old", 1));
    slots.add("r", slot("stalled", 2, 5_000));
    slots.add("r", slot("new", 3));
    expect(dropped).toEqual(["stalled"]);
    t += 1;
    slots.add("r", slot("newer", 4));
    expect(dropped).toEqual(["stalled", "old"]);
  });
});
