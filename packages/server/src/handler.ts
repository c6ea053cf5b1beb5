import type { IncomingMessage, ServerResponse } from "node:http";
import { STORED_THREAD_VERSION } from "@reasoning-ui/core/storage";
import { JSON_CONTENT_TYPE, THREAD_LIST_HEADER, THREAD_LIST_HEADER_VALUE, THREAD_PAGE_LIMITS, THREAD_RENAME_MAX_BODY_BYTES, THREAD_STORE_MAX_BODY_BYTES, THREAD_STORE_PATH, revisionETag } from "@reasoning-ui/core/protocol";
import { HttpError, MAX_PRINCIPAL_LENGTH, httpErrorResponse, readBody, readBodyText, toNodeHandler } from "@reasoning-ui/host";
import { ThreadStoreError } from "./errors";
import type { ThreadStoreBackend } from "./types";
import { checkEnvelope, checkPart, expectedRevision, ifMatchRevision, LIST_KEY, PART_PREFIX, partOf, threadIdOf } from "./validate";
import { decodeCursor, encodeCursor } from "./cursor";

/** Per-user bounds of what the store keeps (checked before each write; concurrent writes may pass one by one body each). */
export interface ThreadStoreQuota {
  /** Threads one user may store. Beyond: a new thread is `429 thread_quota_exceeded`. Default 10,000. */
  threads?: number;
  /** Bytes (UTF-8) of threads and parts one user may store. Beyond: a write that grows the total is `413 storage_quota_exceeded`. Default 1 GiB. */
  bytes?: number;
}

/** Options of {@link createThreadServer}. */
export interface ThreadServerOptions {
  /** Where rows live: `sqliteBackend()` (`@reasoning-ui/server/sqlite`), `postgresBackend()` (`…/postgres`) or your own. */
  backend: ThreadStoreBackend;
  /**
   * The signed-in user of a request (from your session cookie or token) — the principal every key is scoped to
   * (1–200 characters) — or `undefined` / `null` / `""` → `401 unauthorized`; a `Response` is sent as it is. Called
   * before the request's body is read (an anonymous request never makes the server read or hold its body); a throw
   * is a `401`. Another user's thread answers `404`, never `403` (which would confirm that it exists).
   */
  authorize(request: Request): string | Response | null | undefined | Promise<string | Response | null | undefined>;
  /** The path the store is mounted at (`serverStorage({ url })`'s path). Default `"/api/threads"`. */
  basePath?: string;
  /** Largest accepted body, in bytes (UTF-8), read incrementally. Default 8 MiB (a 300-turn thread with reasoning is ~1.5 MB). Beyond: `413 body_too_large`. */
  maxBodyBytes?: number;
  /** Per-user quotas (defaults: 10,000 threads, 1 GiB); `false`: none (your backend enforces its own). Needs the backend's `usage`. */
  quota?: ThreadStoreQuota | false;
  /**
   * Parts no committed head lists (a save that never came, a page a later save dropped) are deleted once they are
   * this old, ms. Default 24 h. Swept at most every 10 minutes, on a write; `0` disables it.
   */
  orphanPartAgeMs?: number;
  /** Newest stored-thread version accepted. Default: `@reasoning-ui/core`'s `STORED_THREAD_VERSION`. Newer: `422 unsupported_version`. */
  maxVersion?: number;
  /** Threads in the derived list `GET <base>/rui-threads` (what a session shows). Default 50. */
  listLimit?: number;
  /** Called with a backend failure answered `503` (log it; it may hold connection details, never request bodies). */
  onError?: (error: unknown) => void;
}

/** The thread store's request handler, for Web `Request`/`Response` (Next.js route handlers) and Node `http`. */
export interface ThreadServer {
  /** Answers one request (never rejects: every failure is a status with core's JSON error body `{ error: { code, message } }`). */
  fetch(request: Request): Promise<Response>;
  /**
   * The same for Node's `http`, through `@reasoning-ui/host`'s `toNodeHandler` (never throws out; malformed requests
   * are `400`/`405`/`501`). Prefer `createNodeServer(server.fetch)` from `@reasoning-ui/host/node`, which also sets
   * the socket limits; `http.createServer(server.node)` works too.
   */
  node(req: IncomingMessage, res: ServerResponse): void;
}

const headers = (extra: Record<string, string> = {}) => ({ "Content-Type": JSON_CONTENT_TYPE, "Cache-Control": "no-store", ...extra });
const json = (status: number, body: unknown, extra?: Record<string, string>) => new Response(JSON.stringify(body), { status, headers: headers(extra) });
const fail = (e: HttpError, extra?: Record<string, string>) => httpErrorResponse(extra ? new HttpError(e.status, e.code, e.message, { ...e.headers, ...extra }) : e);
const etag = revisionETag;
const none = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
const isJson = (request: Request) => /^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "");
const SWEEP_EVERY_MS = 10 * 60 * 1000;

/** A save's body: its text (strict UTF-8, else `400 invalid_json`) and its size in bytes, read against `limit`. */
async function readSave(request: Request, limit: number): Promise<{ text: string; bytes: number }> {
  const raw = await readBody(request, limit);
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(raw), bytes: raw.byteLength };
  } catch {
    throw new ThreadStoreError(400, "invalid_json", "The body is not UTF-8 JSON.");
  }
}

/**
 * The thread store behind `serverStorage({ url })` (docs/architecture.md, "Hosting layer and servers"). Routes under `basePath`:
 * - `GET <base>/rui-thread:<id>` → `200` the stored JSON byte-for-byte, `ETag: "<revision>"`; `404` when absent
 *   (or another user's);
 * - `PUT <base>/rui-thread:<id>` (`Content-Type: application/json`) with `If-Match: "<revision>"` (or
 *   `If-None-Match: *` to create) → `200 { revision }` + `ETag`, or `412 revision_mismatch` when another save
 *   came first (one conditional statement: exactly one of two concurrent saves wins);
 * - `DELETE <base>/rui-thread:<id>` → `204` (`404` when absent);
 * - `PATCH <base>/rui-thread:<id>` `{ "title": "…" }` → `204`: renames it in the list (the value is untouched);
 * - `GET` / `PUT` / `DELETE <base>/rui-page:<id>:<partId>` → a part of a long thread (docs/architecture.md, "Hosting layer and servers": pages of older turns,
 *   written before the head that lists them); a head listing a part that is not stored is `409 missing_parts`, and
 *   the parts a saved head no longer lists are deleted with that save;
 * - `GET <base>/rui-threads` → the thread list as core's session reads it (derived from the rows: the newest
 *   `listLimit`); `PUT` of it → `204` and ignored (the store keeps the list, so devices never race on it);
 * - `GET <base>?limit=&cursor=` → `{ threads: [{ threadId, title, updatedAt, messageCount, running, revision }],
 *   nextCursor? }`, a page of the user's threads, newest first.
 * Values are opaque: only the envelope is checked (schema, version, thread id, size). `authorize` runs before the
 * body is read; bodies are read incrementally against `maxBodyBytes`; per-user quotas apply to writes; a part the
 * committed head lists takes `If-Match` like the head. Errors: see {@link ThreadStoreError}.
 *
 * @example
 * // app/api/threads/[[...key]]/route.ts (Next.js)
 * const server = createThreadServer({ backend: sqliteBackend({ filename: ".data/threads.db" }), authorize: (req) => userIdFromCookie(req) });
 * const handle = (request: Request) => server.fetch(request);
 * export { handle as GET, handle as PUT, handle as PATCH, handle as DELETE };
 */
export function createThreadServer(options: ThreadServerOptions): ThreadServer {
  const base = (options.basePath ?? THREAD_STORE_PATH).replace(/\/+$/, "");
  const maxBody = options.maxBodyBytes ?? THREAD_STORE_MAX_BODY_BYTES;
  const maxVersion = options.maxVersion ?? STORED_THREAD_VERSION;
  const listLimit = options.listLimit ?? 50;
  const quota = options.quota === false ? undefined : { threads: options.quota?.threads ?? 10_000, bytes: options.quota?.bytes ?? 1024 * 1024 * 1024 };
  const orphanAge = options.orphanPartAgeMs ?? 24 * 60 * 60 * 1000;
  const { backend } = options;
  let lastSweep = 0;

  /** Deletes old orphan parts, at most every 10 minutes (after a write; its failure goes to `onError`). */
  const sweep = () => {
    const now = Date.now();
    if (!backend.collectOrphanParts || orphanAge <= 0 || now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    backend.collectOrphanParts(now - orphanAge).catch((err: unknown) => options.onError?.(err));
  };

  /** Refuses a write that would pass the user's quota (`except`: the row it replaces). */
  const checkQuota = async (userId: string, bytes: number, creates: boolean, except: { key: string; partId?: string }) => {
    if (!quota || !backend.usage) return;
    const used = await backend.usage(userId, except);
    if (creates && used.threads >= quota.threads) throw new ThreadStoreError(429, "thread_quota_exceeded", `This account stores ${used.threads} threads, its quota; delete some to save new ones.`);
    if (used.bytes + bytes > quota.bytes) throw new ThreadStoreError(413, "storage_quota_exceeded", `This save would store ${used.bytes + bytes} bytes for this account; its quota is ${quota.bytes}.`);
  };

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return fail(new ThreadStoreError(404, "not_found", "Not a thread store path."));
    const rest = url.pathname.slice(base.length + 1);
    if (rest.includes("/")) return fail(new ThreadStoreError(400, "invalid_key", "A key is one path segment."));
    let key: string;
    try {
      key = decodeURIComponent(rest);
    } catch {
      return fail(new ThreadStoreError(400, "invalid_key", "The key is not URL-encoded UTF-8."));
    }
    // authorization before anything reads the body (or touches the store)
    let verdict: string | Response | null | undefined;
    try {
      verdict = await options.authorize(request);
    } catch {
      verdict = null;
    }
    if (verdict instanceof Response) return verdict;
    const userId = verdict;
    if (typeof userId !== "string" || userId === "" || userId.length > MAX_PRINCIPAL_LENGTH) return fail(new ThreadStoreError(401, "unauthorized", "Sign in to keep conversations."));
    const method = request.method.toUpperCase();

    if (key === "") {
      if (method !== "GET") throw new ThreadStoreError(405, "method_not_allowed", "The thread collection answers GET only.", { Allow: "GET" });
      const { defaultLimit, maxLimit } = THREAD_PAGE_LIMITS;
      const limit = Math.min(Math.max(Math.trunc(Number(url.searchParams.get("limit") ?? defaultLimit)) || defaultLimit, 1), maxLimit);
      const after = decodeCursor(url.searchParams.get("cursor"));
      const rows = await backend.list(userId, { limit: limit + 1, after });
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return json(200, {
        threads: page.map(({ threadId, title, updatedAt, messageCount, running, revision }) => ({ threadId, title, updatedAt, messageCount, running, revision })),
        ...(rows.length > limit && last && { nextCursor: encodeCursor(last) }),
      });
    }

    if (key === LIST_KEY) {
      if (method === "GET") {
        const rows = await backend.list(userId, { limit: listLimit });
        const threads = rows.map((r) => ({ threadId: r.threadId, title: r.title, updatedAt: r.updatedAt, messageCount: r.messageCount, revision: r.revision, writer: "" }));
        // The header tells serverStorage the store keeps the list: the session never evicts threads here.
        return json(200, { schema: "reasoning-ui.threads", version: 1, threads }, { [THREAD_LIST_HEADER]: THREAD_LIST_HEADER_VALUE });
      }
      if (method === "PUT") {
        await request.body?.cancel().catch(() => undefined);
        return none();
      }
      throw new ThreadStoreError(405, "method_not_allowed", "The thread list answers GET and PUT only.", { Allow: "GET, PUT" });
    }

    if (key.startsWith(PART_PREFIX)) return handlePart(userId, key, method, request);

    const threadId = threadIdOf(key);
    switch (method) {
      case "GET": {
        const row = await backend.get(userId, key);
        if (!row) return fail(new ThreadStoreError(404, "not_found", "No such thread."));
        return new Response(row.value, { status: 200, headers: headers({ ETag: etag(row.revision) }) });
      }
      case "PUT": {
        if (!isJson(request)) throw new ThreadStoreError(415, "unsupported_media_type", "A save is Content-Type: application/json.");
        const expected = expectedRevision(request.headers.get("if-match"), request.headers.get("if-none-match"));
        const { text, bytes } = await readSave(request, maxBody);
        const meta = checkEnvelope(text, threadId, maxVersion, Date.now());
        await checkQuota(userId, bytes, expected === null, { key });
        const result = await backend.put(userId, key, text, meta, expected);
        if (!result.ok && result.missingParts)
          return fail(new ThreadStoreError(409, "missing_parts", "The thread lists parts that are not stored (write its parts first, then the thread)."));
        if (!result.ok)
          return fail(
            new ThreadStoreError(412, "revision_mismatch", "This thread was saved by another tab or device since this one loaded it."),
            result.current === undefined ? {} : { ETag: etag(result.current) },
          );
        sweep();
        return json(200, { revision: result.revision }, { ETag: etag(result.revision) });
      }
      case "DELETE": {
        const existed = await backend.remove(userId, key);
        return existed ? none() : fail(new ThreadStoreError(404, "not_found", "No such thread."));
      }
      case "PATCH": {
        const text = await readBodyText(request, THREAD_RENAME_MAX_BODY_BYTES);
        let title: unknown;
        try {
          title = (JSON.parse(text) as { title?: unknown }).title;
        } catch {
          throw new ThreadStoreError(400, "invalid_json", "The body is not JSON.");
        }
        if (typeof title !== "string") throw new ThreadStoreError(400, "invalid_request", 'A rename is { "title": string }.');
        const found = await backend.rename(userId, key, title.replace(/\s+/g, " ").trim().slice(0, 200));
        return found ? none() : fail(new ThreadStoreError(404, "not_found", "No such thread."));
      }
      default:
        throw new ThreadStoreError(405, "method_not_allowed", "A thread answers GET, PUT, PATCH and DELETE.", { Allow: "GET, PUT, PATCH, DELETE" });
    }
  }

  /**
   * A part of a long thread (docs/architecture.md, "Hosting layer and servers"), `rui-page:<threadId>:<partId>`: `GET` its text byte-for-byte, `PUT` it (before
   * the head that lists it; `204`), `DELETE` it. Scoped to the user as threads are. A part the committed head lists
   * is replaced or deleted only with `If-Match: "<head revision>"` (`428 revision_required` without, `412
   * revision_mismatch` with another revision); an `If-Match` given is always checked against the head.
   */
  async function handlePart(userId: string, rawKey: string, method: string, request: Request): Promise<Response> {
    const { key, threadId, partId } = partOf(rawKey);
    if (!backend.getPart || !backend.putPart || !backend.removePart) throw new ThreadStoreError(501, "parts_unsupported", "This store's backend keeps no thread parts (long threads in pages).");
    const ifMatch = request.headers.get("if-match");
    const headRevision = ifMatch === null ? undefined : ifMatchRevision(ifMatch);
    const refused = (r: { current: number | undefined; listed: boolean }) =>
      headRevision === undefined
        ? fail(new ThreadStoreError(428, "revision_required", `The thread's committed head lists this part: send If-Match: "<head revision>".`), r.current === undefined ? {} : { ETag: etag(r.current) })
        : fail(new ThreadStoreError(412, "revision_mismatch", "The thread was saved by another tab or device since this one loaded it."), r.current === undefined ? {} : { ETag: etag(r.current) });
    switch (method) {
      case "GET": {
        const value = await backend.getPart(userId, key, partId);
        return value === undefined ? fail(new ThreadStoreError(404, "not_found", "No such part.")) : new Response(value, { status: 200, headers: headers() });
      }
      case "PUT": {
        if (!isJson(request)) throw new ThreadStoreError(415, "unsupported_media_type", "A save is Content-Type: application/json.");
        const { text, bytes } = await readSave(request, maxBody);
        checkPart(text, threadId);
        await checkQuota(userId, bytes, false, { key, partId });
        const result = await backend.putPart(userId, key, partId, text, headRevision);
        sweep();
        return result.ok ? none() : refused(result);
      }
      case "DELETE": {
        const result = await backend.removePart(userId, key, partId, headRevision);
        if (!result.ok) return refused(result);
        return result.existed ? none() : fail(new ThreadStoreError(404, "not_found", "No such part."));
      }
      default:
        throw new ThreadStoreError(405, "method_not_allowed", "A part answers GET, PUT and DELETE.", { Allow: "GET, PUT, DELETE" });
    }
  }

  const fetch = async (request: Request): Promise<Response> => {
    try {
      return await handle(request);
    } catch (err) {
      if (err instanceof HttpError) return fail(err);
      options.onError?.(err);
      return fail(new ThreadStoreError(503, "store_unavailable", "The conversation store is unavailable; try again shortly.", { "Retry-After": "2" }));
    }
  };

  return { fetch, node: toNodeHandler(fetch, { onError: options.onError }) };
}
