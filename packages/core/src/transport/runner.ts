import type { RunAgentInput } from "@ag-ui/core";
import type { AgentStore } from "../store/createAgentStore";
import type { RunStatus } from "../types";

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
 * A source of runs with `runHttpAgent`'s contract (both are built on the same run loop, `runLoop.ts`):
 * `beginRun(input.runId)`, events into `store`, always `endStream`, resolves with the final {@link RunStatus},
 * never rejects, an aborted `signal` → `cancelled`. `fromAgUiAgent(agent)` (subpath `/adapters`) makes one from
 * any `@ag-ui/client` agent; `useAgentRun({ runner })` accepts one.
 *
 * @example
 * const runner: AgentRunner = (request) => runHttpAgent({ ...request, url: "/agent", headers: { Authorization: token } });
 */
export type AgentRunner = (request: AgentRunRequest) => Promise<RunStatus>;
