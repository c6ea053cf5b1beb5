/**
 * The run log's errors (docs/architecture.md, "Runs that outlive the page"): one convention, as the transport's
 * `AgentStreamError` — a class per family with a stable `code` from a closed union. A store fault is thrown
 * ({@link RunStoreError}); a refused start or re-attach is answered ({@link RunLogError}, in `AttachResult` /
 * `startOrError`) with the HTTP status the routes send.
 */
import type { RunRouteErrorCode } from "@reasoning-ui/core/protocol";

/** Codes of {@link RunStoreError}: `store_unavailable` (a transient fault: answer 503, retry), `store_full` (the store keeps its maximum of runs and none can be evicted). */
export type RunStoreErrorCode = "store_unavailable" | "store_full";

/** A store method failed: `code` says how. Subclasses: {@link RunStoreUnavailableError}, {@link RunStoreFullError}. */
export class RunStoreError extends Error {
  override readonly name: string = "RunStoreError";
  constructor(
    /** Stable reason, see {@link RunStoreErrorCode}. */
    readonly code: RunStoreErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * Thrown (rejected) by a store method when the store cannot be reached (Redis down, a command timed out): a
 * transient fault, `code` `store_unavailable`. The run routes answer it `503 store_unavailable` with `Retry-After`,
 * never "unknown run".
 */
export class RunStoreUnavailableError extends RunStoreError {
  override readonly name: string = "RunStoreUnavailableError";
  declare readonly code: "store_unavailable";
  constructor(message: string, options?: { cause?: unknown }) {
    super("store_unavailable", message, options);
  }
}

/** Thrown by a store's `create` when it keeps its maximum of runs and none can be evicted (`code` `store_full`): the run log then streams the run live, not logged. */
export class RunStoreFullError extends RunStoreError {
  override readonly name: string = "RunStoreFullError";
  declare readonly code: "store_full";
  constructor(message: string, options?: { cause?: unknown }) {
    super("store_full", message, options);
  }
}

/** Codes of {@link RunLogError}: the run routes' codes (`@reasoning-ui/core/protocol`'s `RunRouteErrorCode`) a run log answers. */
export type RunLogErrorCode = Extract<
  RunRouteErrorCode,
  "invalid_last_event_id" | "last_event_id_other_run" | "last_event_id_ahead" | "run_not_found" | "log_trimmed" | "too_many_readers" | "too_many_runs" | "run_exists" | "store_unavailable"
>;

/** HTTP statuses of {@link RunLogError}. */
export type RunLogErrorStatus = 400 | 404 | 409 | 410 | 429 | 503;

/**
 * A refused re-attach or start, as `attach` / `startOrError` answer it (not thrown): the HTTP status to send, a
 * stable `code`, a sentence for developers (`message`) and, for `429` / `503`, the seconds before retrying.
 * `runLogHandler` sends it as the kit's error body.
 */
export class RunLogError extends Error {
  override readonly name: string = "RunLogError";
  /** Seconds before retrying (`429` / `503`). */
  declare readonly retryAfter?: number;
  constructor(
    /** The HTTP status to answer. */
    readonly status: RunLogErrorStatus,
    /** Stable reason, see {@link RunLogErrorCode}. */
    readonly code: RunLogErrorCode,
    message: string,
    retryAfter?: number,
  ) {
    super(message);
    if (retryAfter !== undefined) (this as { retryAfter?: number }).retryAfter = retryAfter;
  }
}
