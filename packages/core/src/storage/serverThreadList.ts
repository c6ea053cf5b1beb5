import { threadKey } from "../protocol/threadStore";
import type { ServerStorageOptions } from "./serverStorage";

/** One thread of the signed-in user's list on the thread server (`@reasoning-ui/server`), newest first. */
export interface ServerThread {
  threadId: string;
  /** The thread's title (its first user message, or a rename). */
  title: string;
  /** ms since epoch (server clock) of the last save. */
  updatedAt: number;
  /** Messages on the active branch when last saved. */
  messageCount: number;
  /** The last save was made while a run was streaming (the thread may still be answering on another device). */
  running: boolean;
  /** The stored revision (1 on creation, +1 per save). */
  revision: number;
}

/** One page of {@link ServerThreadList.page}: `nextCursor` absent on the last page. */
export interface ServerThreadPage {
  threads: ServerThread[];
  nextCursor?: string | undefined;
}

/** The user's thread list on the thread server, paged, with rename and delete. */
export interface ServerThreadList {
  /** `GET {url}?limit=&cursor=`: a page of threads, newest first (`cursor` from the previous page). Rejects on an HTTP error. */
  page(cursor?: string, limit?: number): Promise<ServerThreadPage>;
  /** `PATCH {url}/rui-thread:{id}` `{ title }`: the list shows `title` on every device at its next load. */
  rename(threadId: string, title: string): Promise<void>;
  /** `DELETE {url}/rui-thread:{id}` (`404` counts as done). */
  remove(threadId: string): Promise<void>;
}

/**
 * The thread list of `serverStorage`'s server, across devices (docs/architecture.md, "Hosting layer and servers"): the same `url`, `headers`
 * and `fetch` options. Errors reject with an `Error` whose `name` is `HttpError` and `status` the answer's.
 *
 * @example
 * const list = serverThreadList({ url: "/api/threads" });
 * const { threads, nextCursor } = await list.page();
 */
export function serverThreadList(options: ServerStorageOptions): ServerThreadList {
  const base = options.url.replace(/\/$/, "");
  const call = async (method: string, path: string, body?: unknown): Promise<Response> => {
    const extra = typeof options.headers === "function" ? options.headers() : options.headers;
    const headers: Record<string, string> = { Accept: "application/json", ...extra };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    const res = await (options.fetch ?? globalThis.fetch)(`${base}${path}`, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
    if (!res.ok && !(method === "DELETE" && res.status === 404)) throw Object.assign(new Error(`The thread server answered HTTP ${res.status} to ${method}`), { name: "HttpError", status: res.status });
    return res;
  };
  return {
    async page(cursor, limit = 20) {
      const query = new URLSearchParams({ limit: String(limit), ...(cursor !== undefined && { cursor }) });
      const body = (await (await call("GET", `?${query}`)).json()) as { threads?: unknown; nextCursor?: unknown };
      const threads = Array.isArray(body.threads) ? (body.threads as ServerThread[]).filter((t) => t && typeof t.threadId === "string") : [];
      return { threads, ...(typeof body.nextCursor === "string" && { nextCursor: body.nextCursor }) };
    },
    async rename(threadId, title) {
      await call("PATCH", `/${encodeURIComponent(threadKey(threadId))}`, { title });
    },
    async remove(threadId) {
      await call("DELETE", `/${encodeURIComponent(threadKey(threadId))}`);
    },
  };
}
