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

/**
 * A run's entries after `afterSeq`, compacted, then its live tail, until it ends or `signal` aborts. A reader
 * that fell behind the log's trim ends there (the client asks again and is told `log_trimmed`). On the memory log
 * a reader reads synchronously and waits for the log's notice; on a shared store it also looks again every second
 * (a pub/sub notice may be lost while it reconnects) and keeps `readerSeenAt` fresh so the running instance knows
 * it is followed.
 */
export async function* readRun(options: ReadRunOptions, ctx: ReaderContext): AsyncGenerator<LoggedEvent> {
  const { source, runId, signal, run, slot } = options;
  const { bounds, now, local } = ctx;
  const isLocal = source === local;
  let cursor = options.afterSeq;
  let wake: (() => void) | undefined;
  let dirty = true;
  const poke = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const unwatch = source.watch(runId, () => {
    dirty = true;
    poke();
  });
  signal?.addEventListener("abort", poke);
  if (run) run.readers++;
  // One timer for the reader's life (never one per wait): the shared store's look-again and heartbeat; the memory
  // log's notices are synchronous, its timer only a safety net.
  const heartbeatMs = Math.max(50, Math.floor(bounds.detachedRunMs / 4));
  let touchedAt = 0;
  const touch = () => {
    touchedAt = now();
    void source.touch(runId, touchedAt).catch(() => undefined);
  };
  const timer = setInterval(
    () => {
      if (!isLocal && now() - touchedAt >= heartbeatMs) touch();
      dirty = true;
      poke();
    },
    isLocal ? 30_000 : Math.min(1_000, heartbeatMs),
  );
  (timer as { unref?: () => void }).unref?.();
  if (!isLocal) touch();
  try {
    for (;;) {
      if (signal?.aborted) return;
      dirty = false;
      let entries: LogEntry[];
      if (isLocal) entries = local.readSync(runId, cursor, bounds.readBatch);
      else {
        try {
          entries = await source.read(runId, cursor, bounds.readBatch);
        } catch {
          entries = [];
        }
      }
      if (entries.length > 0) {
        if (entries[0]!.seq > cursor + 1) return; // trimmed under a slow reader
        cursor = entries[entries.length - 1]!.seq;
        for (const e of entries.length > 1 ? compactEntries(entries) : entries) {
          if (slot) slot.value.blockedSince = now(); // parked until the reader takes it: a reader that stops reading stays parked
          yield { id: runEventId(runId, e.seq), data: e.data };
          if (slot) slot.value.blockedSince = 0;
        }
        continue;
      }
      let record: Pick<RunRecord, "status" | "lastSeq"> | undefined;
      if (isLocal) record = local.peek(runId);
      else {
        try {
          record = await source.get(runId);
        } catch {
          record = undefined;
        }
      }
      if (!record || (record.status !== "running" && cursor >= record.lastSeq)) return;
      if (dirty) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        if (dirty || signal?.aborted) poke();
      });
    }
  } finally {
    unwatch();
    signal?.removeEventListener("abort", poke);
    clearInterval(timer);
    if (slot) slot.slots.remove(runId, slot.value);
    if (run && --run.readers === 0) run.detachedSince = now();
  }
}
