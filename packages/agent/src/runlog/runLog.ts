import type { AgentCapabilities, BaseEvent } from "@ag-ui/core";
import type { BridgeDiagnostic } from "../run";
import { readProviderError } from "../errors";
import { compactEntries } from "./compact";
import { parseRunEventId, runEventId } from "./eventId";
import { MemoryRunStore, RunStoreFullError } from "./memoryStore";
import { type RunLogBounds, resolveBounds } from "./bounds";
import { RemoteWriter } from "./remoteWriter";
import { liveOnly } from "./liveOnly";
import { type ReaderSlot, ReaderSlots } from "./readers";
import { type LogEntry, type RunLogStatus, type RunLogStore, type RunLookupStatus, type RunRecord, RunStoreUnavailableError } from "./types";

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

/** A refused re-attach: the HTTP status to answer, a stable code and a sentence. */
export interface RunLogError {
  status: 400 | 404 | 409 | 410 | 429 | 503;
  code: "invalid_last_event_id" | "last_event_id_other_run" | "last_event_id_ahead" | "run_not_found" | "log_trimmed" | "too_many_readers" | "too_many_runs" | "run_exists" | "store_unavailable";
  message: string;
  /** Seconds before retrying (`429` / `503`). */
  retryAfter?: number;
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

interface LocalRun {
  ref: RunRef;
  controller: AbortController;
  readers: number;
  detachedSince: number;
  cancelled?: { reason: string; code: string };
}

const NOT_FOUND: RunLogError = { status: 404, code: "run_not_found", message: "No such run in this thread: it never started here, its log expired, or the agent restarted." };
const UNAVAILABLE: RunLogError = { status: 503, code: "store_unavailable", message: "The run store cannot be reached just now; try again.", retryAfter: 1 };

/** Whether `record` is the run `ref` names for the principal asking: same thread, same owner (one comparison path for every miss). */
const visible = (record: RunRecord | undefined, ref: RunRef): record is RunRecord => record !== undefined && record.threadId === ref.threadId && record.owner === ref.owner;

/** The diagnostic text of a failed source: the provider's HTTP status and error code — its raw message only when `includeMessage`. */
function sourceFailure(err: unknown, includeMessage: boolean): string {
  const info = readProviderError(err);
  const parts = [info.status !== undefined && `status ${info.status}`, info.code !== undefined && `code ${info.code}`].filter(Boolean);
  const name = err instanceof Error && err.name !== "Error" ? err.name : undefined;
  return `The agent's event source failed${parts.length ? ` (${parts.join(", ")})` : name ? ` (${name})` : ""}.${includeMessage && info.message ? ` ${info.message}` : ""}`.slice(0, 300);
}

/**
 * Creates a run log (docs/architecture.md, "Runs that outlive the page"): every event of a run gets a sequence
 * number (the SSE `id:` `<runId>:<seq>`) and goes through a store, so a reader that went away (a reload, a
 * dropped connection, another tab, another instance behind the load balancer) re-attaches with `Last-Event-ID`
 * and gets the events after it, then the live tail. **Disconnect is not cancel**: the run goes on without a
 * reader for `detachedRunMs` (default 5 min), then is cancelled; `cancel()` aborts the provider call through
 * the source's signal and ends the run `cancelled`. Bounded: `maxLogBytes` / `maxLogEvents` per run (oldest
 * trimmed), `ttlMs` after the end, `maxReaders` per run and instance, the store's runs kept.
 *
 * Store failures never stop a run: it streams live from this instance's memory and the log catches up when the
 * store is back (a diagnostic says so).
 *
 * @example
 * const runs = createRunLog(); // in memory; createRunLog({ store: redisRunStore(redis) }) for several instances
 * const started = runs.start({ threadId: input.threadId, runId: input.runId },
 *   (signal) => openaiResponsesToAgUi(openai.responses.create({ ...params, stream: true }, { signal }), input));
 * return runLogResponse(started.events); // SSE with ids; see runLogHandler for the whole route set
 */
export function createRunLog(options: RunLogOptions = {}): RunLog {
  const bounds = resolveBounds(options);
  const now = options.now ?? Date.now;
  const local = options.store instanceof MemoryRunStore ? options.store : new MemoryRunStore();
  const remote = options.store && !(options.store instanceof MemoryRunStore) ? options.store : undefined;
  const store = options.store ?? local;
  const runs = new Map<string, LocalRun>();
  const diagnostic = (code: string, message: string) => {
    try {
      options.onDiagnostic?.({ code, message });
    } catch {
      /* a diagnostic never breaks a run */
    }
  };
  const writer = remote ? new RemoteWriter(remote, local, bounds, diagnostic) : undefined;

  /** The run's record: this instance's own first, else the shared store's. */
  /** The run's record: this instance's own first, else the shared store's. @throws RunStoreUnavailableError when the shared store cannot be read (a transient fault, never "unknown"). */
  const lookup = async (runId: string): Promise<{ record: RunRecord; source: RunLogStore } | undefined> => {
    const own = local.getSync(runId);
    if (own) return { record: own, source: local };
    if (!remote) return undefined;
    try {
      const record = await remote.get(runId);
      return record ? { record, source: remote } : undefined;
    } catch (err) {
      diagnostic("run_store_unavailable", `The run store (${remote.name}) could not be read: ${err instanceof Error ? err.message : String(err)}`);
      throw err instanceof RunStoreUnavailableError ? err : new RunStoreUnavailableError(`The run store (${remote.name}) could not be read.`);
    }
  };
  const openRuns = new Map<string, number>();
  const slots = new ReaderSlots(bounds.maxReaders, now);

  /**
   * The store is full of running runs: the one followed by no reader for the longest (an abandoned run) is
   * cancelled (`evicted`) and its log dropped, so it cannot starve new runs. False when every run has a reader.
   */
  const evictAbandoned = (): boolean => {
    let victim: LocalRun | undefined;
    for (const run of runs.values()) if (run.readers === 0 && (!victim || run.detachedSince < victim.detachedSince)) victim = run;
    if (!victim) return false;
    diagnostic("run_evicted", "A run no one followed was cancelled to make room for a new run (the run store is full).");
    cancelLocal(victim, "No one followed the run and the agent needed room for new runs, so it was cancelled.", "evicted");
    local.evict(victim.ref.runId);
    return true;
  };

  const start = (ref: RunRef, source: RunEventSource): StartedRun => {
    const startedAt = now();
    const record: RunRecord = { threadId: ref.threadId, runId: ref.runId, ...(ref.owner !== undefined && { owner: ref.owner }), status: "running", startedAt, lastSeq: 0, firstSeq: 1, readerSeenAt: startedAt };
    const controller = new AbortController();
    for (let tries = 0; ; tries++) {
      try {
        local.createSync(record);
        break;
      } catch (err) {
        if (!(err instanceof RunStoreFullError)) throw err;
        if (tries < 1 && evictAbandoned()) continue;
        diagnostic("run_not_logged", `Run not logged (${err.message}): it streams live and stops with its reader.`);
        return liveOnly(ref, source, controller);
      }
    }
    const run: LocalRun = { ref, controller, readers: 0, detachedSince: startedAt };
    runs.set(ref.runId, run);
    if (ref.owner !== undefined) openRuns.set(ref.owner, (openRuns.get(ref.owner) ?? 0) + 1);
    writer?.create(record);
    const done = pump(run, source);
    const events = readEntries(local, ref.runId, 0, undefined, run);
    return { events, done, logged: true };
  };

  const pump = async (run: LocalRun, source: RunEventSource): Promise<RunLogStatus> => {
    const { runId } = run.ref;
    const iterable = typeof source === "function" ? source(run.controller.signal) : source;
    const iterator = iterable[Symbol.asyncIterator]();
    const sizes: number[] = [];
    let sizeHead = 0;
    let bytes = 0;
    let seq = 0;
    let firstSeq = 1;
    let end: { status: RunLogStatus; reason?: string; code?: string } | undefined;
    // Cancel must not wait for a source that ignores its signal: each step waits for the next event or the abort,
    // whichever comes first — one listener for the run (racing a shared promise per event would pile a reaction on
    // it for every event until the run ends).
    let wakeOnAbort: ((value: "aborted") => void) | undefined;
    run.controller.signal.addEventListener("abort", () => wakeOnAbort?.("aborted"), { once: true });
    const step = () =>
      run.controller.signal.aborted
        ? Promise.resolve("aborted" as const)
        : new Promise<IteratorResult<BaseEvent> | "aborted">((resolve, reject) => {
            wakeOnAbort = resolve;
            iterator.next().then(resolve, reject);
          });
    const budget = setInterval(() => checkReaders(run), Math.max(50, Math.min(30_000, Math.floor(bounds.detachedRunMs / 4))));
    (budget as { unref?: () => void }).unref?.();
    const append = (data: string) => {
      seq++;
      sizes.push(data.length);
      bytes += data.length;
      while (sizes.length - sizeHead > 1 && (bytes > bounds.maxLogBytes || sizes.length - sizeHead > bounds.maxLogEvents)) {
        bytes -= sizes[sizeHead++]!;
        firstSeq++;
      }
      if (sizeHead > 4096) sizes.splice(0, sizeHead), (sizeHead = 0);
      local.appendSync(runId, [{ seq, data }], firstSeq);
      writer?.append(runId, firstSeq);
    };
    try {
      for (;;) {
        const next = await step();
        if (next === "aborted" || run.cancelled) break;
        if (next.done) break;
        append(JSON.stringify(next.value));
        // The run's end is the event's type — never a text search of its JSON (a value may quote another event).
        const e = next.value as { type?: unknown; message?: unknown; code?: unknown };
        if (e.type === "RUN_FINISHED") end = { status: "finished" };
        else if (e.type === "RUN_ERROR") end = { status: "error", reason: String(e.message ?? "The agent reported an error."), code: typeof e.code === "string" ? e.code : "run_error" };
      }
    } catch (err) {
      if (!run.cancelled) {
        const message = "The agent's event source failed.";
        append(JSON.stringify({ type: "RUN_ERROR", message, code: "source_failed" }));
        end = { status: "error", reason: message, code: "source_failed" };
        diagnostic("source_failed", sourceFailure(err, options.includeProviderMessages === true));
      }
    } finally {
      clearInterval(budget);
      if (run.cancelled) void Promise.resolve(iterator.return?.()).catch(() => undefined);
    }
    if (run.cancelled) end = { status: "cancelled", reason: run.cancelled.reason, code: run.cancelled.code };
    end ??= { status: "error", reason: "The agent's stream ended before the run finished.", code: "stream_ended" };
    const final = { status: end.status as Exclude<RunLogStatus, "running">, endedAt: now(), reason: end.reason, code: end.code };
    local.endSync(runId, final, bounds.ttlMs);
    writer?.end(runId, final, bounds.ttlMs);
    runs.delete(runId);
    const owner = run.ref.owner;
    if (owner !== undefined) {
      const n = (openRuns.get(owner) ?? 1) - 1;
      if (n <= 0) openRuns.delete(owner);
      else openRuns.set(owner, n);
    }
    return final.status;
  };

  /** Cancels `run` when no reader has been attached (here or, through the store, elsewhere) for the budget. */
  const checkReaders = (run: LocalRun) => {
    if (run.readers > 0 || run.cancelled) return;
    const check = async () => {
      let seen = run.detachedSince;
      if (remote) {
        try {
          seen = Math.max(seen, (await remote.get(run.ref.runId))?.readerSeenAt ?? 0);
        } catch {
          return; // store down: never cancel on a guess
        }
      }
      if (run.readers === 0 && now() - seen >= bounds.detachedRunMs) {
        const minutes = Math.round(bounds.detachedRunMs / 60_000);
        diagnostic("no_reader", `Run cancelled: no reader for ${bounds.detachedRunMs} ms.`);
        cancelLocal(run, `No one followed the run for ${minutes >= 1 ? `${minutes} minute${minutes === 1 ? "" : "s"}` : `${Math.round(bounds.detachedRunMs / 1000)} seconds`}, so it was cancelled.`, "no_reader");
      }
    };
    void check();
  };

  const cancelLocal = (run: LocalRun, reason: string, code: string) => {
    if (run.cancelled) return;
    run.cancelled = { reason, code };
    run.controller.abort(new Error(reason));
  };

  /** A run's entries after `afterSeq`, compacted, then its live tail, until it ends or `signal` aborts. */
  async function* readEntries(source: RunLogStore, runId: string, afterSeq: number, signal: AbortSignal | undefined, run: LocalRun | undefined): AsyncGenerator<LoggedEvent> {
    let cursor = afterSeq;
    let wake: (() => void) | undefined;
    let dirty = true;
    const unwatch = source.watch(runId, () => {
      dirty = true;
      wake?.();
    });
    const onAbort = () => wake?.();
    signal?.addEventListener("abort", onAbort);
    if (run) run.readers++;
    const heartbeat = remote && source === remote ? setInterval(() => void remote.touch(runId, now()).catch(() => undefined), Math.max(50, Math.floor(bounds.detachedRunMs / 4))) : undefined;
    (heartbeat as { unref?: () => void } | undefined)?.unref?.();
    if (heartbeat) void remote!.touch(runId, now()).catch(() => undefined);
    try {
      for (;;) {
        if (signal?.aborted) return;
        dirty = false;
        let entries: LogEntry[];
        try {
          entries = await source.read(runId, cursor, bounds.readBatch);
        } catch {
          entries = [];
        }
        if (entries.length > 0) {
          if (entries[0]!.seq > cursor + 1) return; // trimmed under a slow reader: it ends here (the client asks again and is told)
          for (const e of compactEntries(entries)) yield { id: runEventId(runId, e.seq), data: e.data };
          cursor = entries[entries.length - 1]!.seq;
          continue;
        }
        let record: RunRecord | undefined;
        try {
          record = await source.get(runId);
        } catch {
          record = undefined;
        }
        if (!record || (record.status !== "running" && cursor >= record.lastSeq)) return;
        if (dirty) continue;
        // Wait for a notice; the store's own notice may be lost (pub/sub reconnecting): look again every second.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, source === local ? 30_000 : 1_000);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
          if (dirty || signal?.aborted) wake();
        });
        wake = undefined;
      }
    } finally {
      unwatch();
      signal?.removeEventListener("abort", onAbort);
      clearInterval(heartbeat);
      if (run && --run.readers === 0) run.detachedSince = now();
    }
  }

  const attach = async (ref: RunRef, lastEventId: string | null | undefined, signal?: AbortSignal): Promise<AttachResult> => {
    const id = parseRunEventId(lastEventId, ref.runId);
    if (!id.ok) return { ok: false, error: { status: 400, code: id.code, message: id.message } };
    let found: Awaited<ReturnType<typeof lookup>>;
    try {
      found = await lookup(ref.runId);
    } catch {
      return { ok: false, error: UNAVAILABLE };
    }
    if (!found || !visible(found.record, ref)) return { ok: false, error: NOT_FOUND };
    const { record, source } = found;
    if (id.seq > record.lastSeq && record.status !== "running")
      return { ok: false, error: { status: 400, code: "last_event_id_ahead", message: "The Last-Event-ID is ahead of the run's log." } };
    if (id.seq < record.firstSeq - 1)
      return { ok: false, error: { status: 410, code: "log_trimmed", message: `The run's log no longer holds the events after ${lastEventId ?? "the start"} (it keeps the last ${bounds.maxLogEvents} events / ${bounds.maxLogBytes} bytes).` } };
    const dropper = new AbortController();
    const slot: ReaderSlot = { openedAt: now(), blockedSince: 0, drop: () => dropper.abort() };
    const stop = signal ? AbortSignal.any([signal, dropper.signal]) : dropper.signal;
    slots.add(ref.runId, slot);
    stop.addEventListener("abort", () => slots.remove(ref.runId, slot), { once: true });
    const events = readEntries(source, ref.runId, id.seq, stop, runs.get(ref.runId));
    return {
      ok: true,
      dropped: dropper.signal,
      events: {
        async *[Symbol.asyncIterator]() {
          try {
            for await (const event of events) {
              slot.blockedSince = now(); // parked until the reader takes it: a reader that stops reading stays parked
              yield event;
              slot.blockedSince = 0;
            }
          } finally {
            slots.remove(ref.runId, slot);
          }
        },
      },
    };
  };

  const status = async (ref: RunRef): Promise<RunLookup> => {
    const found = await lookup(ref.runId);
    if (!found || !visible(found.record, ref)) return { status: "unknown" };
    const r = found.record;
    return { status: r.status, ...(r.reason !== undefined && { reason: r.reason }), ...(r.code !== undefined && { code: r.code }), ...(r.lastSeq > 0 && { lastEventId: runEventId(r.runId, r.lastSeq) }) };
  };

  const cancel = async (ref: RunRef, reason = "The run was stopped."): Promise<RunLookup> => {
    const found = await lookup(ref.runId);
    if (!found || !visible(found.record, ref)) return { status: "unknown" };
    const run = runs.get(ref.runId);
    if (run) {
      cancelLocal(run, reason, "cancelled");
      return { status: "cancelled", reason, code: "cancelled" };
    }
    if (found.record.status !== "running") return status(ref);
    try {
      await remote?.requestCancel(ref.runId);
    } catch (err) {
      diagnostic("run_store_unavailable", `Cancel could not reach the run store: ${err instanceof Error ? err.message : String(err)}`);
      throw err instanceof RunStoreUnavailableError ? err : new RunStoreUnavailableError("Cancel could not reach the run store.");
    }
    // The instance running it ends it; wait briefly for the end to show.
    for (let i = 0; i < 40; i++) {
      const now = await status(ref);
      if (now.status !== "running") return now;
      await new Promise((r) => setTimeout(r, 50));
    }
    return status(ref);
  };

  // Cancel requests from other instances reach the instance running the run through the store.
  const unwatchCancel = writer?.onCancel((runId) => {
    const run = runs.get(runId);
    if (run) cancelLocal(run, "The run was stopped.", "cancelled");
  });

  const startOrError = async (ref: RunRef, source: RunEventSource): Promise<StartedRun | { error: RunLogError }> => {
    if (ref.owner !== undefined && (openRuns.get(ref.owner) ?? 0) >= bounds.maxOpenRunsPerPrincipal)
      return { error: { status: 429, code: "too_many_runs", message: `You have ${bounds.maxOpenRunsPerPrincipal} runs running; wait for one to end or cancel one.`, retryAfter: 5 } };
    let existing: Awaited<ReturnType<typeof lookup>>;
    try {
      existing = await lookup(ref.runId);
    } catch {
      existing = undefined; // the shared store is down: the run streams live and its log catches up when the store is back
    }
    if (existing) return { error: { status: 409, code: "run_exists", message: "A run with this id exists already; re-attach with Last-Event-ID instead." } };
    return start(ref, source);
  };

  return {
    store,
    bounds,
    start,
    startOrError,
    attach,
    cancel,
    status,
    capabilities: (base = {}) => ({ ...base, transport: { ...base.transport, streaming: true, resumable: true } }),
    close: async () => {
      for (const run of runs.values()) cancelLocal(run, "The agent is shutting down.", "shutdown");
      unwatchCancel?.();
      await writer?.close();
      await local.close();
    },
  };
}
