/**
 * `@reasoning-ui/core/storage`: where a session persists threads (docs/architecture.md, "Persistence") — `browserStorage`
 * (IndexedDB through idb-keyval, falling back to localStorage, then memory), each backend on its own, and
 * `serverStorage` for the app's own endpoint; `threadStorage(backend)` for your own `{ load, save, remove }`.
 * Each carries the persistence engine (restore, coalesced saves, the stored schema with validation and migration,
 * the thread list, two-tab conflict detection), so apps that persist nothing ship none of it.
 */
export { browserStorage } from "./browserStorage";
export { indexedDbStorage, type IndexedDbStorageOptions } from "./indexedDbStorage";
export { localStorageStorage, type LocalStorageOptions } from "./localStorageStorage";
export { memoryStorage } from "./memoryStorage";
export { serverStorage, type ServerStorageOptions } from "./serverStorage";
export { serverThreadList, type ServerThread, type ServerThreadList, type ServerThreadPage } from "./serverThreadList";
export { threadStorage } from "./threadStorage";
export { parseStoredThread, toStoredThread, STORED_THREAD_VERSION, STORED_THREAD_SCHEMA, type StoredThread, type StoredThreadLimits, type ParsedThread } from "./schema";
export { PERSISTENCE_DEFAULTS } from "./persistence";
export type { ThreadStorage, ThreadStorageBackend } from "../session/types";
// The plumbing between a storage and the session (what a custom persistence engine implements).
export { PERSISTENCE_ENGINE } from "../session/engine";
export type { PersistenceEngine, SessionPersistence } from "../session/types";
