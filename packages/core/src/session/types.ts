/** Types of the run session (`createAgentSession`, docs/architecture.md, "Session"): options, state, storage, threads. */
import type { StoreApi } from "zustand/vanilla";
import type { AgentStore } from "../store/createAgentStore";
import type { RunHttpAgentOptions } from "../transport/runHttpAgent";
import type { AgentRunner } from "../transport/runner";
import type { RunStatus } from "../types";
import type { InterruptAnswer, InterruptNotice, InterruptOptions, ResumeResult } from "../interrupts/types";
import type { AgentHistory } from "./history";
import type { ContentPart } from "@ag-ui/core";
import type { EarlierMessages, PersistenceOptions, PersistenceState, StorageError, StorageStatus, ThreadStorage, ThreadSummary } from "../storage/types";

/** The storage contract lives in `storage/types.ts`; re-exported here, where the session's public types always were. */
export type {
  EarlierMessages,
  PersistedRuns,
  PersistenceEngine,
  PersistenceOptions,
  PersistenceState,
  SessionPersistence,
  StorageError,
  StorageStatus,
  ThreadStorage,
  ThreadStorageBackend,
  ThreadSummary,
} from "../storage/types";

/** The session's own observable state (beside its agent store): storage and the thread list (`PersistenceState`), runs, interrupts. */
export interface AgentSessionState extends PersistenceState {
  /** The current thread's id (`""` until the first message or run of a new thread). */
  threadId: string;
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

