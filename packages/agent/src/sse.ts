import type { BaseEvent } from "@ag-ui/core";
import { EventEncoder } from "@ag-ui/encoder";

/** Response headers for an AG-UI Server-Sent-Events reply (`text/event-stream`, no caching or proxy buffering). */
export const AGUI_SSE_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
});

/**
 * AG-UI events → a web `ReadableStream` of SSE bytes (one `data: {json}\n\n` frame per event, written by
 * `@ag-ui/encoder`). Works wherever web streams exist (Node 18+, edge runtimes, Deno, Bun). Cancelling
 * the stream (the client went away) calls `return()` on the event iterator, which closes the provider
 * stream behind it.
 *
 * @example
 * // Next.js route handler
 * return new Response(agUiSseStream(anthropicMessagesToAgUi(stream, input)), { headers: AGUI_SSE_HEADERS });
 */
export function agUiSseStream(events: AsyncIterable<BaseEvent>): ReadableStream<Uint8Array> {
  const encoder = new EventEncoder();
  const bytes = new TextEncoder();
  const iterator = events[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(bytes.encode(encoder.encodeSSE(next.value)));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** The part of a Node `ServerResponse` {@link writeAgUiSse} uses (structural, so no Node import). */
export interface SseWritable {
  writeHead(status: number, headers: Record<string, string>): unknown;
  /** Node's `write`: `false` when the socket buffer is full, then `"drain"` fires once it has room. */
  write(chunk: string): unknown;
  end(): unknown;
  /** Node's `once`; used to wait for `"drain"` and `"close"` (without it backpressure cannot be honoured). */
  once?(event: "drain" | "close", listener: () => void): unknown;
  off?(event: "drain" | "close", listener: () => void): unknown;
  readonly destroyed?: boolean;
}

/** Resolves when `res` can take more (`"drain"`) or is gone (`"close"`), whichever comes first. */
export function drained(res: SseWritable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off?.("drain", done);
      res.off?.("close", done);
      resolve();
    };
    res.once?.("drain", done);
    res.once?.("close", done);
  });
}

/**
 * Writes AG-UI events to a Node `http.ServerResponse` as SSE: status 200 with {@link AGUI_SSE_HEADERS},
 * one frame per event, then `end()`. Honours backpressure: when `write()` returns `false` the next event
 * is not pulled from the provider stream until `"drain"`, so a client that stops reading holds one socket
 * buffer plus one event, not the whole answer. Stops reading events (closing the provider stream) once
 * the response is destroyed (the client went away). Resolves when done; never rejects for a gone client.
 *
 * @example
 * await writeAgUiSse(res, openaiResponsesToAgUi(stream, input));
 */
export async function writeAgUiSse(res: SseWritable, events: AsyncIterable<BaseEvent>): Promise<void> {
  const encoder = new EventEncoder();
  res.writeHead(200, { ...AGUI_SSE_HEADERS });
  for await (const event of events) {
    if (res.destroyed) break;
    if (res.write(encoder.encodeSSE(event)) === false && res.once) await drained(res);
    if (res.destroyed) break;
  }
  if (!res.destroyed) res.end();
}
