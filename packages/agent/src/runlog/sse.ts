import { DEFAULT_HEARTBEAT_MS, keepAliveComment } from "@reasoning-ui/core/protocol";
import { AGUI_SSE_HEADERS, drained, type SseWritable } from "../sse";
import type { LoggedEvent } from "./runLog";

/** Default interval of the SSE keep-alive comment (`: keep-alive <ms>`), ms: proxies and the client's idle timer see a quiet run is alive (its one home: `@reasoning-ui/core/protocol`). */
export { DEFAULT_HEARTBEAT_MS } from "@reasoning-ui/core/protocol";

/** One SSE frame for a logged event: `id: <runId>:<seq>` then `data: <event JSON>`. */
export function runLogFrame(event: LoggedEvent): string {
  return `id: ${event.id}\ndata: ${event.data}\n\n`;
}


/**
 * Logged events → a web `ReadableStream` of SSE bytes with `id:` fields, opened with the comment `: keep-alive
 * <heartbeatMs>` and sending it again after `heartbeatMs` (default 15 s) without an event (the client takes three
 * missed ones as a stalled connection and re-attaches). Pull-based: a client that stops reading holds one frame, and
 * cancelling the stream (the client went away) stops this reader only — the run goes on (see `createRunLog`).
 */
export function runLogSseStream(events: AsyncIterable<LoggedEvent>, options: { heartbeatMs?: number } = {}): ReadableStream<Uint8Array> {
  const heartbeatMs = options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS;
  const bytes = new TextEncoder();
  const iterator = events[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<LoggedEvent>> | undefined;
  const KEEP_ALIVE = keepAliveComment(heartbeatMs);
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.encode(KEEP_ALIVE));
    },
    async pull(controller) {
      pending ??= iterator.next();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const beat = new Promise<"beat">((resolve) => (timer = setTimeout(() => resolve("beat"), heartbeatMs)));
      const next = await Promise.race([pending, beat]);
      clearTimeout(timer);
      if (next === "beat") return controller.enqueue(bytes.encode(KEEP_ALIVE));
      pending = undefined;
      if (next.done) controller.close();
      else controller.enqueue(bytes.encode(runLogFrame(next.value)));
    },
    async cancel() {
      await iterator.return?.(undefined as never);
    },
  });
}

/** A `Response` streaming logged events as SSE ({@link runLogSseStream}) with {@link AGUI_SSE_HEADERS}. */
export function runLogResponse(events: AsyncIterable<LoggedEvent>, options: { heartbeatMs?: number; headers?: Record<string, string> } = {}): Response {
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
