/**
 * The one JSON error body of the kit's servers (the run log's routes in `@reasoning-ui/agent`, the thread store in
 * `@reasoning-ui/server`, the demo agent) and the one reader of it on the client. Written once here so that a server
 * and a client can never drift apart on its shape:
 *
 * ```json
 * { "error": { "code": "run_not_found", "message": "No such run.", "retryAfter": 2 } }
 * ```
 *
 * - `code`: a stable `snake_case` token that programs branch on (the HTTP status says the class of failure, the code
 *   says which one). Codes are listed by each route's docs.
 * - `message`: an English sentence for a developer reading logs or the network panel — never shown to an end user by
 *   the kit, never holding request bodies, secrets or a provider's raw error text.
 * - `retryAfter` (optional): seconds, mirrors the `Retry-After` header of a `429` / `503` answer.
 */
export interface ErrorBody {
  error: {
    /** Stable machine-readable reason, e.g. `"body_too_large"`, `"run_not_found"`, `"store_unavailable"`. */
    code: string;
    /** A developer-facing sentence (English); not for end users, never a secret or a request body. */
    message: string;
    /** Seconds after which a retry may succeed (`429` / `503`); the same value as the `Retry-After` header. */
    retryAfter?: number;
  };
}

/** The `Content-Type` of every JSON answer of the kit's servers. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Builds an {@link ErrorBody}.
 *
 * @example
 * new Response(JSON.stringify(errorBody("body_too_large", "The body is larger than 4194304 bytes.")), { status: 413 });
 */
export function errorBody(code: string, message: string, retryAfter?: number): ErrorBody {
  return { error: retryAfter === undefined ? { code, message } : { code, message, retryAfter } };
}

/** The parts of an error answer a client acts on. `code` / `message` are `undefined` when the body is not an {@link ErrorBody}. */
export interface ReadErrorBody {
  code?: string;
  message?: string;
  retryAfter?: number;
}

const MAX_MESSAGE = 300;

/**
 * Reads an error body defensively (any JSON value, or `undefined` for a body that was not JSON): never throws, caps the
 * message at 300 characters. Also reads the run log's earlier flat shape `{ error: string, code: string }` so a client
 * talking to an older agent still gets the code.
 *
 * @example
 * const info = readErrorBody(await response.json().catch(() => undefined)); // { code: "run_not_found", message: "…" }
 */
export function readErrorBody(body: unknown): ReadErrorBody {
  if (typeof body !== "object" || body === null) return {};
  const outer = body as { error?: unknown; code?: unknown };
  const inner = outer.error;
  if (typeof inner === "object" && inner !== null) {
    const e = inner as { code?: unknown; message?: unknown; retryAfter?: unknown };
    return {
      ...(typeof e.code === "string" && { code: e.code }),
      ...(typeof e.message === "string" && { message: e.message.slice(0, MAX_MESSAGE) }),
      ...(typeof e.retryAfter === "number" && Number.isFinite(e.retryAfter) && e.retryAfter >= 0 && { retryAfter: e.retryAfter }),
    };
  }
  return {
    ...(typeof outer.code === "string" && { code: outer.code }),
    ...(typeof inner === "string" && { message: inner.slice(0, MAX_MESSAGE) }),
  };
}
