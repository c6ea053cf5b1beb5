import type { IncomingMessage, ServerResponse } from "node:http";
import { STORED_THREAD_VERSION } from "@reasoning-ui/core/storage";
import { ThreadStoreError } from "./errors";
import type { ThreadStoreBackend } from "./types";
import { checkEnvelope, checkPart, expectedRevision, LIST_KEY, PART_PREFIX, partOf, threadIdOf } from "./validate";
import { decodeCursor, encodeCursor } from "./cursor";

/** Options of {@link createThreadServer}. */
export interface ThreadServerOptions {
  /** Where rows live: `sqliteBackend()` (`@reasoning-ui/server/sqlite`), `postgresBackend()` (`…/postgres`) or your own. */
  backend: ThreadStoreBackend;
  /**
   * The signed-in user of a request (from your session cookie or token), or `undefined`/`null` → `401`. Every key is
   * scoped to it: another user's thread answers `404`, never `403` (which would confirm that it exists).
   */
  authorize(request: Request): string | null | undefined | Promise<string | null | undefined>;
  /** The path the store is mounted at (`serverStorage({ url })`'s path). Default `"/api/threads"`. */
  basePath?: string;
  /** Largest accepted body, in bytes (UTF-8). Default 8 MiB (a 300-turn thread with reasoning is ~1.5 MB). Beyond: `413 too_large`. */
  maxBodyBytes?: number;
  /** Newest stored-thread version accepted. Default: `@reasoning-ui/core`'s `STORED_THREAD_VERSION`. Newer: `422 unsupported_version`. */
  maxVersion?: number;
  /** Threads in the derived list `GET <base>/rui-threads` (what a session shows). Default 50. */
  listLimit?: number;
  /** Called with a backend failure answered `503` (log it; it may hold connection details, never request bodies). */
  onError?: (error: unknown) => void;
}

/** The thread store's request handler, for Web `Request`/`Response` (Next.js route handlers) and Node `http`. */
export interface ThreadServer {
  /** Answers one request (never rejects: every failure is a status with a JSON `{ error: { code, message } }`). */
  fetch(request: Request): Promise<Response>;
  /** The same for Node's `http` (`http.createServer(server.node)`, Express `app.use("/api/threads", …)` with the full URL). */
  node(req: IncomingMessage, res: ServerResponse): void;
}

const JSON_TYPE = "application/json; charset=utf-8";
const headers = (extra: Record<string, string> = {}) => ({ "Content-Type": JSON_TYPE, "Cache-Control": "no-store", ...extra });
const json = (status: number, body: unknown, extra?: Record<string, string>) => new Response(JSON.stringify(body), { status, headers: headers(extra) });
const fail = (e: ThreadStoreError, extra?: Record<string, string>) => json(e.status, { error: { code: e.code, message: e.message } }, extra);
const etag = (revision: number) => `"${revision}"`;

/** Reads a body as UTF-8 text, refusing more than `limit` bytes (by `Content-Length`, then while reading). */
async function readBody(request: Request, limit: number): Promise<string> {
  const tooLarge = () => new ThreadStoreError(413, "too_large", `The body is larger than ${limit} bytes.`);
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (declared > limit) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) all.set(c, (at += c.byteLength) - c.byteLength);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(all);
  } catch {
    throw new ThreadStoreError(400, "invalid_json", "The body is not UTF-8 JSON.");
  }
}

/**
 * The thread store behind `serverStorage({ url })` (docs/architecture.md §22). Routes under `basePath`:
 * - `GET <base>/rui-thread:<id>` → `200` the stored JSON byte-for-byte, `ETag: "<revision>"`; `404` when absent
 *   (or another user's);
 * - `PUT <base>/rui-thread:<id>` (`Content-Type: application/json`) with `If-Match: "<revision>"` (or
 *   `If-None-Match: *` to create) → `200 { revision }` + `ETag`, or `412 revision_mismatch` when another save
 *   came first (one conditional statement: exactly one of two concurrent saves wins);
 * - `DELETE <base>/rui-thread:<id>` → `204` (`404` when absent);
 * - `PATCH <base>/rui-thread:<id>` `{ "title": "…" }` → `204`: renames it in the list (the value is untouched);
 * - `GET` / `PUT` / `DELETE <base>/rui-page:<id>:<partId>` → a part of a long thread (§26: pages of older turns,
 *   written before the head that lists them); a head listing a part that is not stored is `409 missing_parts`, and
 *   the parts a saved head no longer lists are deleted with that save;
 * - `GET <base>/rui-threads` → the thread list as core's session reads it (derived from the rows: the newest
 *   `listLimit`); `PUT` of it → `204` and ignored (the store keeps the list, so devices never race on it);
 * - `GET <base>?limit=&cursor=` → `{ threads: [{ threadId, title, updatedAt, messageCount, running, revision }],
 *   nextCursor? }`, a page of the user's threads, newest first.
 * Values are opaque: only the envelope is checked (schema, version, thread id, size). Errors: see
 * {@link ThreadStoreError}.
 *
 * @example
 * // app/api/threads/[[...key]]/route.ts (Next.js)
 * const server = createThreadServer({ backend: sqliteBackend({ filename: ".data/threads.db" }), authorize: (req) => userIdFromCookie(req) });
 * const handle = (request: Request) => server.fetch(request);
 * export { handle as GET, handle as PUT, handle as PATCH, handle as DELETE };
 */
export function createThreadServer(options: ThreadServerOptions): ThreadServer {
  const base = (options.basePath ?? "/api/threads").replace(/\/+$/, "");
  const maxBody = options.maxBodyBytes ?? 8 * 1024 * 1024;
  const maxVersion = options.maxVersion ?? STORED_THREAD_VERSION;
  const listLimit = options.listLimit ?? 50;
  const { backend } = options;

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
    const userId = await options.authorize(request);
    if (typeof userId !== "string" || userId === "" || userId.length > 200) return fail(new ThreadStoreError(401, "unauthorized", "Sign in to keep conversations."));
    const method = request.method.toUpperCase();

    if (key === "") {
      if (method !== "GET") throw new ThreadStoreError(405, "method_not_allowed", "The thread collection answers GET only.");
      const limit = Math.min(Math.max(Number(url.searchParams.get("limit") ?? 20) || 20, 1), 200);
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
        return json(200, { schema: "reasoning-ui.threads", version: 1, threads }, { "Reasoning-UI-Thread-List": "server" });
      }
      if (method === "PUT") {
        await request.body?.cancel();
        return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
      }
      throw new ThreadStoreError(405, "method_not_allowed", "The thread list answers GET and PUT only.");
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
        const type = request.headers.get("content-type") ?? "";
        if (!/^application\/json\s*(;|$)/i.test(type)) throw new ThreadStoreError(415, "unsupported_media_type", "A save is Content-Type: application/json.");
        const expected = expectedRevision(request.headers.get("if-match"), request.headers.get("if-none-match"));
        const text = await readBody(request, maxBody);
        const meta = checkEnvelope(text, threadId, maxVersion, Date.now());
        const result = await backend.put(userId, key, text, meta, expected);
        if (!result.ok && result.missingParts)
          return fail(new ThreadStoreError(409, "missing_parts", "The thread lists parts that are not stored (write its parts first, then the thread)."));
        if (!result.ok)
          return fail(
            new ThreadStoreError(412, "revision_mismatch", "This thread was saved by another tab or device since this one loaded it."),
            result.current === undefined ? {} : { ETag: etag(result.current) },
          );
        return json(200, { revision: result.revision }, { ETag: etag(result.revision) });
      }
      case "DELETE": {
        const existed = await backend.remove(userId, key);
        return existed ? new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } }) : fail(new ThreadStoreError(404, "not_found", "No such thread."));
      }
      case "PATCH": {
        const text = await readBody(request, 4096);
        let title: unknown;
        try {
          title = (JSON.parse(text) as { title?: unknown }).title;
        } catch {
          throw new ThreadStoreError(400, "invalid_json", "The body is not JSON.");
        }
        if (typeof title !== "string") throw new ThreadStoreError(400, "invalid_request", "A rename is { \"title\": string }.");
        const found = await backend.rename(userId, key, title.replace(/\s+/g, " ").trim().slice(0, 200));
        return found ? new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } }) : fail(new ThreadStoreError(404, "not_found", "No such thread."));
      }
      default:
        throw new ThreadStoreError(405, "method_not_allowed", "A thread answers GET, PUT, PATCH and DELETE.");
    }
  }

  /**
   * A part of a long thread (§26), `rui-page:<threadId>:<partId>`: `GET` its text byte-for-byte, `PUT` it (before
   * the head that lists it; `204`), `DELETE` it. Scoped to the user as threads are.
   */
  async function handlePart(userId: string, rawKey: string, method: string, request: Request): Promise<Response> {
    const { key, threadId, partId } = partOf(rawKey);
    if (!backend.getPart || !backend.putPart || !backend.removePart) throw new ThreadStoreError(501, "parts_unsupported", "This store's backend keeps no thread parts (long threads in pages).");
    const none = () => new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    switch (method) {
      case "GET": {
        const value = await backend.getPart(userId, key, partId);
        return value === undefined ? fail(new ThreadStoreError(404, "not_found", "No such part.")) : new Response(value, { status: 200, headers: headers() });
      }
      case "PUT": {
        const type = request.headers.get("content-type") ?? "";
        if (!/^application\/json\s*(;|$)/i.test(type)) throw new ThreadStoreError(415, "unsupported_media_type", "A save is Content-Type: application/json.");
        const text = await readBody(request, maxBody);
        checkPart(text, threadId);
        await backend.putPart(userId, key, partId, text);
        return none();
      }
      case "DELETE":
        return (await backend.removePart(userId, key, partId)) ? none() : fail(new ThreadStoreError(404, "not_found", "No such part."));
      default:
        throw new ThreadStoreError(405, "method_not_allowed", "A part answers GET, PUT and DELETE.");
    }
  }

  const fetch = async (request: Request): Promise<Response> => {
    try {
      return await handle(request);
    } catch (err) {
      if (err instanceof ThreadStoreError) return fail(err);
      options.onError?.(err);
      return fail(new ThreadStoreError(503, "store_unavailable", "The conversation store is unavailable; try again shortly."), { "Retry-After": "2" });
    }
  };

  const node = (req: IncomingMessage, res: ServerResponse): void => {
    const url = `http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`;
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const forwarded = Object.entries(req.headers).filter(([name, value]) => value !== undefined && !["content-length", "transfer-encoding", "connection"].includes(name));
    const init: RequestInit = { method: req.method ?? "GET", headers: forwarded.map(([name, value]): [string, string] => [name, Array.isArray(value) ? value.join(", ") : value!]) };
    const chunks: Uint8Array[] = [];
    let size = 0;
    // At most `maxBody + 1` bytes are kept (enough for `413 too_large`); the rest is read and dropped, so the
    // answer can still be written on the connection. No `node:` import: the module also loads in edge runtimes.
    req.on("data", (chunk: Uint8Array) => {
      if (size <= maxBody) chunks.push(chunk);
      size += chunk.byteLength;
    });
    req.once("error", () => res.writeHead(400).end());
    req.once("end", () => {
      if (hasBody) {
        const all = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
        let at = 0;
        for (const c of chunks) all.set(c, (at += c.byteLength) - c.byteLength);
        init.body = all;
      }
      void fetch(new Request(url, init)).then(
        async (response) => {
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(response.body ? new Uint8Array(await response.arrayBuffer()) : undefined);
        },
        () => res.writeHead(500).end(),
      );
    });
  };

  return { fetch, node };
}
