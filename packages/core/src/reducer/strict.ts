import { EventType } from "@ag-ui/core";
import type { Draft } from "./draft";
import type { EventCommon } from "./eventTypes";
import type { AgentProtocolErrorCode } from "../extensionTypes";
import type { DiagnosticParams } from "../runTypes";

export type { AgentProtocolErrorCode, StrictVerification } from "../extensionTypes";

/**
 * A violation of the protocol: in strict mode throws the strict module's `AgentProtocolError`; in lenient mode
 * records a diagnostic and returns so the caller can recover.
 */
export function violation(d: Draft, code: AgentProtocolErrorCode, params: DiagnosticParams | undefined, eventType?: string, key?: string): void {
  const strict = d.m.strict;
  if (strict) throw strict.error(code, params, eventType);
  d.diag(code, params, eventType, key);
}

/** `overlapping_start`: a START for `what` (a noun token of the message table, e.g. `toolCall`) `id` that is still open. */
export function overlappingStart(d: Draft, what: string, id: string, event: { type: string }): void {
  violation(d, "overlapping_start", { what, id }, event.type, id);
}

/** An END for `what` (e.g. `toolCall`) `id` that is not open: `closed_id` when it is `known`, else `unknown_id`. */
export function endViolation(d: Draft, known: unknown, what: string, id: string, event: { type: string }): void {
  violation(d, known ? "closed_id" : "unknown_id", { type: event.type, what, id }, event.type, `end:${id}`);
}

/**
 * The run-phase rules of `@ag-ui/client` 1.x `verifyEvents`, checked for every incoming event before it
 * is applied: first event RUN_STARTED (or RUN_ERROR), no RUN_STARTED while a run is active, nothing after
 * RUN_ERROR but RUN_STARTED, nothing after RUN_FINISHED but RUN_STARTED / RUN_ERROR, no `subagentRunId: null`.
 */
export function checkRunPhase(d: Draft, event: EventCommon | { type: string; subagentRunId?: unknown }): void {
  const type = event.type;
  const phase = d.phase();
  if (type === EventType.RUN_STARTED) {
    if (phase === "running") violation(d, "run_already_started", undefined, type);
  } else if (phase === "errored") {
    violation(d, "event_after_run_error", { type }, type, type);
  } else if (phase === "finished") {
    if (type !== EventType.RUN_ERROR) violation(d, "event_after_run_finished", { type }, type, type);
  } else if (phase === "none" && type !== EventType.RUN_ERROR) {
    violation(d, "missing_run_started", { type }, type, "run");
  }
  if (event.subagentRunId === null) violation(d, "null_field", { type, field: "subagentRunId" }, type, `null:${type}`);
}

/** RUN_FINISHED while steps, text, reasoning, tool calls or subagents are still active (`@ag-ui/client` 1.x `verifyEvents`). */
export function checkRunFinished(d: Draft, event: EventCommon): void {
  const run = d.m.run;
  const open = run.stepCount() + d.m.pendingCount() + run.activeSubagentCount + d.m.reasoning.size;
  if (open > 0) violation(d, "run_finished_with_open_streams", undefined, event.type);
}
