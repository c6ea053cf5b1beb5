import { clearOpenStreams } from "./session";
import type { Draft } from "./draft";

/**
 * Settles everything still open at a run boundary (RUN_FINISHED, RUN_ERROR, `endStream`): every
 * reasoning message and span still `streaming` becomes `interrupted` with `endedAt = at`; subagents still
 * `running` become `interrupted`; active steps are cleared; open text messages, tool calls and chunks are
 * forgotten. Messages and encrypted values are kept as they are.
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
  clearSteps(d);
  for (const sa of Object.values(d.data.subagents)) if (sa.status === "running") d.setSubagent({ ...sa, status: "interrupted", endedAt: at });
  d.session.activeSubagents.clear();
  return count;
}

/** Clears the active steps of every lane (state and session). */
export function clearSteps(d: Draft): void {
  d.session.stepLanes.clear();
  if (d.data.steps.length) d.data.steps = [];
  for (const sa of Object.values(d.data.subagents)) if (sa.steps.length) d.setSubagent({ ...sa, steps: [] });
}

/**
 * Settles one subagent lane (SUBAGENT_FINISHED / ERROR): its reasoning messages and spans still
 * `streaming` become `interrupted`; the parent's and other lanes' are untouched. O(reasoning items), on a
 * rare event. Returns how many were interrupted.
 */
export function interruptLane(d: Draft, subagentRunId: string, at: number): number {
  let count = 0;
  for (const info of Object.values(d.data.reasoning)) {
    if (info.status !== "streaming" || d.message(info.messageId)?.subagentRunId !== subagentRunId) continue;
    d.setReasoning({ ...info, status: "interrupted", endedAt: at });
    d.session.autoClosed.add("reasoning:" + info.messageId);
    count++;
  }
  const stack = d.session.spanStack;
  for (let i = stack.length - 1; i >= 0; i--) {
    const span = d.span(stack[i]!);
    if (span?.subagentRunId !== subagentRunId) continue;
    if (span.status === "streaming") (d.setSpan({ ...span, status: "interrupted", endedAt: at }), count++);
    d.session.autoClosed.add("span:" + span.spanId);
    stack.splice(i, 1);
  }
  return count;
}
