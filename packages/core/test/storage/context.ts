/** A persistence context for the job modules' tests: a real store and session-state store over `storage`. */
import { createStore } from "zustand/vanilla";
import { createAgentStore, type AgentStore } from "../../src/index";
import { persistenceContext } from "../../src/storage/persistence";
import type { PersistenceContext } from "../../src/storage/persistenceContext";
import type { PersistenceOptions, PersistenceState, ThreadStorageBackend } from "../../src/storage/types";

export function contextOn(storage: ThreadStorageBackend, options: PersistenceOptions = { saveDelayMs: 60_000 }, store: AgentStore = createAgentStore()) {
  const state = createStore<PersistenceState>()(() => ({ storage: "loading", storageError: undefined, threads: [] }));
  const posted: unknown[] = [];
  const c: PersistenceContext = persistenceContext(storage, store, state, options, undefined, (m) => void posted.push(m));
  c.writer = "tab-test";
  return { c, state, store, posted };
}
