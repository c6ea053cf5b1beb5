import type { AgentStore } from "../store/createAgentStore";
import type { SseLimits } from "./parseSseStream";
import type { RunFollowHooks } from "./runCursor";

/**
 * The connection options a run and a re-attach share (`runHttpAgent`, `resumeHttpAgent`): where the events go, the
 * request's headers, cancellation, the idle and stall timers, re-attaching — plus the SSE parser's limits.
 */
export interface AgentConnectionOptions extends SseLimits {
  store: AgentStore;
  /** Extra request headers (e.g. authorization). `Content-Type` and `Accept` are always set. */
  headers?: Record<string, string>;
  /** Aborting it stops the run: status `cancelled`, everything received so far kept. */
  signal?: AbortSignal;
  /** A `fetch` implementation (default `globalThis.fetch`). */
  fetch?: typeof globalThis.fetch;
  /**
   * Milliseconds without a complete SSE frame or comment (a heartbeat) after which the run fails with
   * `idle_timeout`; default 120,000 (two minutes); `0` or `Infinity` turns it off. Bytes of an unfinished line
   * do not count: an endless line times out.
   */
  idleTimeoutMs?: number;
  /**
   * Told about a logged run (an agent with a run log sends SSE ids `<runId>:<seq>`): each batch's last id,
   * "reconnecting" when the connection dropped, "reconnected" (the session keeps the open run with the thread and
   * shows "Reconnecting…"). Nothing to set for re-attaching itself: it is automatic when the agent sends such ids.
   */
  follow?: RunFollowHooks | undefined;
  /**
   * Delays between re-attach attempts after a drop, ms, the last repeated for as long as the agent has not said the
   * run is gone (jittered). Default `DEFAULT_REATTACH_BACKOFF_MS` (250 ms doubling to 8 s).
   */
  reattachBackoffMs?: readonly number[] | undefined;
  /**
   * A logged run's connection that delivers no byte for this long is dropped and re-attached after its last event
   * id, ms; default 45 s. A stream announcing its keep-alive interval (`: keep-alive <ms>`) sets three intervals instead.
   */
  stallTimeoutMs?: number | undefined;
}
