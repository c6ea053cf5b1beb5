import {
  JSON_CONTENT_TYPE,
  UPLOADS_BASE_PATH,
  UPLOAD_DEFAULT_MAX_BYTES,
  UPLOAD_DEFAULT_QUOTA_BYTES,
  UPLOAD_DEFAULT_QUOTA_COUNT,
  UPLOAD_DEFAULT_URL_TTL_SECONDS,
  UPLOAD_ERROR_CODES as C,
  UPLOAD_NAME_HEADER,
  UPLOAD_SIGNATURE_PARAM,
  cleanUploadName,
  errorBody,
  isUploadId,
  uploadPath,
  type UploadReceipt,
} from "@reasoning-ui/core/protocol";
import { readBodyChunks } from "./body";
import { CHUNK_BYTES, chunker } from "./chunks";
import { UploadHttpError } from "./errors";
import { SNIFFABLE_TYPES, contentChecker, normalizeMediaType } from "./sniff";
import { createUrlSigner } from "./signing";
import type { UploadBackend, UploadRecord, UploadWriter } from "./types";

/** Options of {@link createUploadServer}. */
export interface UploadServerOptions {
  /** Where blobs live: `sqliteUploadBackend`, `postgresUploadBackend`, `directoryUploadBackend` or your own. */
  backend: UploadBackend;
  /**
   * The signed-in user of a request (your session cookie or token) or `null`/`undefined` → `401`, decided from the
   * headers BEFORE any byte of the body is read. The principal it returns owns the blob: another user's blob is `404`.
   */
  authorize(request: Request): string | null | undefined | Promise<string | null | undefined>;
  /**
   * HMAC key of the signed URLs agents read (≥ 32 bytes, the same on every instance, e.g.
   * `process.env.UPLOAD_URL_SECRET`). Rotating it invalidates every URL issued before.
   */
  secret: string | Uint8Array;
  /** The path the route is mounted at. Default `"/api/uploads"` (`UPLOADS_BASE_PATH`). */
  basePath?: string;
  /**
   * The origin agents reach this route on, e.g. `"https://app.example.com"` (behind a proxy the request's own URL may
   * be internal). Default: the request's origin.
   */
  publicOrigin?: string;
  /** Largest upload, bytes. Default 25 MiB. Beyond: `413 body_too_large`, as soon as it is crossed. */
  maxBytes?: number;
  /** A user's stored bytes at most. Default 500 MiB. Beyond: `413 quota_bytes_exceeded`. */
  quotaBytes?: number;
  /** A user's stored blobs at most. Default 1,000. Beyond: `429 quota_count_exceeded`. */
  quotaCount?: number;
  /** Lifetime of a signed URL, seconds. Default 7 days. */
  urlTtlSeconds?: number;
  /**
   * Media types accepted (each is sniffed). Default: PNG, JPEG, GIF, WebP, PDF, MP3, WAV, Ogg, FLAC, WebM, MP4/M4A,
   * AAC, QuickTime, plain text, Markdown, CSV, JSON. Types the route cannot sniff are ignored.
   */
  allowedTypes?: readonly string[];
  /** Accept `image/svg+xml` (it can hold script): stored, and always served as a download (`attachment`). Default `false` (`415`). */
  allowSvg?: boolean;
  /** Called with a backend failure answered `503` (log it). */
  onError?: (error: unknown) => void;
  /** The clock, ms (tests). Default `Date.now`. */
  now?: () => number;
}

/** The upload route's handler and the server-side URL helpers. */
export interface UploadServer {
  /** Answers one request; never rejects (every failure is a status with core's JSON `ErrorBody`). */
  fetch(request: Request): Promise<Response>;
  /**
   * A fresh signed URL of the user's blob `id` (`undefined` when the user has none), e.g. in the app's agent route
   * before forwarding a turn whose attachments' URLs are older than their lifetime. `origin` as `publicOrigin`.
   */
  signedUrl(userId: string, id: string, origin?: string): Promise<string | undefined>;
  /**
   * Re-signs a URL this route issued (any expiry) for its owner `userId`: the same URL with a fresh `expires` and
   * `signature`, or `undefined` when it is not one of this route's blob URLs or the blob is not the user's.
   */
  refreshUrl(url: string, userId: string): Promise<string | undefined>;
}

const MEDIA_INLINE = /^(image\/(png|jpeg|gif|webp)|audio\/.+|video\/.+|application\/pdf|text\/.+|application\/json)$/;

function contentDisposition(kind: "inline" | "attachment", name: string): string {
  if (!name) return kind;
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

function mintId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").slice(0, 22);
}

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": JSON_CONTENT_TYPE, "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", ...extra } });
const fail = (e: UploadHttpError) => json(e.status, errorBody(e.code, e.message));

/**
 * The upload route (issue 38 item 3): large attachments stored once per user and read by URL. Routes under
 * `basePath`:
 * - `POST <base>` — body: the file's bytes; `Content-Type`: its media type; `Reasoning-UI-File-Name`: its name,
 *   percent-encoded → `201` `UploadReceipt` `{ id, url, mimeType, size, name, expiresAt }` (`url`: the signed URL an
 *   agent fetches without the user's cookie). `authorize` and every limit that can be decided from the headers
 *   (type, `Content-Length`, quota) are applied before the body is read; the size limit while reading; the bytes are
 *   sniffed against the type; the blob becomes visible only once it is whole (a cut upload leaves nothing).
 * - `GET` / `HEAD <base>/<id>` — the owner (by `authorize`) or a signed URL (`?expires=&signature=`) → the bytes,
 *   streamed, with `Content-Type`, `Content-Disposition`, `X-Content-Type-Options: nosniff`, `Cache-Control: private`.
 * - `DELETE <base>/<id>` — the owner → `204`.
 * Errors: core's `ErrorBody` with the codes of `UPLOAD_ERROR_CODES`; a store fault is `503 store_unavailable` with
 * `Retry-After`. Throws a `TypeError` at creation for a `secret` shorter than 32 bytes.
 *
 * @example
 * // app/api/uploads/[[...id]]/route.ts (Next.js)
 * import { createUploadServer } from "@reasoning-ui/server/uploads";
 * import { sqliteUploadBackend } from "@reasoning-ui/server/uploads/sqlite";
 * const uploads = createUploadServer({
 *   backend: sqliteUploadBackend({ filename: ".data/threads.db" }),
 *   authorize: (request) => userIdFromSession(request),
 *   secret: process.env.UPLOAD_URL_SECRET!,
 * });
 * const handle = (request: Request) => uploads.fetch(request);
 * export { handle as GET, handle as HEAD, handle as POST, handle as DELETE };
 */
export function createUploadServer(options: UploadServerOptions): UploadServer {
  const base = (options.basePath ?? UPLOADS_BASE_PATH).replace(/\/+$/, "");
  const maxBytes = options.maxBytes ?? UPLOAD_DEFAULT_MAX_BYTES;
  const quota = { maxBytes: options.quotaBytes ?? UPLOAD_DEFAULT_QUOTA_BYTES, maxCount: options.quotaCount ?? UPLOAD_DEFAULT_QUOTA_COUNT };
  const ttl = options.urlTtlSeconds ?? UPLOAD_DEFAULT_URL_TTL_SECONDS;
  const now = options.now ?? Date.now;
  const signer = createUrlSigner(options.secret);
  const allowed = new Set((options.allowedTypes ?? SNIFFABLE_TYPES).map((t) => normalizeMediaType(t)).filter((t) => SNIFFABLE_TYPES.includes(t)));
  if (options.allowSvg) allowed.add("image/svg+xml");
  const { backend } = options;

  async function principal(request: Request): Promise<string> {
    const userId = await options.authorize(request);
    if (typeof userId !== "string" || userId === "" || userId.length > 200) throw new UploadHttpError(401, C.unauthorized, "Sign in to upload or read attachments.");
    return userId;
  }

  async function signed(id: string, origin: string): Promise<{ url: string; expiresAt: number }> {
    const expires = Math.floor(now() / 1000) + ttl;
    return { url: `${origin}${uploadPath(base, id)}?${await signer.sign(id, expires)}`, expiresAt: expires * 1000 };
  }

  async function upload(request: Request): Promise<Response> {
    const userId = await principal(request); // before the body
    const mimeType = normalizeMediaType(request.headers.get("content-type"));
    if (!allowed.has(mimeType)) throw new UploadHttpError(415, C.unsupportedMediaType, `This route does not store ${mimeType ? JSON.stringify(mimeType) : "files without a Content-Type"}.`);
    let name: string;
    try {
      name = cleanUploadName(decodeURIComponent(request.headers.get(UPLOAD_NAME_HEADER) ?? ""));
    } catch {
      throw new UploadHttpError(400, C.invalidName, `The ${UPLOAD_NAME_HEADER} header is not percent-encoded UTF-8.`);
    }
    const declared = Number(request.headers.get("content-length") ?? NaN);
    if (declared === 0) throw new UploadHttpError(400, C.emptyUpload, "The file is empty (0 bytes).");
    const tooLarge = () => new UploadHttpError(413, C.tooLarge, `The file is larger than ${maxBytes} bytes.`);
    if (declared > maxBytes) throw tooLarge();
    const usage = await backend.usage(userId);
    if (usage.count >= quota.maxCount) throw new UploadHttpError(429, C.quotaCount, `This account already stores ${quota.maxCount} files; delete some first.`);
    const room = quota.maxBytes - usage.bytes;
    const overQuota = () => new UploadHttpError(413, C.quotaBytes, `This account's storage (${quota.maxBytes} bytes) would be exceeded.`);
    if (declared > room || room <= 0) throw overQuota();

    const id = mintId();
    const writer: UploadWriter = await backend.begin(id);
    let committed = false;
    try {
      const check = contentChecker(mimeType);
      const mismatch = () => new UploadHttpError(422, C.contentMismatch, `The file's bytes are not ${mimeType}.`);
      const out = chunker(CHUNK_BYTES, (chunk) => writer.write(chunk));
      const limit = Math.min(maxBytes, room);
      const size = await readBodyChunks(
        request,
        limit,
        async (chunk) => {
          if (!check.push(chunk)) throw mismatch();
          await out.push(chunk);
        },
        () => (limit < maxBytes ? overQuota() : tooLarge()),
      );
      if (size === 0) throw new UploadHttpError(400, C.emptyUpload, "The file is empty (0 bytes).");
      if (!check.end()) throw mismatch();
      await out.end();
      const record: UploadRecord = { id, userId, mimeType, name, size, createdAt: now() };
      const result = await writer.commit(record, quota);
      if (!result.ok) throw result.reason === "quota_count" ? new UploadHttpError(429, C.quotaCount, `This account already stores ${quota.maxCount} files.`) : overQuota();
      committed = true;
      const origin = options.publicOrigin?.replace(/\/+$/, "") ?? new URL(request.url).origin;
      const { url, expiresAt } = await signed(id, origin);
      const receipt: UploadReceipt = { id, url, mimeType, size, name, expiresAt };
      return json(201, receipt, { Location: uploadPath(base, id) });
    } finally {
      if (!committed) await writer.abort().catch(() => undefined);
    }
  }

  async function download(request: Request, id: string, head: boolean): Promise<Response> {
    const url = new URL(request.url);
    let record: UploadRecord | undefined;
    if (url.searchParams.has(UPLOAD_SIGNATURE_PARAM)) {
      const check = await signer.verify(id, url.searchParams, now());
      if (check === "invalid") throw new UploadHttpError(403, C.signatureInvalid, "The URL's signature is not valid.");
      if (check === "expired") throw new UploadHttpError(403, C.urlExpired, "The URL has expired; ask the app for a fresh one.");
      record = await backend.head(id);
    } else {
      const userId = await principal(request);
      record = await backend.head(id);
      if (record && record.userId !== userId) record = undefined; // another user's: the same answer as none
    }
    if (!record) throw new UploadHttpError(404, C.notFound, "No such file.");
    const svg = record.mimeType === "image/svg+xml";
    const inline = !svg && MEDIA_INLINE.test(record.mimeType);
    const headers: Record<string, string> = {
      "Content-Type": record.mimeType.startsWith("text/") || record.mimeType === "application/json" ? `${record.mimeType}; charset=utf-8` : record.mimeType,
      "Content-Length": String(record.size),
      "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", record.name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=3600",
      ETag: `"${record.id}"`,
    };
    // no script in anything served from here (a PDF keeps the browser's viewer, which a sandbox would block)
    if (record.mimeType !== "application/pdf") headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    if (head) return new Response(null, { status: 200, headers });
    const chunks = backend.read(id)[Symbol.asyncIterator]();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const next = await chunks.next();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        } catch (err) {
          options.onError?.(err);
          controller.error(err); // mid-stream: the length falls short and the client sees a cut download
        }
      },
      async cancel() {
        await chunks.return?.();
      },
    }, { highWaterMark: 0 }); // nothing read from the store before the client reads
    return new Response(body, { status: 200, headers });
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (url.pathname === base || url.pathname === `${base}/`) {
      if (method !== "POST") throw new UploadHttpError(405, C.methodNotAllowed, "The upload collection answers POST only.");
      return upload(request);
    }
    if (!url.pathname.startsWith(`${base}/`)) throw new UploadHttpError(404, C.notFound, "Not an upload path.");
    const id = url.pathname.slice(base.length + 1);
    if (!isUploadId(id)) throw new UploadHttpError(400, C.invalidId, "Not an upload id.");
    if (method === "GET" || method === "HEAD") return download(request, id, method === "HEAD");
    if (method === "DELETE") {
      const userId = await principal(request);
      if (!(await backend.remove(userId, id))) throw new UploadHttpError(404, C.notFound, "No such file.");
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    }
    throw new UploadHttpError(405, C.methodNotAllowed, "A file answers GET, HEAD and DELETE.");
  }

  async function signedUrl(userId: string, id: string, origin?: string): Promise<string | undefined> {
    if (!isUploadId(id)) return undefined;
    const record = await backend.head(id);
    if (!record || record.userId !== userId) return undefined;
    return (await signed(id, (origin ?? options.publicOrigin ?? "").replace(/\/+$/, ""))).url;
  }

  return {
    signedUrl,
    async fetch(request) {
      try {
        return await handle(request);
      } catch (err) {
        if (err instanceof UploadHttpError) return fail(err);
        if (request.signal?.aborted) return new Response(null, { status: 499 }); // the client is gone: nobody reads this
        options.onError?.(err);
        return json(503, errorBody(C.storeUnavailable, "The upload store is unavailable; try again shortly.", 2), { "Retry-After": "2" });
      }
    },
    async refreshUrl(url, userId) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return undefined;
      }
      if (!parsed.pathname.startsWith(`${base}/`)) return undefined;
      return signedUrl(userId, parsed.pathname.slice(base.length + 1), parsed.origin);
    },
  };
}
