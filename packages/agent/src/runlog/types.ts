/** Types of the run log (docs/architecture.md, "Runs that outlive the page"): statuses, records, entries and the store interface. */

/**
 * Where a logged run stands (`protocol/runs.ts` of `@reasoning-ui/core`). `running` until its source ends; then
 * `finished`, `cancelled` (cancel route, or no reader for the budget) or `error` (`RUN_ERROR`, or the source threw).
 * A status lookup's {@link RunLookupStatus} adds `unknown` — no such run in this thread for this principal (never
 * started, expired past its TTL, held in memory by an agent process that restarted, or another user's).
 */
export type { RunLogStatus, RunLookupStatus } from "@reasoning-ui/core/protocol";
import type { RunLogStatus } from "@reasoning-ui/core/protocol";

/** One logged event: its sequence number in the run (1, 2, 3…, the SSE `id:` is `<runId>:<seq>`) and the event as JSON text, byte-for-byte what was sent. */
export interface LogEntry {
  seq: number;
  data: string;
}

/** What a store keeps about one run beside its events. Times in ms since epoch (the agent's clock). */
export interface RunRecord {
  threadId: string;
  runId: string;
  /** The principal that started the run (what the routes' `authorize` returned); absent for a run started without one. Every lookup by another principal answers as for an unknown run. */
  owner?: string | undefined;
  status: RunLogStatus;
  startedAt: number;
  endedAt?: number | undefined;
  /** The last sequence number appended (0 before the first event). */
  lastSeq: number;
  /** The oldest sequence number still in the log (1 unless the log was trimmed to its bounds). */
  firstSeq: number;
  /** Why the run ended when it did not finish: a sentence for people (`RUN_ERROR.message`, "Stopped by the user", …). */
  reason?: string | undefined;
  /** The stable code beside `reason` (`RUN_ERROR.code`, `cancelled`, `no_reader`, `source_failed`). */
  code?: string | undefined;
  /** Last time a reader was attached (any instance), ms since epoch: the reader-less budget counts from it. */
  readerSeenAt: number;
}

/**
 * Thrown (rejected) by a store method when the store cannot be reached (Redis down, a command timed out): a
 * transient fault. The run routes answer it `503 store_unavailable` with `Retry-After`, never "unknown run".
 */
export class RunStoreUnavailableError extends Error {
  override readonly name = "RunStoreUnavailableError";
}

/** How a run ended, as {@link RunLogStore.end} records it. */
export interface RunEnd {
  status: Exclude<RunLogStatus, "running">;
  endedAt: number;
  reason?: string | undefined;
  code?: string | undefined;
}

/** A store's notice about a run, delivered to {@link RunLogStore.watch} listeners (on every instance sharing the store). */
export type RunNotice = "append" | "end" | "cancel";

/**
 * Where run logs live: the small interface a store implements (`memoryRunStore()` — the default, one process —
 * and `redisRunStore(client)` from `@reasoning-ui/agent/redis` — several instances). Every method may reject; the
 * run log reports it as a diagnostic and keeps the run streaming live. Run ids are the AG-UI `runId`s.
 */
export interface RunLogStore {
  /** A short name for diagnostics ("memory", "redis"). */
  readonly name: string;
  /** Records a new run (status `running`, `lastSeq` 0). */
  create(record: RunRecord): Promise<void>;
  /**
   * Appends entries (consecutive `seq`s after `lastSeq`), then drops entries older than `firstSeq` (the trim the
   * run log decided) and notifies `append`. Resolves `false` when the store no longer held the run (a shared store
   * that restarted empty): the writer then re-creates the run's record and log from its own copy.
   */
  append(runId: string, entries: readonly LogEntry[], firstSeq: number): Promise<void | boolean>;
  /** Marks the run ended, keeps it `ttlMs` more (then it is gone: `unknown`), notifies `end`. */
  end(runId: string, end: RunEnd, ttlMs: number): Promise<void>;
  /** The run's record, or `undefined` when unknown or expired. */
  get(runId: string): Promise<RunRecord | undefined>;
  /** Up to `max` entries with `seq > afterSeq`, oldest first (entries trimmed away are simply absent). */
  read(runId: string, afterSeq: number, max: number): Promise<LogEntry[]>;
  /** Notes that a reader is attached now (sets `readerSeenAt`) — only on a run the store still holds: never re-creates an expired run. */
  touch(runId: string, at: number): Promise<void>;
  /** Asks the instance running `runId` to cancel it (notifies `cancel` everywhere). */
  requestCancel(runId: string): Promise<void>;
  /** Calls `listener` for each notice about `runId` until the returned function is called. */
  watch(runId: string, listener: (notice: RunNotice) => void): () => void;
  /** Releases connections or timers the store holds (not the client you passed in). */
  close?(): Promise<void>;
}
