/**
 * The pump of one run (docs/architecture.md, "Runs that outlive the page"): reads the run's source, gives each
 * event its sequence number, keeps the log within its bounds (the oldest events trimmed), appends to this
 * instance's memory log (which live readers read) and hands the shared store's writer its work, and records the
 * run's end — from the event's `type`, from a failed source, or from a cancel that does not wait for the source.
 */
import type { BaseEvent } from "@ag-ui/core";
import { readProviderError } from "../errors";
import type { RunLogBounds } from "./bounds";
import type { LocalRun, LocalRuns } from "./localRuns";
import type { MemoryRunStore } from "./memoryStore";
import type { RemoteWriter } from "./remoteWriter";
import type { RunEnd, RunEventSource, RunLogStatus } from "./types";

/** What {@link pumpRun} needs from its run log. */
export interface PumpContext {
  readonly bounds: RunLogBounds;
  readonly now: () => number;
  readonly local: MemoryRunStore;
  readonly writer: RemoteWriter | undefined;
  readonly runs: LocalRuns;
  readonly diagnostic: (code: string, message: string) => void;
  readonly includeProviderMessages: boolean;
}

/** The diagnostic text of a failed source: the provider's HTTP status and error code — its raw message only when `includeMessage`. */
export function sourceFailure(err: unknown, includeMessage: boolean): string {
  const info = readProviderError(err);
  const parts = [info.status !== undefined && `status ${info.status}`, info.code !== undefined && `code ${info.code}`].filter(Boolean);
  const name = err instanceof Error && err.name !== "Error" ? err.name : undefined;
  return `The agent's event source failed${parts.length ? ` (${parts.join(", ")})` : name ? ` (${name})` : ""}.${includeMessage && info.message ? ` ${info.message}` : ""}`.slice(0, 300);
}

type Ending = Omit<RunEnd, "endedAt">;

const STREAM_ENDED: Ending = { status: "error", reason: "The agent's stream ended before the run finished.", code: "stream_ended" };
const SOURCE_FAILED = "The agent's event source failed.";

/**
 * Runs `run`'s source to its end through the log; resolves with the final status (never rejects).
 *
 * Per event: one `iterator.next()` awaited, one `JSON.stringify`, one entry appended — no promise of its own, no
 * text search of the JSON (the run's end is the event's `type`: a value may quote another event). Cancel does not
 * wait for a source that ignores its signal: the abort itself ends the run, and whatever the source yields after
 * is dropped.
 */
export function pumpRun(run: LocalRun, source: RunEventSource, ctx: PumpContext): Promise<RunLogStatus> {
  const { bounds, local, writer } = ctx;
  const { runId } = run.ref;
  const signal = run.controller.signal;
  let resolveDone!: (status: RunLogStatus) => void;
  const done = new Promise<RunLogStatus>((resolve) => (resolveDone = resolve));
  let iterator: AsyncIterator<BaseEvent> | undefined;
  let ended = false;
  let ending: Ending | undefined;
  // The trim window: sizes of the events kept, oldest at `sizeHead`.
  const sizes: number[] = [];
  let sizeHead = 0;
  let bytes = 0;
  let seq = 0;
  let firstSeq = 1;

  const budget = setInterval(() => ctx.runs.checkReaders(run), Math.max(50, Math.min(30_000, Math.floor(bounds.detachedRunMs / 4))));
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
    local.appendOne(runId, seq, data, firstSeq);
    writer?.append(runId, firstSeq);
  };

  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(budget);
    signal.removeEventListener("abort", finish);
    if (run.cancelled) {
      ending = { status: "cancelled", reason: run.cancelled.reason, code: run.cancelled.code };
      const it = iterator;
      queueMicrotask(() => {
        try {
          void Promise.resolve(it?.return?.()).catch(() => undefined);
        } catch {
          /* a source's return() that throws changes nothing: the run ended */
        }
      });
    }
    const end: RunEnd = { ...(ending ?? STREAM_ENDED), endedAt: ctx.now() };
    local.endSync(runId, end, bounds.ttlMs);
    writer?.end(runId, end, bounds.ttlMs);
    ctx.runs.remove(run);
    resolveDone(end.status);
  };
  signal.addEventListener("abort", finish, { once: true });

  const loop = async () => {
    try {
      const iterable = typeof source === "function" ? source(signal) : source;
      iterator = iterable[Symbol.asyncIterator]();
      while (!ended) {
        const next = await iterator.next();
        if (ended || next.done) break;
        const event = next.value;
        append(JSON.stringify(event));
        const type = event.type as string;
        if (type === "RUN_FINISHED") ending = { status: "finished" };
        else if (type === "RUN_ERROR") {
          const e = event as { message?: unknown; code?: unknown };
          ending = { status: "error", reason: String(e.message ?? "The agent reported an error."), code: typeof e.code === "string" ? e.code : "run_error" };
        }
      }
    } catch (err) {
      if (!ended && !run.cancelled) {
        append(JSON.stringify({ type: "RUN_ERROR", message: SOURCE_FAILED, code: "source_failed" }));
        ending = { status: "error", reason: SOURCE_FAILED, code: "source_failed" };
        ctx.diagnostic("source_failed", sourceFailure(err, ctx.includeProviderMessages));
      }
    }
    finish();
  };
  if (signal.aborted) finish();
  else void loop();
  return done;
}
