/**
 * Settling open streams at a run boundary: what is still open when a run, a subagent lane or the stream ends is
 * closed (reasoning and spans become `interrupted`, never an eternal "Thinking…"). Not AG-UI's human-in-the-loop
 * interrupts (those are `interrupts/`).
 */
import type { Draft } from "./draft";
import { createReasoningMessage, reasoningEnded } from "./reasoning";

/**
 * Settles everything still open at a run boundary (RUN_FINISHED, RUN_ERROR, `endStream`): every
 * reasoning message and span still `streaming` becomes `interrupted` with `endedAt = at`; subagents still
 * `running` become `interrupted`; active steps are cleared; open text messages, tool calls and chunks are
 * forgotten. Messages and encrypted values are kept as they are.
 * Returns how many reasoning messages and spans were settled.
 */
export function settleOpenStreams(d: Draft, at: number): number {
  let count = 0;
  for (const id of d.m.reasoning.openIds()) {
    const info = d.reasoning(id);
    if (info?.status !== "streaming") continue;
    d.setReasoning({ ...info, status: "interrupted", endedAt: at });
    reasoningEnded(d, id);
    count++;
  }
  for (const span of Object.values(d.data.spans)) {
    if (span.status !== "streaming") continue;
    d.setSpan({ ...span, status: "interrupted", endedAt: at });
    if (d.m.changes.on) d.m.changes.push({ type: "span-ended", spanId: span.spanId, status: "interrupted" }, span.subagentRunId);
    count++;
  }
  d.m.closeStreams();
  clearSteps(d);
  for (const sa of Object.values(d.data.subagents)) if (sa.status === "running") d.setSubagent({ ...sa, status: "interrupted", endedAt: at });
  d.m.run.clearActiveSubagents();
  return count;
}

/**
 * The end of a run (RUN_FINISHED, RUN_ERROR, the stream's end): {@link settleOpenStreams}, and every
 * encrypted value still held for a tool call that never arrived is kept on a hidden reasoning message of
 * its own (id `${toolCallId}:encrypted`, `-2`… when taken; the call may still arrive later and must not collide), so the next turn sends it back (diagnostic `encrypted_value_unclaimed`). Returns how many reasoning items were settled.
 */
export function settleRun(d: Draft, at: number): number {
  const count = settleOpenStreams(d, at);
  const pending = d.data.pendingToolCallEncryptedValues;
  for (const toolCallId of Object.keys(pending)) {
    const value = pending[toolCallId]!;
    d.setPending(toolCallId, undefined);
    d.diag("encrypted_value_unclaimed", { id: toolCallId });
    createReasoningMessage(d, { type: "RUN_END" }, d.derivedId(toolCallId, "encrypted"), "complete", value);
  }
  return count;
}

/** Clears the active steps of every lane (state and memory). */
export function clearSteps(d: Draft): void {
  d.m.run.clearSteps();
  if (d.data.steps.length) d.data.steps = [];
  for (const sa of Object.values(d.data.subagents)) if (sa.steps.length) d.setSubagent({ ...sa, steps: [] });
}

/**
 * Settles one subagent lane (SUBAGENT_FINISHED / ERROR): its reasoning messages and spans still
 * `streaming` become `interrupted`; the parent's and other lanes' are untouched. O(open reasoning items).
 * Returns how many were settled.
 */
export function settleLane(d: Draft, subagentRunId: string, at: number): number {
  let count = 0;
  for (const id of d.m.reasoning.openIds()) {
    const info = d.reasoning(id);
    if (info?.status !== "streaming" || d.message(info.messageId)?.subagentRunId !== subagentRunId) continue;
    d.setReasoning({ ...info, status: "interrupted", endedAt: at });
    d.m.reasoning.closeForProducer(info.messageId);
    reasoningEnded(d, info.messageId);
    count++;
  }
  const spans = d.m.spans;
  for (const id of spans.idsIn(subagentRunId).reverse()) {
    const span = d.span(id);
    if (span?.status === "streaming") {
      d.setSpan({ ...span, status: "interrupted", endedAt: at });
      if (d.m.changes.on) d.m.changes.push({ type: "span-ended", spanId: id, lane: subagentRunId, status: "interrupted" });
      count++;
    }
    spans.closeForProducer(id);
  }
  return count;
}
