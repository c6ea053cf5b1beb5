import type { ThreadStorageBackend } from "../session/types";
import { indexedDbStorage, type IndexedDbStorageOptions } from "./indexedDbStorage";
import { localStorageStorage } from "./localStorageStorage";
import { memoryStorage } from "./memoryStorage";

/**
 * `browserStorage`'s choice of backend (IndexedDB, else localStorage, else memory), loaded with the backends on the
 * storage's first use (docs/architecture.md, "Budgets and benchmarks"): the page's first load carries neither them nor idb-keyval.
 */
export async function chooseBrowserBackend(options: IndexedDbStorageOptions): Promise<{ kind: "indexeddb" | "localstorage" | "memory"; storage: ThreadStorageBackend }> {
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
}
