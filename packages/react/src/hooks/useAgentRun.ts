"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import type { StoreApi } from "zustand/vanilla";
import { useStore } from "zustand";
import {
  createAgentSession,
  createAgentStore,
  type AgentRunInput,
  type AgentRunner,
  type AgentSession,
  type AgentSessionState,
  type AgentState,
  type AgentTransportOptions,
  type Message,
  type PersistenceOptions,
  type AgentHistory,
  type RunError,
  type RunStatus,
  type StorageError,
  type StorageStatus,
  type ThreadStorage,
  type ThreadSummary,
} from "@reasoning-ui/core";
import { useAgentContext } from "../context/AgentContext";
import { useAgentStore } from "../context/useAgentStore";

export type { AgentRunInput };

/**
 * Transport options of `runHttpAgent` that `useAgentRun({ url })` passes through unchanged (read at each run):
 * `headers`, `fetch`, `idleTimeoutMs`, and whatever else core's `RunHttpAgentOptions` offers. `url`, `input`,
 * `store` and `signal` are the hook's own.
 */
export type AgentRunTransportOptions = AgentTransportOptions;

/** Options every {@link useAgentRun} call takes, whatever the source of runs. */
export interface UseAgentRunBaseOptions {
  /**
   * Thread id to open (restored when `storage` has it). Default: the last saved thread, else a new one (id created
   * on first use). A later value opens that thread (`threads.switch`), e.g. from a route parameter.
   */
  threadId?: string | undefined;
  /** The store to run into. Default: the nearest `AgentProvider`'s store, else a new `createAgentStore({ threadId })`. */
  store?: StoreApi<AgentState> | undefined;
  /** `forwardedProps` sent with every run (merged under the per-run ones). */
  forwardedProps?: Record<string, unknown> | undefined;
  /**
   * Persistence (off by default): where threads are saved, e.g. `browserStorage()` (IndexedDB, falling back to
   * localStorage, then memory) or `serverStorage({ url })` — create it once, at module level. Read once per store
   * (a later value is ignored). Nothing is read during render: the thread is restored in an effect, saved coalesced
   * and on `pagehide`.
   */
  storage?: ThreadStorage | undefined;
  /** Persistence limits and coalescing (`saveDelayMs` 500, `maxThreads` 50, …). Read once. */
  persistence?: PersistenceOptions | undefined;
  /**
   * The agent's own copy of the thread, merged in on open and on a thread switch (core's `AgentHistory`, e.g.
   * `agentHistory({ url: "/api/agent" })` for `GET /api/agent/threads/:id`): the agent's messages replace local
   * ones by id, local-only ones stay, encrypted values and durations are kept, nothing is doubled.
   */
  history?: AgentHistory | undefined;
}

/** {@link useAgentRun} over AG-UI's HTTP transport (`runHttpAgent`). */
export type UseAgentRunUrlOptions = UseAgentRunBaseOptions &
  AgentRunTransportOptions & {
    /** The agent endpoint: `POST` with an AG-UI `RunAgentInput` body, answers Server-Sent Events. */
    url: string | URL;
    runner?: undefined;
  };

/** {@link useAgentRun} through a runner, e.g. `fromAgUiAgent(new HttpAgent({ url }))` for any `@ag-ui/client` agent. */
export type UseAgentRunRunnerOptions = UseAgentRunBaseOptions & { [K in keyof AgentRunTransportOptions]?: undefined } & {
  /** Where runs come from (same contract as `runHttpAgent`: never rejects, abort → `cancelled`); transport options are then the runner's business. */
  runner: AgentRunner;
  url?: undefined;
};

/** Options of {@link useAgentRun}: exactly one of `url` (with transport options) or `runner`. */
export type UseAgentRunOptions = UseAgentRunUrlOptions | UseAgentRunRunnerOptions;

/** The thread list as {@link useAgentRun} returns it (re-renders its owner when it changes). */
export interface UseAgentRunThreads {
  /** Saved threads, most recently updated first (empty without `storage`). */
  list: ThreadSummary[];
  /** The current thread's id (`""` for a new thread until its first message). */
  current: string;
  /** Saves the current thread and starts a new, empty one. Never rejects. */
  create: () => Promise<string>;
  /** Saves the current thread and opens `threadId`. Never rejects. */
  switch: (threadId: string) => Promise<void>;
  /** Deletes `threadId` from storage (the current one → a new empty thread). Never rejects. */
  remove: (threadId: string) => Promise<void>;
}

/** Result of {@link useAgentRun}. */
export interface UseAgentRunResult {
  /**
   * The store's messages (AG-UI 1.x, the active branch) **at the moment you read this property**. Reading it does
   * not subscribe: the component that owns `useAgentRun` re-renders on `status`, `error` and storage state only,
   * never per streamed frame. To render messages use {@link MessageList}, or {@link useMessages} in a child.
   */
  readonly messages: Message[];
  /** The store's run status: `"idle" | "running" | "finished" | "error" | "cancelled"`. */
  status: RunStatus;
  /** Why the run failed (`{ message, code? }`: RUN_ERROR's code or one of core's, e.g. `http_error`, `stream_ended`) when `status` is `"error"`; cleared when the next run starts. */
  error: RunError | undefined;
  /**
   * Append the user's message and run the next turn with the active branch's history (reasoning and tool calls
   * with their `encryptedValue`, byte-identical). A run in flight is aborted first (and settles as `cancelled`).
   * Resolves with the final status; never rejects.
   */
  run: (input: AgentRunInput) => Promise<RunStatus>;
  /**
   * Retry / Regenerate: re-run the turn of run `runId` (default: the last run) as a new branch — the earlier
   * answer and every later turn stay reachable through the branch picker (`onSwitchBranch`), nothing is deleted.
   * Every earlier message is resent byte-identical, with the turn's own `forwardedProps` (its run record's).
   * Resolves with the final status; never rejects; changes nothing for an unknown run.
   */
  retry: (runId?: string) => Promise<RunStatus>;
  /** Edit sent user message `messageId`: a new branch with `text` as the user message, then a run. Never rejects. */
  edit: (messageId: string, text: string) => Promise<RunStatus>;
  /** Show variant `index` (0-based) of the fork after `parentMessageId` (a run in flight is stopped first). */
  switchBranch: (parentMessageId: string, index: number) => void;
  /** Abort the run in flight; the store then settles with `status: "cancelled"`. No-op when idle. */
  stop: () => void;
  /** The store (pass it to `AgentProvider`, or to a component's `store` prop). */
  store: StoreApi<AgentState>;
  /** The core run session the hook observes (usable outside React: `session.run`, `session.flush`, …). */
  session: AgentSession;
  /** Storage status: `off` (no `storage`), `loading`, `ready`, `error`. */
  storage: StorageStatus;
  /** The last persistence failure (`{ code, message }`, `message` readable by a person), or `undefined`. */
  storageError: StorageError | undefined;
  /** The saved threads and how to create, switch and delete them. */
  threads: UseAgentRunThreads;
}

const hasUrl = (url: unknown) => (typeof url === "string" ? url.length > 0 : url instanceof URL);

/** The options' source of runs, or a clear error naming the hook (runtime twin of the type-level union). */
function checkSource(options: UseAgentRunOptions): void {
  const url = hasUrl(options.url);
  if (url && options.runner) throw new Error("`useAgentRun` takes either `url` or `runner`, not both.");
  if (!url && typeof options.runner !== "function")
    throw new Error(
      "`useAgentRun` needs `url` (the agent endpoint, e.g. `useAgentRun({ url: \"/api/agent\" })`) or `runner` (e.g. `fromAgUiAgent(agent)` from `@reasoning-ui/core/adapters`).",
    );
}

const selectStatus = (s: AgentState) => s.status;
const selectError = (s: AgentState) => s.error;
const selectSession = (s: AgentSessionState) => s;

/**
 * Run an AG-UI agent, follow its reasoning in a store and — with `storage` — keep the conversation across
 * reloads. A thin hook over core's `createAgentSession` (as TanStack Query's hooks observe query-core): the
 * session owns runs, retries and edits (as branches, never deleting), branch switching, the transport and
 * persistence; the hook creates it once (no storage, time or randomness read during render, so server rendering
 * and prerendering stay deterministic), connects it in an effect (restore, then coalesced saves and a flush on
 * `pagehide`) and disconnects on unmount (flushes, aborts the run).
 *
 * `run(text)` appends `{ role: "user", content: text }` and streams the reply: with `url` through `runHttpAgent`
 * (transport options such as `headers`, `fetch`, `idleTimeoutMs` passed through), with `runner` through it.
 * HTTP errors, non-SSE replies and cut streams end as `status: "error"` with `error.message`; `stop()` and
 * unmount abort the request (`status: "cancelled"`). Storage failures never throw: they are `storageError`.
 *
 * @throws Error while rendering when neither `url` nor `runner` is given, or both are.
 * @example
 * const storage = browserStorage(); // module level
 * function Chat() {
 *   const agent = useAgentRun({ url: "/api/agent", storage });
 *   return (
 *     <AgentProvider store={agent.store}>
 *       <MessageList onRetry={agent.retry} onEdit={agent.edit} onSwitchBranch={agent.switchBranch} />
 *       <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
 *     </AgentProvider>
 *   );
 * }
 */
export function useAgentRun(options: UseAgentRunOptions): UseAgentRunResult {
  checkSource(options);
  const context = useAgentContext();
  const given = options.store ?? context.store;
  const [ownStore] = useState(() => (given ? undefined : createAgentStore(options.threadId === undefined ? {} : { threadId: options.threadId })));
  const store = (given ?? ownStore)!;
  // One session per store, kept in state (a memo may be discarded, and a new session would abort the run in flight);
  // creating one reads nothing (no storage, time or randomness). A new store → a new session, set during render.
  let [session, setSession] = useState(() => createAgentSession({ ...options, store } as never));
  if (session.store !== store) {
    session = createAgentSession({ ...options, store } as never);
    setSession(session);
  }
  useEffect(() => session.setOptions({ ...options, store } as never)); // read at each run, as the props were last committed
  useEffect(() => session.connect(), [session]);
  // A later `threadId` opens that thread (e.g. a route parameter); the first one is opened by `connect`.
  const opened = useRef(options.threadId);
  const wanted = options.threadId;
  useEffect(() => {
    if (wanted === undefined || wanted === opened.current) return;
    opened.current = wanted;
    void session.threads.switch(wanted);
  }, [session, wanted]);

  const status = useAgentStore(selectStatus, Object.is, store);
  const error = useAgentStore(selectError, Object.is, store);
  const sessionState = useStore(session.state, selectSession);
  return useMemo(
    () => ({
      get messages() {
        return store.getState().messages;
      },
      status,
      error,
      run: session.run,
      retry: session.retry,
      edit: session.edit,
      switchBranch: session.switchBranch,
      stop: session.stop,
      store,
      session,
      storage: sessionState.storage,
      storageError: sessionState.storageError,
      threads: {
        list: sessionState.threads,
        current: sessionState.threadId,
        create: session.threads.create,
        switch: session.threads.switch,
        remove: session.threads.remove,
      },
    }),
    [status, error, session, store, sessionState],
  );
}
