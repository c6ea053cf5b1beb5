/**
 * The thread store's wire (docs/architecture.md, "Hosting layer and servers" and "Persistence"): the storage keys core's storages write and
 * `@reasoning-ui/server` serves, the route, the headers and the limits — written once here, imported by core's
 * `serverStorage`, the server's request validation and the tests.
 *
 * - `rui-thread:<threadId>` — one thread (its head when paged); revisions as `ETag: "<n>"`, saves `If-Match`;
 * - `rui-page:<threadId>:<partId>` — one part of a long thread (a page of older turns, or the variants);
 *   a part its committed head lists is replaced / deleted only with `If-Match: "<head revision>"`;
 * - `rui-threads` — the thread list (derived by the server; `Reasoning-UI-Thread-List: server` says so).
 */

/** Default path the thread store is mounted at (`serverStorage({ url })`). */
export const THREAD_STORE_PATH = "/api/threads";
/** Key of the thread list. */
export const THREAD_LIST_KEY = "rui-threads";
/** Prefix of a thread's key. */
export const THREAD_KEY_PREFIX = "rui-thread:";
/** Prefix of a part's key. */
export const PART_KEY_PREFIX = "rui-page:";
/** A thread id: 1–200 of `A–Z a–z 0–9 . _ : ~ -` (generated ids, UUIDs, an agent's own ids). */
export const THREAD_ID_PATTERN = /^[A-Za-z0-9._:~-]{1,200}$/;
/** A part id: 1–64 of `A–Z a–z 0–9 _ -`. */
export const PART_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** Parts one head may list. */
export const MAX_THREAD_PARTS = 5_000;
/** Default largest body of a save, bytes (8 MiB; a 300-turn thread with reasoning is ~1.5 MB). */
export const THREAD_STORE_MAX_BODY_BYTES = 8 * 1024 * 1024;
/** Largest body of a rename (`PATCH … { title }`), bytes. */
export const THREAD_RENAME_MAX_BODY_BYTES = 4096;
/** Header on `GET <base>/rui-threads` saying the server keeps the list (value {@link THREAD_LIST_HEADER_VALUE}). */
export const THREAD_LIST_HEADER = "Reasoning-UI-Thread-List";
/** Value of {@link THREAD_LIST_HEADER}. */
export const THREAD_LIST_HEADER_VALUE = "server";
/** Paging of `GET <base>?limit=&cursor=`: default and largest `limit`, longest `cursor` (characters). */
export const THREAD_PAGE_LIMITS = { defaultLimit: 20, maxLimit: 200, maxCursorLength: 300 } as const;

/** Key of one thread: `rui-thread:<threadId>`. */
export const threadKey = (threadId: string): string => `${THREAD_KEY_PREFIX}${threadId}`;
/** Key of one part of a thread: `rui-page:<threadId>:<partId>`. */
export const partKey = (threadId: string, partId: string): string => `${PART_KEY_PREFIX}${threadId}:${partId}`;

/** The thread id of a thread key, or `undefined` when it is not `rui-thread:<valid id>`. */
export function parseThreadKey(key: string): string | undefined {
  if (!key.startsWith(THREAD_KEY_PREFIX)) return undefined;
  const id = key.slice(THREAD_KEY_PREFIX.length);
  return THREAD_ID_PATTERN.test(id) ? id : undefined;
}

/** The thread and part ids of a part key (the part id is after the last `:`), or `undefined`. */
export function parsePartKey(key: string): { threadId: string; partId: string } | undefined {
  if (!key.startsWith(PART_KEY_PREFIX)) return undefined;
  const rest = key.slice(PART_KEY_PREFIX.length);
  const at = rest.lastIndexOf(":");
  if (at < 0) return undefined;
  const threadId = rest.slice(0, at);
  const partId = rest.slice(at + 1);
  return THREAD_ID_PATTERN.test(threadId) && PART_ID_PATTERN.test(partId) ? { threadId, partId } : undefined;
}

/** The `ETag` of a revision: `"<n>"`. */
export const revisionETag = (revision: number): string => `"${revision}"`;

/** The revision of an `ETag` / `If-Match` value (`"3"`, `W/"3"`), or `undefined` when it is not one revision. */
export function parseRevisionETag(value: string): number | undefined {
  const m = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(value);
  return m ? Number(m[1]) : undefined;
}
