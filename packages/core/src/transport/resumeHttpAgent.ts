import type { RunAgentInput } from "@ag-ui/core";
import type { OpenRun, RunStatus } from "../types";
import { cancelLoggedRun, followLoggedRun, isDetach, type RunCursor } from "./reattach";
import { runLoop } from "./runLoop";
import type { AgentConnectionOptions } from "./connectionOptions";

/** Options of {@link resumeHttpAgent}: the {@link AgentConnectionOptions} it shares with `runHttpAgent` (same meanings and defaults), the run to re-attach to instead of an input. */
export interface ResumeHttpAgentOptions extends AgentConnectionOptions {
  /** The agent's run route (the same `url` the run was started on); the re-attach route is `<url>/runs/<runId>`. */
  url: string | URL;
  /** The run to re-attach to; `from` the SSE id to replay after (`undefined`: the whole run from its start). */
  run: OpenRun;
  from?: string | undefined;
  /** The run record's id and `forwardedProps` to begin the run with (the turn's own, so Retry keeps them). */
  runId: string;
  forwardedProps?: Record<string, unknown> | undefined;
}

/**
 * Re-attaches to a logged run and folds it into `store` with `runHttpAgent`'s contract (the same run loop:
 * `beginRun`, batches, idle timer, always `endStream`, never rejects): `GET <url>/runs/<runId>?threadId=` with
 * `Last-Event-ID` = `from`, then the live tail; a drop re-attaches with backoff; the agent saying the run is gone
 * ends it as `error` with code `run_lost` (turn `cut`, the agent's reason in words), cancelled elsewhere as
 * `cancelled`. Aborting `signal` asks the agent to cancel the run, unless the reason is a `RunDetached`.
 *
 * The session calls it on load for a thread whose stored `openRun` is still open, after rolling the thread back to
 * before the run: the whole run is replayed from its start, so the turn is rebuilt exactly (docs/architecture.md,
 * "Runs that outlive the page").
 */
export function resumeHttpAgent(options: ResumeHttpAgentOptions): Promise<RunStatus> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const cursor: RunCursor = { threadId: options.run.threadId, runId: options.run.runId, lastEventId: options.from, resumable: true, terminal: false };
  const follow = { url: options.url, headers: options.headers, fetch: doFetch, hooks: options.follow, maxFrameSize: options.maxFrameSize, maxBufferSize: options.maxBufferSize, stallTimeoutMs: options.stallTimeoutMs, ...(options.reattachBackoffMs && { backoffMs: options.reattachBackoffMs }) };
  const onAbort = () => {
    if (!cursor.terminal && !isDetach(options.signal?.reason)) void cancelLoggedRun(follow, cursor);
  };
  options.signal?.addEventListener("abort", onAbort, { once: true });
  const input: RunAgentInput = { threadId: cursor.threadId, runId: options.runId, messages: [], tools: [], context: [], state: undefined, forwardedProps: options.forwardedProps };
  return runLoop(
    { input, store: options.store, ...(options.signal && { signal: options.signal }), ...(options.idleTimeoutMs !== undefined && { idleTimeoutMs: options.idleTimeoutMs }) },
    {
      start: (ctx) => followLoggedRun(follow, cursor, ctx, false),
      stop: () => options.signal?.removeEventListener("abort", onAbort),
    },
  );
}
