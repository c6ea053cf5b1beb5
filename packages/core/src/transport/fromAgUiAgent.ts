import type { BaseEvent, RunAgentInput } from "@ag-ui/core";
import { AgentProtocolError } from "../reducer/strict";
import type { AgentStore } from "../store/createAgentStore";
import type { RunError, RunStatus } from "../types";
import { redactEncryptedValues, strictViolationError } from "./runError";

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
}

/** What a run is given: the input to send, the store to fold the reply into, and an optional abort signal. */
export interface AgentRunRequest {
  /** The run's input, usually `buildRunAgentInput(store.getState())`. */
  input: RunAgentInput;
  /** The store events are folded into. */
  store: AgentStore;
  /** Aborting it stops the run: status `cancelled`, everything received so far kept. */
  signal?: AbortSignal;
}

/**
 * A source of runs with `runHttpAgent`'s contract: `beginRun(input.runId)`, events into `store`, always
 * `endStream`, resolves with the final {@link RunStatus}, never rejects, an aborted `signal` → `cancelled`.
 * `useAgentRun({ runner })` accepts one.
 */
export type AgentRunner = (request: AgentRunRequest) => Promise<RunStatus>;

/** Options of {@link runAgUiAgent}. */
export interface RunAgUiAgentOptions extends AgentRunRequest {
  /** The `@ag-ui/client` agent (or anything {@link AgUiAgentLike}). */
  agent: AgUiAgentLike;
  /** Milliseconds without any event from the agent after which the run fails with `idle_timeout`. */
  idleTimeoutMs?: number;
}

/** Options of {@link fromAgUiAgent}. */
export interface FromAgUiAgentOptions {
  /** Milliseconds without any event after which a run fails with `idle_timeout`. */
  idleTimeoutMs?: number;
}

/**
 * The run's error for a failure. An `@ag-ui/client` HTTP error carries the response status (`runHttpRequest`
 * sets `status` and `payload`) and the reply's text in its message, which may echo the request: the
 * encrypted values of `input` are redacted from it.
 */
function toRunError(err: unknown, input: RunAgentInput): RunError {
  if (err instanceof AgentProtocolError) return strictViolationError(err);
  const message = redactEncryptedValues(err instanceof Error ? err.message : String(err), input);
  const status = typeof err === "object" && err !== null ? (err as { status?: unknown }).status : undefined;
  if (typeof status === "number") return { message: message.startsWith("HTTP") ? message : `HTTP ${status}: ${message}`, code: "http_error" };
  if (err instanceof TypeError) return { message: `The connection to the agent failed (${message}).`, code: "network_error" };
  return { message: `Agent error: ${message}`, code: "agent_error" };
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
 * `runHttpAgent`, with the agent as transport: `beginRun(input.runId)`, `agent.run(input).subscribe(…)`, the
 * events of one synchronous burst (one network chunk, for `HttpAgent`) applied with one `applyEvents`
 * (coalesced in a microtask, order kept), and always `endStream` at the end.
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
 * encrypted values for not-yet-known ids kept, open reasoning marked `interrupted`; docs/architecture.md §4).
 *
 * @returns The final {@link RunStatus} (`finished`, `error` or `cancelled`).
 * @example
 * import { HttpAgent } from "@ag-ui/client";
 * const agent = new HttpAgent({ url: "http://localhost:8787/agent" });
 * const status = await runAgUiAgent({ agent, input: buildRunAgentInput(store.getState()), store });
 */
export function runAgUiAgent(options: RunAgUiAgentOptions): Promise<RunStatus> {
  const { agent, input, store, signal, idleTimeoutMs } = options;
  return new Promise<RunStatus>((resolve) => {
    let settled = false;
    let subscription: { unsubscribe(): void } | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let buffer: BaseEvent[] = [];
    let scheduled = false;

    const flush = () => {
      scheduled = false;
      if (settled || buffer.length === 0) return;
      const batch = buffer;
      buffer = [];
      try {
        store.getState().applyEvents(batch);
      } catch (err) {
        stop();
        finish({ status: "error", error: toRunError(err, input) });
      }
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      queueMicrotask(flush);
    };
    const stop = () => {
      clearTimeout(timer);
      const sub = subscription;
      subscription = undefined;
      try {
        sub?.unsubscribe();
      } catch {
        /* an Observable that throws on unsubscribe must not make the run reject */
      }
    };
    const finish = (outcome: Parameters<ReturnType<AgentStore["getState"]>["endStream"]>[0]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      try {
        store.getState().endStream(outcome);
      } catch {
        /* a store that throws here must not make the run reject */
      }
      resolve(store.getState().status);
    };
    const armIdle = () => {
      if (idleTimeoutMs === undefined || settled) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        flush();
        stop();
        agent.abortRun?.();
        finish({ status: "error", error: { message: `No events from the agent for ${idleTimeoutMs} ms`, code: "idle_timeout" } });
      }, idleTimeoutMs);
    };
    function onAbort() {
      if (settled) return;
      flush();
      stop();
      try {
        agent.abortRun?.();
      } catch {
        /* ignore */
      }
      finish({ status: "cancelled" });
    }

    try {
      store.getState().beginRun(input.runId);
    } catch {
      /* keep going: endStream settles the state */
    }
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort, { once: true });
    armIdle();
    try {
      freshAbortController(agent);
      const observable = agent.run(input);
      const sub = observable.subscribe({
        next: (event) => {
          if (settled) return;
          armIdle();
          buffer.push(event);
          schedule();
        },
        error: (err) => {
          if (settled) return;
          flush();
          if (signal?.aborted) finish({ status: "cancelled" });
          else finish({ status: "error", error: toRunError(err, input) });
        },
        complete: () => {
          if (settled) return;
          flush();
          finish({ status: "finished" });
        },
      });
      // An Observable that completed synchronously inside subscribe() has already settled.
      if (settled) sub.unsubscribe();
      else subscription = sub;
    } catch (err) {
      flush();
      finish({ status: "error", error: toRunError(err, input) });
    }
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
  return (request) => runAgUiAgent({ ...request, agent, idleTimeoutMs: options.idleTimeoutMs });
}
