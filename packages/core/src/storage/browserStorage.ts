import type { ThreadStorage, ThreadStorageBackend } from "../session/types";
import { threadStorage } from "./threadStorage";
import { indexedDbStorage, type IndexedDbStorageOptions } from "./indexedDbStorage";
import { localStorageStorage } from "./localStorageStorage";
import { memoryStorage } from "./memoryStorage";

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
      if (typeof indexedDB !== "undefined") {
        const idb = indexedDbStorage(options);
        try {
          await idb.load("rui-probe"); // opens the database: fails where IndexedDB is blocked
          return { kind: "indexeddb" as const, storage: idb };
        } catch {
          /* fall back */
        }
      }
      try {
        const ls = globalThis.localStorage;
        if (ls) {
          ls.setItem("reasoning-ui:probe", "1");
          ls.removeItem("reasoning-ui:probe");
          return { kind: "localstorage" as const, storage: localStorageStorage() };
        }
      } catch {
        /* fall back */
      }
      return { kind: "memory" as const, storage: memoryStorage() };
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
