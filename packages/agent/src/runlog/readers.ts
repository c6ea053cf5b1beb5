/**
 * The readers of one instance's runs (docs/architecture.md, "Runs that outlive the page"): the reading loop — a
 * run's entries after a sequence number, compacted, then its live tail until it ends — and the reader slots: at
 * most `maxReaders` per run; only the run's owner can attach, so the cap must never lock the owner out — a reader
 * beyond it drops the oldest STALLED reader (parked on an event its client has not taken for a second), else the
 * oldest reader (the connection a reload left behind).
 */
import { runEventId } from "@reasoning-ui/core/protocol";
import type { RunLogBounds } from "./bounds";
import { compactEntries } from "./compact";
import type { LocalRun } from "./localRuns";
import type { MemoryRunStore } from "./memoryStore";
import type { LogEntry, LoggedEvent, RunLogStore, RunRecord } from "./types";

/** One attached reader: when it opened, since when it holds an unread event (0: it does not), how to drop it. */
export interface ReaderSlot {
  openedAt: number;
  blockedSince: number;
  drop(): void;
}

const STALLED_MS = 1_000;

/** Per-run reader slots with the eviction rule above. O(readers of the run) per attach. */
export class ReaderSlots {
  private readonly byRun = new Map<string, Set<ReaderSlot>>();

  constructor(
    private readonly max: number,
    private readonly now: () => number,
  ) {}

  /** Readers of `runId` here now. */
  count(runId: string): number {
    return this.byRun.get(runId)?.size ?? 0;
  }

  /** Adds `slot` to `runId`, dropping one reader first when the run is at its cap. */
  add(runId: string, slot: ReaderSlot): void {
    let set = this.byRun.get(runId);
    if (!set) this.byRun.set(runId, (set = new Set()));
    if (set.size >= this.max) {
      const t = this.now();
      let victim: ReaderSlot | undefined;
      for (const s of set) if (s.blockedSince > 0 && t - s.blockedSince >= STALLED_MS && (!victim || s.blockedSince < victim.blockedSince)) victim = s;
      if (!victim) for (const s of set) if (!victim || s.openedAt < victim.openedAt) victim = s;
      if (victim) {
        set.delete(victim);
        victim.drop();
      }
    }
    set.add(slot);
  }

  /** Removes `slot` (its reader ended). */
  remove(runId: string, slot: ReaderSlot): void {
    const set = this.byRun.get(runId);
    if (!set) return;
    set.delete(slot);
    if (set.size === 0) this.byRun.delete(runId);
  }
}

/** What {@link readRun} needs from its run log. */
export interface ReaderContext {
  readonly bounds: RunLogBounds;
  readonly now: () => number;
  /** This instance's memory log: read synchronously, its notices never lost. */
  readonly local: MemoryRunStore;
}

/** Where {@link readRun} reads and who it is. */
export interface ReadRunOptions {
  /** The store holding the run: this instance's memory log, or the shared store (a run of another instance). */
  source: RunLogStore;
  runId: string;
  /** Entries after this sequence number (0: from the start). */
  afterSeq: number;
  /** Stops the reader (the client went away, or a newer reader took its slot). */
  signal?: AbortSignal | undefined;
  /** The run, when it runs here: the reader counts toward its readers. */
  run?: LocalRun | undefined;
  /** The reader's slot: marked blocked while an event waits for the client to take it, removed at the end. */
  slot?: { slots: ReaderSlots; value: ReaderSlot } | undefined;
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/**
 * A run's entries after `afterSeq`, compacted, then its live tail, until it ends or `signal` aborts. A reader
 * that fell behind the log's trim ends there (the client asks again and is told `log_trimmed`). On the memory log
 * a reader reads synchronously and waits for the log's notice; on a shared store it also looks again every second
 * (a pub/sub notice may be lost while it reconnects) and keeps `readerSeenAt` fresh so the running instance knows
 * it is followed. Nothing starts before the first `next()`; `return()` (a `for await` that breaks) releases it.
 */
export function readRun(options: ReadRunOptions, ctx: ReaderContext): AsyncIterableIterator<LoggedEvent> {
  return new RunReader(options, ctx);
}

/**
 * The iterator of {@link readRun}, written by hand rather than as an async generator: an event already in the log
 * is handed over in the `next()` call that asks for it (one settled promise per event), and a reader that caught up
 * waits on that same promise — no promise of its own per wait, no timer per wait.
 */
class RunReader implements AsyncIterableIterator<LoggedEvent> {
  private readonly isLocal: boolean;
  private started = false;
  private finished = false;
  private cursor: number;
  private buffer: readonly LogEntry[] = [];
  private index = 0;
  private dirty = true;
  private waiter: (() => void) | undefined;
  /** The waiting `next()`'s resolve (see {@link wait}). */
  private settle: ((result: IteratorResult<LoggedEvent> | Promise<IteratorResult<LoggedEvent>>) => void) | undefined;
  /** The waiter of every wait (one function for the reader's life, not one per wait): steps again and settles the waiting `next()`. */
  private readonly wake = () => {
    const settle = this.settle;
    this.settle = undefined;
    settle?.(this.resume());
  };
  /** A `next()` is waiting: the promise it returned (a further `next()` queues after it). */
  private busy = false;
  private tail: Promise<IteratorResult<LoggedEvent>> | undefined;
  private unwatch: (() => void) | undefined;
  private timer: ReturnType<typeof setInterval> | undefined;
  private touchedAt = 0;
  private readonly poke = () => {
    const w = this.waiter;
    this.waiter = undefined;
    w?.();
  };

  constructor(
    private readonly options: ReadRunOptions,
    private readonly ctx: ReaderContext,
  ) {
    this.isLocal = options.source === ctx.local;
    this.cursor = options.afterSeq;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  next(): Promise<IteratorResult<LoggedEvent>> {
    // A next() while one waits (never done by a `for await`) queues after it, as an async generator's would.
    if (this.busy) return (this.tail = this.tail!.then(() => this.next()));
    const slot = this.options.slot;
    if (slot) slot.value.blockedSince = 0;
    const result = this.step();
    if (!(result instanceof Promise)) return Promise.resolve(result);
    this.busy = true;
    return (this.tail = result);
  }

  /** {@link step} again once what a waiting `next()` waited for came; the promise it returned settles with this. */
  private resume(): IteratorResult<LoggedEvent> | Promise<IteratorResult<LoggedEvent>> {
    this.busy = false;
    const result = this.step();
    if (result instanceof Promise) this.busy = true;
    return result;
  }

  return(): Promise<IteratorResult<LoggedEvent>> {
    this.finish();
    return Promise.resolve(DONE);
  }

  throw(err?: unknown): Promise<IteratorResult<LoggedEvent>> {
    this.finish();
    return Promise.reject(err);
  }

  private begin(): void {
    this.started = true;
    const { source, runId, signal, run } = this.options;
    this.unwatch = source.watch(runId, () => {
      this.dirty = true;
      this.poke();
    });
    signal?.addEventListener("abort", this.poke);
    if (run) run.readers++;
    // One timer for the reader's life: the shared store's look-again and heartbeat; on the memory log, whose
    // notices are synchronous, only a safety net.
    const heartbeatMs = Math.max(50, Math.floor(this.ctx.bounds.detachedRunMs / 4));
    this.timer = setInterval(
      () => {
        if (!this.isLocal && this.ctx.now() - this.touchedAt >= heartbeatMs) this.touch();
        this.dirty = true;
        this.poke();
      },
      this.isLocal ? 30_000 : Math.min(1_000, heartbeatMs),
    );
    (this.timer as { unref?: () => void }).unref?.();
    if (!this.isLocal) this.touch();
  }

  private touch(): void {
    this.touchedAt = this.ctx.now();
    void this.options.source.touch(this.options.runId, this.touchedAt).catch(() => undefined);
  }

  private finish(): IteratorReturnResult<undefined> {
    if (this.finished) return DONE;
    this.finished = true;
    this.buffer = [];
    if (!this.started) return DONE;
    const { runId, signal, run, slot } = this.options;
    this.unwatch?.();
    signal?.removeEventListener("abort", this.poke);
    clearInterval(this.timer);
    if (slot) slot.slots.remove(runId, slot.value);
    if (run && --run.readers === 0) run.detachedSince = this.ctx.now();
    this.poke();
    return DONE;
  }

  /** The next event now, or the promise of it. */
  private step(): IteratorResult<LoggedEvent> | Promise<IteratorResult<LoggedEvent>> {
    for (;;) {
      if (this.finished) return DONE;
      if (!this.started) this.begin();
      if (this.options.signal?.aborted) return this.finish();
      if (this.index < this.buffer.length) {
        const e = this.buffer[this.index++]!;
        return this.deliver(e.seq, e.data);
      }
      this.dirty = false;
      if (!this.isLocal) return this.stepShared();
      const { local } = this.ctx;
      const { runId } = this.options;
      const record = local.peek(runId);
      if (record && record.lastSeq > this.cursor) {
        // The live tail is one new entry at a time: handed over without an array.
        const data = record.lastSeq === this.cursor + 1 ? local.dataAt(runId, this.cursor + 1) : undefined;
        if (data !== undefined) return this.deliver(++this.cursor, data);
        if (!this.accept(local.readSync(runId, this.cursor, this.ctx.bounds.readBatch))) return this.finish();
        continue;
      }
      if (!record || record.status !== "running") return this.finish();
      return this.wait();
    }
  }

  private deliver(seq: number, data: string): IteratorYieldResult<LoggedEvent> {
    const slot = this.options.slot;
    if (slot) slot.value.blockedSince = this.ctx.now(); // parked until the reader takes it: a reader that stops reading stays parked
    return { done: false, value: { id: runEventId(this.options.runId, seq), data } };
  }

  /** {@link step} on the shared store: its reads are promises. */
  private async stepShared(): Promise<IteratorResult<LoggedEvent>> {
    const { source, runId } = this.options;
    let entries: LogEntry[];
    try {
      entries = await source.read(runId, this.cursor, this.ctx.bounds.readBatch);
    } catch {
      entries = [];
    }
    if (this.finished) return DONE;
    if (this.accept(entries)) return this.resume();
    let record: RunRecord | undefined;
    try {
      record = await source.get(runId);
    } catch {
      record = undefined;
    }
    if (this.finished) return DONE;
    if (!record || (record.status !== "running" && this.cursor >= record.lastSeq)) return this.finish();
    if (this.dirty) return this.resume();
    return this.wait();
  }

  /** Takes a batch read from the store; false when it is empty. A batch that starts past the cursor (trimmed under a slow reader) ends the reader. */
  private accept(entries: readonly LogEntry[]): boolean {
    if (entries.length === 0) return false;
    if (entries[0]!.seq > this.cursor + 1) {
      this.finish();
      return true;
    }
    this.cursor = entries[entries.length - 1]!.seq;
    this.buffer = entries.length > 1 ? compactEntries(entries) : entries;
    this.index = 0;
    return true;
  }

  /** Waits for a notice (or the look-again timer, or the abort), then steps again. */
  private wait(): Promise<IteratorResult<LoggedEvent>> {
    return new Promise<IteratorResult<LoggedEvent>>((resolve) => {
      this.settle = resolve;
      this.waiter = this.wake;
      if (this.dirty || this.options.signal?.aborted) this.poke();
    });
  }
}
