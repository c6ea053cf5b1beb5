/**
 * Storage's one error convention (as the transport's `AgentStreamError`): a backend that fails throws a
 * {@link ThreadStorageError} with a `code`, and the session reads the code — never a name string. The one foreign
 * failure recognised is the platform's own quota error (a `DOMException` named `QuotaExceededError`, thrown by
 * IndexedDB and `localStorage`), by the platform's own convention, here once. What a person is shown is a
 * `StorageError` (`errors.ts`).
 */

/**
 * Codes of {@link ThreadStorageError}: `unavailable` (the storage cannot be reached: private mode, blocked, its
 * code not loadable), `quota_exceeded` (full: a browser's quota, a thread server's 413 / 507 / 429
 * `thread_quota_exceeded`), `conflict` (a thread server's atomic revision check refused the save: 412 / 409),
 * `service_unavailable` (a thread server answered 503: retried until it is back), `http_error` (any other status).
 */
export type ThreadStorageErrorCode = "unavailable" | "quota_exceeded" | "conflict" | "service_unavailable" | "http_error";

/** The `name` of each code: the names these failures always had (`QuotaExceededError` is also the platform's). */
const NAMES: Record<ThreadStorageErrorCode, string> = {
  unavailable: "StorageUnavailableError",
  quota_exceeded: "QuotaExceededError",
  conflict: "ConflictError",
  service_unavailable: "ServiceUnavailableError",
  http_error: "HttpError",
};

/**
 * A storage backend's failure, by `code` ({@link ThreadStorageErrorCode}); `status` is the thread server's HTTP
 * status when it answered one. Thrown by the kit's adapters (and by a custom backend that wants the session to
 * tell a quota, a conflict or an outage apart); the session reports it as a {@link StorageError}, never throws it.
 *
 * @example
 * throw new ThreadStorageError("service_unavailable", "The database is down", { status: 503 }); // retried, backing off
 */
export class ThreadStorageError extends Error {
  override readonly name: string;
  /** The HTTP status a thread server answered, when there was one. */
  readonly status?: number;
  constructor(
    readonly code: ThreadStorageErrorCode,
    message: string,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = NAMES[code];
    if (options?.status !== undefined) this.status = options.status;
  }
}

/** The {@link ThreadStorageErrorCode} of anything a backend threw (the platform's quota `DOMException` included), or `undefined`. */
export function storageCodeOf(err: unknown): ThreadStorageErrorCode | undefined {
  if (err instanceof ThreadStorageError) return err.code;
  // The platform's own convention: IndexedDB and localStorage (and their polyfills) reject a full quota with a
  // `DOMException` of this name; it is the one name read, as the web platform defines it.
  if (typeof err === "object" && err !== null && (err as { name?: unknown }).name === "QuotaExceededError") return "quota_exceeded";
  return undefined;
}
