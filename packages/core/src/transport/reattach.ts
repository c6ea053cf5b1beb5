import type { BaseEvent } from "@ag-ui/core";
import { AgentStreamError } from "./AgentStreamError";
import { parseSseChunks, type SseLimits } from "./parseSseStream";
import { SOURCE_DIAGNOSTIC_EVENT } from "../reducer/custom";
import { noteEventId, noteTerminal, type RunCursor, type RunFollowHooks } from "./runCursor";
import { RUN_HEADERS, RUN_ROUTES, runRouteUrl } from "../protocol/runs";
import { readErrorBody } from "../protocol/errorBody";
import { watchStall } from "./stallWatch";
import { scheduleDelay } from "../helpers/backoff";

/**
 * Re-attaching to a logged run (docs/architecture.md, "Runs that outlive the page"). An agent with a run log
 * (`createRunLog` in `@reasoning-ui/agent`) sends each event with the SSE id `<runId>:<seq>` and answers, beside
 * its run route `<url>`: `GET <url>/runs/<runId>?threadId=` with `Last-Event-ID` (the events after it, then the
 * live tail), `POST <url>/runs/<runId>/cancel?threadId=` and `GET <url>/runs/<runId>/status?threadId=`.
 */

export { RunDetached, isDetach, noteEventId, noteTerminal, type RunCursor, type RunFollowHooks } from "./runCursor";
export { watchStall, type StallWatch } from "./stallWatch";

/** Options of the re-attach loop. */
export interface ReattachOptions extends SseLimits {
  url: string | URL;
  headers?: Record<string, string> | undefined;
  fetch: typeof globalThis.fetch;
  /**
   * Delays between attempts, ms; past the last one, the last is used again, for as long as the agent has not said
   * the run is gone. Each delay is jittered (half of it, plus up to as much again at random); the browser coming
   * back `online`, or the page becoming visible, starts the next attempt at once. Default 250, 500, 1 000, 2 000,
   * 4 000, 8 000 (then every 4–8 s).
   */
  backoffMs?: readonly number[];
  /** A connection that delivers no byte for this long (when its stream announced no keep-alive interval) is re-attached; default 45 s. */
  stallTimeoutMs?: number | undefined;
  hooks?: RunFollowHooks | undefined;
}

/** Default re-attach backoff: 250 ms doubling to 8 s, then 8 s again (jittered) until the run is back or the agent says it is gone. */
export const DEFAULT_REATTACH_BACKOFF_MS: readonly number[] = [250, 500, 1_000, 2_000, 4_000, 8_000];

/** The URL of route `suffix` beside the run route `url` (the wire's `runRouteUrl`, `@reasoning-ui/core/protocol`). */
export { runRouteUrl };

async function readError(res: Response): Promise<{ code: string | undefined; message: string | undefined; retryAfter: number | undefined }> {
  const body = readErrorBody(await res.json().catch(() => undefined));
  const header = Number(res.headers.get(RUN_HEADERS.retryAfter));
  return { code: body.code, message: body.message, retryAfter: body.retryAfter ?? (Number.isFinite(header) && header >= 0 ? header : undefined) };
}

/** The agent's word on a run: `{ status, reason?, code? }` from its status route, or undefined when it cannot be asked. */
export async function fetchRunStatus(options: ReattachOptions, cursor: RunCursor, signal?: AbortSignal): Promise<{ status: string; reason?: string; code?: string } | undefined> {
  try {
    const res = await (0, options.fetch)(runRouteUrl(options.url, RUN_ROUTES.status(cursor.runId), { threadId: cursor.threadId }), {
      headers: { ...options.headers, Accept: "application/json" },
      ...(signal && { signal }),
    });
    if (res.status === 404) return { status: "unknown" }; // unknown, expired — or not this user's: the same answer
    if (!res.ok) return undefined;
    const body = (await res.json()) as { status?: unknown; reason?: unknown; code?: unknown };
    if (typeof body.status !== "string") return undefined;
    return { status: body.status, ...(typeof body.reason === "string" && { reason: body.reason.slice(0, 300) }), ...(typeof body.code === "string" && { code: body.code }) };
  } catch {
    return undefined;
  }
}

/**
 * Asks the agent to cancel a logged run (Stop): `POST <url>/runs/<runId>/cancel?threadId=`, `keepalive` so it
 * is sent even while the page unloads. Never rejects; resolves with whether the agent answered 2xx.
 */
export async function cancelLoggedRun(options: Pick<ReattachOptions, "url" | "headers" | "fetch">, cursor: Pick<RunCursor, "runId" | "threadId">): Promise<boolean> {
  try {
    const res = await (0, options.fetch)(runRouteUrl(options.url, RUN_ROUTES.cancel(cursor.runId), { threadId: cursor.threadId }), {
      method: "POST",
      headers: { ...options.headers, Accept: "application/json" },
      keepalive: true,
    });
    return res.ok;
  } catch {
    return false;
  }
}

const lost = (reason: string | undefined, fallback: string) =>
  new AgentStreamError("run_lost", reason ? `The run could not be resumed: ${reason}` : fallback);

/** The CUSTOM event that records a connection change as a store diagnostic (the list's "Reconnecting…" reads the newest). */
function connectionDiagnostic(code: "reconnecting" | "reconnected", message: string): BaseEvent {
  return { type: "CUSTOM", name: SOURCE_DIAGNOSTIC_EVENT, value: { code, message } } as BaseEvent;
}

/** Waits `ms`, or less when the browser comes back `online` or the page becomes visible, or until `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const doc = (globalThis as { document?: Document }).document;
    const visible = () => {
      if (doc?.visibilityState === "visible") done();
    };
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.("online", done);
      doc?.removeEventListener?.("visibilitychange", visible);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    globalThis.addEventListener?.("online", done);
    doc?.addEventListener?.("visibilitychange", visible);
    signal.addEventListener("abort", done, { once: true });
  });
}

/**
 * Follows a logged run after its connection dropped (or from a stored cursor, after a reload): re-attaches with
 * `Last-Event-ID` = `cursor.lastEventId`, with backoff (`backoffMs`), and emits the events after it, until the run
 * ends. "Reconnecting" is told once per drop (`hooks.onReconnecting`). A stream that ends without RUN_FINISHED /
 * RUN_ERROR asks the status route: `running` → re-attach again; `cancelled` → {@link AgentStreamError}
 * `run_cancelled` (the run ends `cancelled`); anything else → `run_lost` with the agent's reason in words. A 400 /
 * 404 / 410 re-attach answer is `run_lost` (the run is gone: unknown, expired, trimmed log). An attempt that fails
 * to connect (or is answered with something other than the stream) asks the status route too, so a run whose log
 * has ended (`error`, `unknown`, `cancelled`) is declared at once rather than after the whole backoff; a `running`
 * (or `finished`: its last events are still to be read) run is re-attached again. The loop never gives up while
 * the agent has not said the run is gone: an outage of any length keeps "Reconnecting…" (the delays of `backoffMs`,
 * jittered, the last one repeated; `online` and the page turning visible try at once), and the run loop's idle timer
 * is kept alive meanwhile. A `503` (the agent's run store unreachable — a transient fault) keeps "Reconnecting…" too
 * and is asked again after its `Retry-After`, without using up the backoff. A connection that stops delivering bytes
 * without closing (no frame, no keep-alive comment for three announced intervals — {@link watchStall}) is dropped
 * and re-attached after its last event id.
 */
export async function followLoggedRun(
  options: ReattachOptions,
  cursor: RunCursor,
  ctx: { emit(events: readonly BaseEvent[]): void; alive(): void; signal: AbortSignal },
  reconnecting = true,
): Promise<void> {
  const backoff = options.backoffMs ?? DEFAULT_REATTACH_BACKOFF_MS;
  let attempt = 0;
  let told = !reconnecting;
  // A failed attempt: "Reconnecting…" is due (also when the first attach of a restored run fails).
  const dropped = () => {
    if (!reconnecting) told = false;
    reconnecting = true;
  };
  const tell = () => {
    if (told) return;
    told = true;
    options.hooks?.onReconnecting?.(cursor);
    ctx.emit([connectionDiagnostic("reconnecting", "The connection to the agent dropped; re-attaching to the run.")]);
  };
  for (;;) {
    if (ctx.signal.aborted || cursor.terminal) return;
    if (attempt > 0 || reconnecting) {
      tell();
      ctx.alive(); // an outage is not the agent's silence: only the agent's word ends the run
      await pause(scheduleDelay(backoff, attempt), ctx.signal);
      if (ctx.signal.aborted) return;
      ctx.alive();
    }
    attempt++;
    let res: Response;
    const watch = watchStall(ctx.signal, cursor, options.stallTimeoutMs);
    try {
      res = await (0, options.fetch)(runRouteUrl(options.url, RUN_ROUTES.attach(cursor.runId), { threadId: cursor.threadId }), {
        headers: { ...options.headers, Accept: "text/event-stream", ...(cursor.lastEventId !== undefined && { "Last-Event-ID": cursor.lastEventId }) },
        signal: watch.signal,
      });
    } catch {
      watch.stop();
      if (ctx.signal.aborted) return;
      dropped();
      // Offline, a proxy restarting — or a proxy that drops the agent's answer for a run that already ended (the agent
      // breaks the connection, and a proxy that had not sent the head yet just fails): the agent's word first.
      if (await runEnded(true)) return;
      continue;
    }
    if (res.status === 503) {
      // The agent's run store is unreachable: the run is not gone. Keep "Reconnecting…" and ask again after its
      // Retry-After, without using up the backoff, for as long as it lasts (the run is not gone: issue 39, item 1).
      watch.stop();
      const body = await readError(res);
      reconnecting = true;
      tell();
      ctx.alive();
      attempt--;
      await pause(Math.min(8_000, Math.max(250, (body.retryAfter ?? 1) * 1000)), ctx.signal);
      continue;
    }
    if (res.status === 400 || res.status === 404 || res.status === 410 || res.status === 405) {
      watch.stop();
      const body = await readError(res);
      throw lost(body.message, res.status === 405 ? "The agent cannot re-attach to runs." : "The agent no longer has this run.");
    }
    if (!res.ok || !res.body || !/^\s*text\/event-stream\b/i.test(res.headers.get("content-type") ?? "")) {
      watch.stop();
      await res.body?.cancel().catch(() => undefined);
      dropped();
      if (await runEnded(true)) return;
      continue;
    }
    ctx.alive();
    if (told) {
      options.hooks?.onReconnected?.(cursor);
      ctx.emit([connectionDiagnostic("reconnected", "Re-attached to the run.")]);
    }
    told = false;
    const onActivity = () => (watch.activity(), ctx.alive());
    try {
      for await (const batch of parseSseChunks(res.body, { onActivity, onComment: watch.comment, onId: (id) => noteEventId(cursor, id), maxFrameSize: options.maxFrameSize, maxBufferSize: options.maxBufferSize })) {
        attempt = 0;
        noteTerminal(cursor, batch);
        ctx.emit(batch);
        options.hooks?.onEventId?.(cursor);
        if (ctx.signal.aborted) return;
      }
    } catch (err) {
      if (ctx.signal.aborted) return;
      if (err instanceof AgentStreamError && err.code !== "network_error") throw err; // a malformed frame is not a drop
    } finally {
      watch.stop();
    }
    if (cursor.terminal || ctx.signal.aborted) return;
    // The stream broke or ended without RUN_FINISHED / RUN_ERROR: ask the agent whether the run goes on.
    dropped();
    if (await runEnded()) return;
  }

  /**
   * Asks the status route whether the run is over: `running` (or, `unread`: no stream was read, `finished`) or no answer → false (re-attach again, with backoff);
   * aborted → true; an ended run throws what ended it (`cancelled` → `run_cancelled`; `unknown`, `error`, … →
   * `run_lost` with the agent's reason in words), so a run whose log is over is declared at once, not after the backoff.
   */
  async function runEnded(unread = false): Promise<boolean> {
    const status = await fetchRunStatus(options, cursor, ctx.signal);
    if (ctx.signal.aborted) return true;
    if (status === undefined || status.status === "running") return false;
    if (unread && status.status === "finished") return false; // its last events are in the log: read them
    if (status.status === "cancelled") throw new AgentStreamError("run_cancelled", status.reason ?? "The run was stopped.");
    if (status.status === "unknown") throw lost(undefined, "The agent no longer has this run (its log expired, or the agent restarted).");
    throw lost(status.reason, "The run ended on the agent without finishing.");
  }
}
