import { DEFAULT_HEARTBEAT_MS, keepAliveComment } from "@reasoning-ui/core/protocol";
import { AGUI_SSE_HEADERS, drained, type SseWritable } from "../sse";
import type { LoggedEvent } from "./runLog";

/** Default interval of the SSE keep-alive comment (`: keep-alive <ms>`), ms: proxies and the client's idle timer see a quiet run is alive (its one home: `@reasoning-ui/core/protocol`). */
export { DEFAULT_HEARTBEAT_MS } from "@reasoning-ui/core/protocol";

/** One SSE frame for a logged event: `id: <runId>:<seq>` then `data: <event JSON>`. */
export function runLogFrame(event: LoggedEvent): string {
  return `id: ${event.id}\ndata: ${event.data}\n\n`;
}


/** Options of {@link runLogSseStream} / {@link runLogResponse}. */
export interface RunLogSseOptions {
  /** Keep-alive comment after this long without an event, ms. Default 15 s. */
  heartbeatMs?: number;
  /** A reader that has not taken the last event for this long (it stopped reading) is dropped: the stream errors, which closes its connection, and its slot is freed. The run goes on. ms; default none. */
  writeTimeoutMs?: number;
  /** Aborting it drops the reader the same way (the run log's `AttachResult.dropped`: a newer reader took its slot). */
  signal?: AbortSignal;
}

/**
 * Logged events → a web `ReadableStream` of SSE bytes with `id:` fields, opened with the comment `: keep-alive
 * <heartbeatMs>` and sending it again after `heartbeatMs` (default 15 s) without an event (the client takes three
 * missed ones as a stalled connection and re-attaches). Pull-based: a client that stops reading holds one frame — and
 * after `writeTimeoutMs` the stream errors (the connection is closed) and the reader is released. Cancelling the
 * stream (the client went away) stops this reader only — the run goes on (see `createRunLog`).
 */
export function runLogSseStream(events: AsyncIterable<LoggedEvent>, options: RunLogSseOptions = {}): ReadableStream<Uint8Array> {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const bytes = new TextEncoder();
  const iterator = events[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<LoggedEvent>> | undefined;
  let stall: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  const drop = (controller: ReadableStreamDefaultController<Uint8Array>, why: string) => {
    if (over) return;
    over = true;
    clearTimeout(stall);
    try {
      controller.error(new Error(why));
    } catch {
      /* already closed */
    }
    void Promise.resolve(iterator.return?.(undefined as never)).catch(() => undefined);
  };
  /** After an enqueue that filled the queue: the reader must come back for more within the write timeout. */
  const watch = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    if (options.writeTimeoutMs === undefined || (controller.desiredSize ?? 0) > 0) return;
    stall = setTimeout(() => drop(controller, "The reader stopped reading."), options.writeTimeoutMs);
    (stall as { unref?: () => void }).unref?.();
  };
  const KEEP_ALIVE = keepAliveComment(heartbeatMs);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.encode(KEEP_ALIVE));
      if (options.signal?.aborted) drop(controller, "The reader was dropped.");
      else options.signal?.addEventListener("abort", () => drop(controller, "The reader was dropped."), { once: true });
    },
    async pull(controller) {
      clearTimeout(stall);
      if (over) return;
      pending ??= iterator.next();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const beat = new Promise<"beat">((resolve) => (timer = setTimeout(() => resolve("beat"), heartbeatMs)));
      const next = await Promise.race([pending, beat]);
      clearTimeout(timer);
      if (over) return;
      if (next === "beat") {
        controller.enqueue(bytes.encode(KEEP_ALIVE));
        return watch(controller);
      }
      pending = undefined;
      if (next.done) controller.close();
      else {
        controller.enqueue(bytes.encode(runLogFrame(next.value)));
        watch(controller);
      }
    },
    async cancel() {
      over = true;
      clearTimeout(stall);
      await iterator.return?.(undefined as never);
    },
  });
}

/** A `Response` streaming logged events as SSE ({@link runLogSseStream}) with {@link AGUI_SSE_HEADERS}. */
export function runLogResponse(events: AsyncIterable<LoggedEvent>, options: RunLogSseOptions & { headers?: Record<string, string> } = {}): Response {
  return new Response(runLogSseStream(events, options), { status: 200, headers: { ...AGUI_SSE_HEADERS, ...options.headers } });
}

/**
 * Writes logged events to a Node `http.ServerResponse` as SSE with `id:` fields (status 200 unless the head was
 * already written), honouring backpressure, with keep-alive comments; stops reading — not the run — when the
 * response is destroyed. Resolves when done; never rejects for a gone client.
 */
export async function writeRunLogSse(res: SseWritable & { headersSent?: boolean }, events: AsyncIterable<LoggedEvent>, options: { heartbeatMs?: number } = {}): Promise<void> {
  if (!res.headersSent) res.writeHead(200, { ...AGUI_SSE_HEADERS });
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const KEEP_ALIVE = keepAliveComment(heartbeatMs);
  res.write(KEEP_ALIVE);
  const iterator = events[Symbol.asyncIterator]();
  try {
    for (;;) {
      const next = iterator.next();
      let result: IteratorResult<LoggedEvent> | "beat";
      do {
        let timer: ReturnType<typeof setTimeout> | undefined;
        result = await Promise.race([next, new Promise<"beat">((resolve) => (timer = setTimeout(() => resolve("beat"), heartbeatMs)))]);
        clearTimeout(timer);
        if (res.destroyed) return;
        if (result === "beat") res.write(KEEP_ALIVE);
      } while (result === "beat");
      if (result.done) break;
      if (res.write(runLogFrame(result.value)) === false && res.once) await drained(res);
      if (res.destroyed) return;
    }
    if (!res.destroyed) res.end();
  } finally {
    void Promise.resolve(iterator.return?.(undefined as never)).catch(() => undefined);
  }
}
