import { createStore, del, get, promisifyRequest, set, type UseStore } from "idb-keyval";
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
 * `localStorage` quota). A save checks the thread's revision and writes the thread and the list in one
 * transaction (two tabs saving at the same moment: exactly one wins). The database is opened on first use, never at creation (SSR-safe). Rejects where
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
    notesUnsaved: true,
    load: async (key) => get(key, store()),
    save: async (key, value) => set(key, value, store()),
    remove: async (key) => del(key, store()),
    // The revision check and the writes in one readwrite transaction: another tab's save waits for it, or it for theirs.
    commit: (indexKey, plan) =>
      store()("readwrite", (os) => {
        const read = os.get(indexKey);
        return new Promise<void>((resolve, reject) => {
          read.onsuccess = () => {
            try {
              const p = plan(read.result);
              if (p) {
                for (const [key, value] of p.writes) os.put(value, key);
                for (const key of p.remove) os.delete(key);
              }
              resolve(promisifyRequest(os.transaction) as Promise<unknown> as Promise<void>);
            } catch (err) {
              os.transaction.abort();
              reject(err);
            }
          };
          read.onerror = () => reject(read.error);
        });
      }),
  });
}
