import type { ThreadStorage } from "./types";
import { threadStorage } from "./threadStorage";
import { ThreadStorageError } from "./threadStorageError";

/** Options of {@link localStorageStorage}. */
export interface LocalStorageOptions {
  /** Prefix of every key. Default `"reasoning-ui:"`. */
  prefix?: string;
  /** The `Storage` to use (default `globalThis.localStorage`). */
  storage?: Storage;
}

/**
 * A {@link ThreadStorage} on `localStorage` (JSON, synchronous, ~5 MB per origin): `browserStorage`'s fallback
 * where IndexedDB is missing. A full quota rejects with the browser's `QuotaExceededError` (reported by the
 * session as `quota_exceeded`); a value that is not JSON loads as the raw string (then fails validation as
 * `corrupt`, never throwing).
 *
 * @example
 * const session = createAgentSession({ url: "/api/agent", storage: localStorageStorage() });
 */
export function localStorageStorage(options: LocalStorageOptions = {}): ThreadStorage {
  const prefix = options.prefix ?? "reasoning-ui:";
  const ls = () => {
    const s = options.storage ?? globalThis.localStorage;
    if (!s) throw new ThreadStorageError("unavailable", "localStorage is not available");
    return s;
  };
  return threadStorage({
    notesUnsaved: true,
    async load(key) {
      const raw = ls().getItem(prefix + key);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return raw;
      }
    },
    async save(key, value) {
      ls().setItem(prefix + key, JSON.stringify(value));
    },
    async remove(key) {
      ls().removeItem(prefix + key);
    },
  });
}
