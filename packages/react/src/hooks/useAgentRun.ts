"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import type { StoreApi } from "zustand/vanilla";
import { useStore } from "zustand";
import {
  checkSessionSource,
  createAgentSession,
  type AgentRunInput,
  type AgentSession,
  type AgentSessionBaseOptions,
  type AgentSessionOptions,
  type AgentSessionRunnerOptions,
  type AgentSessionState,
  type AgentSessionUrlOptions,
  type AgentState,
  type AgentTransportOptions,
  type InterruptAnswer,
  type InterruptNotice,
  type InterruptOptions,
  isWaitingForAnswer,
  type ResumeResult,
  type Message,
  type RunError,
  type RunStatus,
  type StorageError,
  type StorageStatus,
  type ThreadSummary,
} from "@reasoning-ui/core";
import { useAgentContext } from "../context/AgentContext";
import { useAgentStore } from "../context/useAgentStore";

export type { AgentRunInput };

/**
 * Transport options of `runHttpAgent` that `useAgentRun({ url })` passes through unchanged (read at each run):
 * `headers`, `fetch`, `idleTimeoutMs`, and whatever else core's `RunHttpAgentOptions` offers (core's
 * `AgentTransportOptions`).
 */
export type AgentRunTransportOptions = AgentTransportOptions;

/**
 * Options every {@link useAgentRun} call takes: the session's own (core's `AgentSessionBaseOptions`: `threadId`,
 * `store`, `forwardedProps`, `storage`, `persistence`). The hook adds one default: without `store`, the nearest
 * `AgentProvider`'s store, else the session's own `createAgentStore({ threadId })`. A later `threadId` opens that
 * thread (`threads.switch`), e.g. from a route parameter; `storage` and `persistence` are read once per store.
 */
export type UseAgentRunBaseOptions = AgentSessionBaseOptions;

/** {@link useAgentRun} over AG-UI's HTTP transport (`runHttpAgent`): core's `AgentSessionUrlOptions`. */
export type UseAgentRunUrlOptions = AgentSessionUrlOptions;

/** {@link useAgentRun} through a runner, e.g. `fromAgUiAgent(new HttpAgent({ url }))`: core's `AgentSessionRunnerOptions`. */
export type UseAgentRunRunnerOptions = AgentSessionRunnerOptions;

/** Options of {@link useAgentRun}: the session's (`createAgentSession`), exactly one of `url` (with transport options) or `runner`. */
export type UseAgentRunOptions = AgentSessionOptions;

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
  /** Threads whose last run is still open at the agent (running here, or in the background after a switch; a logged run). */
  running: readonly string[];
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
  /**
   * Answer the agent's open requests (AG-UI 1.0 interrupts; `selectPendingInterrupts`): the next run on the same thread
   * carries `RunAgentInput.resume` for every one of them. Resolves with the run's status, or why nothing was sent
   * (`already_answered` for a second click); never rejects. See core's `session.resume`.
   */
  resume: (answers: readonly InterruptAnswer[]) => Promise<ResumeResult>;
  /**
   * Why the last message or answer was refused (`interrupts_pending`, …), or `undefined`. A refused message is in
   * `interruptNotice.text`, so nothing typed is lost.
   */
  interruptNotice: InterruptNotice | undefined;
  /**
   * The agent is waiting for the user's answer (AG-UI 1.0 interrupts; core's `isWaitingForAnswer`): e.g.
   * `disabled={agent.waitingForAnswer}` on the `Composer` while a new message would be refused.
   */
  waitingForAnswer: boolean;
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
  /** True while the run in flight re-attaches to the agent's run after its connection dropped (the list shows "Reconnecting…"). */
  reconnecting: boolean;
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
 *     <AgentProvider session={agent.session}>
 *       <MessageList />
 *       <Composer />
 *     </AgentProvider>
 *   );
 * }
 */
export function useAgentRun(options: UseAgentRunOptions): UseAgentRunResult {
  checkSessionSource(options, "useAgentRun");
  const context = useAgentContext();
  const given = options.store ?? context.store;
  // One session per store it was given (or, given none, with its own store), kept in state (a memo may be discarded,
  // and a new session would abort the run in flight); creating one reads nothing (no storage, time or randomness).
  // Another store given → a new session, set during render.
  let [made, setMade] = useState(() => ({ given, session: createAgentSession({ ...options, store: given }) }));
  if (made.given !== given) {
    made = { given, session: createAgentSession({ ...options, store: given }) };
    setMade(made);
  }
  const { session } = made;
  const store = session.store;
  useEffect(() => session.setOptions({ ...options, store })); // read at each run, as the props were last committed
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
  const waitingForAnswer = useAgentStore(isWaitingForAnswer, Object.is, store);
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
      resume: session.resume,
      interruptNotice: sessionState.interruptNotice,
      waitingForAnswer,
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
        running: sessionState.runningThreads,
      },
      reconnecting: sessionState.reconnecting,
    }),
    [status, error, session, store, sessionState, waitingForAnswer],
  );
}
