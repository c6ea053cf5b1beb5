/**
 * The upload route's wire (issue 38 item 3): large attachments go to the app's server once and travel by reference
 * (an AG-UI `{ type: "url" }` source) instead of as base64 in every turn. Defined once here and imported by the
 * client uploader (`createUploader` in `@reasoning-ui/core`), the server (`@reasoning-ui/server/uploads`) and tests.
 *
 * Routes under the mount path (default {@link UPLOADS_BASE_PATH}):
 * - `POST <base>` — the body is the file's bytes, `Content-Type` its declared media type, {@link UPLOAD_NAME_HEADER}
 *   its percent-encoded name → `201` {@link UploadReceipt} (`Location`: the blob's path);
 * - `GET <base>/<id>` — the signed-in owner (the app's cookie), or anyone holding a signed URL
 *   (`?expires=&signature=`, see {@link UPLOAD_EXPIRES_PARAM}) → the bytes;
 * - `DELETE <base>/<id>` — the owner → `204`.
 */

/** Where the upload route is mounted unless the app says otherwise. */
export const UPLOADS_BASE_PATH = "/api/uploads";

/** Request header carrying the file's name, percent-encoded UTF-8 (`encodeURIComponent`). Metadata only: never a path. */
export const UPLOAD_NAME_HEADER = "Reasoning-UI-File-Name";

/** Query parameter of a signed URL: its expiry, whole seconds since the Unix epoch. */
export const UPLOAD_EXPIRES_PARAM = "expires";
/** Query parameter of a signed URL: base64url HMAC-SHA-256 of {@link uploadSignaturePayload} with the server's secret. */
export const UPLOAD_SIGNATURE_PARAM = "signature";

/**
 * An upload id: 22 base64url characters, 128 random bits minted by the server (never chosen by a client, never a
 * path). The grammar every route checks before touching a store.
 */
export const UPLOAD_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** `true` when `value` is a well-formed upload id ({@link UPLOAD_ID_PATTERN}). */
export function isUploadId(value: unknown): value is string {
  return typeof value === "string" && UPLOAD_ID_PATTERN.test(value);
}

/** The text a signed URL's signature covers: version, blob id and expiry (seconds), newline-separated. */
export function uploadSignaturePayload(id: string, expires: number): string {
  return `rui-upload-v1\n${id}\n${expires}`;
}

/**
 * Files up to this size are best sent inline (`{ type: "data" }`, base64 in the message: ~1.33× the bytes, resent
 * with every later turn); larger ones go by upload when the app mounts the route. 256 KiB: a phone screenshot as
 * JPEG/WebP, a page of text as PDF.
 */
export const UPLOAD_INLINE_MAX_BYTES = 256 * 1024;

/** The server's default largest upload: 25 MiB (bytes). Beyond: `413` {@link UPLOAD_ERROR_CODES}`.tooLarge`. */
export const UPLOAD_DEFAULT_MAX_BYTES = 25 * 1024 * 1024;
/** The server's default per-user quota: 500 MiB of stored blobs (bytes). */
export const UPLOAD_DEFAULT_QUOTA_BYTES = 500 * 1024 * 1024;
/** The server's default per-user quota: 1,000 stored blobs. */
export const UPLOAD_DEFAULT_QUOTA_COUNT = 1000;
/** The server's default lifetime of a signed URL: 7 days (seconds). An app re-signs older ones (`refreshUrl`). */
export const UPLOAD_DEFAULT_URL_TTL_SECONDS = 7 * 24 * 3600;
/** Longest file name kept (characters, after control characters and path separators are removed). */
export const UPLOAD_MAX_NAME_LENGTH = 200;

/**
 * The `code` of every error answer of the upload route (JSON {@link ErrorBody}), by status:
 * `400 invalid_id | invalid_name | empty_upload`, `401 unauthorized`, `403 signature_invalid | url_expired`,
 * `404 not_found` (also another user's blob), `405 method_not_allowed`, `413 body_too_large | quota_bytes_exceeded`,
 * `415 unsupported_media_type`, `422 content_mismatch` (the bytes are not what the `Content-Type` says),
 * `429 quota_count_exceeded`, `503 store_unavailable` (with `Retry-After`: try again).
 */
export const UPLOAD_ERROR_CODES = {
  invalidId: "invalid_id",
  invalidName: "invalid_name",
  emptyUpload: "empty_upload",
  unauthorized: "unauthorized",
  signatureInvalid: "signature_invalid",
  urlExpired: "url_expired",
  notFound: "not_found",
  methodNotAllowed: "method_not_allowed",
  tooLarge: "body_too_large",
  quotaBytes: "quota_bytes_exceeded",
  unsupportedMediaType: "unsupported_media_type",
  contentMismatch: "content_mismatch",
  quotaCount: "quota_count_exceeded",
  storeUnavailable: "store_unavailable",
} as const;

/** One of {@link UPLOAD_ERROR_CODES}' values. */
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[keyof typeof UPLOAD_ERROR_CODES];

/** The `201` answer of `POST <base>`. */
export interface UploadReceipt {
  /** The server-minted id ({@link UPLOAD_ID_PATTERN}). */
  id: string;
  /** Absolute signed URL an agent fetches without the user's cookie (valid until `expiresAt`). */
  url: string;
  /** The stored media type (the declared one, checked against the bytes), e.g. `"image/png"`. */
  mimeType: string;
  /** Stored bytes. */
  size: number;
  /** The cleaned file name (may be `""`). */
  name: string;
  /** When `url` stops working, ms since the Unix epoch. */
  expiresAt: number;
}

/** The blob path of `id` under `base` (`"/api/uploads/<id>"`): what `Location` says and the owner's cookie reads. */
export function uploadPath(base: string, id: string): string {
  return `${base.replace(/\/+$/, "")}/${id}`;
}

/**
 * Cleans a client-given file name for display and `Content-Disposition`: control characters, `/` and `\` removed,
 * whitespace collapsed, at most {@link UPLOAD_MAX_NAME_LENGTH} characters. It is only ever metadata.
 */
export function cleanUploadName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f-\u009f/\\]/g, "").replace(/\s+/g, " ").trim().slice(0, UPLOAD_MAX_NAME_LENGTH);
}

/**
 * The owner's URL of a signed upload URL: the same blob without `expires` / `signature`, read with the user's own
 * session (cookie) and so never expiring — what a page shows an uploaded attachment with once its signed URL (made
 * for the agent) has expired. `undefined` when `url` is not a blob URL of the route at `base`.
 *
 * @example
 * uploadOwnerUrl("https://app.example.com/api/uploads/3q2…?expires=1767225600&signature=…") // "https://app.example.com/api/uploads/3q2…"
 */
export function uploadOwnerUrl(url: string, base: string = UPLOADS_BASE_PATH): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const prefix = `${base.replace(/\/+$/, "")}/`;
  if (!parsed.pathname.startsWith(prefix) || !isUploadId(parsed.pathname.slice(prefix.length))) return undefined;
  return `${parsed.origin}${parsed.pathname}`;
}
