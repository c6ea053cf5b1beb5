import type { Message, ResumeEntry } from "@ag-ui/core";
import { deepCopy } from "./deepCopy";
import type { RunError, RunRecord, TurnStatus } from "../types";
import type { Draft } from "./draft";

/** Runs kept in `AgentState.runs`; the oldest are dropped first. */
export const MAX_RUNS = 100;

/** Transport error codes that mean the stream was cut (turn `cut`), not that the agent failed. */
const CUT_CODES = new Set(["stream_ended", "network_error", "idle_timeout", "run_lost"]);

/** The turn status of a run that ended with `error` (a cut stream is `cut`, anything else `failed`). */
export function failureStatus(error: RunError | undefined): TurnStatus {
  return error?.code !== undefined && CUT_CODES.has(error.code) ? "cut" : "failed";
}

function lastUserMessageId(messages: readonly Message[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.role === "user") return messages[i]!.id;
  return undefined;
}

/**
 * A run begins (`beginRun`, or RUN_STARTED): a new running record, unless the last record is still running —
 * then this is the same run (RUN_STARTED after `beginRun`), renamed to the agent's `runId` if it differs.
 */
export function openRunRecord(d: Draft, runId: string | undefined, at: number, forwardedProps?: Record<string, unknown>, resume?: ResumeEntry[]): void {
  const runs = d.data.runs;
  const last = runs[runs.length - 1];
  if (last && last.status === "running") {
    if (runId !== undefined && last.runId !== runId) replaceLast(d, { ...last, runId });
    return;
  }
  const userMessageId = lastUserMessageId(d.data.messages);
  const record: RunRecord = { runId: runId ?? `run-${runs.length + 1}`, status: "running", messageIds: [], startedAt: at };
  if (userMessageId !== undefined) record.userMessageId = userMessageId;
  if (forwardedProps !== undefined) record.forwardedProps = forwardedProps;
  if (Array.isArray(resume) && resume.length > 0) record.resume = deepCopy(resume) as ResumeEntry[];
  const next = runs.length >= MAX_RUNS ? runs.slice(runs.length - MAX_RUNS + 1) : runs.slice();
  next.push(record);
  d.setRuns(next, record.runId);
}

/**
 * The running record settles with `status` (no-op when none runs): `error` / `usage` set when given, `endedAt`,
 * and `messageIds` — the messages after its user message and after the previous run's last message.
 */
export function settleRunRecord(
  d: Draft,
  status: TurnStatus,
  at: number,
  extra: { error?: RunError | undefined; usage?: RunRecord["usage"]; interrupts?: RunRecord["interrupts"] } = {},
): void {
  const runs = d.data.runs;
  const last = runs[runs.length - 1];
  if (!last || last.status !== "running") return;
  const messages = d.data.messages;
  let from = 0;
  const bound = (id: string | undefined) => {
    if (id === undefined) return;
    const i = d.indexOf(id);
    if (i !== undefined && i + 1 > from) from = i + 1;
  };
  bound(last.userMessageId);
  const previous = runs[runs.length - 2];
  if (previous) bound(previous.messageIds[previous.messageIds.length - 1]);
  const messageIds: string[] = [];
  for (let i = from; i < messages.length; i++) if (messages[i]!.role !== "user") messageIds.push(messages[i]!.id);
  const record: RunRecord = { ...last, status, endedAt: at, messageIds };
  if (extra.error !== undefined) record.error = extra.error;
  if (extra.usage !== undefined) record.usage = extra.usage;
  if (extra.interrupts !== undefined) record.interrupts = extra.interrupts;
  replaceLast(d, record);
}

function replaceLast(d: Draft, record: RunRecord): void {
  const next = d.data.runs.slice();
  const was = next[next.length - 1]!.runId;
  next[next.length - 1] = record;
  d.setRuns(next, record.runId, was);
}
