import type { ThreadStorage } from "../session/types";
import { threadStorage } from "./threadStorage";

/** Options of {@link serverStorage}. */
export interface ServerStorageOptions {
  /** The app's own endpoint, e.g. `"/api/threads"`: keys are appended as one URL-encoded path segment. */
  url: string;
  /** Extra request headers (e.g. authorization), read at each request when a function. */
  headers?: Record<string, string> | (() => Record<string, string>);
  /** A `fetch` implementation (default `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch;
}

/**
 * A {@link ThreadStorage} on the app's own server, with `fetch`:
 * - `GET {url}/{key}` → `200` with the JSON value, or `404` (nothing saved);
 * - `PUT {url}/{key}` with the JSON value (`Content-Type: application/json`) → any 2xx;
 * - `DELETE {url}/{key}` → any 2xx or `404`.
 * Any other status rejects with an `Error` whose `name` is `HttpError` (`413` / `507`: `QuotaExceededError`),
 * which the session reports as a `StorageError`. The server must treat values as opaque JSON (they carry
 * `encryptedValue`s, which it must store byte-for-byte) and should scope keys to the signed-in user.
 *
 * @example
 * const storage = serverStorage({ url: "/api/threads", headers: () => ({ Authorization: `Bearer ${token}` }) });
 * const agent = useAgentRun({ url: "/api/agent", storage });
 */
export function serverStorage(options: ServerStorageOptions): ThreadStorage {
  const call = async (method: string, key: string, body?: unknown): Promise<Response> => {
    const f = options.fetch ?? globalThis.fetch;
    const extra = typeof options.headers === "function" ? options.headers() : options.headers;
    const headers: Record<string, string> = { Accept: "application/json", ...extra };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const res = await f(`${options.url.replace(/\/$/, "")}/${encodeURIComponent(key)}`, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
    if (res.ok || (res.status === 404 && method !== "PUT")) return res;
    const name = res.status === 413 || res.status === 507 ? "QuotaExceededError" : "HttpError";
    throw Object.assign(new Error(`The thread server answered HTTP ${res.status} to ${method}`), { name, status: res.status });
  };
  return threadStorage({
    async load(key) {
      const res = await call("GET", key);
      if (res.status === 404) return undefined;
      const text = await res.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text; // fails validation as `corrupt`
      }
    },
    async save(key, value) {
      await call("PUT", key, value);
    },
    async remove(key) {
      await call("DELETE", key);
    },
  });
}
