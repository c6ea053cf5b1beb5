import { clearOpenStreams } from "./session";
import type { Draft } from "./draft";

/**
 * Settles everything still open at a run boundary (RUN_FINISHED, RUN_ERROR, `endStream`): every
 * reasoning message and span still `streaming` becomes `interrupted` with `endedAt = at`; open text
 * messages, tool calls and chunks are forgotten. Messages and encrypted values are kept as they are.
 * Returns how many reasoning messages and spans were interrupted.
 */
export function interruptOpenStreams(d: Draft, at: number): number {
  let count = 0;
  for (const info of Object.values(d.data.reasoning)) {
    if (info.status !== "streaming") continue;
    d.setReasoning({ ...info, status: "interrupted", endedAt: at });
    count++;
  }
  for (const span of Object.values(d.data.spans)) {
    if (span.status !== "streaming") continue;
    d.setSpan({ ...span, status: "interrupted", endedAt: at });
    count++;
  }
  clearOpenStreams(d.session);
  return count;
}
