/**
 * The client side of the upload route (`@reasoning-ui/server/uploads`, docs/architecture.md "Uploads"): sends one
 * file's bytes, reports progress, can be aborted, retries transient failures with backoff, and resolves with the
 * AG-UI `{ type: "url" }` source the composer puts in the message.
 *
 * Progress needs `XMLHttpRequest` (its `upload.onprogress`): `fetch` reports no upload progress, and a streamed
 * request body (`duplex: "half"`) is Chromium-only and needs HTTP/2 — on HTTP/1.1, the common development server,
 * Chrome refuses it. Where there is no `XMLHttpRequest` (Node, workers without it) the uploader uses `fetch` and
 * reports progress at the start and at the end only.
 */
import { readErrorBody } from "../protocol/errorBody";
import { backoffDelay } from "../helpers/backoff";
import { UPLOADS_BASE_PATH, UPLOAD_ERROR_CODES as C, UPLOAD_NAME_HEADER, isUploadId, type UploadReceipt } from "../protocol/uploads";

/** Bytes sent so far of a file of `total` bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** Per-call options of an {@link Uploader}. */
export interface UploadCallOptions {
  /** Aborting it stops the upload (and any retry wait); the promise rejects with an `AbortError` `DOMException`. */
  signal?: AbortSignal;
  /** Called as bytes are sent (several times a second at most as the browser reports it); restarts at 0 on a retry. */
  onProgress?: (progress: UploadProgress) => void;
}

/** What an {@link Uploader} resolves with: the part's source, and the server's receipt. */
export interface UploadResult {
  /** The AG-UI 1.0 source for the attachment's part: the signed URL an agent reads, and the stored media type. */
  source: { type: "url"; value: string; mimeType: string };
  /** The server's answer: `id`, `url`, `mimeType`, `size` (bytes), `name`, `expiresAt` (ms since the epoch). */
  receipt: UploadReceipt;
}

/**
 * Uploads one file (a `File` gives its `name`; a `Blob` has none) and resolves with its {@link UploadResult}. Rejects
 * with an {@link UploadError} (its `message` is a sentence fit to show next to the attachment) or, when aborted, an
 * `AbortError` `DOMException`. The shape `@reasoning-ui/react`'s composer takes as `attachments.uploader`.
 */
export type Uploader = (file: Blob, options?: UploadCallOptions) => Promise<UploadResult>;

/** Options of {@link createUploader}. */
export interface UploaderOptions {
  /** The route (`createUploadServer`'s `basePath`), absolute or relative to the page. Default `"/api/uploads"`. */
  url?: string;
  /** Extra request headers (e.g. a bearer token or a CSRF token), or a function giving them per attempt. */
  headers?: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>);
  /** Cookies: `"same-origin"` (default) or `"include"` for a route on another origin (CORS with credentials). */
  credentials?: "same-origin" | "include";
  /** Attempts after the first for transient failures (network, `408`, `429` other than the quota, `5xx`). Default 3. */
  retries?: number;
  /** First retry wait, ms; doubled each attempt (at most 30 s), jittered into [½, 1] of it (`backoffDelay`), or the server's `Retry-After` (at most 30 s). Default 500. */
  backoffMs?: number;
  /** The `XMLHttpRequest` to use (default: the global one; `null` to use `fetch`). */
  XMLHttpRequest?: typeof XMLHttpRequest | null;
  /** The `fetch` used when there is no `XMLHttpRequest`. Default: the global one. */
  fetch?: typeof fetch;
}

/**
 * A failed upload: `status` (0 when no answer arrived), the server's `code` (`UPLOAD_ERROR_CODES`, or `"network"`),
 * whether trying again may help (`retryable`), and a `message` for people.
 */
export class UploadError extends Error {
  override readonly name = "UploadError";
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const SENTENCES: Record<string, string> = {
  [C.tooLarge]: "The file is larger than the server accepts.",
  [C.quotaBytes]: "Your storage for attachments is full. Delete older files first.",
  [C.quotaCount]: "You have too many stored attachments. Delete older files first.",
  [C.unsupportedMediaType]: "The server does not accept this type of file.",
  [C.contentMismatch]: "The file's contents do not match its type.",
  [C.emptyUpload]: "The file is empty.",
  [C.unauthorized]: "Sign in to attach files.",
  [C.invalidName]: "The file's name could not be sent.",
};
const UNREACHABLE = "The upload could not reach the server. Try again.";

interface Answer {
  status: number;
  body: string;
  retryAfter: string | null;
}

const abortError = () => new DOMException("The upload was aborted.", "AbortError");

function viaXhr(Xhr: typeof XMLHttpRequest, url: string, file: Blob, headers: Record<string, string>, withCredentials: boolean, signal: AbortSignal | undefined, onProgress: (p: UploadProgress) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    const onAbort = () => xhr.abort();
    xhr.open("POST", url);
    xhr.withCredentials = withCredentials;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.onload = () => {
      signal?.removeEventListener("abort", onAbort);
      resolve({ status: xhr.status, body: xhr.responseText, retryAfter: xhr.getResponseHeader("retry-after") });
    };
    xhr.onerror = xhr.ontimeout = () => {
      signal?.removeEventListener("abort", onAbort);
      resolve({ status: 0, body: "", retryAfter: null });
    };
    xhr.onabort = () => reject(abortError());
    signal?.addEventListener("abort", onAbort, { once: true });
    xhr.send(file);
  });
}

async function viaFetch(fetchImpl: typeof fetch, url: string, file: Blob, headers: Record<string, string>, credentials: RequestCredentials, signal: AbortSignal | undefined, onProgress: (p: UploadProgress) => void): Promise<Answer> {
  onProgress({ loaded: 0, total: file.size });
  try {
    const res = await fetchImpl(url, { method: "POST", body: file, headers, credentials, ...(signal && { signal }) });
    const body = await res.text();
    if (res.ok) onProgress({ loaded: file.size, total: file.size });
    return { status: res.status, body, retryAfter: res.headers.get("retry-after") };
  } catch (err) {
    if (signal?.aborted) throw abortError();
    void err;
    return { status: 0, body: "", retryAfter: null };
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function receiptOf(text: string): UploadReceipt | undefined {
  try {
    const r = JSON.parse(text) as Partial<UploadReceipt>;
    if (isUploadId(r.id) && typeof r.url === "string" && r.url && typeof r.mimeType === "string" && typeof r.size === "number" && typeof r.expiresAt === "number") return { name: "", ...r } as UploadReceipt;
  } catch {
    /* not a receipt */
  }
  return undefined;
}

/**
 * Makes the {@link Uploader} of an upload route: `POST`s the file's bytes with its type and percent-encoded name,
 * retries transient failures (each attempt is a new upload: a cut one left nothing on the server), and resolves with
 * `{ source: { type: "url", value: receipt.url, mimeType }, receipt }`.
 *
 * @example
 * import { createUploader } from "@reasoning-ui/core";
 * const uploader = createUploader({ url: "/api/uploads" });
 * const { source } = await uploader(file, { signal, onProgress: ({ loaded, total }) => setProgress(loaded / total) });
 * // source: { type: "url", value: "https://app.example.com/api/uploads/3q2…?expires=…&signature=…", mimeType: "image/png" }
 */
export function createUploader(options: UploaderOptions = {}): Uploader {
  const url = options.url ?? UPLOADS_BASE_PATH;
  const retries = Math.max(0, options.retries ?? 3);
  const backoff = options.backoffMs ?? 500;
  const credentials = options.credentials ?? "same-origin";
  return async (file, call = {}) => {
    const { signal } = call;
    const onProgress = call.onProgress ?? (() => undefined);
    const Xhr = options.XMLHttpRequest === undefined ? (globalThis as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest : options.XMLHttpRequest;
    const name = (file as Partial<File>).name ?? "";
    const mimeType = file.type || "application/octet-stream";
    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw abortError();
      const extra = typeof options.headers === "function" ? await options.headers() : (options.headers ?? {});
      let encodedName = "";
      try {
        encodedName = encodeURIComponent(name);
      } catch {
        /* a lone surrogate in the name: sent without one */
      }
      const headers = { ...extra, "Content-Type": mimeType, [UPLOAD_NAME_HEADER]: encodedName };
      const answer = Xhr
        ? await viaXhr(Xhr, url, file, headers, credentials === "include", signal, onProgress)
        : await viaFetch(options.fetch ?? fetch, url, file, headers, credentials, signal, onProgress);
      if (answer.status === 201 || answer.status === 200) {
        const receipt = receiptOf(answer.body);
        if (!receipt) throw new UploadError("The server's answer to the upload was not understood.", answer.status, "invalid_response", false);
        return { source: { type: "url", value: receipt.url, mimeType: receipt.mimeType }, receipt };
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer.body);
      } catch {
        parsed = undefined;
      }
      const code = answer.status === 0 ? "network" : (readErrorBody(parsed).code ?? `http_${answer.status}`);
      const retryable = answer.status === 0 || answer.status === 408 || answer.status >= 500 || (answer.status === 429 && code !== C.quotaCount);
      if (!retryable || attempt >= retries) throw new UploadError(SENTENCES[code] ?? (retryable ? UNREACHABLE : `The upload was refused (${answer.status}).`), answer.status, code, retryable);
      const after = Number(answer.retryAfter);
      const delay = Number.isFinite(after) && after > 0 ? after * 1000 : backoffDelay(attempt, { initialMs: backoff, maxMs: 30_000 });
      await wait(Math.min(delay, 30_000), signal);
    }
  };
}

/**
 * Deletes an uploaded file of the signed-in user (`DELETE <url>/<id>`), e.g. when an attachment is removed before
 * its message is sent, so it stops counting against the user's quota. Resolves `true` when it was deleted, `false`
 * when the server has no such file of this user (`404`); rejects with an {@link UploadError} otherwise (`id` not an
 * upload id: `code` `"invalid_id"`, status 0).
 *
 * @example
 * await deleteUpload(result.receipt.id, { url: "/api/uploads" });
 */
export async function deleteUpload(id: string, options: Pick<UploaderOptions, "url" | "headers" | "credentials" | "fetch"> = {}): Promise<boolean> {
  if (!isUploadId(id)) throw new UploadError("Not an upload id.", 0, C.invalidId, false);
  const headers = typeof options.headers === "function" ? await options.headers() : (options.headers ?? {});
  let res: Response;
  try {
    res = await (options.fetch ?? fetch)(`${(options.url ?? UPLOADS_BASE_PATH).replace(/\/+$/, "")}/${id}`, { method: "DELETE", headers, credentials: options.credentials ?? "same-origin" });
  } catch {
    throw new UploadError(UNREACHABLE, 0, "network", true);
  }
  if (res.status === 204) return true;
  if (res.status === 404) return false;
  const code = readErrorBody(await res.json().catch(() => undefined)).code ?? `http_${res.status}`;
  throw new UploadError(SENTENCES[code] ?? `The file could not be deleted (${res.status}).`, res.status, code, res.status >= 500);
}
