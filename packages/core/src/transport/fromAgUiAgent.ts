import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import type { RunStatus } from "../types";
import type { AgentReattachRequest, AgentRunner, AgentRunRequest } from "./runner";
import { AgentStreamError } from "./AgentStreamError";
import { isDetach } from "./runCursor";
import { runLoop } from "./runLoop";

/**
 * The subscription side of an rxjs `Observable` (what `@ag-ui/client` 1.x `AbstractAgent.run` returns).
 * Declared structurally so `@reasoning-ui/core` needs neither rxjs nor `@ag-ui/client` at runtime.
 */
export interface AgUiEventObservable {
  subscribe(observer: { next: (event: BaseEvent) => void; error: (err: unknown) => void; complete: () => void }): {
    unsubscribe(): void;
  };
}

/**
 * The part of an `@ag-ui/client` 1.x `AbstractAgent` that {@link fromAgUiAgent} uses: `run(input)` (the raw
 * event Observable, before the client's own `apply` step) and, when present, `abortRun()`. Any
 * `AbstractAgent` subclass (`HttpAgent`, LangGraph/Mastra/CrewAI agents, a middleware-wrapped agent…)
 * satisfies it; so does a hand-written object with a `run` method.
 */
export interface AgUiAgentLike {
  run(input: RunAgentInput): AgUiEventObservable;
  abortRun?(): void;
  /** AG-UI's re-attach (`AbstractAgent.connectAgent`): used by `fromAgUiAgent` when the agent implements `connect()`. */
  connectAgent?(parameters?: { runId?: string; forwardedProps?: Record<string, unknown> }, subscriber?: { onEvent?(params: { event: BaseEvent }): unknown }): Promise<unknown>;
  /** Stops following the active run without aborting it (`AbstractAgent.detachActiveRun`). */
  detachActiveRun?(): Promise<void> | void;
}

/**
 * Whether `agent` implements AG-UI's `connect()` itself: `AbstractAgent`'s own `connect` throws
 * `AGUIConnectNotImplementedError`, so an agent whose `connect` is the deepest one in its prototype chain cannot
 * re-attach; a subclass overriding it (or an object with its own `connect`) can.
 */
export function implementsConnect(agent: AgUiAgentLike): boolean {
  const own = (agent as { connect?: unknown }).connect;
  if (typeof own !== "function" || typeof agent.connectAgent !== "function") return false;
  if (Object.prototype.hasOwnProperty.call(agent, "connect")) return true;
  const definers: object[] = [];
  for (let proto = Object.getPrototypeOf(agent); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto))
    if (Object.prototype.hasOwnProperty.call(proto, "connect")) definers.push(proto);
  if (definers.length !== 1) return definers.length > 1; // a subclass overrides the base's connect()
  // One definer: AbstractAgent itself (it defines runAgent and connectAgent beside its throwing connect), or a
  // class of its own that implements connect().
  return !Object.prototype.hasOwnProperty.call(definers[0], "runAgent");
}

/** Options of {@link runAgUiAgent}. */
export interface RunAgUiAgentOptions extends AgentRunRequest {
  /** The `@ag-ui/client` agent (or anything {@link AgUiAgentLike}). */
  agent: AgUiAgentLike;
  /** Milliseconds without any event from the agent after which the run fails with `idle_timeout`; default 120,000; `0` or `Infinity`: none. */
  idleTimeoutMs?: number;
}

/** Options of {@link fromAgUiAgent}. */
export interface FromAgUiAgentOptions {
  /** Milliseconds without any event after which a run fails with `idle_timeout`; default 120,000; `0` or `Infinity`: none. */
  idleTimeoutMs?: number;
}

/**
 * `HttpAgent.run` sends with `this.abortController.signal` and only `runAgent` replaces that controller, so
 * after one `abortRun()` every later `run()` would fail at once. Give each run a fresh controller, as
 * `HttpAgent.runAgent` does (duck-typed: only a public `abortController` field that is an AbortController).
 */
function freshAbortController(agent: AgUiAgentLike): void {
  const holder = agent as { abortController?: unknown };
  if (typeof AbortController !== "undefined" && holder.abortController instanceof AbortController) {
    holder.abortController = new AbortController();
  }
}

/**
 * Runs an `@ag-ui/client` 1.x agent and folds its events into `store` — the same contract as
 * `runHttpAgent`, with the agent as transport and the same run loop: `beginRun(input.runId)`,
 * `agent.run(input).subscribe(…)`, the events that arrive within one macrotask turn applied with one
 * `applyEvents` (order kept), and always `endStream` at the end.
 *
 * Never rejects; every failure ends as state, keeping all earlier messages and encrypted values:
 * - the Observable errors with an `@ag-ui/client` HTTP error (it carries `status`) → `error.code = "http_error"`;
 * - a `TypeError` (fetch failed) → `"network_error"`; any other error → `"agent_error"` (its message kept);
 * - a strict store rejecting an event → `"strict_violation"` (the subscription is closed);
 * - silence for `idleTimeoutMs` → `"idle_timeout"`;
 * - `signal` aborted → unsubscribes, calls `agent.abortRun()` (HttpAgent aborts its fetch), status `"cancelled"`;
 * - the Observable completing without RUN_FINISHED / RUN_ERROR → `"stream_ended"` (see `endStream`).
 *
 * Events go through our reducer, not the client's `apply` step (no per-event deep clone of the messages,
 * encrypted values for not-yet-known ids kept, open reasoning marked `interrupted`; docs/architecture.md, "Protocol facts").
 *
 * @returns The final {@link RunStatus} (`finished`, `error` or `cancelled`).
 * @example
 * import { HttpAgent } from "@ag-ui/client";
 * const agent = new HttpAgent({ url: "http://localhost:8787/agent" });
 * const status = await runAgUiAgent({ agent, input: buildRunAgentInput(store.getState()), store });
 */
export function runAgUiAgent(options: RunAgUiAgentOptions): Promise<RunStatus> {
  const { agent, input } = options;
  // An agent that can re-attach (connect()): the session keeps the run open with its thread from RUN_STARTED on.
  let announced = !(options.follow && implementsConnect(agent));
  let subscription: { unsubscribe(): void } | undefined;
  let stopped = false;
  let done = false;
  return runLoop(options, {
    start: ({ emit, alive }) =>
      new Promise<void>((resolve, reject) => {
        freshAbortController(agent);
        const sub = agent.run(input).subscribe({
          next: (event) => {
            if (stopped) return;
            alive();
            emit([event]);
            if (!announced && event.type === "RUN_STARTED") {
              announced = true;
              const e = event as { threadId?: unknown; runId?: unknown };
              options.follow?.onEventId?.({ threadId: typeof e.threadId === "string" ? e.threadId : input.threadId, runId: typeof e.runId === "string" ? e.runId : input.runId, lastEventId: undefined, resumable: true, terminal: false });
            }
          },
          error: (err) => {
            done = true;
            reject(err);
          },
          complete: () => {
            done = true;
            resolve();
          },
        });
        // An Observable that completed synchronously inside subscribe() needs no unsubscribing later.
        if (done || stopped) sub.unsubscribe();
        else subscription = sub;
      }),
    stop() {
      stopped = true;
      const sub = subscription;
      subscription = undefined;
      try {
        sub?.unsubscribe();
      } finally {
        // Still running (aborted, timed out, a strict store rejected an event): HttpAgent aborts its fetch.
        if (!done && sub) agent.abortRun?.();
      }
    },
  });
}

/**
 * Makes any `@ag-ui/client` 1.x `AbstractAgent` (e.g. `HttpAgent`) the source of runs: returns an
 * {@link AgentRunner} with `runHttpAgent`'s contract (see {@link runAgUiAgent}). `@ag-ui/client` is an
 * optional peer dependency: this module imports no runtime code from it, only the structural
 * {@link AgUiAgentLike} shape.
 *
 * @example
 * import { HttpAgent } from "@ag-ui/client";
 * const runner = fromAgUiAgent(new HttpAgent({ url: "/agent", headers: { Authorization: "Bearer …" } }));
 * // React: const agent = useAgentRun({ runner });
 * // Vanilla:
 * const store = createAgentStore();
 * store.getState().addMessage({ id: "u1", role: "user", content: "Hi" });
 * await runner({ input: buildRunAgentInput(store.getState()), store });
 */
export function fromAgUiAgent(agent: AgUiAgentLike, options: FromAgUiAgentOptions = {}): AgentRunner {
  const idle = options.idleTimeoutMs !== undefined ? { idleTimeoutMs: options.idleTimeoutMs } : {};
  const runner: AgentRunner = (request) => runAgUiAgent({ ...request, agent, ...idle });
  if (implementsConnect(agent)) runner.reattach = (request) => reattachAgUiAgent(agent, request, idle.idleTimeoutMs);
  return runner;
}

/**
 * Re-attaches to an open run through AG-UI's `connectAgent({ runId })` (the agent's `connect()` replays the run and
 * tails it), folding every event into the store with the run loop's contract. Stop aborts it (`abortRun()`); a
 * detach only stops following (`detachActiveRun()`).
 */
function reattachAgUiAgent(agent: AgUiAgentLike, request: AgentReattachRequest, idleTimeoutMs: number | undefined): Promise<RunStatus> {
  const input: RunAgentInput = { threadId: request.run.threadId, runId: request.runId, messages: [], tools: [], context: [], state: undefined, forwardedProps: request.forwardedProps };
  let done = false;
  return runLoop(
    { input, store: request.store, ...(request.signal && { signal: request.signal }), ...(idleTimeoutMs !== undefined && { idleTimeoutMs }) },
    {
      start: async ({ emit, alive }) => {
        freshAbortController(agent);
        try {
          await agent.connectAgent!({ runId: request.run.runId, ...(request.forwardedProps && { forwardedProps: request.forwardedProps }) }, {
            onEvent: ({ event }) => {
              alive();
              emit([event]);
            },
          });
        } catch (err) {
          throw new AgentStreamError("run_lost", `The run could not be resumed: ${err instanceof Error ? err.message.slice(0, 200) : String(err)}`);
        } finally {
          done = true;
        }
      },
      stop() {
        if (done) return;
        if (isDetach(request.signal?.reason)) void Promise.resolve(agent.detachActiveRun?.()).catch(() => undefined);
        else agent.abortRun?.();
      },
    },
  );
}
