import type { StoreApi } from "zustand/vanilla";
import type { AgentStore } from "../store/createAgentStore";
import type { AgentSessionState, PersistenceOptions, ThreadStorageBackend } from "./types";

/**
 * The key under which a {@link ThreadStorage} carries its persistence engine. The engine (restore, coalesced saves,
 * schema validation and migration, thread list, conflict detection) lives in `@reasoning-ui/core/storage` and
 * travels with the adapter, so an app that persists nothing ships none of it (as `strict` and `jsonPatch` do).
 */
export const PERSISTENCE_ENGINE: unique symbol = Symbol.for("@reasoning-ui/core.persistence-engine") as never;

/** What a session asks of its persistence engine (see `storage/persistence.ts`). Never rejects. */
export interface SessionPersistence {
  ready(): Promise<void>;
  connect(threadId: string | undefined): () => void;
  flush(): Promise<void>;
  create(): Promise<string>;
  open(threadId: string): Promise<void>;
  remove(threadId: string): Promise<void>;
}

/** Creates the persistence of one session over a backend. */
export type PersistenceEngine = (context: {
  backend: ThreadStorageBackend;
  store: AgentStore;
  state: StoreApi<AgentSessionState>;
  options: PersistenceOptions;
}) => SessionPersistence;
