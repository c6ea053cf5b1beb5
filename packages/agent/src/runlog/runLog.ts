/**
 * The run log (docs/architecture.md, "Runs that outlive the page"): `createRunLog` wires its parts — the runs
 * running here (`localRuns.ts`), each run's pump (`pump.ts`), the readers (`readers.ts`), this instance's memory log
 * and the shared store's writer (`remoteWriter.ts`) — and answers start, re-attach, status and cancel.
 */
import type { AgentCapabilities } from "@ag-ui/core";
import { parseRunEventId, runEventId } from "./eventId";
import { RunLogError, RunStoreFullError, RunStoreUnavailableError } from "./errors";
import { resolveBounds } from "./bounds";
import { liveOnly } from "./liveOnly";
import { LocalRuns } from "./localRuns";
import { MemoryRunStore } from "./memoryStore";
import { pumpRun } from "./pump";
import { type ReaderSlot, ReaderSlots, readRun } from "./readers";
import { RemoteWriter } from "./remoteWriter";
import type { AttachResult, RunEventSource, RunLog, RunLogOptions, RunLookup, RunRecord, RunRef, StartedRun } from "./types";

export type { AttachResult, LoggedEvent, RunEventSource, RunLog, RunLogOptions, RunLookup, RunRef, StartedRun } from "./types";
export { RunLogError } from "./errors";

const notFound = () => new RunLogError(404, "run_not_found", "No such run in this thread: it never started here, its log expired, or the agent restarted.");
const unavailable = () => new RunLogError(503, "store_unavailable", "The run store cannot be reached just now; try again.", 1);

/** Whether `record` is the run `ref` names for the principal asking: same thread, same owner (one comparison path for every miss). */
const visible = (record: RunRecord | undefined, ref: RunRef): record is RunRecord => record !== undefined && record.threadId === ref.threadId && record.owner === ref.owner;

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
  const diagnostic = (code: string, message: string) => {
    try {
      options.onDiagnostic?.({ code, message });
    } catch {
      /* a diagnostic never breaks a run */
    }
  };
  const writer = remote ? new RemoteWriter(remote, local, bounds, diagnostic) : undefined;
  const runs = new LocalRuns({ bounds, now, local, remote, diagnostic });
  const slots = new ReaderSlots(bounds.maxReaders, now);
  const pumpContext = { bounds, now, local, writer, runs, diagnostic, includeProviderMessages: options.includeProviderMessages === true };
  const readerContext = { bounds, now, local };

  /** The run's record: this instance's own first, else the shared store's. @throws RunStoreUnavailableError when the shared store cannot be read (a transient fault, never "unknown"). */
  const lookup = async (runId: string): Promise<{ record: RunRecord; source: typeof store } | undefined> => {
    const own = local.getSync(runId);
    if (own) return { record: own, source: local };
    if (!remote) return undefined;
    try {
      const record = await remote.get(runId);
      return record ? { record, source: remote } : undefined;
    } catch (err) {
      diagnostic("run_store_unavailable", `The run store (${remote.name}) could not be read: ${err instanceof Error ? err.message : String(err)}`);
      throw err instanceof RunStoreUnavailableError ? err : new RunStoreUnavailableError(`The run store (${remote.name}) could not be read.`, { cause: err });
    }
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
        if (tries < 1 && runs.evictAbandoned()) continue;
        diagnostic("run_not_logged", `Run not logged (${err.message}): it streams live and stops with its reader.`);
        return liveOnly(ref, source, controller);
      }
    }
    const run = runs.add(ref, controller, startedAt);
    writer?.create(record);
    const done = pumpRun(run, source, pumpContext);
    if (options.waitUntil) {
      const work = writer ? done.then(() => writer.settled(ref.runId)) : done;
      try {
        options.waitUntil(work);
      } catch (err) {
        diagnostic("wait_until_failed", `waitUntil threw: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    const events = readRun({ source: local, runId: ref.runId, afterSeq: 0, run }, readerContext);
    return { events, done, logged: true };
  };

  const attach = async (ref: RunRef, lastEventId: string | null | undefined, signal?: AbortSignal): Promise<AttachResult> => {
    const id = parseRunEventId(lastEventId, ref.runId);
    if (!id.ok) return { ok: false, error: new RunLogError(400, id.code, id.message) };
    let found: Awaited<ReturnType<typeof lookup>>;
    try {
      found = await lookup(ref.runId);
    } catch {
      return { ok: false, error: unavailable() };
    }
    if (!found || !visible(found.record, ref)) return { ok: false, error: notFound() };
    const { record, source } = found;
    if (id.seq > record.lastSeq && record.status !== "running") return { ok: false, error: new RunLogError(400, "last_event_id_ahead", "The Last-Event-ID is ahead of the run's log.") };
    if (id.seq < record.firstSeq - 1)
      return { ok: false, error: new RunLogError(410, "log_trimmed", `The run's log no longer holds the events after ${lastEventId ?? "the start"} (it keeps the last ${bounds.maxLogEvents} events / ${bounds.maxLogBytes} bytes).`) };
    const dropper = new AbortController();
    const slot: ReaderSlot = { openedAt: now(), blockedSince: 0, drop: () => dropper.abort() };
    const stop = signal ? AbortSignal.any([signal, dropper.signal]) : dropper.signal;
    slots.add(ref.runId, slot);
    stop.addEventListener("abort", () => slots.remove(ref.runId, slot), { once: true });
    const events = readRun({ source, runId: ref.runId, afterSeq: id.seq, signal: stop, run: runs.get(ref.runId), slot: { slots, value: slot } }, readerContext);
    return { ok: true, dropped: dropper.signal, events };
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
      runs.cancel(run, reason, "cancelled");
      return { status: "cancelled", reason, code: "cancelled" };
    }
    if (found.record.status !== "running") return status(ref);
    try {
      await remote?.requestCancel(ref.runId);
    } catch (err) {
      diagnostic("run_store_unavailable", `Cancel could not reach the run store: ${err instanceof Error ? err.message : String(err)}`);
      throw err instanceof RunStoreUnavailableError ? err : new RunStoreUnavailableError("Cancel could not reach the run store.", { cause: err });
    }
    // The instance running it ends it; wait briefly for the end to show.
    for (let i = 0; i < 40; i++) {
      const current = await status(ref);
      if (current.status !== "running") return current;
      await new Promise((r) => setTimeout(r, 50));
    }
    return status(ref);
  };

  // Cancel requests from other instances reach the instance running the run through the store.
  const unwatchCancel = writer?.onCancel((runId) => {
    const run = runs.get(runId);
    if (run) runs.cancel(run, "The run was stopped.", "cancelled");
  });

  const startOrError = async (ref: RunRef, source: RunEventSource): Promise<StartedRun | { error: RunLogError }> => {
    if (ref.owner !== undefined && runs.openCount(ref.owner) >= bounds.maxOpenRunsPerPrincipal)
      return { error: new RunLogError(429, "too_many_runs", `You have ${bounds.maxOpenRunsPerPrincipal} runs running; wait for one to end or cancel one.`, 5) };
    let existing: Awaited<ReturnType<typeof lookup>>;
    try {
      existing = await lookup(ref.runId);
    } catch {
      existing = undefined; // the shared store is down: the run streams live and its log catches up when the store is back
    }
    if (existing) return { error: new RunLogError(409, "run_exists", "A run with this id exists already; re-attach with Last-Event-ID instead.") };
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
    capabilities: (base: AgentCapabilities = {}) => ({ ...base, transport: { ...base.transport, streaming: true, resumable: true } }),
    close: async () => {
      runs.cancelAll("The agent is shutting down.", "shutdown");
      unwatchCancel?.();
      await writer?.close();
      await local.close();
    },
  };
}
