import { DEFAULT_STALL_WINDOW_MS, readKeepAliveComment, stallWindowMs } from "../protocol/heartbeat";
import { AgentStreamError } from "./AgentStreamError";
import type { RunCursor } from "./runCursor";

/**
 * One connection of a logged run, watched for a stall (docs/architecture.md, "A run is never given up while the
 * agent runs it"): a connection that stays open but delivers no byte — no frame, no keep-alive comment — for the
 * stall window is aborted, so the transport re-attaches after its last event id instead of waiting for the 120 s
 * idle timeout. The window is three of the intervals the stream announced (`: keep-alive <ms>`), else
 * `fallbackMs` (default 45 s). Only a resumable run is watched (a run without a log cannot be re-attached: its
 * silence is the idle timer's). One timer per connection; `activity` is O(1) (it runs for every frame).
 */
export interface StallWatch {
  /** The connection's signal: aborts with the parent, or with an `AgentStreamError` `network_error` on a stall. */
  readonly signal: AbortSignal;
  /** A frame or comment arrived. */
  activity(): void;
  /** A comment arrived: a `keep-alive <ms>` one sets the window. */
  comment(text: string): void;
  /** Whether this connection was aborted for a stall. */
  stalled(): boolean;
  /** Stops watching (the connection is over). */
  stop(): void;
}

export function watchStall(parent: AbortSignal, cursor: RunCursor, fallbackMs: number = DEFAULT_STALL_WINDOW_MS): StallWatch {
  const controller = new AbortController();
  const onParent = () => controller.abort(parent.reason);
  if (parent.aborted) controller.abort(parent.reason);
  else parent.addEventListener("abort", onParent, { once: true });
  let last = Date.now();
  let stalled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const windowMs = () => (cursor.heartbeatMs !== undefined ? stallWindowMs(cursor.heartbeatMs) : fallbackMs);
  const check = () => {
    timer = undefined;
    if (controller.signal.aborted) return;
    const quiet = Date.now() - last;
    const w = windowMs();
    if (quiet >= w && cursor.resumable && !cursor.terminal) {
      stalled = true;
      controller.abort(new AgentStreamError("network_error", `The connection to the agent stalled: no data for ${w} ms.`));
      return;
    }
    timer = setTimeout(check, Math.max(50, quiet >= w ? w : w - quiet));
  };
  timer = setTimeout(check, windowMs());
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    parent.removeEventListener("abort", onParent);
  };
  controller.signal.addEventListener("abort", stop, { once: true });
  return {
    signal: controller.signal,
    activity: () => void (last = Date.now()),
    comment(text) {
      const ms = readKeepAliveComment(text);
      if (ms === undefined || ms === cursor.heartbeatMs) return;
      cursor.heartbeatMs = ms;
      // A shorter window than the timer's sleep: wake sooner.
      clearTimeout(timer);
      timer = setTimeout(check, Math.max(50, windowMs() - (Date.now() - last)));
    },
    stalled: () => stalled,
    stop,
  };
}
