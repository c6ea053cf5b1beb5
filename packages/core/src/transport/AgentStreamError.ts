/** Codes of {@link AgentStreamError}. */
export type AgentStreamErrorCode = "malformed_frame" | "frame_too_large" | "buffer_overflow" | "http_error" | "not_sse" | "network_error" | "idle_timeout" | "run_lost" | "run_cancelled";

/**
 * A transport failure: `malformed_frame` (an SSE `data` that is not a JSON object; the message names
 * the frame number, never its content), `frame_too_large` / `buffer_overflow` (past the parser's
 * `maxFrameSize` / `maxBufferSize`), `http_error` (non-2xx reply; `status` and the redacted `body` are set),
 * `not_sse` (reply is not `text/event-stream`), `network_error` (fetch or the body stream failed),
 * `idle_timeout` (no complete frame or comment for `idleTimeoutMs`), `run_lost` (a logged run could not be
 * re-attached: the agent says it is gone — its reason in words in the message), `run_cancelled` (the agent says the
 * run was cancelled, e.g. Stop in another tab: the run ends `cancelled`, not as an error). `runHttpAgent` turns it into
 * `status: "error"` with `error.code = code` (and `error.status`, `error.body` for HTTP).
 */
export class AgentStreamError extends Error {
  override readonly name = "AgentStreamError";
  constructor(
    readonly code: AgentStreamErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number; body?: string },
  ) {
    super(message, options);
    if (options?.status !== undefined) this.status = options.status;
    if (options?.body !== undefined) this.body = options.body;
  }
  /** `http_error`: the reply's status code. */
  readonly status?: number;
  /** `http_error`: the reply's body (encrypted values the request sent redacted, cut to 64 KiB). */
  readonly body?: string;
}
