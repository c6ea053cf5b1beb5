import { splitRunEventId } from "../protocol/runs";
import type { BaseEvent } from "@ag-ui/core";

/*
 * What every run needs of re-attaching (docs/architecture.md, "Transport and re-attach", "Runs that outlive the page"): the cursor a transport
 * keeps while it streams, the detach reason and the hooks. The re-attach loop itself (`reattach.ts`) and
 * `resumeHttpAgent` load on first use (`reattachOnDemand.ts`, docs/architecture.md, "Budgets and benchmarks").
 */

/** Where a logged run is: the agent's run id (from the SSE ids), the thread, and the last event id received. */
export interface RunCursor {
  threadId: string;
  runId: string;
  /** The last SSE id received (`<runId>:<seq>`); `undefined` = from the start. */
  lastEventId: string | undefined;
  /** True once an id of the form `<runId>:<seq>` arrived: the agent logs this run and can be asked to re-attach. */
  resumable: boolean;
  /** True once RUN_FINISHED or RUN_ERROR arrived: nothing to re-attach to. */
  terminal: boolean;
  /** The keep-alive interval the agent's stream announced (`: keep-alive <ms>`), ms; sets the stall window. */
  heartbeatMs?: number | undefined;
}

/** What a transport tells whoever follows its run (the session: the stored open run, "Reconnecting…"). */
export interface RunFollowHooks {
  /** Each batch's last SSE id, after the batch was handed to the store (the session keeps it with the thread). */
  onEventId?(cursor: RunCursor): void;
  /** The connection dropped; re-attaching with backoff (called once per drop, before the first attempt). */
  onReconnecting?(cursor: RunCursor): void;
  /** A re-attach answered: the stream goes on. */
  onReconnected?(cursor: RunCursor): void;
}

/** The abort reason of a detach: the page stops following a run (thread switch, unmount) without cancelling it at the agent. */
export class RunDetached extends Error {
  override readonly name = "RunDetached";
  constructor() {
    super("Stopped following the run; it goes on at the agent.");
  }
}

/** Whether an abort reason is a {@link RunDetached} (no cancel sent). */
export const isDetach = (reason: unknown): boolean => reason instanceof Error && reason.name === "RunDetached";

/** Notes a frame's SSE id on the cursor (an id naming a run — `<runId>:<seq>` — makes the run resumable). */
export function noteEventId(cursor: RunCursor, id: string): void {
  const parts = splitRunEventId(id);
  if (!parts) return;
  cursor.lastEventId = id;
  cursor.runId = parts.runId;
  cursor.resumable = true;
}

/** Notes RUN_FINISHED / RUN_ERROR in a batch. */
export function noteTerminal(cursor: RunCursor, events: readonly BaseEvent[]): void {
  for (const e of events) if (e.type === "RUN_FINISHED" || e.type === "RUN_ERROR") cursor.terminal = true;
}

