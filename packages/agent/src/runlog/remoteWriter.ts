import { backoffDelay, createListeners } from "@reasoning-ui/core";
import type { MemoryRunStore } from "./memoryStore";
import type { RunLogBounds } from "./bounds";
import type { RunEnd, RunLogStore, RunRecord } from "./types";

interface Pending {
  record: RunRecord;
  created: boolean;
  /** Last seq written to the shared store. */
  written: number;
  firstSeq: number;
  end?: { end: RunEnd; ttlMs: number };
  busy: boolean;
  /** Something came while a write was in flight: write again after it. */
  again: boolean;
  /** Resolves once the run's end is in the store (or the writer closed): what `waitUntil` waits for. */
  settled: Promise<void>;
  settle: () => void;
}

/**
 * Retry delays after a store failure: 100 ms doubling to 1 s, with jitter (instances that lost the store together do
 * not come back together). Capped low: a run must be back in the store within its readers' grace (the Redis
 * store's `recoveryGraceMs`, 10 s by default).
 */
export const REMOTE_RETRY = { initialMs: 100, maxMs: 1_000 } as const;

/**
 * Mirrors this instance's runs (held in its local memory log, which live readers read) into a shared store,
 * one write at a time per run, batching whatever accumulated meanwhile (a pipelined stream of appends). A store
 * failure is reported once and retried with backoff: readers here keep streaming, and the shared log catches up
 * from the local log when the store is back — only the events trimmed locally meanwhile are lost to it.
 *
 * After a failure, every run still held here is written again whole (record, then its log from the local copy):
 * the store may have come back EMPTY (a Redis restarted without persistence), and a run whose record is gone
 * would look up as unknown for good. An append the store answers "no such run" (`false`) re-creates it the same
 * way (the store restarted while this run was quiet).
 */
export class RemoteWriter {
  private readonly runs = new Map<string, Pending>();
  private failing = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  /** The store was reported down and not yet back (one diagnostic each way, however many attempts fail). */
  private down = false;
  /** Failed attempts in a row (the backoff's attempt number). */
  private attempt = 0;
  private readonly cancelListeners = createListeners<[runId: string]>();
  private readonly unwatch = new Map<string, () => void>();

  constructor(
    private readonly remote: RunLogStore,
    private readonly local: MemoryRunStore,
    private readonly bounds: RunLogBounds,
    private readonly diagnostic: (code: string, message: string) => void,
  ) {}

  create(record: RunRecord): void {
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    this.runs.set(record.runId, { record, created: false, written: 0, firstSeq: 1, busy: false, again: false, settled, settle });
    try {
      this.unwatch.set(
        record.runId,
        this.remote.watch(record.runId, (notice) => {
          if (notice === "cancel") this.cancelListeners.emit(record.runId);
        }),
      );
    } catch {
      /* no cancel from elsewhere while the store is down; local cancel still works */
    }
    this.kick(record.runId);
  }

  append(runId: string, firstSeq: number): void {
    const p = this.runs.get(runId);
    if (!p) return;
    p.firstSeq = firstSeq;
    this.kick(runId);
  }

  end(runId: string, end: RunEnd, ttlMs: number): void {
    const p = this.runs.get(runId);
    if (!p) return;
    p.end = { end, ttlMs };
    this.kick(runId);
  }

  /** Calls `listener` with the run id when another instance asks to cancel a run running here. */
  onCancel(listener: (runId: string) => void): () => void {
    return this.cancelListeners.subscribe(listener);
  }

  /** Resolves once `runId`'s end is in the store (at once for a run it does not hold; at {@link close} at the latest). Never rejects. */
  settled(runId: string): Promise<void> {
    return this.runs.get(runId)?.settled ?? Promise.resolve();
  }

  async close(): Promise<void> {
    clearTimeout(this.retry);
    for (const u of this.unwatch.values()) u();
    this.unwatch.clear();
    // Give pending writes a moment to land.
    for (let i = 0; i < 20 && [...this.runs.values()].some((p) => p.busy); i++) await new Promise((r) => setTimeout(r, 25));
    this.cancelListeners.clear();
    for (const p of this.runs.values()) p.settle();
  }

  private kick(runId: string): void {
    const p = this.runs.get(runId);
    if (!p) return;
    if (p.busy || this.failing) {
      p.again = true;
      return;
    }
    p.busy = true;
    p.again = false;
    void this.flush(runId, p).finally(() => {
      p.busy = false;
      if (p.again && !this.failing && this.runs.has(runId)) this.kick(runId);
    });
  }

  /** A write landed: the store is back (told once) and the backoff starts over. */
  private back(): void {
    this.attempt = 0;
    if (!this.down) return;
    this.down = false;
    this.diagnostic("run_store_back", `The run store (${this.remote.name}) is reachable again; logs resume writing.`);
  }

  private async flush(runId: string, p: Pending): Promise<void> {
    try {
      if (!p.created) {
        await this.remote.create(p.record);
        p.created = true;
      }
      for (;;) {
        const entries = this.local.readSync(runId, p.written, this.bounds.readBatch);
        if (entries.length === 0) break;
        const held = await this.remote.append(runId, entries, p.firstSeq);
        if (held === false) {
          this.diagnostic("run_store_lost_run", `The run store (${this.remote.name}) no longer held a running run; it is written again from this instance's log.`);
          p.created = false;
          p.written = 0;
          await this.remote.create(p.record);
          p.created = true;
          continue;
        }
        p.written = entries[entries.length - 1]!.seq;
      }
      if (p.end) {
        await this.remote.end(runId, p.end.end, p.end.ttlMs);
        this.back();
        this.runs.delete(runId);
        p.settle();
        this.unwatch.get(runId)?.();
        this.unwatch.delete(runId);
        return;
      }
      this.back();
    } catch (err) {
      if (!this.down) this.diagnostic("run_store_unavailable", `The run store (${this.remote.name}) failed: ${err instanceof Error ? err.message : String(err)}. Runs stream live, not resumable elsewhere, until it is back.`);
      this.failing = true;
      this.down = true;
      // The store may come back empty: write every run again whole once it answers.
      for (const q of this.runs.values()) (q.created = false), (q.written = 0);
      clearTimeout(this.retry);
      this.retry = setTimeout(() => {
        this.failing = false;
        for (const id of this.runs.keys()) this.kick(id);
      }, backoffDelay(this.attempt++, REMOTE_RETRY));
      (this.retry as { unref?: () => void }).unref?.();
    }
  }
}
