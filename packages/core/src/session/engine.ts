/**
 * The key under which a {@link ThreadStorage} carries its persistence engine. The engine (restore, coalesced saves,
 * schema validation and migration, thread list, conflict detection) lives in `@reasoning-ui/core/storage` and
 * travels with the adapter, so an app that persists nothing ships none of it (as `strict` and `jsonPatch` do).
 * The engine's contract (`PersistenceEngine`, `SessionPersistence`) is in `./types`; this file is a leaf.
 */
export const PERSISTENCE_ENGINE: unique symbol = Symbol.for("@reasoning-ui/core.persistence-engine") as never;
