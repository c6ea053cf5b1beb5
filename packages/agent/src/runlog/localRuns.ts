/**
 * The runs this instance is running (docs/architecture.md, "Runs that outlive the page"): each one's abort
 * controller and reader count, the per-principal count of open runs, cancel, the eviction of an abandoned run
 * when the store is full, and the reader-less budget (a run no one followed for `detachedRunMs` is cancelled).
 */
import type { RunLogBounds } from "./bounds";
import type { MemoryRunStore } from "./memoryStore";
import type { RunLogStore, RunRef } from "./types";

/** One run running here. */
export interface LocalRun {
  readonly ref: RunRef;
  readonly controller: AbortController;
  /** Readers attached here now. */
  readers: number;
  /** Since when no reader is attached here (ms since epoch). */
  detachedSince: number;
  /** Why it was cancelled, once it was. */
  cancelled?: { reason: string; code: string };
}

/** What {@link LocalRuns} needs from its run log. */
export interface LocalRunsContext {
  readonly bounds: RunLogBounds;
  readonly now: () => number;
  readonly local: MemoryRunStore;
  /** The shared store, when there is one: the reader-less budget also counts readers of other instances. */
  readonly remote: RunLogStore | undefined;
  readonly diagnostic: (code: string, message: string) => void;
}

/** The registry of the runs running here. O(1) per run but {@link evictAbandoned} (O(runs), only when the store is full). */
export class LocalRuns {
  private readonly runs = new Map<string, LocalRun>();
  private readonly openByOwner = new Map<string, number>();

  constructor(private readonly ctx: LocalRunsContext) {}

  get(runId: string): LocalRun | undefined {
    return this.runs.get(runId);
  }

  /** Runs `owner` has running here. */
  openCount(owner: string): number {
    return this.openByOwner.get(owner) ?? 0;
  }

  /** Registers a new run (no reader yet). */
  add(ref: RunRef, controller: AbortController, startedAt: number): LocalRun {
    const run: LocalRun = { ref, controller, readers: 0, detachedSince: startedAt };
    this.runs.set(ref.runId, run);
    if (ref.owner !== undefined) this.openByOwner.set(ref.owner, this.openCount(ref.owner) + 1);
    return run;
  }

  /** Forgets a run that ended. */
  remove(run: LocalRun): void {
    if (this.runs.get(run.ref.runId) !== run) return;
    this.runs.delete(run.ref.runId);
    const owner = run.ref.owner;
    if (owner === undefined) return;
    const n = this.openCount(owner) - 1;
    if (n <= 0) this.openByOwner.delete(owner);
    else this.openByOwner.set(owner, n);
  }

  /** Cancels `run` (once): its source is aborted through its signal; the pump ends it `cancelled` with `code`. */
  cancel(run: LocalRun, reason: string, code: string): void {
    if (run.cancelled) return;
    run.cancelled = { reason, code };
    run.controller.abort(new Error(reason));
  }

  /** Cancels every run running here (the run log closing). */
  cancelAll(reason: string, code: string): void {
    for (const run of [...this.runs.values()]) this.cancel(run, reason, code);
  }

  /**
   * The store is full of running runs: the one followed by no reader for the longest (an abandoned run) is
   * cancelled (`evicted`) and its log dropped, so it cannot starve new runs. False when every run has a reader.
   */
  evictAbandoned(): boolean {
    let victim: LocalRun | undefined;
    for (const run of this.runs.values()) if (run.readers === 0 && (!victim || run.detachedSince < victim.detachedSince)) victim = run;
    if (!victim) return false;
    this.ctx.diagnostic("run_evicted", "A run no one followed was cancelled to make room for a new run (the run store is full).");
    this.cancel(victim, "No one followed the run and the agent needed room for new runs, so it was cancelled.", "evicted");
    this.ctx.local.evict(victim.ref.runId);
    return true;
  }

  /** Cancels `run` when no reader has been attached (here or, through the shared store, elsewhere) for the budget. */
  checkReaders(run: LocalRun): void {
    if (run.readers > 0 || run.cancelled) return;
    void this.checkReadersNow(run);
  }

  private async checkReadersNow(run: LocalRun): Promise<void> {
    const { bounds, now, remote } = this.ctx;
    let seen = run.detachedSince;
    if (remote) {
      try {
        seen = Math.max(seen, (await remote.get(run.ref.runId))?.readerSeenAt ?? 0);
      } catch {
        return; // store down: never cancel on a guess
      }
    }
    if (run.readers > 0 || now() - seen < bounds.detachedRunMs) return;
    const ms = bounds.detachedRunMs;
    const minutes = Math.round(ms / 60_000);
    this.ctx.diagnostic("no_reader", `Run cancelled: no reader for ${ms} ms.`);
    const span = minutes >= 1 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : `${Math.round(ms / 1000)} seconds`;
    this.cancel(run, `No one followed the run for ${span}, so it was cancelled.`, "no_reader");
  }
}
