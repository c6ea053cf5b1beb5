import { runEventId } from "@reasoning-ui/core/protocol";
import type { BaseEvent } from "@ag-ui/core";
import type { RunLogStatus } from "./types";

/** A run the store refused to log (full of followed runs): it streams live to its one reader and stops with it. Its end is the event's `type`. */
export function liveOnly(
  ref: { runId: string },
  source: AsyncIterable<BaseEvent> | ((signal: AbortSignal) => AsyncIterable<BaseEvent>),
  controller: AbortController,
): { events: AsyncIterable<{ id: string; data: string }>; done: Promise<RunLogStatus>; logged: false } {
  let resolveDone!: (s: RunLogStatus) => void;
  const done = new Promise<RunLogStatus>((r) => (resolveDone = r));
  const events = (async function* () {
    const iterable = typeof source === "function" ? source(controller.signal) : source;
    let seq = 0;
    let status: RunLogStatus = "error";
    try {
      for await (const event of iterable) {
        const data = JSON.stringify(event);
        if (event.type === "RUN_FINISHED") status = "finished";
        yield { id: runEventId(ref.runId, ++seq), data };
      }
    } finally {
      controller.abort();
      resolveDone(status);
    }
  })();
  return { events, done, logged: false };
}
