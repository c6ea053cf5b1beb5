import { createStore, del, get, set, type UseStore } from "idb-keyval";
import type { ThreadStorage } from "../session/types";
import { threadStorage } from "./threadStorage";

/** Options of {@link indexedDbStorage}. */
export interface IndexedDbStorageOptions {
  /** Database name. Default `"reasoning-ui"`. */
  dbName?: string;
  /** Object store name. Default `"threads"`. */
  storeName?: string;
}

/**
 * A {@link ThreadStorage} on IndexedDB through `idb-keyval` (values stored as structured clones, off the
 * `localStorage` quota). The database is opened on first use, never at creation (SSR-safe). Rejects where
 * IndexedDB is missing or blocked (the session reports it; `browserStorage` falls back instead).
 *
 * @example
 * const session = createAgentSession({ url: "/api/agent", storage: indexedDbStorage({ dbName: "my-app" }) });
 */
export function indexedDbStorage(options: IndexedDbStorageOptions = {}): ThreadStorage {
  let db: UseStore | undefined;
  const store = () => {
    if (typeof indexedDB === "undefined") throw Object.assign(new Error("IndexedDB is not available"), { name: "StorageUnavailableError" });
    return (db ??= createStore(options.dbName ?? "reasoning-ui", options.storeName ?? "threads"));
  };
  return threadStorage({
    load: async (key) => get(key, store()),
    save: async (key, value) => set(key, value, store()),
    remove: async (key) => del(key, store()),
  });
}
