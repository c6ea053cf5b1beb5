/**
 * `@reasoning-ui/core/storage`: where a session persists threads (docs/architecture.md §15) — `browserStorage`
 * (IndexedDB through idb-keyval, falling back to localStorage, then memory), each backend on its own, and
 * `serverStorage` for the app's own endpoint. Any object with `load / save / remove` is a `ThreadStorage`.
 */
export { browserStorage } from "./browserStorage";
export { indexedDbStorage, type IndexedDbStorageOptions } from "./indexedDbStorage";
export { localStorageStorage, type LocalStorageOptions } from "./localStorageStorage";
export { memoryStorage } from "./memoryStorage";
export { serverStorage, type ServerStorageOptions } from "./serverStorage";
export type { ThreadStorage } from "../session/types";
