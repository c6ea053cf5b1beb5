import { PERSISTENCE_ENGINE } from "../session/engine";
import type { ThreadStorage, ThreadStorageBackend } from "./types";
import { lazyPersistenceEngine as engine } from "./lazyEngine";

/**
 * Makes a {@link ThreadStorage} of your own backend (any object with `load / save / remove`, async allowed — a
 * database, a native bridge, a test double): the backend plus the persistence engine (restore, coalesced saves,
 * schema validation and migration, thread list, two-tab conflict detection). The kit's adapters are built with it.
 * The backend's methods are called with their `this`; their errors are reported as `StorageError`s.
 *
 * @example
 * const storage = threadStorage({
 *   load: (key) => db.get(key),
 *   save: (key, value) => db.put(key, value),
 *   remove: (key) => db.delete(key),
 * });
 * const session = createAgentSession({ url: "/api/agent", storage });
 */
export function threadStorage<T extends ThreadStorageBackend>(backend: T): T & ThreadStorage {
  return Object.defineProperty(backend, PERSISTENCE_ENGINE, { value: engine, enumerable: false }) as T & ThreadStorage;
}
