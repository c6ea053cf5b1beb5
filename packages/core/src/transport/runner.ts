import type { RunAgentInput } from "@ag-ui/core";
import type { AgentStore } from "../store/createAgentStore";
import type { OpenRun, RunStatus } from "../types";
import type { RunFollowHooks } from "./runCursor";

/** What a run is given: the input to send, the store to fold the reply into, and an optional abort signal. */
export interface AgentRunRequest {
  /** The run's input, usually `buildRunAgentInput(store.getState())`. */
  input: RunAgentInput;
  /** The store events are folded into. */
  store: AgentStore;
  /** Aborting it stops the run: status `cancelled`, everything received so far kept. */
  signal?: AbortSignal;
  /** Told about a run the source can re-attach to (the session keeps it with the thread; see `AgentRunner.reattach`). */
  follow?: RunFollowHooks | undefined;
}

/** What {@link AgentRunner.reattach} is given: the open run, the store (rolled back to before the run), the run record's id and props. */
export interface AgentReattachRequest {
  run: OpenRun;
  store: AgentStore;
  runId: string;
  forwardedProps?: Record<string, unknown> | undefined;
  signal?: AbortSignal;
  follow?: RunFollowHooks | undefined;
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
export type AgentRunner = ((request: AgentRunRequest) => Promise<RunStatus>) & {
  /**
   * Optional: re-attaches to a run still open at the agent and folds it — replayed from its start — into `store`,
   * with the runner's contract (docs/architecture.md, "Runs that outlive the page"). `fromAgUiAgent` has it for
   * agents implementing AG-UI's `connect()` (through `connectAgent()`); a session re-attaches only through it.
   */
  reattach?: (request: AgentReattachRequest) => Promise<RunStatus>;
};
