import type { AgentCapabilities, BaseEvent } from "@ag-ui/core";
import type { BridgeDiagnostic } from "../run";
import { compactEntries } from "./compact";
import { parseRunEventId, runEventId } from "./eventId";
import { MemoryRunStore, RunStoreFullError } from "./memoryStore";
import { type RunLogBounds, resolveBounds } from "./bounds";
import { RemoteWriter } from "./remoteWriter";
import type { LogEntry, RunLogStatus, RunLogStore, RunLookupStatus, RunRecord } from "./types";

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
}

/** A run and its thread: every route finds a run only within its thread. */
export interface RunRef {
  threadId: string;
  runId: string;
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
  status: 400 | 404 | 409 | 410 | 429;
  code: "invalid_last_event_id" | "last_event_id_other_run" | "last_event_id_ahead" | "run_not_found" | "log_trimmed" | "too_many_readers" | "run_exists";
  message: string;
}

/** What {@link RunLog.attach} gives: the events after the given id then the live tail until the run ends, or why not. */
export type AttachResult = { ok: true; events: AsyncIterable<LoggedEvent> } | { ok: false; error: RunLogError };

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
  /** {@link start}, or a {@link RunLogError} `run_exists` (409) when the run id is already in the log. */
  startOrError(ref: RunRef, source: RunEventSource): Promise<StartedRun | { error: RunLogError }>;
  /** Re-attaches to a run of `threadId` after `lastEventId` (`null`: from the start): replay, then the live tail. */
  attach(ref: RunRef, lastEventId: string | null | undefined, signal?: AbortSignal): Promise<AttachResult>;
  /** Cancels a running run (on whichever instance runs it): its source is aborted through its signal, it ends `cancelled`. Resolves with the status after. */
  cancel(ref: RunRef, reason?: string): Promise<RunLookup>;
  /** The run's status within its thread. */
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

const TERMINAL = /"type":"RUN_(FINISHED|ERROR)"/;

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
  const lookup = async (runId: string): Promise<{ record: RunRecord; source: RunLogStore } | undefined> => {
    const own = local.getSync(runId);
    if (own) return { record: own, source: local };
    if (!remote) return undefined;
    try {
      const record = await remote.get(runId);
      return record ? { record, source: remote } : undefined;
    } catch (err) {
      diagnostic("run_store_unavailable", `The run store (${remote.name}) could not be read: ${err instanceof Error ? err.message : String(err)}`);
      return undefined;
    }
  };

  const start = (ref: RunRef, source: RunEventSource): StartedRun => {
    const startedAt = now();
    const record: RunRecord = { ...ref, status: "running", startedAt, lastSeq: 0, firstSeq: 1, readerSeenAt: startedAt };
    const controller = new AbortController();
    try {
      local.createSync(record);
    } catch (err) {
      if (!(err instanceof RunStoreFullError)) throw err;
      diagnostic("run_not_logged", `Run not logged (${err.message}): it streams live and stops with its reader.`);
      return liveOnly(ref, source, controller);
    }
    const run: LocalRun = { ref, controller, readers: 0, detachedSince: startedAt };
    runs.set(ref.runId, run);
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
        const data = JSON.stringify(next.value);
        append(data);
        const terminal = TERMINAL.exec(data);
        if (terminal) {
          const e = next.value as { message?: unknown; code?: unknown };
          end = terminal[1] === "FINISHED" ? { status: "finished" } : { status: "error", reason: String(e.message ?? "The agent reported an error."), code: typeof e.code === "string" ? e.code : "run_error" };
        }
      }
    } catch (err) {
      if (!run.cancelled) {
        const message = "The agent's event source failed.";
        append(JSON.stringify({ type: "RUN_ERROR", message, code: "source_failed" }));
        end = { status: "error", reason: message, code: "source_failed" };
        diagnostic("source_failed", `${message} ${err instanceof Error ? err.message : String(err)}`.slice(0, 300));
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

  const readersOf = new Map<string, number>();
  const attach = async (ref: RunRef, lastEventId: string | null | undefined, signal?: AbortSignal): Promise<AttachResult> => {
    const id = parseRunEventId(lastEventId, ref.runId);
    if (!id.ok) return { ok: false, error: { status: 400, code: id.code, message: id.message } };
    const found = await lookup(ref.runId);
    if (!found || found.record.threadId !== ref.threadId) return { ok: false, error: { status: 404, code: "run_not_found", message: "No such run in this thread: it never started here, its log expired, or the agent restarted." } };
    const { record, source } = found;
    if (id.seq > record.lastSeq && record.status !== "running")
      return { ok: false, error: { status: 400, code: "last_event_id_ahead", message: "The Last-Event-ID is ahead of the run's log." } };
    if (id.seq < record.firstSeq - 1)
      return { ok: false, error: { status: 410, code: "log_trimmed", message: `The run's log no longer holds the events after ${lastEventId ?? "the start"} (it keeps the last ${bounds.maxLogEvents} events / ${bounds.maxLogBytes} bytes).` } };
    const count = readersOf.get(ref.runId) ?? 0;
    if (count >= bounds.maxReaders) return { ok: false, error: { status: 429, code: "too_many_readers", message: `This run already has ${bounds.maxReaders} readers here.` } };
    const run = runs.get(ref.runId);
    const events = readEntries(source, ref.runId, id.seq, signal, run);
    readersOf.set(ref.runId, count + 1);
    const release = () => {
      const n = (readersOf.get(ref.runId) ?? 1) - 1;
      if (n <= 0) readersOf.delete(ref.runId);
      else readersOf.set(ref.runId, n);
    };
    return {
      ok: true,
      events: {
        async *[Symbol.asyncIterator]() {
          try {
            yield* events;
          } finally {
            release();
          }
        },
      },
    };
  };

  const status = async (ref: RunRef): Promise<RunLookup> => {
    const found = await lookup(ref.runId);
    if (!found || found.record.threadId !== ref.threadId) return { status: "unknown" };
    const r = found.record;
    return { status: r.status, ...(r.reason !== undefined && { reason: r.reason }), ...(r.code !== undefined && { code: r.code }), ...(r.lastSeq > 0 && { lastEventId: runEventId(r.runId, r.lastSeq) }) };
  };

  const cancel = async (ref: RunRef, reason = "The run was stopped."): Promise<RunLookup> => {
    const run = runs.get(ref.runId);
    if (run && run.ref.threadId === ref.threadId) {
      cancelLocal(run, reason, "cancelled");
      return { status: "cancelled", reason, code: "cancelled" };
    }
    const found = await lookup(ref.runId);
    if (!found || found.record.threadId !== ref.threadId) return { status: "unknown" };
    if (found.record.status !== "running") return status(ref);
    try {
      await remote?.requestCancel(ref.runId);
    } catch (err) {
      diagnostic("run_store_unavailable", `Cancel could not reach the run store: ${err instanceof Error ? err.message : String(err)}`);
      return status(ref);
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
    const existing = await lookup(ref.runId);
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

  function liveOnly(ref: RunRef, source: RunEventSource, controller: AbortController): StartedRun {
    let resolveDone!: (s: RunLogStatus) => void;
    const done = new Promise<RunLogStatus>((r) => (resolveDone = r));
    const events = (async function* () {
      const iterable = typeof source === "function" ? source(controller.signal) : source;
      let seq = 0;
      let status: RunLogStatus = "error";
      try {
        for await (const event of iterable) {
          const data = JSON.stringify(event);
          if (data.includes('"type":"RUN_FINISHED"')) status = "finished";
          yield { id: runEventId(ref.runId, ++seq), data };
        }
      } finally {
        controller.abort();
        resolveDone(status);
      }
    })();
    return { events, done, logged: false };
  }
}
