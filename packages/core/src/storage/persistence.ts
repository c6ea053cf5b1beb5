import type { StoreApi } from "zustand/vanilla";
import { generateId } from "../protocol/ids";
import { containerVersion } from "../reducer/liveContainers";
import type { AgentStore } from "../store/createAgentStore";
import type { AgentState } from "../types";
import { errorOf } from "./errors";
import { countChars, Invalid } from "./validate";
import { copyTitle, DEFAULT_LIMITS, keptTitle, parseStoredThread, readable, threadTitle, toStoredThread, type StoredThread } from "./schema";
import { PagedThread } from "./pagedThread";
import { partKey, partsOf, type PartRef } from "./pages";
import { mergeParts, readParts } from "./readParts";
import { takeUnsavedNote, writeUnsavedNote } from "./unsavedNote";
import { INDEX_KEY, parseIndex, summaries, threadKey, toStoredIndex, type IndexEntry } from "./threadIndex";
import type { AgentSessionState, EarlierMessages, PersistedRuns, PersistenceOptions, SessionPersistence, StorageError, ThreadStorageBackend } from "../session/types";

/** Defaults of {@link PersistenceOptions}. */
export const PERSISTENCE_DEFAULTS = { saveDelayMs: 500, maxThreads: 50, ...DEFAULT_LIMITS };

const CHANNEL = "reasoning-ui:threads";

/**
 * What a save depends on (everything that is saved), as identities and — for the live containers the reducer
 * writes in place (`AgentState.revision`) — their versions: two equal keys mean nothing saved changed. O(1).
 */
const saveKey = (s: AgentState): unknown[] => [
  s.messages,
  containerVersion(s.messages),
  s.reasoning,
  containerVersion(s.reasoning),
  s.spans,
  containerVersion(s.spans),
  s.toolCallTimes,
  s.toolCallTimes === undefined ? 0 : containerVersion(s.toolCallTimes),
  s.runs,
  s.branches,
];
const sameKey = (a: unknown[], b: unknown[]) => a.every((x, i) => x === b[i]);

/** Messages of a thread across its branches (the active ones and every stored variant, nested ones included). */
function messagesIn(messages: readonly unknown[], variants: AgentState["branchVariants"] | undefined): number {
  let n = messages.length;
  for (const parent in variants ?? {}) for (const tail of variants![parent]!) if (tail) n += messagesIn(tail.messages, tail.variants);
  return n;
}

/**
 * A session's persistence (docs/architecture.md, "Persistence"): restores a thread on `connect`, saves changes coalesced (at
 * most one save per `saveDelayMs`, never per delta; at once when a run settles and on `pagehide`), keeps the
 * thread list with last-writer detection (a revision per thread; a BroadcastChannel notice between tabs), and
 * reports every failure as a {@link StorageError} in the session state — never throws, never drops what is in
 * memory. Writes are serialised (one at a time, in order).
 */
export class Persistence implements SessionPersistence {
  private readonly o: typeof PERSISTENCE_DEFAULTS;
  private writer = "";
  private revision = 0;
  private dirty = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<void> = Promise.resolve();
  private pendingSave: Promise<void> | undefined;
  private loading: Promise<void> = Promise.resolve();
  /** Threads this session must not write: in conflict with another tab, or stored by a newer version. */
  private readonly blocked = new Set<string>();
  private channel: BroadcastChannel | undefined;
  /** The thread this persistence last restored or saved, and its save key then (a reconnect over it is not an edit). */
  private held: { threadId: string; key: unknown[] } | undefined;
  /** Threads changed elsewhere while this tab had unsaved changes → the separate thread this tab saves them to. */
  private readonly forks = new Map<string, string>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private retryMs = 0;
  /** The current thread's stored parts (docs/architecture.md, "Persistence": a long thread is restored newest window first, older pages on demand). */
  private paged: PagedThread | undefined;
  /** Older pages are being put into the store: not an edit. */
  private expanding = false;
  /** When this persistence was made (`Date.now()`): an unsaved note from before it is the previous page's. */
  private readonly createdAt = Date.now();
  /** A save is writing (between taking the state and the storage's answer). */
  private saving = false;

  constructor(
    private readonly storage: ThreadStorageBackend,
    private readonly store: AgentStore,
    private readonly state: StoreApi<AgentSessionState>,
    options: PersistenceOptions,
    private readonly runs?: PersistedRuns,
  ) {
    this.o = { ...PERSISTENCE_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([, v]) => typeof v === "number" && v >= 0)) };
  }

  /** Resolves when the thread being restored is in the store (runs wait for it). */
  ready(): Promise<void> {
    return this.loading;
  }

  connect(threadId: string | undefined): () => void {
    this.writer ||= generateId("tab");
    // What changed comes from the reducer's change feed, delivered after each publish: a command says what it did
    // (`thread-restored` / `thread-reset` onto another thread: that thread as it is, not an edit; a fork, branch
    // switch, truncate, added message or ended stream: an edit), an event's changes and the event follow its
    // batch. Whether saved content changed is one O(1) compare of `saveKey` (the feed carries no text deltas).
    let seen = saveKey(this.store.getState());
    let shown = this.store.getState().threadId;
    // Every event of a batch is delivered after the batch's one publish: one key per published state, not per event.
    let checked: AgentState | undefined;
    const check = () => {
      const s = this.store.getState();
      if (s === checked) return;
      checked = s;
      const key = saveKey(s);
      shown = s.threadId; // the agent renaming the thread (RUN_STARTED with another threadId): saved under the new id
      if (sameKey(key, seen)) return;
      seen = key;
      if (!this.expanding) this.markDirty(); // older pages put into the store (loadEarlier / loadAll): nothing to save
    };
    const offChanges = this.store.getState().addChangeListener((c) =>
      (c.type === "thread-restored" || c.type === "thread-reset") && c.threadId !== shown && shown !== "" ? ((seen = saveKey(this.store.getState())), (shown = c.threadId)) : check(),
    );
    const offEvents = this.store.getState().addEventListener("*", check);
    const unsubscribe = () => (offChanges(), offEvents());
    if (this.runs) this.runs.onChange = () => this.markDirty();
    this.loading = this.serial(() => this.load(threadId ?? null));
    const onHide = () => {
      this.noteUnsaved(); // synchronous: the flush's transaction may not outlive the page
      void this.flush();
    };
    const onVisibility = () => {
      if (globalThis.document?.visibilityState === "hidden") onHide();
    };
    globalThis.addEventListener?.("pagehide", onHide);
    globalThis.document?.addEventListener?.("visibilitychange", onVisibility);
    if (typeof BroadcastChannel === "function") {
      try {
        const channel = new BroadcastChannel(CHANNEL);
        (channel as { unref?: () => void }).unref?.();
        channel.onmessage = (e: MessageEvent) => this.onNotice(e.data);
        this.channel = channel;
      } catch {
        /* no cross-tab notice: the revision check still detects conflicts at the next save */
      }
    }
    return () => {
      unsubscribe();
      if (this.runs) this.runs.onChange = undefined;
      globalThis.removeEventListener?.("pagehide", onHide);
      globalThis.document?.removeEventListener?.("visibilitychange", onVisibility);
      this.channel?.close();
      this.channel = undefined;
      void this.flush();
    };
  }

  /** Writes pending changes now. Never rejects. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.dirty) return this.queue;
    return this.queueSave();
  }

  /** Loads the next older page of the current thread into the store (docs/architecture.md, "Persistence"). Never rejects. */
  loadEarlier(): Promise<void> {
    return this.serial(() => this.expand(1));
  }

  /** Loads every stored part of the current thread not yet in the store (docs/architecture.md, "Persistence"). Never rejects. */
  loadAll(): Promise<void> {
    return this.serial(() => this.expand(Infinity));
  }

  /** Saves the current thread, then starts a new empty one (its id created on first use). */
  async create(): Promise<string> {
    await this.flush();
    await this.serial(async () => {
      this.revision = 0;
      this.store.getState().reset({ threadId: "" });
      this.dirty = false;
      this.paged = undefined;
      this.publishEarlier();
    });
    return "";
  }

  /** Saves the current thread, then opens `threadId` (a reload: a conflict on it is cleared). */
  async open(threadId: string): Promise<void> {
    await this.flush();
    this.blocked.delete(threadId);
    this.forks.delete(threadId);
    this.loading = this.serial(() => this.load(threadId, true));
    await this.loading;
  }

  /** Removes `threadId` from storage and the list; the current thread → a new empty one. */
  async remove(threadId: string): Promise<void> {
    if (this.store.getState().threadId === threadId) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.dirty = false;
    }
    await this.serial(async () => {
      try {
        const all = await this.readIndex();
        await this.storage.remove(threadKey(threadId));
        // a paged thread's parts (docs/architecture.md, "Persistence"); the thread server removes them with the thread
        if (!this.storage.keepsThreadList) for (const k of all.find((e) => e.threadId === threadId)?.parts ?? []) await this.storage.remove(k);
        const entries = all.filter((e) => e.threadId !== threadId);
        await this.storage.save(INDEX_KEY, toStoredIndex(entries));
        this.state.setState({ threads: summaries(entries) });
      } catch (err) {
        this.fail(errorOf(err, "write_failed", threadId));
      }
      if (this.store.getState().threadId === threadId) {
        this.revision = 0;
        this.store.getState().reset({ threadId: "" });
        this.dirty = false;
        this.paged = undefined;
        this.publishEarlier();
      }
      this.post({ type: "removed", threadId });
    });
  }

  /** One save waiting in the queue at most (a storage that hangs never piles saves up): it saves the latest state. */
  private queueSave(): Promise<void> {
    if (this.pendingSave) return this.pendingSave;
    const pending = this.serial(async () => {
      this.pendingSave = undefined;
      this.saving = true;
      try {
        await this.save();
      } finally {
        this.saving = false;
      }
    });
    this.pendingSave = pending;
    return pending;
  }

  private serial(task: () => Promise<void>): Promise<void> {
    const next = this.queue.then(task).catch(() => undefined);
    this.queue = next;
    return next;
  }

  private markDirty(): void {
    this.dirty = true;
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.queueSave();
    }, this.o.saveDelayMs);
  }

  private fail(error: StorageError): void {
    this.state.setState({ storage: "error", storageError: error });
  }

  private async readIndex(): Promise<IndexEntry[]> {
    const { entries } = parseIndex(await this.storage.load(INDEX_KEY));
    return entries;
  }

  /** Restores `threadId` (null: the most recently updated one); `force` replaces what the store holds. */
  private async load(threadId: string | null, force = false): Promise<void> {
    this.state.setState({ storage: "loading" });
    let entries: IndexEntry[];
    try {
      const index = parseIndex(await this.storage.load(INDEX_KEY));
      entries = index.entries;
      this.state.setState({ threads: summaries(entries) });
      if (index.corrupt) this.fail({ code: "corrupt", message: "The list of saved conversations was damaged; it was started again." });
    } catch (err) {
      this.fail(errorOf(err, "read_failed"));
      return;
    }
    const s = this.store.getState();
    if (!force && s.status !== "running" && s.messages.length === 0 && this.restoreNote(threadId, entries)) return;
    const target = threadId ?? (s.threadId !== "" && s.messages.length > 0 ? s.threadId : entries[0]?.threadId);
    if (!force && (s.status === "running" || s.messages.length > 0)) {
      // The store already holds a conversation (the user started one before the restore, or the session was
      // re-created over a live store): what is in memory wins, and is saved as its own thread.
      if (this.held?.threadId === s.threadId) {
        // A reconnect over the thread this persistence restored or saved (React StrictMode's second effect run, a
        // remount): its revision stays the one it was based on, and it is written only when it changed — a write
        // here would bump the revision and put every other tab on this thread into `conflict`.
        if (this.dirty || !sameKey(saveKey(s), this.held.key)) this.markDirty();
      } else {
        const own = entries.find((e) => e.threadId === s.threadId);
        if (own) this.revision = own.revision;
        if (s.messages.length > 0) this.markDirty();
      }
      if (this.state.getState().storage === "loading") this.state.setState({ storage: "ready" });
      return;
    }
    if (target === undefined) {
      if (this.state.getState().storage === "loading") this.state.setState({ storage: "ready" });
      return;
    }
    let value: unknown;
    try {
      value = await this.storage.load(threadKey(target));
    } catch (err) {
      this.fail(errorOf(err, "read_failed", target));
      return;
    }
    const entry = entries.find((e) => e.threadId === target);
    this.dirty = false;
    this.paged = undefined;
    this.publishEarlier();
    if (value === undefined) {
      this.revision = entry?.revision ?? 0;
      this.store.getState().reset({ threadId: target });
      this.state.setState({ storage: "ready", storageError: undefined });
      return;
    }
    const parsed = parseStoredThread(value, this.o);
    if (!parsed.ok) {
      // The stored value is left untouched (a newer version's data is never overwritten); a new thread starts.
      this.blocked.add(target);
      this.revision = 0;
      this.store.getState().reset({ threadId: "" });
      this.fail({ ...parsed.error, threadId: target });
      return;
    }
    this.revision = entry?.revision ?? 0;
    let snapshot: StoredThread = { ...parsed.snapshot, threadId: target };
    // A paged thread (docs/architecture.md, "Persistence"): the newest window is restored now, older pages when the reader asks. A thread saved
    // mid-run (its open run is re-attached and replayed) is restored whole.
    let paged: PagedThread;
    let loadedPages: PartRef[] = [];
    try {
      const parts = partsOf(snapshot as unknown as Record<string, unknown>);
      paged = new PagedThread(target, parts);
      paged.title = snapshot.title;
      if (parts && snapshot.openRun) {
        const { pages, variants } = await readParts(this.storage, this.o, target, paged.unloaded, paged.variantsToLoad, snapshot.messages, snapshot.branches);
        snapshot = mergeParts(snapshot, pages, variants);
        loadedPages = paged.unloaded;
        paged.unloaded = [];
      }
    } catch (err) {
      this.blocked.add(target);
      this.revision = 0;
      this.store.getState().reset({ threadId: "" });
      this.fail(err instanceof Invalid ? { code: err.code, message: readable(err.code), threadId: target } : errorOf(err, "read_failed", target));
      return;
    }
    const variantsIn = paged.variantsToLoad === undefined || snapshot.branchVariants !== parsed.snapshot.branchVariants;
    this.store.getState().restore(this.runs ? this.runs.prepareRestore(snapshot) : snapshot);
    paged.settle(this.store.getState(), loadedPages, variantsIn);
    this.paged = paged;
    this.dirty = false;
    this.held = { threadId: target, key: saveKey(this.store.getState()) };
    this.state.setState({ storage: "ready", storageError: undefined });
    this.publishEarlier();
  }

  /** `state.earlier` for the current thread (absent when it is all in the store). */
  private publishEarlier(extra: Partial<EarlierMessages> = {}): void {
    const p = this.paged;
    const shown = p && !p.complete && p.threadId === this.store.getState().threadId;
    const earlier: EarlierMessages | undefined = shown ? { messages: p.pendingMessages, pages: p.unloaded.length + (p.variantsToLoad ? 1 : 0), loading: false, ...extra } : undefined;
    if (earlier || this.state.getState().earlier) this.state.setState({ earlier });
  }

  /** Puts `count` older pages (Infinity: every part) of the current thread into the store. Inside the serial queue. */
  private async expand(count: number): Promise<void> {
    const paged = this.paged;
    const threadId = this.store.getState().threadId;
    if (!paged || paged.threadId !== threadId || paged.complete) return;
    const refs = paged.unloaded.slice(Math.max(0, paged.unloaded.length - count));
    const all = count === Infinity;
    const total = refs.length + (all && paged.variantsToLoad ? 1 : 0);
    if (total === 0) return;
    this.publishEarlier({ loading: true, ...(all && { progress: { loaded: 0, total } }) });
    let read: Awaited<ReturnType<typeof readParts>>;
    try {
      read = await readParts(this.storage, this.o, paged.threadId, refs, all ? paged.variantsToLoad : undefined, this.store.getState().messages, this.store.getState().branches, all ? (loaded) => this.publishEarlier({ loading: true, progress: { loaded, total } }) : undefined);
    } catch (err) {
      const error = err instanceof Invalid ? { code: err.code, message: readable(err.code), threadId } : errorOf(err, "read_failed", threadId);
      this.publishEarlier({ error });
      return;
    }
    const s = this.store.getState();
    if (this.paged !== paged || s.threadId !== threadId || s.status === "running") return this.publishEarlier();
    const current: StoredThread = { ...toStoredThread(s, 0), title: paged.title };
    const merged = mergeParts(current, read.pages, read.variants);
    const before = paged.loadedRefs();
    this.expanding = true;
    try {
      this.store.getState().restore(merged);
    } finally {
      this.expanding = false;
    }
    paged.unloaded = paged.unloaded.slice(0, paged.unloaded.length - refs.length);
    paged.settle(this.store.getState(), [...refs, ...before], read.variants !== undefined);
    if (!this.dirty && this.held?.threadId === threadId) this.held = { threadId, key: saveKey(this.store.getState()) };
    this.publishEarlier();
  }

  /**
   * On `pagehide`: what this tab has not saved yet (changed since its last completed save, or a save still in
   * flight) is noted, synchronously, in the tab's `sessionStorage` (`unsavedNote.ts`) — the page may be gone before
   * the flush's transaction gets its first answer. Only for backends that outlive the page (`notesUnsaved`).
   */
  private noteUnsaved(): void {
    if (!this.storage.notesUnsaved) return;
    const s = this.store.getState();
    const threadId = this.forks.get(s.threadId) ?? s.threadId;
    if (threadId === "" || s.messages.length === 0 || this.blocked.has(threadId) || this.runs?.following?.(threadId)) return;
    // A long thread with older pages not in the store (docs/architecture.md, "Persistence"): a note holds only what the store has, and restored it
    // would be saved as the whole thread — its older turns unlisted. Such a thread relies on the flush alone.
    if (this.paged && this.paged.threadId === threadId && !this.paged.complete) return;
    const openRun = this.runs?.openRun(threadId) ?? this.runs?.openRun(s.threadId);
    const unchanged = !this.dirty && this.pendingSave === undefined && !this.saving && this.held?.threadId === threadId && sameKey(saveKey(s), this.held.key);
    if (unchanged) return;
    const notedAt = Date.now();
    const thread = { ...toStoredThread(s, notedAt), threadId, ...(openRun && { openRun }) };
    writeUnsavedNote({ threadId, revision: this.revision, writer: this.writer, notedAt, thread });
  }

  /**
   * The tab's unsaved note (written on the `pagehide` before this load), when it is for the thread being opened
   * (`threadId`, or any when opening the most recent one) and newer than what is stored: restored (a stored open
   * run re-attached as on any restore) and saved soon, checked against the revision the tab had. Returns whether it
   * was restored. A malformed or older note is dropped.
   */
  private restoreNote(threadId: string | null, entries: IndexEntry[]): boolean {
    if (!this.storage.notesUnsaved) return false;
    // Only a note the previous page of this tab left (noted before this persistence existed: never this page's own,
    // which a second session on the page — React StrictMode's discarded one — must not take).
    const note = takeUnsavedNote((n) => n.notedAt < this.createdAt && (threadId === null || n.threadId === threadId) && !this.blocked.has(n.threadId));
    if (!note) return false;
    const entry = entries.find((e) => e.threadId === note.threadId);
    if (entry && entry.updatedAt >= note.notedAt) return false;
    const parsed = parseStoredThread(note.thread, this.o);
    if (!parsed.ok) return false;
    this.writer = note.writer || this.writer;
    this.revision = note.revision;
    const snapshot = { ...parsed.snapshot, threadId: note.threadId };
    this.store.getState().restore(this.runs ? this.runs.prepareRestore(snapshot) : snapshot);
    this.held = { threadId: note.threadId, key: saveKey(this.store.getState()) };
    this.state.setState({ storage: "ready", storageError: undefined });
    this.markDirty();
    return true;
  }

  private async save(): Promise<void> {
    // A re-attached run whose writer is being asked for: a save now could be another tab's conflict; wait (bounded).
    const deciding = this.runs?.deciding?.(this.forks.get(this.store.getState().threadId) ?? this.store.getState().threadId);
    if (deciding) await deciding;
    let s = this.store.getState();
    const shown = s.threadId;
    const threadId = this.forks.get(shown) ?? shown;
    if (!this.dirty || threadId === "" || this.blocked.has(threadId)) return;
    if (this.runs?.following?.(threadId)) return void (this.dirty = false); // another tab runs and writes this thread's run
    // A long thread's pages (docs/architecture.md, "Persistence"): a save to another id (a conflict's separate thread) needs every part in memory.
    if (this.paged && this.paged.threadId !== threadId && !this.paged.complete && this.paged.threadId === shown) {
      await this.expand(Infinity);
      s = this.store.getState();
      if (!this.paged.complete) return void this.retryLater(); // older pages unreadable now: kept in memory, tried again
    }
    this.dirty = false;
    const paged = this.paged ?? new PagedThread(threadId);
    const count = messagesIn(s.messages, s.branchVariants) + (paged.threadId === threadId ? paged.pendingMessages : 0);
    if (count > this.o.maxMessages) {
      // Never write what could not be read back (the load limit): memory is kept, the user is told.
      this.fail({ code: "too_large", message: `This conversation is too long to be saved (more than ${this.o.maxMessages} messages across its branches).`, threadId });
      return;
    }
    const savedAt = Date.now();
    const key = saveKey(s);
    const pages = paged.plan(s, threadId);
    const stored: StoredThread = { ...toStoredThread(s, savedAt), threadId, ...pages.head, messageCount: pages.messageCount };
    if (paged.threadId === threadId && paged.unloaded.length > 0) stored.title = paged.title; // the first user message is in a page
    if (pages.parts) stored.parts = pages.parts;
    const partKeys = pages.parts ? [...pages.parts.pages, ...(pages.parts.variants ? [pages.parts.variants] : [])].map((r) => partKey(threadId, r.id)) : undefined;
    // A conflict's copy (`threadId` is the fork of the thread shown) keeps the shown thread's open run: reopened, it
    // re-attaches to the run like the thread it was copied from.
    const openRun = this.runs?.openRun(threadId) ?? (threadId !== shown ? this.runs?.openRun(shown) : undefined);
    if (openRun) stored.openRun = openRun;
    try {
      countChars(stored, { left: this.o.maxStoredChars }); // ~0.5 ms for a 300-turn thread
    } catch {
      this.fail({ code: "too_large", message: "This conversation is too large to be saved.", threadId });
      return;
    }
    try {
      // Checks the revision and writes the thread and the list: in one IndexedDB transaction where the backend
      // has `commit` (two tabs saving at the same moment: exactly one wins), else as separate reads and writes.
      const plan = (indexValue: unknown) => {
        const entries = parseIndex(indexValue).entries;
        const entry = entries.find((e) => e.threadId === threadId);
        if (entry && entry.revision !== this.revision && entry.writer !== this.writer) return undefined;
        const revision = (entry?.revision ?? this.revision) + 1;
        stored.title = threadId !== shown ? copyTitle(stored.title) : keptTitle(stored.title, entry?.title); // a conflict's copy says so
        const mine: IndexEntry = { threadId, title: stored.title, updatedAt: savedAt, messageCount: pages.messageCount, revision, writer: this.writer, ...(partKeys && { parts: partKeys }) };
        let next = [mine, ...entries.filter((e) => e.threadId !== threadId)];
        let evicted: IndexEntry[] = [];
        if (!this.storage.keepsThreadList) {
          // The thread server keeps the whole list (what it answers is the newest page): nothing is evicted there.
          evicted = next.slice(Math.max(1, this.o.maxThreads));
          next = next.slice(0, Math.max(1, this.o.maxThreads));
        }
        return { revision, next, remove: evicted.flatMap((e) => [threadKey(e.threadId), ...(e.parts ?? [])]) };
      };
      let planned: ReturnType<typeof plan>;
      if (this.storage.commit) {
        await this.storage.commit(INDEX_KEY, (indexValue) => {
          planned = plan(indexValue);
          return planned && { writes: [...pages.writes, [threadKey(threadId), stored], [INDEX_KEY, toStoredIndex(planned.next)]], remove: [...planned.remove, ...pages.remove] };
        });
        if (!planned) return this.conflict(shown);
      } else {
        planned = plan(await this.storage.load(INDEX_KEY));
        if (!planned) return this.conflict(shown);
        // new parts first, then the head that lists them: a crash between leaves the previous head whole
        for (const [k, v] of pages.writes) await this.storage.save(k, v);
        await this.storage.save(threadKey(threadId), stored);
        for (const k of [...planned.remove, ...pages.remove]) await this.storage.remove(k);
        await this.storage.save(INDEX_KEY, toStoredIndex(planned.next));
      }
      const { revision, next } = planned;
      pages.commit();
      this.paged = paged;
      this.revision = revision;
      this.held = { threadId, key };
      const current = this.state.getState();
      this.retryMs = 0;
      // A conflict's notice stays (it says where this tab's turns went) until the user opens a thread.
      const keep = current.storageError?.code === "conflict" ? current.storageError : undefined;
      const clear = current.storage !== "ready" || (current.storageError !== undefined && !keep);
      this.state.setState({ threads: summaries(next), ...(clear ? { storage: "ready" as const, storageError: keep } : {}) });
      this.post({ type: "saved", threadId, revision, writer: this.writer });
    } catch (err) {
      const name = (err as { name?: unknown } | null)?.name;
      if (name === "ConflictError") return this.conflict(shown); // the server's atomic check (412): another save came first
      this.dirty = true; // kept in memory; the next change or flush tries again
      this.fail(errorOf(err, "write_failed", threadId));
      // A server that is down (503) or unreachable: tried again, backing off to 30 s, until it is back.
      if (name === "ServiceUnavailableError" || err instanceof TypeError) this.retryLater();
    }
  }

  private retryLater(): void {
    if (this.retryTimer !== undefined) return;
    this.retryMs = Math.min(Math.max(this.retryMs * 2, 1_000), 30_000);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.dirty) void this.queueSave();
    }, this.retryMs);
    (this.retryTimer as { unref?: () => void }).unref?.();
  }

  /**
   * Thread `threadId` (shown here) was saved elsewhere since this tab loaded it, and this tab has changes: they
   * are saved to a new, separate thread (nothing overwritten, nothing lost) and the user is told.
   */
  private conflict(threadId: string): void {
    const fork = generateId("thread");
    this.forks.set(threadId, fork);
    this.revision = 0;
    this.dirty = true;
    void this.queueSave();
    this.fail({ code: "conflict", message: readable("conflict").replace("{title}", copyTitle(threadTitle(this.store.getState().messages))), threadId });
  }

  private post(message: unknown): void {
    try {
      this.channel?.postMessage(message);
    } catch {
      /* best effort */
    }
  }

  /** Another tab's notice: a save of the thread shown here is a conflict; any change refreshes the list. */
  private onNotice(data: unknown): void {
    const d = data as { type?: unknown; threadId?: unknown; revision?: unknown; writer?: unknown } | null;
    if (!d || typeof d.threadId !== "string") return;
    const s = this.store.getState();
    const mine = d.threadId === s.threadId && typeof d.revision === "number";
    // Following another tab's run of this thread: its saves are the thread's (same events), not a conflict.
    if (d.type === "saved" && mine && this.runs?.following?.(d.threadId)) this.revision = d.revision as number;
    else if (d.type === "saved" && d.writer !== this.writer && mine && d.revision !== this.revision && !this.forks.has(d.threadId)) {
      // Nothing unsaved here: show the other tab's version. Otherwise the next save finds the conflict and keeps
      // this tab's changes as a separate thread.
      if (!this.dirty && s.status !== "running") this.loading = this.serial(() => this.load(d.threadId as string, true));
      return;
    }
    void this.serial(async () => {
      try {
        this.state.setState({ threads: summaries(await this.readIndex()) });
      } catch {
        /* the list stays as it was */
      }
    });
  }
}
