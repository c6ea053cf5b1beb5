import { type Listeners, createListeners } from "@reasoning-ui/core";
import { RunStoreFullError } from "./errors";
import type { LogEntry, RunEnd, RunLogStore, RunNotice, RunRecord } from "./types";

export { RunStoreFullError } from "./errors";

/** Options of {@link memoryRunStore}. */
export interface MemoryRunStoreOptions {
  /**
   * Runs kept (running and ended). A new run beyond it evicts the oldest ended run; when all are running, the run
   * log cancels (`evicted`) the running run no reader has followed for the longest and takes its place; only when
   * every run has a reader is the new run refused logging (streamed live, not resumable). Default 1,000.
   */
  maxRuns?: number;
}

/** Default {@link MemoryRunStoreOptions.maxRuns}. */
export const DEFAULT_MAX_RUNS = 1_000;

interface MemoryRun {
  record: RunRecord;
  entries: LogEntry[];
  /** Index of the first live entry in `entries` (trimmed ones before it are dropped in bulk). */
  head: number;
  listeners: Listeners<[notice: RunNotice]>;
  expiry: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The in-memory run store, one process, nothing to install — the run log's default. O(1) append, O(k) read of
 * k entries; an ended run is dropped after its TTL (a timer that does not keep the process alive). A restarted
 * process has none of its runs: they look up as `unknown`.
 */
export class MemoryRunStore implements RunLogStore {
  readonly name = "memory";
  private readonly runs = new Map<string, MemoryRun>();
  private readonly maxRuns: number;

  constructor(options: MemoryRunStoreOptions = {}) {
    this.maxRuns = Math.max(1, options.maxRuns ?? DEFAULT_MAX_RUNS);
  }

  /** Runs held now (running and ended within their TTL). */
  get size(): number {
    return this.runs.size;
  }

  async create(record: RunRecord): Promise<void> {
    this.createSync(record);
  }

  /** {@link create} without the promise (the run log's own local log). @throws RunStoreFullError */
  createSync(record: RunRecord): void {
    if (this.runs.size >= this.maxRuns && !this.runs.has(record.runId)) {
      // Map order is insertion order: the first ended run found is the oldest.
      let evicted = false;
      for (const [id, run] of this.runs) {
        if (run.record.status === "running") continue;
        this.drop(id);
        evicted = true;
        break;
      }
      if (!evicted) throw new RunStoreFullError(`The run store keeps ${this.maxRuns} runs and all are running.`);
    }
    const old = this.runs.get(record.runId);
    if (old) this.drop(record.runId);
    this.runs.set(record.runId, { record: { ...record }, entries: [], head: 0, listeners: old?.listeners ?? createListeners<[notice: RunNotice]>(), expiry: undefined });
  }

  async append(runId: string, entries: readonly LogEntry[], firstSeq: number): Promise<void> {
    this.appendSync(runId, entries, firstSeq);
  }

  /** {@link append} without the promise. */
  appendSync(runId: string, entries: readonly LogEntry[], firstSeq: number): void {
    const run = this.runs.get(runId);
    if (!run) return;
    for (const e of entries) if (e.seq > run.record.lastSeq) (run.entries.push(e), (run.record.lastSeq = e.seq));
    this.trim(run, firstSeq);
    run.listeners.emit("append");
  }

  /** One entry, without the promise nor an array (the run log's pump, once per event). */
  appendOne(runId: string, seq: number, data: string, firstSeq: number): void {
    const run = this.runs.get(runId);
    if (!run || seq <= run.record.lastSeq) return;
    run.entries.push({ seq, data });
    run.record.lastSeq = seq;
    this.trim(run, firstSeq);
    run.listeners.emit("append");
  }

  private trim(run: MemoryRun, firstSeq: number): void {
    if (firstSeq <= run.record.firstSeq) return;
    run.record.firstSeq = firstSeq;
    while (run.head < run.entries.length && run.entries[run.head]!.seq < firstSeq) run.head++;
    if (run.head > 1024 && run.head * 2 > run.entries.length) (run.entries = run.entries.slice(run.head)), (run.head = 0);
  }

  async end(runId: string, end: RunEnd, ttlMs: number): Promise<void> {
    this.endSync(runId, end, ttlMs);
  }

  /** {@link end} without the promise. */
  endSync(runId: string, end: RunEnd, ttlMs: number): void {
    const run = this.runs.get(runId);
    if (!run) return;
    Object.assign(run.record, end);
    clearTimeout(run.expiry);
    run.expiry = setTimeout(() => this.drop(runId), Math.max(0, ttlMs));
    (run.expiry as { unref?: () => void }).unref?.();
    run.listeners.emit("end");
  }

  async get(runId: string): Promise<RunRecord | undefined> {
    return this.getSync(runId);
  }

  /** The run's record itself, not a copy, or undefined: for reading only (the run log's readers, once per wait). */
  peek(runId: string): Readonly<RunRecord> | undefined {
    return this.runs.get(runId)?.record;
  }

  /** {@link get} without the promise (a copy). */
  getSync(runId: string): RunRecord | undefined {
    const run = this.runs.get(runId);
    return run ? { ...run.record } : undefined;
  }

  async read(runId: string, afterSeq: number, max: number): Promise<LogEntry[]> {
    return this.readSync(runId, afterSeq, max);
  }

  /** {@link read} without the promise. Entries are consecutive, so the start is found by arithmetic (O(1)). */
  readSync(runId: string, afterSeq: number, max: number): LogEntry[] {
    const run = this.runs.get(runId);
    if (!run || run.head >= run.entries.length) return [];
    const first = run.entries[run.head]!.seq;
    const from = run.head + Math.max(0, afterSeq + 1 - first);
    return run.entries.slice(from, from + Math.max(0, max));
  }

  async touch(runId: string, at: number): Promise<void> {
    const run = this.runs.get(runId);
    if (run) run.record.readerSeenAt = Math.max(run.record.readerSeenAt, at);
  }

  async requestCancel(runId: string): Promise<void> {
    const run = this.runs.get(runId);
    run?.listeners.emit("cancel");
  }

  watch(runId: string, listener: (notice: RunNotice) => void): () => void {
    const run = this.runs.get(runId);
    if (!run) return () => undefined; // an unknown run never changes: nothing to tell
    return run.listeners.subscribe(listener);
  }

  async close(): Promise<void> {
    for (const id of [...this.runs.keys()]) this.drop(id);
  }

  /** Drops `runId` now, running or not (the run log evicting an abandoned run to make room). */
  evict(runId: string): void {
    this.drop(runId);
  }

  /** Forgets the run; its watchers are told `end` (a reader waiting on it wakes and finds it gone). */
  private drop(runId: string): void {
    const run = this.runs.get(runId);
    if (!run) return;
    clearTimeout(run.expiry);
    this.runs.delete(runId);
    run.listeners.emit("end");
  }
}

/**
 * The in-memory run store (the default of `createRunLog`): one process, nothing to install, runs dropped at
 * their TTL. Use `redisRunStore` (`@reasoning-ui/agent/redis`) when several agent instances must serve each
 * other's runs.
 *
 * @example
 * const runs = createRunLog({ store: memoryRunStore({ maxRuns: 200 }) });
 */
export function memoryRunStore(options: MemoryRunStoreOptions = {}): MemoryRunStore {
  return new MemoryRunStore(options);
}
