/** Types of the run log (docs/architecture.md, "Runs that outlive the page"): statuses, records, entries, the store interface and the run log's own API. */
import type { AgentCapabilities, BaseEvent } from "@ag-ui/core";
import type { BridgeDiagnostic } from "../run";
import type { RunLogBounds } from "./bounds";
import type { RunLogError } from "./errors";

/**
 * Where a logged run stands (`protocol/runs.ts` of `@reasoning-ui/core`). `running` until its source ends; then
 * `finished`, `cancelled` (cancel route, or no reader for the budget) or `error` (`RUN_ERROR`, or the source threw).
 * A status lookup's {@link RunLookupStatus} adds `unknown` — no such run in this thread for this principal (never
 * started, expired past its TTL, held in memory by an agent process that restarted, or another user's).
 */
export type { RunLogStatus, RunLookupStatus } from "@reasoning-ui/core/protocol";
import type { RunLogStatus, RunLookupStatus } from "@reasoning-ui/core/protocol";
export { RunStoreUnavailableError } from "./errors";

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

/** A run's events: an `AsyncIterable` of AG-UI events (a bridge's output), or a function of the run's abort signal that returns one (pass `signal` to the provider call so cancel stops it). */
export type RunEventSource = AsyncIterable<BaseEvent> | ((signal: AbortSignal) => AsyncIterable<BaseEvent>);

/** Options of {@link createRunLog}: the store, the bounds ({@link RunLogBounds}) and a diagnostic sink. */
export interface RunLogOptions extends Partial<RunLogBounds> {
  /** Where logs live. Default: in memory (`memoryRunStore()`) of this one process; `redisRunStore(client)` from `@reasoning-ui/agent/redis` for several instances. */
  store?: RunLogStore;
  /** Told when the store fails (the run keeps streaming live, not resumable, and the log resumes writing when the store is back), a run is refused logging, or a run is cancelled for want of a reader. Never told an event's content. */
  onDiagnostic?: (diagnostic: BridgeDiagnostic) => void;
  /** Clock, ms since epoch. Default `Date.now`. */
  now?: () => number;
  /**
   * Development only: let the `source_failed` diagnostic include the provider's raw error message. Off by default:
   * a provider's message may quote the request (prompts, keys' prefixes), so diagnostics carry its HTTP status and
   * error code only.
   */
  includeProviderMessages?: boolean;
  /**
   * Serverless hosts: a run outlives its response (disconnect is not cancel), but a platform may freeze the
   * function once the response ends. `waitUntil` is handed, once per logged run, the promise of the run's work —
   * its source read to the end, the end recorded, the shared store's writes for it landed — so the platform keeps
   * the function alive until then (within its own maximum duration). The promise never rejects. Pass Vercel's
   * `waitUntil` from `@vercel/functions` (or Next.js `after`); on Cloudflare Workers, where `waitUntil` belongs to
   * the request's `ctx`, create the run log on a shared store (`redisRunStore`) inside `fetch`:
   * `createRunLog({ store, waitUntil: (p) => ctx.waitUntil(p) })`. Default: none (a long-lived server).
   *
   * @example
   * import { waitUntil } from "@vercel/functions";
   * const runs = createRunLog({ store: redisRunStore(redis), waitUntil });
   */
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * A run, its thread and the principal asking: every route finds a run only within its thread AND for its owner —
 * a run started with `owner` answers every other principal (and `undefined`) exactly as an unknown run.
 */
export interface RunRef {
  threadId: string;
  runId: string;
  /** The principal (`authorize`'s answer) starting or looking up the run; `undefined` when the routes have no `authorize`. */
  owner?: string | undefined;
}

/** One event as sent over SSE: its `id:` (`<runId>:<seq>`) and `data:` (the event JSON). */
export interface LoggedEvent {
  id: string;
  data: string;
}

/** The answer of a status lookup or a cancel. */
export interface RunLookup {
  status: RunLookupStatus;
  /** Why it ended, for people (`RUN_ERROR.message`, "The run was stopped.", …), when it did not finish. */
  reason?: string | undefined;
  code?: string | undefined;
  /** The last event id logged, when the run is known. */
  lastEventId?: string | undefined;
}

/**
 * What {@link RunLog.attach} gives: the events after the given id then the live tail until the run ends, or why
 * not. `dropped` aborts when the run log drops this reader (a newer reader of the owner took its slot): close
 * its connection (`runLogResponse` does).
 */
export type AttachResult = { ok: true; events: AsyncIterable<LoggedEvent>; dropped: AbortSignal } | { ok: false; error: RunLogError };

/** A started run: its first reader's events (the same as `attach` from the start) and its end. */
export interface StartedRun {
  /** The run's events from the first, tailing until it ends. Stopping to read (the client went away) does not stop the run. */
  events: AsyncIterable<LoggedEvent>;
  /** Resolves with the final status once the source is done (never rejects). */
  done: Promise<RunLogStatus>;
  /** Whether the run is logged (false when the store refused it: it then streams live only and stops with its reader). */
  logged: boolean;
}

/** The run log of an agent (see {@link createRunLog}). */
export interface RunLog {
  readonly store: RunLogStore;
  readonly bounds: Readonly<RunLogBounds>;
  /** Starts a run: `source`'s events get sequence numbers and go through the log. A run id already running or kept answers `run_exists` via {@link RunLogError} from {@link startOrError}. */
  start(ref: RunRef, source: RunEventSource): StartedRun;
  /** {@link start}, or a {@link RunLogError}: `run_exists` (409) when the run id is already in the log, `too_many_runs` (429) when `ref.owner` has `maxOpenRunsPerPrincipal` runs running here. */
  startOrError(ref: RunRef, source: RunEventSource): Promise<StartedRun | { error: RunLogError }>;
  /** Re-attaches to a run of `threadId` after `lastEventId` (`null`: from the start): replay, then the live tail. */
  attach(ref: RunRef, lastEventId: string | null | undefined, signal?: AbortSignal): Promise<AttachResult>;
  /** Cancels a running run (on whichever instance runs it): its source is aborted through its signal, it ends `cancelled`. Resolves with the status after. Rejects with `RunStoreUnavailableError` while the shared store cannot be read (answer 503, never "unknown"). */
  cancel(ref: RunRef, reason?: string): Promise<RunLookup>;
  /** The run's status within its thread, for its owner (`unknown` for anyone else). Rejects with `RunStoreUnavailableError` while the shared store cannot be read. */
  status(ref: RunRef): Promise<RunLookup>;
  /** `base` with `transport.resumable: true` (and `streaming: true`): what the capabilities route answers. */
  capabilities(base?: AgentCapabilities): AgentCapabilities;
  /** Cancels this instance's runs and releases the store. */
  close(): Promise<void>;
}
