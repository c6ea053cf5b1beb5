import type { BaseEvent, Message, TokenUsage } from "@ag-ui/core";
import { isRecord, str } from "../protocol/guards";
import { normalizeMessage } from "../protocol/normalizeMessage";
import type { RunOutcome } from "../types";
import type { Draft } from "./draft";
import { clearSteps, interruptOpenStreams } from "./interrupt";
import { clearOpenStreams, clearRunScope } from "./session";
import { stripNullSubagent } from "./snapshots";
import { checkRunFinished, violation } from "./strict";

/**
 * RUN_STARTED: status `running`, `runId`/`threadId` taken over, error, `outcome`, `usage` and `steps`
 * cleared; messages of `input.messages` not known yet are appended (as `@ag-ui/client` does).
 */
export function runStarted(d: Draft, event: BaseEvent): void {
  const s = d.session;
  if (s.openText.size || s.openTools.size || s.spanStack.length) interruptOpenStreams(d, d.time(event));
  clearOpenStreams(s);
  clearSteps(d);
  clearRunScope(s);
  s.phase = "running";
  d.data.status = "running";
  d.data.error = undefined;
  d.data.outcome = undefined;
  d.data.usage = undefined;
  const runId = str(event, "runId");
  const threadId = str(event, "threadId");
  if (runId !== undefined) d.data.runId = runId;
  if (threadId !== undefined) d.data.threadId = threadId;
  const input = (event as { input?: unknown }).input;
  if (isRecord(input) && Array.isArray(input.messages)) {
    for (const m of input.messages as Message[]) {
      if (isRecord(m) && typeof m.id === "string" && d.indexOf(m.id) === undefined) d.push(normalizeMessage(stripNullSubagent(d, m, event.type)));
    }
  }
}

/** RUN_FINISHED / RUN_ERROR `usage`: the `TokenUsage` entries (objects only), deep-copied; undefined when absent. */
function readUsage(d: Draft, event: BaseEvent): TokenUsage[] | undefined {
  const raw = (event as { usage?: unknown }).usage;
  if (raw === undefined) return undefined;
  if (!Array.isArray(raw)) {
    d.diag("invalid_usage", `${event.type} usage is not an array; it was ignored`, event.type);
    return undefined;
  }
  return structuredClone(raw.filter(isRecord)) as TokenUsage[];
}

/**
 * RUN_FINISHED `outcome` as {@link RunOutcome}: absent → success; success gets `pendingToolCallIds` (the
 * producer's non-empty list, else tool calls started in the run without a result, as `@ag-ui/client` 1.x
 * derives them) and `result`; an unknown type is read as success (AG-UI 1.x: an unrecognised outcome is
 * stripped) with diagnostic `unknown_outcome`.
 */
function readOutcome(d: Draft, event: BaseEvent): RunOutcome {
  const raw = (event as { outcome?: unknown }).outcome;
  if (isRecord(raw) && raw.type === "cancelled") return { type: "cancelled" };
  if (isRecord(raw) && raw.type === "interrupt") {
    const interrupts = Array.isArray(raw.interrupts) ? structuredClone(raw.interrupts.filter(isRecord)) : [];
    for (const i of interrupts) if (i.subagentRunId === null) violation(d, "null_field", "RUN_FINISHED carried an interrupt with 'subagentRunId: null'; omit the field instead", event.type);
    return { type: "interrupt", interrupts } as RunOutcome;
  }
  if (raw !== undefined && !(isRecord(raw) && raw.type === "success")) d.diag("unknown_outcome", "RUN_FINISHED carried an outcome of unknown type; it was read as success", event.type);
  const s = d.session;
  const given = isRecord(raw) && Array.isArray(raw.pendingToolCallIds) ? raw.pendingToolCallIds.filter((x): x is string => typeof x === "string") : [];
  const pending = given.length ? given : s.runToolCalls.filter((id) => !s.runToolResults.has(id));
  const out: RunOutcome = { type: "success" };
  if (pending.length) out.pendingToolCallIds = pending;
  const result = (event as { result?: unknown }).result;
  if (result !== undefined) out.result = structuredClone(result);
  return out;
}

/**
 * RUN_FINISHED: status `finished` (`cancelled` for a cancelled outcome; an interrupt outcome is `finished`
 * with `outcome.type === "interrupt"`), `outcome` and `usage` set; reasoning still streaming becomes
 * `interrupted`, active steps are cleared. Strict mode rejects it while anything is open.
 */
export function runFinished(d: Draft, event: BaseEvent): void {
  checkRunFinished(d, event);
  const outcome = readOutcome(d, event);
  const interrupted = interruptOpenStreams(d, d.time(event));
  if (interrupted > 0) d.diag("interrupted_by_run_end", `RUN_FINISHED closed ${interrupted} open reasoning item(s)`, event.type);
  d.data.outcome = outcome;
  d.data.usage = readUsage(d, event);
  d.data.status = outcome.type === "cancelled" ? "cancelled" : "finished";
  d.session.phase = "finished";
}

/** RUN_ERROR: status `error`, `error = { message, code }`, `usage` set; open reasoning becomes `interrupted`. */
export function runError(d: Draft, event: BaseEvent): void {
  interruptOpenStreams(d, d.time(event));
  const message = str(event, "message") ?? "The agent reported an error";
  const code = str(event, "code");
  d.data.status = "error";
  d.data.error = code === undefined ? { message } : { message, code };
  const usage = readUsage(d, event);
  if (usage !== undefined) d.data.usage = usage;
  d.session.phase = "errored";
}
