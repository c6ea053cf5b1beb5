"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { StoreApi } from "zustand/vanilla";
import { buildRunAgentInput, createAgentStore, runHttpAgent, type AgentRunner, type AgentState, type Message, type RunError, type RunStatus } from "@reasoning-ui/core";
import { useAgentContext } from "../context/AgentContext";
import { useStoreSelector } from "../internal/useStoreSelector";

/** Options of {@link useAgentRun}. */
export interface UseAgentRunOptions {
  /** The agent endpoint: `POST` with an AG-UI `RunAgentInput` body, answers Server-Sent Events. Required unless `runner` is given. */
  url?: string;
  /**
   * Where runs come from instead of `url` (wins over it), e.g. `fromAgUiAgent(new HttpAgent({ url }))` for any
   * `@ag-ui/client` agent. Same contract as `runHttpAgent`; `headers` and `fetch` are then the runner's business.
   */
  runner?: AgentRunner;
  /** Extra request headers (e.g. `Authorization`). Read at each run. */
  headers?: Record<string, string>;
  /** Thread id for a store this hook creates (ignored when a store is given or provided). */
  threadId?: string;
  /** The store to run into. Default: the nearest `AgentProvider`'s store, else a new `createAgentStore({ threadId })`. */
  store?: StoreApi<AgentState>;
  /** `forwardedProps` sent with every run (merged under the per-run ones). */
  forwardedProps?: Record<string, unknown>;
  /** Custom `fetch` (tests, proxies). Default: global `fetch`. */
  fetch?: typeof fetch;
}

/** What one run is given: the user's text, optionally with per-run `forwardedProps`. */
export type AgentRunInput = string | { text: string; forwardedProps?: Record<string, unknown> };

/** Result of {@link useAgentRun}. */
export interface UseAgentRunResult {
  /** The store's messages (AG-UI 1.x), re-rendered at most once per animation frame. */
  messages: Message[];
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
  /** Abort the run in flight; the store then settles with `status: "cancelled"`. No-op when idle. */
  stop: () => void;
  /** The store (pass it to `AgentProvider`). */
  store: StoreApi<AgentState>;
}

const newId = () =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `msg-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Run an AG-UI agent over HTTP and follow its reasoning in a store.
 *
 * `run(text)` appends `{ role: "user", content: text }`, builds the next `RunAgentInput` with
 * `buildRunAgentInput` (full history, encrypted values kept, activity messages left out) and streams the
 * reply through `runHttpAgent` into the store. HTTP errors, non-SSE replies and cut streams end as
 * `status: "error"` with `error.message`; `stop()` and unmount abort the request (`status: "cancelled"`).
 * With `runner` (e.g. `fromAgUiAgent(new HttpAgent({ url }))` from `@reasoning-ui/core`), runs go through it
 * instead of `runHttpAgent`, with the same store, abort and never-reject behaviour.
 *
 * @example
 * function Chat() {
 *   const agent = useAgentRun({ url: "http://localhost:8787/agent" });
 *   return (
 *     <AgentProvider store={agent.store}>
 *       <MessageList />
 *       <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
 *     </AgentProvider>
 *   );
 * }
 */
export function useAgentRun(options: UseAgentRunOptions): UseAgentRunResult {
  const context = useAgentContext();
  const [ownStore] = useState(() => (options.store || context.store ? undefined : createAgentStore({ threadId: options.threadId })));
  const store = (options.store ?? context.store ?? ownStore)!;
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const inFlight = useRef<{ controller: AbortController; done: Promise<RunStatus> } | null>(null);

  const run = useCallback(
    async (input: AgentRunInput): Promise<RunStatus> => {
      const previous = inFlight.current;
      if (previous) {
        previous.controller.abort();
        await previous.done;
      }
      const controller = new AbortController();
      const { url, runner, headers, forwardedProps, fetch: fetchImpl } = optionsRef.current;
      const text = typeof input === "string" ? input : input.text;
      const perRun = typeof input === "string" ? undefined : input.forwardedProps;
      store.getState().addMessage({ id: newId(), role: "user", content: text });
      const body = buildRunAgentInput(store.getState(), { forwardedProps: { ...forwardedProps, ...perRun } });
      const done = runner
        ? runner({ input: body, store, signal: controller.signal })
        : runHttpAgent({ url: url ?? "", input: body, store, headers, signal: controller.signal, fetch: fetchImpl });
      const entry = { controller, done };
      inFlight.current = entry;
      const status = await done;
      if (inFlight.current === entry) inFlight.current = null;
      return status;
    },
    [store],
  );

  const stop = useCallback(() => inFlight.current?.controller.abort(), []);
  useEffect(() => () => inFlight.current?.controller.abort(), []);

  const messages = useStoreSelector(store, (s) => s.messages, Object.is, context.coalesce);
  const status = useStoreSelector(store, (s) => s.status, Object.is, context.coalesce);
  const error = useStoreSelector(store, (s) => s.error, Object.is, context.coalesce);
  return { messages, status, error, run, stop, store };
}
