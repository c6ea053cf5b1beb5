import type { EventType, Message, TokenUsage } from "@ag-ui/core";
import { isRecord } from "../protocol/guards";
import { normalizeMessage } from "../protocol/normalizeMessage";
import type { RunOutcome } from "../types";
import { deepCopy } from "./deepCopy";
import type { Draft } from "./draft";
import type { EventOf } from "./eventTypes";
import { failureStatus, openRunRecord, settleRunRecord } from "./runRecords";
import { clearSteps, settleOpenStreams, settleRun } from "./settle";
import { stripNullSubagent } from "./snapshots";
import { checkRunFinished, violation } from "./strict";
import { checkInterrupts } from "../interrupts/check";

/**
 * RUN_STARTED: status `running`, `runId`/`threadId` taken over, error, `outcome`, `usage` and `steps`
 * cleared; messages of `input.messages` not known yet are appended (as `@ag-ui/client` does); a running
 * {@link RunRecord} is opened in `runs` (or the one `beginRun` opened takes the agent's `runId`).
 */
export function runStarted(d: Draft, event: EventOf<EventType.RUN_STARTED>): void {
  const m = d.m;
  if (m.pendingCount() > 0) settleOpenStreams(d, d.time(event));
  m.closeStreams();
  clearSteps(d);
  m.newRun();
  m.run.started();
  d.data.status = "running";
  d.data.error = undefined;
  d.data.outcome = undefined;
  d.data.usage = undefined;
  if (event.runId !== undefined) d.data.runId = event.runId;
  if (event.threadId !== undefined) d.data.threadId = event.threadId;
  const input: unknown = event.input;
  if (isRecord(input) && Array.isArray(input.messages)) {
    for (const message of input.messages as unknown[]) {
      if (isRecord(message) && typeof message.id === "string" && d.indexOf(message.id) === undefined) d.push(normalizeMessage(stripNullSubagent(d, message as Message, event.type)));
    }
  }
  openRunRecord(d, event.runId, d.time(event));
  const f = d.m.changes;
  if (f.on) f.push({ type: "run-started", threadId: d.data.threadId, ...(d.data.runId !== undefined && { runId: d.data.runId }) }, undefined, event);
}

/** RUN_FINISHED / RUN_ERROR `usage`: the `TokenUsage` entries (objects only), deep-copied; undefined when absent. */
function readUsage(d: Draft, event: { type: string; usage?: unknown }): TokenUsage[] | undefined {
  const raw = event.usage;
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) {
    d.diag("invalid_usage", { type: event.type }, event.type);
    return undefined;
  }
  return deepCopy(raw.filter(isRecord)) as TokenUsage[];
}

/**
 * RUN_FINISHED `outcome` as {@link RunOutcome}: absent → success; success gets `pendingToolCallIds` (the
 * producer's non-empty list, else tool calls started in the run without a result, as `@ag-ui/client` 1.x
 * derives them) and `result`; an unknown type is read as success (AG-UI 1.x: an unrecognised outcome is
 * stripped) with diagnostic `unknown_outcome`.
 */
function readOutcome(d: Draft, event: EventOf<EventType.RUN_FINISHED>): RunOutcome {
  const raw: unknown = event.outcome;
  if (isRecord(raw) && raw.type === "cancelled") return { type: "cancelled" };
  if (isRecord(raw) && raw.type === "interrupt") {
    const interrupts = Array.isArray(raw.interrupts) ? deepCopy(raw.interrupts.filter(isRecord)) : [];
    for (const i of interrupts) if (i.subagentRunId === null) violation(d, "null_field", { type: event.type, field: "interrupts[].subagentRunId" }, event.type);
    return { type: "interrupt", interrupts: checkInterrupts(d, interrupts, event.type) } as RunOutcome;
  }
  if (raw !== undefined && !(isRecord(raw) && raw.type === "success")) d.diag("unknown_outcome", undefined, event.type);
  const given = isRecord(raw) && Array.isArray(raw.pendingToolCallIds) ? raw.pendingToolCallIds.filter((x): x is string => typeof x === "string") : [];
  const pending = given.length ? given : d.m.run.unansweredToolCalls();
  const out: RunOutcome = { type: "success" };
  if (pending.length) out.pendingToolCallIds = pending;
  const result: unknown = event.result;
  if (result !== undefined) out.result = deepCopy(result);
  return out;
}

/**
 * RUN_FINISHED: status `finished` (`cancelled` for a cancelled outcome; an interrupt outcome is `finished`
 * with `outcome.type === "interrupt"`), `outcome` and `usage` set; reasoning still streaming becomes
 * `interrupted`, active steps are cleared; the run's record settles `finished` (`stopped` when cancelled) with
 * its usage. Strict mode rejects it while anything is open.
 */
export function runFinished(d: Draft, event: EventOf<EventType.RUN_FINISHED>): void {
  checkRunFinished(d, event);
  const outcome = readOutcome(d, event);
  const settled = settleRun(d, d.time(event));
  if (settled > 0) d.diag("interrupted_by_run_end", { count: settled }, event.type);
  d.data.outcome = outcome;
  d.data.usage = readUsage(d, event);
  d.data.status = outcome.type === "cancelled" ? "cancelled" : "finished";
  settleRunRecord(d, outcome.type === "cancelled" ? "stopped" : "finished", d.time(event), {
    usage: d.data.usage,
    ...(outcome.type === "interrupt" && { interrupts: outcome.interrupts }),
  });
  const f = d.m.changes;
  if (f.on) f.push({ type: "run-finished", ...(d.data.runId !== undefined && { runId: d.data.runId }), outcome: outcome.type }, undefined, event);
}

/**
 * RUN_ERROR: status `error`, `error = { message, code }`, `usage` set; open reasoning becomes `interrupted`; the
 * run's record settles `failed` with the error and usage.
 */
export function runError(d: Draft, event: EventOf<EventType.RUN_ERROR>): void {
  settleRun(d, d.time(event));
  const message = event.message ?? "The agent reported an error";
  const code = event.code;
  d.data.status = "error";
  d.data.error = code === undefined ? { message } : { message, code };
  const usage = readUsage(d, event);
  if (usage !== undefined) d.data.usage = usage;
  d.m.run.errored();
  settleRunRecord(d, failureStatus(d.data.error), d.time(event), { error: d.data.error, usage });
  const f = d.m.changes;
  if (f.on) f.push({ type: "run-error", ...(d.data.runId !== undefined && { runId: d.data.runId }), ...(code !== undefined && { code }) }, undefined, event);
}
