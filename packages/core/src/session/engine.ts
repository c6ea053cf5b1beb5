import type { StoreApi } from "zustand/vanilla";
import type { AgentStore } from "../store/createAgentStore";
import type { OpenRun, ThreadSnapshot } from "../types";
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
  /** Open runs (docs/architecture.md, "Runs that outlive the page"): saved with their thread, and handed back on restore. */
  runs?: PersistedRuns | undefined;
}) => SessionPersistence;

/** How the persistence engine keeps a thread's open run: read at each save, and a restored snapshot prepared (re-attach) before it is restored. */
export interface PersistedRuns {
  /** The open run of `threadId` to save with it, or undefined. */
  openRun(threadId: string): OpenRun | undefined;
  /** Called with each snapshot about to be restored; returns what to restore (e.g. without the run it re-attaches to). */
  prepareRestore(snapshot: ThreadSnapshot): ThreadSnapshot;
  /** Whether this session only follows `threadId`'s run while another tab runs it and writes it: no saves, and that tab's saves are no conflict. */
  following?(threadId: string): boolean;
  /** Set by the engine while connected: called when an open run starts or ends (a save is due even without a store change). */
  onChange?: (() => void) | undefined;
}
