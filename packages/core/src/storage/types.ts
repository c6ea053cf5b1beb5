/**
 * The storage contract (docs/architecture.md, "Persistence"): what a backend implements, what the engine a
 * {@link ThreadStorage} carries is given and answers, and the errors and thread list it reports. The session's
 * types (`session/types.ts`) build on these; nothing here imports the session's types (`session/engine.ts`, the engine's key, is a leaf).
 */
import type { StoreApi } from "zustand/vanilla";
import type { AgentStore } from "../store/createAgentStore";
import type { OpenRun, ThreadSnapshot } from "../types";
import type { PERSISTENCE_ENGINE } from "../session/engine";

/**
 * A key → value store that threads are persisted in, async allowed: implement it for your own backend and wrap it
 * with `threadStorage(backend)` (`@reasoning-ui/core/storage`). Values are plain data (structured-cloneable,
 * JSON-safe). Keys are `rui-thread:<threadId>` (one thread) and `rui-threads` (the thread list). A method may
 * throw or reject: the session reports it as a {@link StorageError}, never throws it.
 */
export interface ThreadStorageBackend {
  /** The value saved under `key`, or `undefined` when there is none. */
  load(key: string): Promise<unknown> | unknown;
  /** Saves `value` under `key` (replacing what was there). */
  save(key: string, value: unknown): Promise<void> | void;
  /** Removes `key` (no error when absent). */
  remove(key: string): Promise<void> | void;
  /**
   * `true` when the backend keeps the thread list itself (the kit's thread server, `@reasoning-ui/server`): the
   * session then never removes threads beyond `maxThreads` (the list it reads is only the newest page).
   */
  readonly keepsThreadList?: boolean;
  /**
   * `true` when the backend outlives the page (IndexedDB, `localStorage`): on `pagehide` the session then also
   * writes what it has not saved yet to the tab's `sessionStorage`, synchronously, and the tab's next load restores
   * from it when it is newer than the stored thread — a reload in the middle of a save loses nothing
   * (`storage/unsavedNote.ts`). Absent for memory (a reload is meant to forget) and for a custom backend.
   */
  readonly notesUnsaved?: boolean;
  /**
   * Optional atomic save (IndexedDB: one transaction): reads `indexKey`, calls `plan` with its value at once
   * (synchronously), and — unless `plan` returns `undefined` (a conflict: nothing is written) — writes its
   * `writes` and removes its `remove` keys in the same transaction. Two tabs saving one thread at the same moment:
   * exactly one plan sees the other's revision.
   */
  commit?(indexKey: string, plan: (indexValue: unknown) => { writes: [string, unknown][]; remove: string[] } | undefined): Promise<void>;
}

/**
 * Where a session persists threads: a {@link ThreadStorageBackend} carrying the persistence engine. Made by the
 * adapters of `@reasoning-ui/core/storage` — `browserStorage()` (IndexedDB through idb-keyval, falling back to
 * `localStorage`, then memory), `indexedDbStorage()`, `localStorageStorage()`, `memoryStorage()`,
 * `serverStorage({ url })` (the app's own endpoint) — or `threadStorage(yourBackend)`. The engine travels with the
 * adapter, so an app without persistence ships none of it.
 */
export interface ThreadStorage extends ThreadStorageBackend {
  readonly [PERSISTENCE_ENGINE]: PersistenceEngine;
}

/**
 * Why persistence failed, as shown to a person (`message`) and matched by code:
 * - `unavailable`: the storage cannot be reached (private mode, blocked, offline server);
 * - `read_failed` / `write_failed`: a load or save threw or rejected (`quota_exceeded` when it was the quota);
 * - `corrupt`: stored data failed validation (the thread starts empty; the stored value is left untouched);
 * - `unsupported_version`: stored by a newer version of the kit (left untouched, never overwritten);
 * - `too_large`: stored data beyond the limits (`maxMessages`, `maxStoredChars`);
 * - `conflict`: another tab (or device) saved this thread since it was loaded here. Nothing is overwritten and
 *   nothing is lost: what this tab wrote is kept as a separate thread in the list (this tab goes on saving there;
 *   `threadId` is the thread that was changed elsewhere, `threads.switch(threadId)` opens the other version). A tab
 *   with nothing unsaved just reloads the newer version when another tab of the browser saves it.
 */
export interface StorageError {
  code: "unavailable" | "read_failed" | "write_failed" | "quota_exceeded" | "corrupt" | "unsupported_version" | "too_large" | "conflict";
  /** A readable sentence, e.g. "This conversation was changed in another tab. Reload it to continue here." */
  message: string;
  /** The thread concerned, when there is one. */
  threadId?: string;
}

/** One entry of the thread list (most recently updated first). */
export interface ThreadSummary {
  threadId: string;
  /** The first user message, cut to 80 characters ("" when none). */
  title: string;
  /** ms since epoch (client clock) of the last save. */
  updatedAt: number;
  /** Messages on the active branch. */
  messageCount: number;
}

/** Storage status of a session: `off` (no storage), `loading` (connecting / restoring), `ready`, `error`. */
export type StorageStatus = "off" | "loading" | "ready" | "error";

/** The part of the session's state (`AgentSessionState`) its persistence engine writes: storage status and error, the thread list, older turns. */
export interface PersistenceState {
  storage: StorageStatus;
  /** The last persistence failure, cleared by the next successful load or save. */
  storageError: StorageError | undefined;
  /** Persisted threads, most recently updated first (empty without storage). */
  threads: ThreadSummary[];
  /**
   * Older turns of a long stored thread not yet in the store (docs/architecture.md, "Persistence": the newest window is
   * restored first; `session.earlier.load()` fetches the next older page, `earlier.loadAll()` the rest); absent when
   * the whole thread is in the store.
   */
  earlier?: EarlierMessages | undefined;
}

/** Older turns of the current thread still in storage (see {@link PersistenceState.earlier}). */
export interface EarlierMessages {
  /** Active-branch messages not yet loaded. */
  messages: number;
  /** Stored pages not yet loaded (the inactive branches' part counts as one when not loaded). */
  pages: number;
  /** A page is being fetched. */
  loading: boolean;
  /** While `loadAll()` runs: pages fetched of those it needs. */
  progress?: { loaded: number; total: number } | undefined;
  /** The last page that could not be read (`read_failed`, `corrupt`); the next attempt clears it. */
  error?: StorageError | undefined;
}

/** Persistence options of {@link AgentSessionOptions}. */
export interface PersistenceOptions {
  /** Coalescing delay: changes are saved at most once per this many ms (never per delta). Default 500. */
  saveDelayMs?: number;
  /** Threads kept; saving a new one beyond it removes the least recently updated. Default 50. */
  maxThreads?: number;
  /** Messages per stored thread (all branches) accepted on load. Default 20,000. */
  maxMessages?: number;
  /** Characters of text per stored thread (all strings) accepted on load. Default 50,000,000. */
  maxStoredChars?: number;
}

/** What a session asks of its persistence engine (see `storage/persistence.ts`). Never rejects. */
export interface SessionPersistence {
  ready(): Promise<void>;
  /** Loads the next older page of a paged thread into the store (docs/architecture.md, "Persistence"). Never rejects. */
  loadEarlier?(): Promise<void>;
  /** Loads every stored part not yet in the store (runs, branch switches and exports need the whole thread). Never rejects. */
  loadAll?(): Promise<void>;
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
  state: StoreApi<PersistenceState>;
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
  /** While this session asks whether another tab writes `threadId`'s re-attached run: resolves once known (a save waits for it, bounded). */
  deciding?(threadId: string): Promise<void> | undefined;
  /** Set by the engine while connected: called when an open run starts or ends (a save is due even without a store change). */
  onChange?: (() => void) | undefined;
}
