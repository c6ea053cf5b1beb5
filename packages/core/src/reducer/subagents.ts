import type { EventType, SubagentFinishedOutcome } from "@ag-ui/core";
import { isRecord } from "../protocol/guards";
import type { SubagentState } from "../types";
import { deepCopy } from "./deepCopy";
import type { Draft } from "./draft";
import type { EventCommon, EventOf } from "./eventTypes";
import { settleLane } from "./settle";
import { violation } from "./strict";

/** Fields the protocol says to omit rather than send as `null` (`@ag-ui/client` 1.x `verifyEvents`). */
function checkNulls<E extends EventCommon>(d: Draft, event: E, fields: readonly (keyof E & string)[]): void {
  for (const f of fields) if (event[f] === null) violation(d, "null_field", { type: event.type, field: f }, event.type, `null:${event.type}:${f}`);
}

/**
 * SUBAGENT_STARTED: a `running` entry in `subagents[subagentRunId]` with the invocation's info (name,
 * description, parentSubagentRunId, parentToolCallId, parentMessageId). Everything the subagent produces
 * afterwards carries its `subagentRunId` and stays in its own lane (chunks, steps, reasoning spans).
 * Strict (`@ag-ui/client` 1.x `verifyEvents`): `invalid_event` without `subagentRunId` / `name`,
 * `null_field`, `subagent_already_active`, `subagent_reused` (already finished in this run),
 * `unknown_parent_subagent`.
 */
export function subagentStarted(d: Draft, event: EventOf<EventType.SUBAGENT_STARTED>): void {
  const id = event.subagentRunId;
  const name: string | undefined = event.name;
  if (name === undefined) violation(d, "invalid_event", { variant: "shape", type: event.type }, event.type, `subagent-name:${id}`);
  const s = d.m.run;
  if (s.isSubagentActive(id)) violation(d, "subagent_already_active", { id }, event.type, `subagent:${id}`);
  else if (s.isSubagentDone(id)) violation(d, "subagent_reused", { id }, event.type, `subagent:${id}`);
  const parent = event.parentSubagentRunId;
  if (parent !== undefined && !s.isSubagentActive(parent) && !s.isSubagentDone(parent)) {
    violation(d, "unknown_parent_subagent", { id, parent }, event.type, `subagent-parent:${id}`);
  }
  s.subagentStarted(id);
  const info: SubagentState["info"] = { name: name ?? "" };
  for (const key of ["description", "parentSubagentRunId", "parentToolCallId", "parentMessageId"] as const) {
    const value = event[key];
    if (value !== undefined) info[key] = value;
  }
  const steps = s.activeSteps(id);
  d.setSubagent({ subagentRunId: id, status: "running", info, steps, startedAt: d.time(event) });
}

/** The entry a FINISHED / ERROR settles; lenient: one is made for a subagent never started. */
function settle(d: Draft, event: EventCommon, id: string): SubagentState {
  const s = d.m.run;
  if (!s.isSubagentActive(id)) violation(d, "subagent_not_active", { type: event.type, id }, event.type, `subagent-end:${id}`);
  s.subagentEnded(id);
  const at = d.time(event);
  const settled = settleLane(d, id, at);
  if (settled > 0) d.diag("interrupted_by_subagent_end", { type: event.type, count: settled, id }, event.type, id);
  const current = d.data.subagents[id];
  return { ...(current ?? { subagentRunId: id, info: { name: "" }, steps: [], startedAt: at }), status: "running", endedAt: at };
}

/**
 * SUBAGENT_FINISHED: the entry becomes `finished` (or `suspended` for a suspended outcome), with
 * `outcome` and `result`; its open reasoning is `interrupted`, the parent's is untouched. Strict:
 * `subagent_not_active`, `null_field`, `invalid_outcome` (type other than success/suspended, or
 * non-string `interruptIds`).
 */
export function subagentFinished(d: Draft, event: EventOf<EventType.SUBAGENT_FINISHED>): void {
  const id = event.subagentRunId;
  checkNulls(d, event, ["outcome"]);
  const raw: unknown = event.outcome;
  let outcome: SubagentFinishedOutcome | undefined;
  if (isRecord(raw)) {
    if (raw.type !== "success" && raw.type !== "suspended") violation(d, "invalid_outcome", { outcome: String(raw.type).slice(0, 32) }, event.type, `outcome:${id}`);
    if (raw.interruptIds === null) violation(d, "null_field", { type: event.type, field: "outcome.interruptIds" }, event.type, `null:${id}`);
    else if (raw.interruptIds !== undefined && (!Array.isArray(raw.interruptIds) || raw.interruptIds.some((x) => typeof x !== "string"))) {
      violation(d, "invalid_outcome", { variant: "interrupt_ids" }, event.type, `outcome:${id}`);
    }
    if (raw.type === "suspended") {
      outcome = { type: "suspended", ...(Array.isArray(raw.interruptIds) && { interruptIds: raw.interruptIds.filter((x): x is string => typeof x === "string") }) };
    } else outcome = { type: "success" };
  }
  const next = settle(d, event, id);
  next.status = outcome?.type === "suspended" ? "suspended" : "finished";
  if (outcome) next.outcome = outcome;
  const result: unknown = event.result;
  if (result !== undefined) next.result = deepCopy(result);
  d.setSubagent(next);
}

/** SUBAGENT_ERROR: the entry becomes `error` with `error = { message, code? }`; the run goes on. Strict: `invalid_event` without `message`, `subagent_not_active`, `null_field`. */
export function subagentError(d: Draft, event: EventOf<EventType.SUBAGENT_ERROR>): void {
  const id = event.subagentRunId;
  const message: string | undefined = event.message;
  if (message === undefined) violation(d, "invalid_event", { variant: "shape", type: event.type }, event.type, `subagent-message:${id}`);
  const code = event.code;
  const next = settle(d, event, id);
  next.status = "error";
  next.error = { message: message ?? "The subagent reported an error", ...(code !== undefined && { code }) };
  d.setSubagent(next);
}
