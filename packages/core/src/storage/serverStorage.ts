import { readErrorBody } from "../protocol/errorBody";
import { PART_KEY_PREFIX, THREAD_KEY_PREFIX, THREAD_LIST_HEADER, THREAD_LIST_HEADER_VALUE, parsePartKey, threadKey } from "../protocol/threadStore";
import type { ThreadStorage } from "./types";
import { threadStorage } from "./threadStorage";
import { ThreadStorageError } from "./threadStorageError";

/** Options of {@link serverStorage}. */
export interface ServerStorageOptions {
  /** The app's own endpoint, e.g. `"/api/threads"`: keys are appended as one URL-encoded path segment. */
  url: string;
  /** Extra request headers (e.g. authorization), read at each request when a function. */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** A `fetch` implementation (default `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch;
}

const THREAD = THREAD_KEY_PREFIX;

/** The thread key a part key belongs to (`rui-page:<id>:<part>` → `rui-thread:<id>`), else `undefined`. */
const headOf = (key: string): string | undefined => {
  if (!key.startsWith(PART_KEY_PREFIX)) return undefined;
  const part = parsePartKey(key);
  return part && threadKey(part.threadId);
};

/**
 * A {@link ThreadStorage} on the app's own server, with `fetch` — `@reasoning-ui/server`'s `createThreadServer`
 * serves it (SQLite or PostgreSQL), or your own route:
 * - `GET {url}/{key}` → `200` with the JSON value (and an `ETag`), or `404` (nothing saved);
 * - `PUT {url}/{key}` with the JSON value (`Content-Type: application/json`) → any 2xx (and the new `ETag`). A
 *   thread's save carries the revision it was based on — `If-Match: <the ETag it loaded or last saved>`, or
 *   `If-None-Match: *` for a thread it never saw — so a server that honours them accepts only a save on the
 *   current revision and answers `412` (or `409`) otherwise: the session reports a `conflict` and keeps what was
 *   written here (docs/architecture.md, "Hosting layer and servers");
 * - `DELETE {url}/{key}` → any 2xx or `404`.
 * A part of a long thread (`rui-page:<id>:<part>`) is written and deleted with `If-Match: <its thread's ETag>` when
 * this storage knows it: a server that honours it (`@reasoning-ui/server`) refuses to replace or delete a part the
 * committed head lists on the word of a writer that has not seen that head (`412`).
 * Any other status rejects with a `ThreadStorageError` whose `code` is `http_error` (`413` / `507`, and `429` with
 * the code `thread_quota_exceeded`: `quota_exceeded`; `412` / `409`: `conflict`; `503`: `service_unavailable`,
 * retried by the session until the server is back; `status` is the answer's, `name` the former `HttpError`,
 * `QuotaExceededError`, `ConflictError`, `ServiceUnavailableError`),
 * which the session reports as a `StorageError`. The server must treat values as opaque JSON (they carry
 * `encryptedValue`s, which it must store byte-for-byte) and should scope keys to the signed-in user. A server
 * that keeps the thread list itself says so with `Reasoning-UI-Thread-List: server` on `GET {url}/rui-threads`.
 *
 * @example
 * const storage = serverStorage({ url: "/api/threads", headers: () => ({ Authorization: `Bearer ${token}` }) });
 * const agent = useAgentRun({ url: "/api/agent", storage });
 */
export function serverStorage(options: ServerStorageOptions): ThreadStorage & { readonly keepsThreadList: boolean } {
  /** The ETag of each thread key as last loaded or saved here (`null`: known to be absent). */
  const etags = new Map<string, string | null>();
  let keepsList = false;
  const call = async (method: string, key: string, body?: unknown): Promise<Response> => {
    const f = options.fetch ?? globalThis.fetch;
    const extra = typeof options.headers === "function" ? options.headers() : options.headers;
    const headers: Record<string, string> = { Accept: "application/json", ...extra };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (method === "PUT" && key.startsWith(THREAD)) {
      const etag = etags.get(key);
      if (etag) headers["If-Match"] = etag;
      else headers["If-None-Match"] = "*";
    }
    const head = method !== "GET" ? headOf(key) : undefined;
    const headTag = head === undefined ? undefined : etags.get(head);
    if (headTag) headers["If-Match"] = headTag;
    const res = await f(`${options.url.replace(/\/$/, "")}/${encodeURIComponent(key)}`, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
    if (res.ok || (res.status === 404 && method !== "PUT")) return res;
    // a 429 is a quota only when the store says so (`thread_quota_exceeded`); otherwise it is rate limiting
    const quota = res.status === 429 && readErrorBody(await res.json().catch(() => undefined)).code === "thread_quota_exceeded";
    const code =
      res.status === 413 || res.status === 507 || quota
        ? "quota_exceeded"
        : res.status === 409 || res.status === 412
          ? "conflict"
          : res.status === 503
            ? "service_unavailable"
            : "http_error";
    throw new ThreadStorageError(code, `The thread server answered HTTP ${res.status} to ${method}`, { status: res.status });
  };
  return threadStorage({
    get keepsThreadList() {
      return keepsList;
    },
    async load(key) {
      const res = await call("GET", key);
      if (key.startsWith(THREAD)) etags.set(key, res.status === 404 ? null : res.headers.get("ETag"));
      else if (res.headers.get(THREAD_LIST_HEADER) === THREAD_LIST_HEADER_VALUE) keepsList = true;
      if (res.status === 404) return undefined;
      const text = await res.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text; // fails validation as `corrupt`
      }
    },
    async save(key, value) {
      const res = await call("PUT", key, value);
      if (key.startsWith(THREAD)) etags.set(key, res.headers.get("ETag"));
    },
    async remove(key) {
      await call("DELETE", key);
      etags.set(key, null);
    },
  });
}
