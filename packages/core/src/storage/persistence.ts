/**
 * A session's persistence (docs/architecture.md, "Persistence"): restores a thread on `connect`, saves changes
 * coalesced (at most one save per `saveDelayMs`, never per delta; at once when a run settles and when the page is
 * hidden), keeps the thread list with last-writer detection (a revision per thread; a notice between tabs), and
 * reports every failure as a `StorageError` in the session state — never throws, never drops what is in memory.
 * This class wires the jobs, each in its own module: change detection (`watch`, on the reducer's change feed),
 * the page's lifecycle (`pageLifecycle.ts`), the save queue and its retry (`saveSchedule.ts`), restore
 * (`threadRestore.ts`), the unsaved note (`unsavedNote.ts`), paging (`earlierPages.ts`), save with revisions and
 * eviction (`threadSave.ts`), the cross-tab channel and conflicts (`crossTab.ts`), the thread list (`threadList.ts`).
 */
import type { StoreApi } from "zustand/vanilla";
import type { AgentChangeType } from "../changeTypes";
import { generateId } from "../protocol/ids";
import type { AgentStore } from "../store/createAgentStore";
import { CrossTab } from "./crossTab";
import { expand, publishEarlier } from "./earlierPages";
import { whenPageHidden } from "./pageLifecycle";
import type { PersistenceContext, PersistenceLimits } from "./persistenceContext";
import { SaveSchedule } from "./saveSchedule";
import { DEFAULT_LIMITS } from "./schema";
import { removeStored } from "./threadList";
import { restoreThread } from "./threadRestore";
import { saveThread } from "./threadSave";
import type { PersistedRuns, PersistenceOptions, PersistenceState, SessionPersistence, ThreadStorageBackend } from "./types";
import { noteUnsaved } from "./unsavedNote";

/**
 * The changes that alter what a save writes (docs/architecture.md, "Persistence"): a batch's `content-changed`
 * (every in-place write of saved content: deltas, tool calls, reasoning records, tool-call times, spans, run
 * records), an application's `setState` of saved fields, a MESSAGES_SNAPSHOT's list, and the commands that rebuild
 * the thread. Every other change (`diagnostic`, `run-started`, `text-started`, `encrypted-value-attached`, …) says
 * what happened; whatever it changed of the saved content is in its batch's `content-changed`, so it schedules
 * nothing itself — a batch that changed only diagnostics, agent state or a held encrypted value saves nothing.
 */
export const SAVED_CHANGES: ReadonlySet<AgentChangeType> = new Set<AgentChangeType>([
  "content-changed",
  "state-set",
  "messages-snapshot",
  "branch-forked",
  "branch-switched",
  "thread-truncated",
  "thread-restored",
  "thread-reset",
]);

/** Defaults of {@link PersistenceOptions}. */
export const PERSISTENCE_DEFAULTS = { saveDelayMs: 500, maxThreads: 50, ...DEFAULT_LIMITS };

/**
 * The context the jobs share (see `persistenceContext.ts`), wired to their modules: saves by `threadSave.ts`
 * through the schedule, restores by `threadRestore.ts`, `state.earlier` by `earlierPages.ts`; `post` tells the
 * other tabs. Options that are not non-negative numbers are left at their defaults.
 */
export function persistenceContext(
  storage: ThreadStorageBackend,
  store: AgentStore,
  state: StoreApi<PersistenceState>,
  options: PersistenceOptions,
  runs: PersistedRuns | undefined,
  post: PersistenceContext["post"],
): PersistenceContext {
  const o: PersistenceLimits = { ...PERSISTENCE_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => typeof v === "number" && v >= 0)) };
  const c: PersistenceContext = {
    storage,
    store,
    state,
    o,
    runs,
    schedule: new SaveSchedule(o.saveDelayMs, () => saveThread(c)),
    writer: "",
    revision: 0,
    held: undefined,
    edits: 0,
    blocked: new Set(),
    forks: new Map(),
    paged: undefined,
    expanding: false,
    createdAt: Date.now(),
    loading: Promise.resolve(),
    fail: (error) => state.setState({ storage: "error", storageError: error }),
    post,
    publishEarlier: (extra) => publishEarlier(c, extra),
    load: (threadId, force) => restoreThread(c, threadId, force),
  };
  return c;
}

/** See the module comment. Writes are serialised (one at a time, in order). */
export class Persistence implements SessionPersistence {
  private readonly c: PersistenceContext;
  private readonly tabs: CrossTab;

  constructor(storage: ThreadStorageBackend, store: AgentStore, state: StoreApi<PersistenceState>, options: PersistenceOptions, runs?: PersistedRuns) {
    this.c = persistenceContext(storage, store, state, options, runs, (message) => this.tabs.post(message));
    this.tabs = new CrossTab(this.c);
  }

  /** Resolves when the thread being restored is in the store (runs wait for it). */
  ready(): Promise<void> {
    return this.c.loading;
  }

  connect(threadId: string | undefined): () => void {
    const c = this.c;
    c.writer ||= generateId("tab");
    const offChanges = this.watch();
    if (c.runs) c.runs.onChange = () => c.schedule.markDirty();
    c.loading = c.schedule.serial(() => c.load(threadId ?? null));
    const offPage = whenPageHidden(() => {
      noteUnsaved(c); // synchronous: the flush's transaction may not outlive the page
      void this.flush();
    });
    this.tabs.open();
    return () => {
      offChanges();
      if (c.runs) c.runs.onChange = undefined;
      offPage();
      this.tabs.close();
      void this.flush();
    };
  }

  /**
   * Marks a save due when what is saved changed — from the reducer's change feed alone, delivered after each
   * publish: a change in {@link SAVED_CHANGES}, or one that renamed the thread, is an edit (`c.edits` counts
   * them), except `thread-restored` / `thread-reset` onto another thread (that thread as it is, not an edit) and
   * older pages put into the store (`loadEarlier` / `loadAll`: nothing to save). O(1) per change; nothing read
   * from the state but its thread id. While disconnected nobody listens (the feed is off, a discarded session
   * leaves no listener behind): a state published meanwhile (a run settling after the disconnect aborted it)
   * counts as one edit at the next connect — the one check by identity, of the published state, never of its
   * content. Returns the function that stops watching.
   */
  private watch(): () => void {
    const c = this.c;
    let shown = c.store.getState().threadId;
    if (c.away !== undefined && c.away !== c.store.getState()) c.edits++;
    c.away = undefined;
    const off = c.store.getState().addChangeListener((change) => {
      if ((change.type === "thread-restored" || change.type === "thread-reset") && change.threadId !== shown && shown !== "") {
        shown = change.threadId;
        return;
      }
      // The agent renaming the thread (RUN_STARTED with another threadId): an edit, saved under the new id.
      const threadId = c.store.getState().threadId;
      const renamed = threadId !== shown;
      if (renamed) shown = threadId;
      if (c.expanding || (!renamed && !SAVED_CHANGES.has(change.type))) return;
      c.edits++;
      c.schedule.markDirty();
    });
    return () => {
      off();
      c.away = c.store.getState();
    };
  }

  /** Writes pending changes now. Never rejects. */
  flush(): Promise<void> {
    return this.c.schedule.flush();
  }

  /** Loads the next older page of the current thread into the store. Never rejects. */
  loadEarlier(): Promise<void> {
    return this.c.schedule.serial(() => expand(this.c, 1));
  }

  /** Loads every stored part of the current thread not yet in the store. Never rejects. */
  loadAll(): Promise<void> {
    return this.c.schedule.serial(() => expand(this.c, Infinity));
  }

  /** Saves the current thread, then starts a new empty one (its id created on first use). */
  async create(): Promise<string> {
    await this.flush();
    await this.c.schedule.serial(async () => this.startEmpty());
    return "";
  }

  /** Saves the current thread, then opens `threadId` (a reload: a conflict on it is cleared). */
  async open(threadId: string): Promise<void> {
    const c = this.c;
    await this.flush();
    c.blocked.delete(threadId);
    c.forks.delete(threadId);
    c.loading = c.schedule.serial(() => c.load(threadId, true));
    await c.loading;
  }

  /** Removes `threadId` from storage and the list; the current thread → a new empty one. */
  async remove(threadId: string): Promise<void> {
    const c = this.c;
    if (c.store.getState().threadId === threadId) c.schedule.clean();
    await c.schedule.serial(async () => {
      await removeStored(c, threadId);
      if (c.store.getState().threadId === threadId) this.startEmpty();
      c.post({ type: "removed", threadId });
    });
  }

  /** The store starts a new empty thread (its id created on first use): nothing of the previous one is due or paged. */
  private startEmpty(): void {
    const c = this.c;
    c.revision = 0;
    c.store.getState().reset({ threadId: "" });
    c.schedule.dirty = false;
    c.paged = undefined;
    c.publishEarlier();
  }
}
