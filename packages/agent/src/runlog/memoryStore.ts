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
  /**
   * The events' JSON texts, consecutive: `data[i]` is sequence number `base + i` (no object per entry: a long log
   * is as many strings, nothing else for the collector to move).
   */
  data: string[];
  /** Sequence number of `data[0]`. */
  base: number;
  /** Index of the first live entry in `data` (trimmed ones before it are dropped in bulk). */
  head: number;
  /** Its watchers; made on the first `watch`, dropped after the last leaves (a run no one watches holds none). */
  listeners: Listeners<[notice: RunNotice]> | undefined;
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
    this.runs.set(record.runId, { record: { ...record }, data: [], base: record.lastSeq + 1, head: 0, listeners: old?.listeners, expiry: undefined });
  }

  async append(runId: string, entries: readonly LogEntry[], firstSeq: number): Promise<void> {
    this.appendSync(runId, entries, firstSeq);
  }

  /** {@link append} without the promise. */
  appendSync(runId: string, entries: readonly LogEntry[], firstSeq: number): void {
    const run = this.runs.get(runId);
    if (!run) return;
    for (const e of entries) this.put(run, e.seq, e.data);
    this.trim(run, firstSeq);
    run.listeners?.emit("append");
  }

  /** One entry, without the promise nor an array (the run log's pump, once per event). */
  appendOne(runId: string, seq: number, data: string, firstSeq: number): void {
    const run = this.runs.get(runId);
    if (!run) return;
    this.put(run, seq, data);
    this.trim(run, firstSeq);
    run.listeners?.emit("append");
  }

  /** Appends entry `seq` (an old one is ignored; after a gap, the entries before it are dropped: the log stays consecutive). */
  private put(run: MemoryRun, seq: number, data: string): void {
    if (seq <= run.record.lastSeq) return;
    if (seq !== run.base + run.data.length) (run.data = []), (run.base = seq), (run.head = 0);
    run.data.push(data);
    run.record.lastSeq = seq;
  }

  private trim(run: MemoryRun, firstSeq: number): void {
    if (firstSeq <= run.record.firstSeq) return;
    run.record.firstSeq = firstSeq;
    run.head = Math.min(run.data.length, Math.max(run.head, firstSeq - run.base));
    if (run.head > 1024 && run.head * 2 > run.data.length) (run.data = run.data.slice(run.head)), (run.base += run.head), (run.head = 0);
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
    run.listeners?.emit("end");
  }

  async get(runId: string): Promise<RunRecord | undefined> {
    return this.getSync(runId);
  }

  /** The run's record itself, not a copy, or undefined: for reading only (the run log's readers, once per wait). */
  peek(runId: string): Readonly<RunRecord> | undefined {
    return this.runs.get(runId)?.record;
  }

  /** The JSON text of entry `seq` while the log holds it (the run log's live readers, one entry at a time, without an array). */
  dataAt(runId: string, seq: number): string | undefined {
    const run = this.runs.get(runId);
    if (!run) return undefined;
    const i = seq - run.base;
    return i >= run.head && i < run.data.length ? run.data[i] : undefined;
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
    if (!run) return [];
    const from = Math.max(run.head, afterSeq + 1 - run.base);
    const to = Math.min(run.data.length, from + Math.max(0, max));
    const out: LogEntry[] = [];
    for (let i = from; i < to; i++) out.push({ seq: run.base + i, data: run.data[i]! });
    return out;
  }

  async touch(runId: string, at: number): Promise<void> {
    const run = this.runs.get(runId);
    if (run) run.record.readerSeenAt = Math.max(run.record.readerSeenAt, at);
  }

  async requestCancel(runId: string): Promise<void> {
    const run = this.runs.get(runId);
    run?.listeners?.emit("cancel");
  }

  watch(runId: string, listener: (notice: RunNotice) => void): () => void {
    const run = this.runs.get(runId);
    if (!run) return () => undefined; // an unknown run never changes: nothing to tell
    const listeners = (run.listeners ??= createListeners<[notice: RunNotice]>((size) => {
      if (size === 0 && run.listeners === listeners) run.listeners = undefined; // the last watcher left
    }));
    return listeners.subscribe(listener);
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
    run.listeners?.emit("end");
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
