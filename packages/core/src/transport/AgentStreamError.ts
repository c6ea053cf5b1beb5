/** Codes of {@link AgentStreamError}. */
export type AgentStreamErrorCode = "malformed_frame" | "http_error" | "not_sse" | "network_error" | "idle_timeout";

/**
 * A transport failure: `malformed_frame` (an SSE `data` that is not a JSON object; the message names
 * the frame number, never its content), `http_error` (non-2xx reply), `not_sse` (reply is not
 * `text/event-stream`), `network_error` (fetch or the body stream failed), `idle_timeout` (no bytes
 * for `idleTimeoutMs`). `runHttpAgent` turns it into `status: "error"` with `error.code = code`.
 */
export class AgentStreamError extends Error {
  override readonly name = "AgentStreamError";
  constructor(
    readonly code: AgentStreamErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
