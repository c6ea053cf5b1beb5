/**
 * A refused request: its HTTP status and a stable `code` (the JSON body `{ error: { code, message } }`):
 * `400 invalid_json | invalid_key | invalid_request`, `401 unauthorized`, `404 not_found`, `405 method_not_allowed`,
 * `412 revision_mismatch` (the `If-Match` revision is not current: another tab or device saved first),
 * `413 too_large`, `415 unsupported_media_type`, `422 invalid_thread | unsupported_version`,
 * `428 revision_required` (a `PUT` without `If-Match` or `If-None-Match: *`), `503 store_unavailable`.
 */
export class ThreadStoreError extends Error {
  override readonly name = "ThreadStoreError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
