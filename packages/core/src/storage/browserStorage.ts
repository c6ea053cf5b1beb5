import type { ThreadStorage, ThreadStorageBackend } from "./types";
import { threadStorage } from "./threadStorage";
import type { IndexedDbStorageOptions } from "./indexedDbStorage";
import { ThreadStorageError } from "./threadStorageError";

/**
 * The default browser {@link ThreadStorage}: IndexedDB (`indexedDbStorage`, through `idb-keyval`), falling back
 * to `localStorage` where IndexedDB is missing or cannot be opened (some private modes), then to memory (Node,
 * SSR, storage blocked: the thread lasts until the page closes). The choice is made on first use, never at
 * creation, so it is safe to create at module level in server-rendered code.
 *
 * @example
 * const storage = browserStorage(); // module level: nothing is opened until the session connects
 * function Chat() {
 *   const agent = useAgentRun({ url: "/api/agent", storage });
 * }
 */
export function browserStorage(options: IndexedDbStorageOptions = {}): ThreadStorage & { kind(): "indexeddb" | "localstorage" | "memory" | undefined } {
  let chosen: Promise<{ kind: "indexeddb" | "localstorage" | "memory"; storage: ThreadStorageBackend }> | undefined;
  let kind: "indexeddb" | "localstorage" | "memory" | undefined;
  const pick = () =>
    (chosen ??= (async () => {
      try {
        return await (await import("./browserBackend")).chooseBrowserBackend(options);
      } catch {
        // Its code could not be loaded (a chunk lost to a deploy, the network down): the storage is unavailable (the
        // session's notice says so); the next call tries again.
        chosen = undefined;
        throw new ThreadStorageError("unavailable", "The browser storage's code could not be loaded.");
      }
    })().then((c) => ((kind = c.kind), c)));
  return threadStorage({
    kind: () => kind,
    // IndexedDB or localStorage outlive the page (until the choice is made, assume they will be chosen).
    get notesUnsaved() {
      return kind !== "memory";
    },
    load: async (key) => (await pick()).storage.load(key),
    save: async (key, value) => (await pick()).storage.save(key, value),
    remove: async (key) => (await pick()).storage.remove(key),
    // IndexedDB's atomic save when it was chosen; elsewhere separate reads and writes (the engine's fallback).
    commit: async (indexKey, plan) => {
      const { storage } = await pick();
      if (storage.commit) return storage.commit(indexKey, plan);
      const p = plan(await storage.load(indexKey));
      if (!p) return;
      for (const [key, value] of p.writes) await storage.save(key, value);
      for (const key of p.remove) await storage.remove(key);
    },
  });
}
