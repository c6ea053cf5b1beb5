/**
 * The run stream's keep-alive comment (docs/architecture.md, "Transport and re-attach"): an
 * agent that logs its runs (`createRunLog` in `@reasoning-ui/agent`, the demo agent) opens every run stream — the
 * run route's answer and each re-attach — with the SSE comment `: keep-alive <ms>`, then sends it again after `<ms>`
 * without an event. The client reads the interval from it and takes a connection that delivers no byte for
 * {@link stallWindowMs} of it as stalled: it drops that connection and re-attaches after its last event id. An SSE
 * comment is ignored by every other reader, and passes through any proxy that passes the stream.
 */

/** Default interval of the keep-alive comment, ms (15 s). */
export const DEFAULT_HEARTBEAT_MS = 15_000;

/** The comment's text before its interval. */
export const KEEP_ALIVE_COMMENT = "keep-alive";

/** The keep-alive comment as SSE bytes: `: keep-alive <ms>\n\n` (`ms` a whole number ≥ 1). */
export function keepAliveComment(intervalMs: number): string {
  return `: ${KEEP_ALIVE_COMMENT} ${Math.max(1, Math.round(intervalMs))}\n\n`;
}

/** The interval a comment's text (after the `:`) announces, ms; `undefined` for any other comment or a bare `keep-alive`. */
export function readKeepAliveComment(text: string): number | undefined {
  const m = /^\s*keep-alive\s+(\d{1,9})\s*$/.exec(text);
  if (!m) return undefined;
  const ms = Number(m[1]);
  return ms >= 1 ? ms : undefined;
}

/** No byte for this long after a `heartbeatMs` interval was announced: the connection is stalled (three missed beats, at least 1 s). */
export function stallWindowMs(heartbeatMs: number): number {
  return Math.max(1_000, heartbeatMs * 3);
}

/** Stall window of a logged run whose stream announced no interval: three missed beats of the default interval (45 s, under the 120 s idle timeout). */
export const DEFAULT_STALL_WINDOW_MS = stallWindowMs(DEFAULT_HEARTBEAT_MS);
