/**
 * Contracts of the store's opt-in modules (part of the public contract, re-exported by `types.ts`): strict
 * verification (`@reasoning-ui/core/strict`) and RFC 6902 support (`@reasoning-ui/core/json-patch`). The reducer
 * implements against them; an app that passes neither ships neither.
 */
import type { DiagnosticParams } from "./runTypes";

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
 *   without a string `id` / `reason` (AG-UI 1.0 interrupts; docs/architecture.md, "Interrupts").
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
  | "invalid_interrupts"
  | "invalid_content_part";

/**
 * Strict verification, given to a store as `createAgentStore({ strict })` with `strict` from
 * `@reasoning-ui/core/strict` (opt-in, docs/architecture.md, "Budgets and benchmarks", P4): `error(code, params, eventType)` builds the
 * error `applyEvent(s)` throws (an `AgentProtocolError`) before the offending event changes anything; `params`
 * are the diagnostic's ({@link DiagnosticParams}), which the strict entry turns into the English sentence with the
 * diagnostics' message table (so strict errors stay readable in production builds). Without it the store is
 * lenient: the same violations are recovered from and recorded in `diagnostics`.
 */
export interface StrictVerification {
  error(code: AgentProtocolErrorCode, params: DiagnosticParams | undefined, eventType?: string): Error;
  /**
   * The full AG-UI 1.0 content-part check (`checkContentPart`: sources, media types, base64), or `undefined` when
   * the part is well formed. A lenient store checks only a part's shape (its type, a source with a string value),
   * so apps that never attach do not ship the full check (issue 38).
   */
  checkPart?(part: unknown): string | undefined;
}

/**
 * What a store needs to apply RFC 6902 patches (STATE_DELTA `delta`, ACTIVITY_DELTA `patch`): `apply` returns
 * the patched copy of `document` (never mutating it) or, when the patch fails, a short error name. The
 * implementation is opt-in: `createAgentStore({ jsonPatch })` with `jsonPatch` from `@reasoning-ui/core/json-patch`.
 */
export interface JsonPatchSupport {
  apply(document: unknown, patch: readonly unknown[]): { document: unknown } | { error: string };
}
