import { createStore, get, promisifyRequest, type UseStore } from "idb-keyval";
import type { ThreadStorage } from "./types";
import { threadStorage } from "./threadStorage";
import { externalizeBlobs, internalizeBlobs, threadIdOfKey, type KnownBlobs } from "./attachmentBlobs";
import { attachmentBlobPrefix } from "../protocol/contentParts";
import { ThreadStorageError } from "./threadStorageError";

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
 * Attachments: an inline part of 48 KiB or more is kept beside its thread as a `Blob` under
 * `rui-blob:<threadId>:<id>`, written in the same transaction as the thread (so a full quota fails the whole save,
 * reported as `quota_exceeded` like any other) and removed with the thread; loading puts the bytes back, the
 * base64 value byte for byte (`storage/attachmentBlobs.ts`).
 *
 * @example
 * const session = createAgentSession({ url: "/api/agent", storage: indexedDbStorage({ dbName: "my-app" }) });
 */
export function indexedDbStorage(options: IndexedDbStorageOptions = {}): ThreadStorage {
  let db: UseStore | undefined;
  const store = () => {
    if (typeof indexedDB === "undefined") throw new ThreadStorageError("unavailable", "IndexedDB is not available");
    return (db ??= createStore(options.dbName ?? "reasoning-ui", options.storeName ?? "threads"));
  };
  const known: KnownBlobs = new WeakMap();
  /** The stored form of a write (thread heads and pages carry their large inline parts beside them). */
  const externalize = (key: string, value: unknown) => {
    const threadId = threadIdOfKey(key);
    return threadId === undefined ? { value, blobs: [], remember: () => {} } : externalizeBlobs(threadId, value, known);
  };
  /** Removing a thread's head removes its attachment blobs too (every key under its prefix). */
  const removeWithBlobs = (os: IDBObjectStore, key: string) => {
    os.delete(key);
    if (key.startsWith("rui-thread:") && typeof IDBKeyRange !== "undefined") {
      const prefix = attachmentBlobPrefix(key.slice("rui-thread:".length));
      os.delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
    }
  };
  return threadStorage({
    notesUnsaved: true,
    load: async (key) => {
      const value = await get(key, store());
      return threadIdOfKey(key) === undefined ? value : internalizeBlobs(value, (k) => get(k, store()), known);
    },
    save: async (key, value) => {
      const out = externalize(key, value);
      await store()("readwrite", (os) => {
        for (const [k, blob] of out.blobs) os.put(blob, k);
        os.put(out.value, key);
        return promisifyRequest(os.transaction) as Promise<unknown>;
      });
      out.remember();
    },
    remove: async (key) =>
      store()("readwrite", (os) => {
        removeWithBlobs(os, key);
        return promisifyRequest(os.transaction) as Promise<unknown> as Promise<void>;
      }),
    // The revision check and the writes in one readwrite transaction: another tab's save waits for it, or it for theirs.
    commit: (indexKey, plan) =>
      store()("readwrite", (os) => {
        const read = os.get(indexKey);
        return new Promise<void>((resolve, reject) => {
          read.onsuccess = () => {
            try {
              const p = plan(read.result);
              const remembered: Array<() => void> = [];
              if (p) {
                for (const [key, value] of p.writes) {
                  const out = externalize(key, value);
                  for (const [k, blob] of out.blobs) os.put(blob, k);
                  os.put(out.value, key);
                  remembered.push(out.remember);
                }
                for (const key of p.remove) removeWithBlobs(os, key);
              }
              resolve((promisifyRequest(os.transaction) as Promise<unknown>).then(() => remembered.forEach((r) => r())) as Promise<void>);
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
