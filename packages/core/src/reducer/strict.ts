import { EventType } from "@ag-ui/core";
import type { Draft } from "./draft";
import type { EventCommon } from "./eventTypes";

/**
 * Codes of `AgentProtocolError` (strict mode, `@reasoning-ui/core/strict`) and of the matching lenient diagnostics. Each mirrors a
 * rule of `@ag-ui/client` 1.x `verifyEvents` or of the .NET agent-framework builder:
 * - `invalid_event`: not an object with a string `type`, or a required field missing / of the wrong type;
 * - `missing_run_started`: the first event of a stream is neither RUN_STARTED nor RUN_ERROR;
 * - `run_already_started`: RUN_STARTED while a run is active (not finished or errored);
 * - `event_after_run_finished`: anything but RUN_STARTED / RUN_ERROR after RUN_FINISHED;
 * - `event_after_run_error`: anything but RUN_STARTED after RUN_ERROR;
 * - `null_field`: an optional field sent as `null` (`subagentRunId`, SUBAGENT_* optional fields, an
 *   interrupt's or a message's `subagentRunId`) — the protocol says omit it;
 * - `overlapping_start`: a start for a text message, tool call, reasoning message or span that is open;
 * - `unknown_id` / `closed_id`: content or end for an id never started / already ended;
 * - `lane_mismatch`: an event whose `subagentRunId` differs from the one that opened its message, tool
 *   call, reasoning or activity (or a tool call whose parent message belongs to another lane);
 * - `step_already_active` / `step_not_started` / `step_lane_mismatch`: STEP_STARTED of an active step,
 *   STEP_FINISHED of a step not started, or finished from another lane than the one that started it;
 * - `subagent_already_active` / `subagent_reused` / `unknown_parent_subagent` / `subagent_not_active`:
 *   SUBAGENT_STARTED twice, with an id that already finished in this run, with a `parentSubagentRunId` not
 *   started in this run; SUBAGENT_FINISHED / ERROR for a subagent that is not active;
 * - `invalid_outcome`: SUBAGENT_FINISHED `outcome` other than success/suspended, or non-string `interruptIds`;
 * - `run_finished_with_open_streams`: RUN_FINISHED while steps, text messages, reasoning messages or spans,
 *   tool calls or subagents are still active;
 * - `invalid_interrupts`: RUN_FINISHED `outcome: interrupt` with no interrupts, two with the same `id`, or one
 *   without a string `id` / `reason` (AG-UI 1.0 interrupts; docs/architecture.md §18).
 */
export type AgentProtocolErrorCode =
  | "invalid_event"
  | "missing_run_started"
  | "run_already_started"
  | "event_after_run_finished"
  | "event_after_run_error"
  | "null_field"
  | "overlapping_start"
  | "unknown_id"
  | "closed_id"
  | "lane_mismatch"
  | "step_already_active"
  | "step_not_started"
  | "step_lane_mismatch"
  | "subagent_already_active"
  | "subagent_reused"
  | "unknown_parent_subagent"
  | "subagent_not_active"
  | "invalid_outcome"
  | "run_finished_with_open_streams"
  | "invalid_interrupts";

/**
 * Strict verification, given to a store as `createAgentStore({ strict })` with `strict` from
 * `@reasoning-ui/core/strict` (opt-in, docs/architecture.md §8, P4): `error(code, message, eventType)` builds the
 * error `applyEvent(s)` throws (an `AgentProtocolError`) before the offending event changes anything. Without
 * it the store is lenient: the same violations are recovered from and recorded in `diagnostics`.
 */
export interface StrictVerification {
  error(code: AgentProtocolErrorCode, message: string, eventType?: string): Error;
}

/**
 * A violation of the protocol: in strict mode throws the strict module's `AgentProtocolError`; in lenient mode
 * records a diagnostic and returns so the caller can recover.
 */
export function violation(d: Draft, code: AgentProtocolErrorCode, message: string, eventType?: string, key?: string): void {
  const strict = d.m.strict;
  if (strict) throw strict.error(code, message, eventType);
  d.diag(code, message, eventType, key);
}

/** `overlapping_start`: a START for `what` (e.g. "tool call") `id` that is still open. */
export function overlappingStart(d: Draft, what: string, id: string, event: { type: string }): void {
  violation(d, "overlapping_start", `${what} '${id}' started while already open`, event.type, id);
}

/** An END for `what` (e.g. "tool call") `id` that is not open: `closed_id` when it is `known`, else `unknown_id`. */
export function endViolation(d: Draft, known: unknown, what: string, id: string, event: { type: string }): void {
  violation(d, known ? "closed_id" : "unknown_id", `${event.type} for ${known ? "closed" : "unknown"} ${what} '${id}'`, event.type, `end:${id}`);
}

/**
 * The run-phase rules of `@ag-ui/client` 1.x `verifyEvents`, checked for every incoming event before it
 * is applied: first event RUN_STARTED (or RUN_ERROR), no RUN_STARTED while a run is active, nothing after
 * RUN_ERROR but RUN_STARTED, nothing after RUN_FINISHED but RUN_STARTED / RUN_ERROR, no `subagentRunId: null`.
 */
export function checkRunPhase(d: Draft, event: EventCommon | { type: string; subagentRunId?: unknown }): void {
  const type = event.type;
  const phase = d.m.run.phase;
  if (type === EventType.RUN_STARTED) {
    if (phase === "running") violation(d, "run_already_started", "RUN_STARTED arrived while a run was still active", type);
  } else if (phase === "errored") {
    violation(d, "event_after_run_error", `${type} arrived after RUN_ERROR`, type, type);
  } else if (phase === "finished") {
    if (type !== EventType.RUN_ERROR) violation(d, "event_after_run_finished", `${type} arrived after the run had finished`, type, type);
  } else if (phase === "none" && type !== EventType.RUN_ERROR) {
    violation(d, "missing_run_started", `${type} arrived before RUN_STARTED`, type, "run");
  }
  if (event.subagentRunId === null) violation(d, "null_field", `${type} carried 'subagentRunId: null'; omit the field instead`, type, `null:${type}`);
}

/** RUN_FINISHED while steps, text, reasoning, tool calls or subagents are still active (`@ag-ui/client` 1.x `verifyEvents`). */
export function checkRunFinished(d: Draft, event: EventCommon): void {
  const run = d.m.run;
  const open = run.stepCount() + d.m.pendingCount() + run.activeSubagentCount + d.m.reasoning.size;
  if (open > 0) violation(d, "run_finished_with_open_streams", "RUN_FINISHED arrived while steps, messages, tool calls, reasoning or subagents were still active", event.type);
}
