"use client";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { StoreApi } from "zustand/vanilla";
import {
  buildRunAgentInput,
  createAgentStore,
  runHttpAgent,
  selectRun,
  type AgentRunner,
  type AgentState,
  type Message,
  type RunError,
  type RunHttpAgentOptions,
  type RunStatus,
} from "@reasoning-ui/core";
import { useAgentContext } from "../context/AgentContext";
import { useAgentStore } from "../context/useAgentStore";

/**
 * Transport options of `runHttpAgent` that `useAgentRun({ url })` passes through unchanged (read at each run):
 * `headers`, `fetch`, `idleTimeoutMs`, and whatever else core's `RunHttpAgentOptions` offers. `url`, `input`,
 * `store` and `signal` are the hook's own.
 */
export type AgentRunTransportOptions = {
  [K in keyof Omit<RunHttpAgentOptions, "url" | "input" | "store" | "signal">]?: RunHttpAgentOptions[K] | undefined;
};

/** Options every {@link useAgentRun} call takes, whatever the source of runs. */
export interface UseAgentRunBaseOptions {
  /** Thread id for a store this hook creates (ignored when a store is given or provided). */
  threadId?: string | undefined;
  /** The store to run into. Default: the nearest `AgentProvider`'s store, else a new `createAgentStore({ threadId })`. */
  store?: StoreApi<AgentState> | undefined;
  /** `forwardedProps` sent with every run (merged under the per-run ones). */
  forwardedProps?: Record<string, unknown> | undefined;
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

/** What one run is given: the user's text, optionally with per-run `forwardedProps`. */
export type AgentRunInput = string | { text: string; forwardedProps?: Record<string, unknown> | undefined };

/** Result of {@link useAgentRun}. */
export interface UseAgentRunResult {
  /**
   * The store's messages (AG-UI 1.x) **at the moment you read this property**. Reading it does not subscribe: the
   * component that owns `useAgentRun` re-renders on `status` and `error` only, never per streamed frame. To render
   * messages use {@link MessageList}, or {@link useMessages} / {@link useMessage} in a child.
   */
  readonly messages: Message[];
  /** The store's run status: `"idle" | "running" | "finished" | "error" | "cancelled"`. */
  status: RunStatus;
  /** Why the run failed (`{ message, code? }`: RUN_ERROR's code or one of core's, e.g. `http_error`, `stream_ended`) when `status` is `"error"`; cleared when the next run starts. */
  error: RunError | undefined;
  /**
   * Append the user's message and run the next turn with the whole history (reasoning and tool calls with
   * their `encryptedValue`, byte-identical). A run in flight is aborted first (and settles as `cancelled`).
   * Resolves with the final status; never rejects.
   */
  run: (input: AgentRunInput) => Promise<RunStatus>;
  /**
   * Retry / Regenerate: re-run the turn of run `runId` (default: the last run) from its user message. A run in
   * flight is aborted first; the messages after that user message and the later runs are dropped
   * (`store.truncateAfter`), every earlier message — encrypted values included — is resent byte-identical, with the
   * turn's own per-run `forwardedProps`. Resolves with the final status; never rejects. Resolves with the current
   * status and changes nothing when the run is unknown or answered no user message.
   */
  retry: (runId?: string) => Promise<RunStatus>;
  /** Abort the run in flight; the store then settles with `status: "cancelled"`. No-op when idle. */
  stop: () => void;
  /** The store (pass it to `AgentProvider`, or to a component's `store` prop). */
  store: StoreApi<AgentState>;
}

const newId = () =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `msg-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

const hasUrl = (url: unknown) => (typeof url === "string" ? url.length > 0 : url instanceof URL);

/** The options' source of runs, or a clear error (runtime twin of the type-level union). */
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

/**
 * Run an AG-UI agent and follow its reasoning in a store.
 *
 * `run(text)` appends `{ role: "user", content: text }`, builds the next `RunAgentInput` with
 * `buildRunAgentInput` (full history, encrypted values kept, activity messages left out) and streams the
 * reply into the store: with `url` through `runHttpAgent` (transport options such as `headers`, `fetch`,
 * `idleTimeoutMs` passed through), with `runner` through it. HTTP errors, non-SSE replies and cut streams end
 * as `status: "error"` with `error.message`; `stop()` and unmount abort the request (`status: "cancelled"`).
 * `retry(runId?)` re-runs a turn from its user message (Retry / Regenerate; earlier encrypted values resent
 * byte-identical); each turn's outcome stays in `store.getState().runs`.
 *
 * The owner re-renders when `status` or `error` change, not per streamed frame (`messages` is read on access).
 *
 * @throws Error while rendering when neither `url` nor `runner` is given, or both are.
 * @example
 * function Chat() {
 *   const agent = useAgentRun({ url: "/api/agent", idleTimeoutMs: 60_000 });
 *   return (
 *     <AgentProvider store={agent.store}>
 *       <MessageList onRetry={agent.retry} />
 *       <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
 *     </AgentProvider>
 *   );
 * }
 */
export function useAgentRun(options: UseAgentRunOptions): UseAgentRunResult {
  checkSource(options);
  const context = useAgentContext();
  const [ownStore] = useState(() => (options.store || context.store ? undefined : createAgentStore(options.threadId === undefined ? {} : { threadId: options.threadId })));
  const store = (options.store ?? context.store ?? ownStore)!;
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const inFlight = useRef<{ controller: AbortController; done: Promise<RunStatus> } | null>(null);

  /** Per-run `forwardedProps` by user message id, so Retry resends what the turn was first sent with. */
  const perRunProps = useRef(new Map<string, Record<string, unknown> | undefined>());

  /** Aborts what is in flight, then `prepare()` (returns false to give up) and streams the next run. */
  const start = useCallback(
    async (prepare: () => { perRun: Record<string, unknown> | undefined } | undefined): Promise<RunStatus> => {
      const previous = inFlight.current;
      if (previous) {
        previous.controller.abort();
        await previous.done;
      }
      const prepared = prepare();
      if (!prepared) return store.getState().status;
      const controller = new AbortController();
      const { url, runner, store: _store, threadId: _threadId, forwardedProps, ...transport } = optionsRef.current;
      const body = buildRunAgentInput(store.getState(), { forwardedProps: { ...forwardedProps, ...prepared.perRun } });
      const done = runner
        ? runner({ input: body, store, signal: controller.signal })
        : runHttpAgent({ ...(transport as Partial<RunHttpAgentOptions>), url: url!, input: body, store, signal: controller.signal });
      const entry = { controller, done };
      inFlight.current = entry;
      const status = await done;
      if (inFlight.current === entry) inFlight.current = null;
      return status;
    },
    [store],
  );

  const run = useCallback(
    (input: AgentRunInput): Promise<RunStatus> =>
      start(() => {
        const text = typeof input === "string" ? input : input.text;
        const perRun = typeof input === "string" ? undefined : input.forwardedProps;
        const id = newId();
        perRunProps.current.set(id, perRun);
        store.getState().addMessage({ id, role: "user", content: text });
        return { perRun };
      }),
    [start, store],
  );

  const retry = useCallback(
    (runId?: string): Promise<RunStatus> =>
      start(() => {
        const state = store.getState();
        const record = runId === undefined ? state.runs[state.runs.length - 1] : selectRun(state, runId);
        const userMessageId = record?.userMessageId;
        if (userMessageId === undefined || !state.messages.some((m) => m.id === userMessageId)) return undefined;
        state.truncateAfter(userMessageId);
        return { perRun: perRunProps.current.get(userMessageId) };
      }),
    [start, store],
  );

  const stop = useCallback(() => inFlight.current?.controller.abort(), []);
  useEffect(() => () => inFlight.current?.controller.abort(), []);

  const status = useAgentStore(selectStatus, Object.is, store);
  const error = useAgentStore(selectError, Object.is, store);
  return useMemo(
    () => ({
      get messages() {
        return store.getState().messages;
      },
      status,
      error,
      run,
      retry,
      stop,
      store,
    }),
    [status, error, run, retry, stop, store],
  );
}
