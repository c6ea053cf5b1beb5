import type { RunStatus } from "../types";
import { httpRunSource, type RunHttpAgentOptions } from "./httpRunSource";
import { runLoop } from "./runLoop";

export type { RunHttpAgentOptions };

/**
 * Runs an agent over AG-UI's HTTP transport and folds its SSE reply into `store`: `beginRun(input.runId)`,
 * `POST url` with the JSON input (`Content-Type: application/json`, `Accept: text/event-stream`), then one
 * `applyEvents` per network chunk (coalesced notifications), and always `endStream` at the end (the run loop
 * shared with `fromAgUiAgent`).
 *
 * Never rejects; every failure ends as state, keeping all earlier messages and encrypted values:
 * - HTTP non-2xx → `error.code = "http_error"`, `error.message` readable by a person ("The agent answered
 *   HTTP 404 Not Found", plus the body's short `message` when it states one; never an HTML page),
 *   `error.status` the status code and `error.body` the reply's text for developers (cut to 64 KiB; encrypted
 *   values the input sent redacted in both);
 * - a reply that is not `text/event-stream` → `"not_sse"`; a malformed frame → `"malformed_frame"`;
 * - a frame over `maxFrameSize` (default 8 MiB) → `"frame_too_large"`; more than `maxBufferSize` (default
 *   16 MiB) buffered without a complete frame → `"buffer_overflow"`;
 * - fetch/body failure (connection cut) → `"network_error"`; no frame or comment for `idleTimeoutMs` → `"idle_timeout"`;
 * - a strict store rejecting an event → `"strict_violation"`;
 * - `signal` aborted → status `"cancelled"`;
 * - the stream ending without RUN_FINISHED / RUN_ERROR → `"stream_ended"` (see `endStream`).
 *
 * @returns The final {@link RunStatus} (`finished`, `error` or `cancelled`).
 * @example
 * const store = createAgentStore();
 * store.getState().addMessage({ id: "u1", role: "user", content: "Hi" });
 * const status = await runHttpAgent({ url: "/agent", input: buildRunAgentInput(store.getState()), store });
 * if (status === "error") console.warn(store.getState().error); // { message, code, status?, body? }
 */
export function runHttpAgent(options: RunHttpAgentOptions): Promise<RunStatus> {
  // The loop calls the source (`httpRunSource.ts`), the source hands batches to the loop: neither calls back into
  // this file, so a run's walk is a straight line (docs/architecture.md, "Store and reducer").
  return runLoop(options, httpRunSource(options));
}
