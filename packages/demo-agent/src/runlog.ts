import { EventEmitter } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { BaseEvent } from "@ag-ui/core";
import { type LoggedEvent, type RunEventSource, type RunLog, type RunLogError, RunStoreUnavailableError, runLogFrame } from "@reasoning-ui/agent";
import { HttpError, sendJson } from "./request";
import { unknownRunBody } from "@reasoning-ui/core/protocol";
import { startSse } from "./sseHead";
import { DEFAULT_HEARTBEAT_MS, keepAliveComment } from "@reasoning-ui/core/protocol";

/**
 * A stand-in `ServerResponse` the scripted scenarios (`Script`) write their SSE frames to, turned back into
 * AG-UI events for the run log: the run then outlives its reader. `destroy()` (the run log's cancel, or the
 * `cut` scenario) emits `close`, so the scenario stops as if its client went away; `end()` ends the events.
 */
export class EventChannel extends EventEmitter {
  private queue: BaseEvent[] = [];
  private wake: (() => void) | undefined;
  private done = false;
  destroyed = false;
  writableEnded = false;
  readonly socket = {
    destroyed: false,
    write: (_chunk: string, callback?: () => void) => (callback?.(), true),
    destroy: () => this.destroy(),
  };

  write(chunk: string): boolean {
    if (this.done) return false;
    for (const line of String(chunk).split("\n")) if (line.startsWith("data: ")) this.queue.push(JSON.parse(line.slice(6)) as BaseEvent);
    this.wake?.();
    return true;
  }

  end(): void {
    this.writableEnded = true;
    this.finish();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.socket.destroyed = true;
    this.finish();
    this.emit("close");
  }

  private finish(): void {
    this.done = true;
    this.wake?.();
  }

  /** The events written, until `end()` or `destroy()`. */
  async *events(): AsyncGenerator<BaseEvent> {
    for (;;) {
      if (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        yield* batch;
        continue;
      }
      if (this.done) return;
      await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
    }
  }
}

const refuse = (e: RunLogError): HttpError => new HttpError(e.status, e.code, e.message, {}, e.retryAfter);

/**
 * Streams a run's logged events to `res` as SSE with `id:` fields: backpressure honoured, a reader that stops
 * reading dropped after `writeStallMs` (the run goes on), the keep-alive comment `: keep-alive <heartbeatMs>` first and
 * after every `heartbeatMs` (default 15 s) without an event (the client's stall window). `dropAfter` (tests:
 * `forwardedProps.dropConnectionAfter`) destroys this reader's connection after that many events, as a network
 * blip would — the run goes on and the client re-attaches. A run that ends without `RUN_FINISHED` / `RUN_ERROR`
 * breaks the connection (as its source broke); the status route then says why.
 */
export async function writeLogged(res: ServerResponse, events: AsyncIterable<LoggedEvent>, writeStallMs: number, dropAfter?: number, heartbeatMs = DEFAULT_HEARTBEAT_MS): Promise<void> {
  startSse(res);
  const keepAlive = keepAliveComment(heartbeatMs);
  res.write(keepAlive);
  const iterator = events[Symbol.asyncIterator]();
  let sent = 0;
  let terminal = false;
  const closed = new Promise<"closed">((resolve) => res.once("close", () => resolve("closed")));
  try {
    for (;;) {
      const next = iterator.next();
      let result: IteratorResult<LoggedEvent> | "closed" | "beat";
      do {
        let timer: ReturnType<typeof setTimeout> | undefined;
        result = await Promise.race([next, closed, new Promise<"beat">((r) => (timer = setTimeout(() => r("beat"), heartbeatMs)))]);
        clearTimeout(timer);
        if (result === "beat" && !res.destroyed) res.write(keepAlive);
      } while (result === "beat");
      if (result === "closed" || res.destroyed) return;
      if (result.done) break;
      terminal = isTerminal(result.value.data);
      if (!res.write(runLogFrame(result.value))) {
        const ok = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), writeStallMs);
          res.once("drain", () => (clearTimeout(timer), resolve(true)));
          res.once("close", () => (clearTimeout(timer), resolve(false)));
        });
        if (!ok) return void res.destroy();
      }
      if (dropAfter !== undefined && ++sent >= dropAfter) {
        // Let the bytes reach the client first (as Script.cut does), then break the connection.
        await new Promise((r) => setTimeout(r, 100));
        return void res.socket?.destroy();
      }
    }
    if (res.destroyed) return;
    if (terminal) return void res.end();
    // The run ended without RUN_FINISHED / RUN_ERROR (its source broke, as the `cut` scenario does, or it was
    // cancelled): the connection breaks too, as it would without a log; the client asks the status route why.
    await new Promise((r) => setTimeout(r, 100));
    res.socket?.destroy();
  } finally {
    void Promise.resolve(iterator.return?.(undefined as never)).catch(() => undefined);
  }
}

/** Whether a logged event ends its run — by its `type` (a cheap prefix test first; never a text search of values). */
function isTerminal(data: string): boolean {
  if (!data.includes("RUN_")) return false;
  try {
    const type = (JSON.parse(data) as { type?: unknown }).type;
    return type === "RUN_FINISHED" || type === "RUN_ERROR";
  } catch {
    return false;
  }
}

/** `forwardedProps.dropConnectionAfter` (a positive integer; tests of the client's re-attach), else undefined. */
export function dropAfterOf(input: { forwardedProps?: Record<string, unknown> | undefined }): number | undefined {
  const n = input.forwardedProps?.dropConnectionAfter;
  return typeof n === "number" && Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * Starts a logged run and writes it to `res` (the POST route); with `Last-Event-ID` it re-attaches instead.
 * @throws HttpError 409 `run_exists` for a run id already logged.
 */
export async function serveLoggedRun(
  runs: RunLog,
  req: IncomingMessage | undefined,
  ref: { threadId: string; runId: string; owner?: string | undefined; forwardedProps?: Record<string, unknown> },
  res: ServerResponse,
  source: RunEventSource,
  writeStallMs: number,
  heartbeatMs?: number,
): Promise<void> {
  const lastEventId = req?.headers["last-event-id"];
  const run = { threadId: ref.threadId, runId: ref.runId, owner: ref.owner };
  if (typeof lastEventId === "string") return serveAttach(runs, run, lastEventId, res, writeStallMs, heartbeatMs);
  const started = await runs.startOrError(run, source);
  if ("error" in started) throw refuse(started.error);
  await writeLogged(res, started.events, writeStallMs, dropAfterOf(ref), heartbeatMs);
}

/** The re-attach route: events after `lastEventId`, then the live tail. @throws HttpError for a refused id or unknown run. */
export async function serveAttach(runs: RunLog, ref: { threadId: string; runId: string; owner?: string | undefined }, lastEventId: string | null, res: ServerResponse, writeStallMs: number, heartbeatMs?: number): Promise<void> {
  const controller = new AbortController();
  res.once("close", () => controller.abort());
  const result = await runs.attach(ref, lastEventId, controller.signal);
  if (!result.ok) throw refuse(result.error);
  result.dropped.addEventListener("abort", () => res.destroy(), { once: true }); // a newer reader of the owner took its slot
  await writeLogged(res, result.events, writeStallMs, undefined, heartbeatMs);
}

/** The cancel and status routes: JSON `{ status, reason?, code?, lastEventId? }`. */
export async function serveRunLookup(runs: RunLog, ref: { threadId: string; runId: string; owner?: string | undefined }, action: "cancel" | "status", res: ServerResponse): Promise<void> {
  let answer: Awaited<ReturnType<RunLog["status"]>>;
  try {
    answer = action === "cancel" ? await runs.cancel(ref) : await runs.status(ref);
  } catch (err) {
    if (err instanceof RunStoreUnavailableError) throw new HttpError(503, "store_unavailable", "The run store cannot be reached just now; try again.", {}, 1);
    throw err;
  }
  if (answer.status === "unknown") return sendJson(res, 404, unknownRunBody(), { "Cache-Control": "no-store" });
  sendJson(res, 200, answer, { "Cache-Control": "no-store" });
}
