/** Types of the run session (`createAgentSession`, docs/architecture.md, "Session"): options, state, storage, threads. */
import type { StoreApi } from "zustand/vanilla";
import type { AgentStore } from "../store/createAgentStore";
import type { RunHttpAgentOptions } from "../transport/runHttpAgent";
import type { AgentRunner } from "../transport/runner";
import type { OpenRun, RunStatus, ThreadSnapshot } from "../types";
import type { PERSISTENCE_ENGINE } from "./engine";
import type { InterruptAnswer, InterruptNotice, InterruptOptions, ResumeResult } from "../interrupts/types";
import type { AgentHistory } from "./history";
import type { ContentPart } from "@ag-ui/core";

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

/** The session's own observable state (beside its agent store): storage and the thread list. */
export interface AgentSessionState {
  /** The current thread's id (`""` until the first message or run of a new thread). */
  threadId: string;
  storage: StorageStatus;
  /** The last persistence failure, cleared by the next successful load or save. */
  storageError: StorageError | undefined;
  /** Persisted threads, most recently updated first (empty without storage). */
  threads: ThreadSummary[];
  /**
   * Why the last message or answer was refused, or what a lenient `resume` recovered from (AG-UI 1.0 interrupts,
   * docs/architecture.md, "Interrupts"); cleared by the next message sent or answer accepted.
   */
  interruptNotice?: InterruptNotice | undefined;
  /**
   * Threads whose last run is still open at the agent (a logged run, docs/architecture.md "Runs that outlive the
   * page"): running here, or going on in the background after a thread switch — the thread list marks them running.
   */
  runningThreads: readonly string[];
  /** True while the run in flight re-attaches after its connection dropped (show "Reconnecting…"; announced once). */
  reconnecting: boolean;
  /**
   * Older turns of a long stored thread not yet in the store (docs/architecture.md, "Persistence": the newest window is
   * restored first; `session.earlier.load()` fetches the next older page, `earlier.loadAll()` the rest); absent when
   * the whole thread is in the store.
   */
  earlier?: EarlierMessages | undefined;
}

/** Older turns of the current thread still in storage (see {@link AgentSessionState.earlier}). */
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

/** Transport options passed through to `runHttpAgent` unchanged (with `url`). */
export type AgentTransportOptions = {
  [K in keyof Omit<RunHttpAgentOptions, "url" | "input" | "store" | "signal">]?: RunHttpAgentOptions[K] | undefined;
};

/** Options every session takes, whatever the source of runs. */
export interface AgentSessionBaseOptions {
  /** The store to run into. Default: a new `createAgentStore({ threadId })`. */
  store?: AgentStore | undefined;
  /** The thread to open (restored from storage when saved). Default: the most recently updated saved thread, else a new one. */
  threadId?: string | undefined;
  /** `forwardedProps` sent with every run (merged under the per-run ones). */
  forwardedProps?: Record<string, unknown> | undefined;
  /** Persistence: a {@link ThreadStorage} (e.g. `browserStorage()`); none by default. Nothing is read before `connect()`. */
  storage?: ThreadStorage | undefined;
  /** Persistence limits and coalescing. */
  persistence?: PersistenceOptions | undefined;
  /** AG-UI 1.0 interrupts: what a new message does while some are open (`onNewMessage`), `strict`, the clock. */
  interrupts?: InterruptOptions | undefined;
  /**
   * The agent's own copy of a thread (`agentHistory({ url })`: `GET <agent>/threads/:id`, or `historyFrom(yourLoader)`, e.g.
   * over AG-UI's `connectAgent()`): on open (after the restore) and on a thread switch the session hydrates from it
   * and reconciles — the agent's messages replace local ones by id, local-only ones stay, encrypted values and
   * durations are kept, nothing is doubled. A run sent meanwhile waits for it (at most 3 s).
   */
  history?: AgentHistory | undefined;
}

/** A session over AG-UI's HTTP transport. */
export type AgentSessionUrlOptions = AgentSessionBaseOptions &
  AgentTransportOptions & {
    /** The agent endpoint: `POST` an AG-UI `RunAgentInput`, answers Server-Sent Events. */
    url: string | URL;
    runner?: undefined;
  };

/** A session through a runner (e.g. `fromAgUiAgent(agent)`). */
export type AgentSessionRunnerOptions = AgentSessionBaseOptions & { [K in keyof AgentTransportOptions]?: undefined } & {
  runner: AgentRunner;
  url?: undefined;
};

/** Options of `createAgentSession`: exactly one of `url` (with transport options) or `runner`. */
export type AgentSessionOptions = AgentSessionUrlOptions | AgentSessionRunnerOptions;

/**
 * What one run is given: the user's text, optionally with attachments (`parts`: AG-UI 1.0 media parts, e.g.
 * from `toContentPart`) and per-run `forwardedProps`. Without parts the user message's `content` is the text (a
 * string, as before); with parts it is `[{ type: "text", text }, ...parts]` (the text part left out when the
 * text is empty) — AG-UI 1.0 `UserMessage.content: string | ContentPart[]`, sent and resent as is.
 *
 * @example
 * session.run({ text: "What does this chart show?", parts: [toContentPart({ source: dataSource(base64, "image/png"), name: "chart.png" })] });
 */
export type AgentRunInput =
  | string
  | { text: string; parts?: readonly ContentPart[] | undefined; forwardedProps?: Record<string, unknown> | undefined };

/**
 * A new text for `edit`: a string keeps the edited message's attachments (its media parts) with the new text;
 * an object replaces them with `parts` (none when omitted).
 */
export type AgentEditInput = string | { text: string; parts?: readonly ContentPart[] | undefined };

/** The thread list of a session (all async methods resolve, never reject; failures go to `storageError`). */
export interface AgentThreads {
  /** Persisted threads, most recently updated first. */
  list(): ThreadSummary[];
  /** Saves the current thread, then starts a new empty one (its id created on first use); resolves with `""`. */
  create(): Promise<string>;
  /** Saves the current thread, then opens `threadId` (restored from storage; empty when not saved). */
  switch(threadId: string): Promise<void>;
  /** Removes `threadId` from storage; removing the current thread starts a new empty one. */
  remove(threadId: string): Promise<void>;
}

/**
 * A conversation's runs, without React: it owns the store, the transport, aborting a previous run, each run's
 * `forwardedProps` (on its run record), branches and persistence. Works in Node and in tests with no DOM.
 */
export interface AgentSession {
  readonly store: AgentStore;
  /** The session's own state (storage status and error, thread list): zustand vanilla, subscribe to it. */
  readonly state: StoreApi<AgentSessionState>;
  /** Appends the user's message and runs the next turn (a run in flight is aborted first). Never rejects. */
  run(input: AgentRunInput): Promise<RunStatus>;
  /** Aborts the run in flight (status `cancelled`); no-op when idle. */
  stop(): void;
  /**
   * Answers the open interrupts (AG-UI 1.0 human in the loop): starts the next run on the same thread with
   * `RunAgentInput.resume` covering every open interrupt (a denial is `resolved` with a payload saying not approved;
   * `cancelled` only for one the user chose not to answer; expired ones go `cancelled`). Rules and strict / lenient
   * behaviour: `planResume` (docs/architecture.md, "Interrupts"). A second call for answers on their way sends nothing
   * (`already_answered`). Resolves with the run's status or why nothing was sent; never rejects.
   *
   * @example
   * const [open] = selectPendingInterrupts(session.store.getState());
   * await session.resume([{ interruptId: open.id, payload: approvalPayload(true) }]);
   */
  resume(answers: readonly InterruptAnswer[]): Promise<ResumeResult>;
  /**
   * Retry / Regenerate the turn of run `runId` (default: the last run): forks at the turn's user message (the
   * earlier answer stays reachable as a branch) and runs again with the turn's `forwardedProps`. Resolves with
   * the current status and changes nothing when the run is unknown or answered no user message.
   */
  retry(runId?: string): Promise<RunStatus>;
  /**
   * Edit sent user message `messageId`: forks at its parent (the original stays reachable as a branch), adds
   * `text` as a new user message and runs. Resolves with the current status and changes nothing for an unknown
   * or non-user message. A string keeps the message's attachments; `{ text, parts }` replaces them ({@link AgentEditInput}).
   */
  edit(messageId: string, text: AgentEditInput): Promise<RunStatus>;
  /** Shows variant `index` of the fork after `parentMessageId` (a run in flight is stopped first). */
  switchBranch(parentMessageId: string, index: number): void;
  /** The thread list (needs `storage`; without it the list is empty and `switch` opens an empty thread). */
  readonly threads: AgentThreads;
  /**
   * Starts persistence: reads the thread list and restores the thread (never during a render: call it from an
   * effect), saves coalesced changes, flushes on `pagehide`. Returns the function that disconnects (flushes,
   * aborts the run in flight). Idempotent while connected. Without `storage` it only arms the disconnect.
   */
  connect(): () => void;
  /** Resolves once the restore started by `connect()` (or a thread switch) is done; at once without storage. Never rejects. */
  ready(): Promise<void>;
  /** Writes pending changes now (also done on `pagehide` and when a run settles). Never rejects. */
  flush(): Promise<void>;
  /**
   * Older turns of a long stored thread (docs/architecture.md, "Persistence"; `state.earlier` says what is left):
   * `earlier.load()` fetches the next older page into the store (the list shows it above), `earlier.loadAll()` everything
   * still stored (an export of the whole thread; `state.earlier.progress` counts the pages). Runs, retries, edits
   * and branch switches load the whole thread first by themselves. Both never reject (a failure is
   * `state.earlier.error`); at once when nothing is left.
   */
  readonly earlier: { load(): Promise<void>; loadAll(): Promise<void> };
  /** Replaces the transport options read at each run (`url`, `runner`, `headers`, `forwardedProps`, …). */
  setOptions(options: AgentSessionOptions): void;
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
  state: StoreApi<AgentSessionState>;
  options: PersistenceOptions;
  /** Open runs (docs/architecture.md, "Transport and re-attach", runs that outlive the page): saved with their thread, and handed back on restore. */
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
