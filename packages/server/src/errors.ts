import { HttpError } from "@reasoning-ui/host";

/**
 * A refused request: its HTTP status and a stable `code`, answered in core's one JSON error body
 * `{ error: { code, message, retryAfter? } }` (`@reasoning-ui/core/protocol`):
 * `400 invalid_json | invalid_key | invalid_request | invalid_body`, `401 unauthorized`, `404 not_found`,
 * `405 method_not_allowed`, `409 missing_parts`, `412 revision_mismatch` (the `If-Match` revision is not current:
 * another tab or device saved first), `413 body_too_large | storage_quota_exceeded`, `415 unsupported_media_type`,
 * `422 invalid_thread | invalid_part | unsupported_version`, `428 revision_required` (a thread `PUT` without
 * `If-Match` or `If-None-Match: *`; a part its committed head lists, written or deleted without `If-Match`),
 * `429 thread_quota_exceeded`, `501 parts_unsupported`, `503 store_unavailable` (with `Retry-After`).
 */
export class ThreadStoreError extends HttpError {
  override readonly name: string = "ThreadStoreError";
}
