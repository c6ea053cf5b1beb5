/**
 * Deprecated persistence plumbing the main entry still exports: a storage's engine key and the engine's contract
 * belong to `@reasoning-ui/core/storage` (the contract is `storage/types.ts`).
 */
import { PERSISTENCE_ENGINE } from "./engine";
import type { PersistenceEngine, SessionPersistence } from "../storage/types";

/** @deprecated Import `PERSISTENCE_ENGINE` from `@reasoning-ui/core/storage`; removed from the main entry in the next release. */
export const PERSISTENCE_ENGINE_KEY: typeof PERSISTENCE_ENGINE = PERSISTENCE_ENGINE;
/** @deprecated Import `PersistenceEngine` from `@reasoning-ui/core/storage`; removed from the main entry in the next release. */
export type DeprecatedPersistenceEngine = PersistenceEngine;
/** @deprecated Import `SessionPersistence` from `@reasoning-ui/core/storage`; removed from the main entry in the next release. */
export type DeprecatedSessionPersistence = SessionPersistence;
