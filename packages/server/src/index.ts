/**
 * `@reasoning-ui/server`: the thread store behind `@reasoning-ui/core`'s `serverStorage({ url })`
 * (docs/architecture.md, "Hosting layer and servers") — a request handler for Web `Request`/`Response` and Node `http`, atomic revisions
 * (`If-Match` → `412`), keys scoped to the user your `authorize` hook returns, values kept opaque. Backends:
 * `@reasoning-ui/server/sqlite` (the embedded default), `@reasoning-ui/server/postgres`, or your own
 * {@link ThreadStoreBackend}.
 */
export { createThreadServer, type ThreadServer, type ThreadServerOptions } from "./handler";
export { ThreadStoreError } from "./errors";
export { LIST_KEY, THREAD_PREFIX } from "./validate";
export type { ThreadStoreQuota } from "./handler";
export type { PartWriteResult, StoreUsage, PutResult, StoredValue, ThreadListItem, ThreadMeta, ThreadStoreBackend } from "./types";
