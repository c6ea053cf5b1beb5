import { JSON_CONTENT_TYPE, errorBody } from "@reasoning-ui/core/protocol";

/**
 * A refused request: an HTTP status, a stable `code` and a developer-facing message, answered as core's one JSON
 * error body `{ error: { code, message, retryAfter? } }` (`@reasoning-ui/core/protocol`'s `errorBody`). Thrown by
 * {@link readBody} (`413 body_too_large`, `400 invalid_body`) and by handlers; {@link errorResponse} turns it into
 * a `Response`.
 */
export class HttpError extends Error {
  override readonly name: string = "HttpError";
  constructor(
    /** HTTP status, 4xx or 5xx. */
    readonly status: number,
    /** Stable `snake_case` reason, e.g. `"body_too_large"`. */
    readonly code: string,
    message: string,
    /** Extra answer headers (e.g. `Allow`, `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * The JSON error answer: `status`, `Content-Type: application/json; charset=utf-8`, `Cache-Control: no-store`, the
 * body `errorBody(code, message, retryAfter)`; a `Retry-After` header when `retryAfter` (seconds) is given.
 *
 * @example
 * return errorResponse(401, "unauthorized", "Sign in first.");
 */
export function errorResponse(status: number, code: string, message: string, headers: Record<string, string> = {}, retryAfter?: number): Response {
  const h: Record<string, string> = { "Content-Type": JSON_CONTENT_TYPE, "Cache-Control": "no-store", ...headers };
  if (retryAfter !== undefined) h["Retry-After"] = String(retryAfter);
  return new Response(JSON.stringify(errorBody(code, message, retryAfter)), { status, headers: h });
}

/** {@link errorResponse} of an {@link HttpError} (its `Retry-After` header, when set, is mirrored in the body). */
export function httpErrorResponse(error: HttpError): Response {
  const retry = Number(error.headers["Retry-After"]);
  return errorResponse(error.status, error.code, error.message, error.headers, Number.isFinite(retry) && retry >= 0 ? retry : undefined);
}
