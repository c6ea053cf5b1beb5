/**
 * The client's commands that fold into a draft like events do (`AgentReducer`): a run begins, the stream ends,
 * the user's message is added. The commands that rebuild the state whole (reset, truncate, fork, switch branch,
 * restore) are the reducer's own (`reducer.ts` with `truncate.ts`, `branches.ts`, `restore.ts`).
 */
import type { Message, ResumeEntry } from "@ag-ui/core";
import { generateId } from "../protocol/ids";
import { isRecord } from "../protocol/guards";
import { checkMessageParts } from "./contentParts";
import { normalizeMessage } from "../protocol/normalizeMessage";
import type { RunError } from "../types";
import type { Draft } from "./draft";
import { settleOpenStreams, settleRun } from "./settle";
import { failureStatus, openRunRecord, settleRunRecord } from "./runRecords";
import { registerCompleteReasoning } from "./snapshots";

/** How a stream ended, as a transport reports it (`ReducerInput` `endStream`, `reducer.ts`). */
export interface StreamOutcome {
  status: "finished" | "error" | "cancelled";
  error?: RunError;
}

const STREAM_ENDED: RunError = {
  message: "The stream ended before the agent sent RUN_FINISHED or RUN_ERROR",
  code: "stream_ended",
};

/** Client command: a run begins (a new stream: what was open is interrupted, the verify phase starts over). */
export function beginRun(d: Draft, runId: string, forwardedProps?: Record<string, unknown>, resume?: ResumeEntry[]): void {
  if (d.data.threadId === "") d.data.threadId = generateId("thread"); // a thread id on first use, never at creation
  if (d.m.pendingCount() > 0) settleOpenStreams(d, d.time());
  d.m.closeStreams();
  d.m.run.begun();
  d.m.runClock.reset();
  d.data.runId = runId;
  d.data.status = "running";
  d.data.error = undefined;
  settleRunRecord(d, "stopped", d.time());
  openRunRecord(d, runId, d.time(), forwardedProps, resume);
  if (d.m.changes.on) d.m.changes.push({ type: "run-begun", runId });
}

/** Client command: the stream is over (see `AgentState.endStream`). */
export function endStream(d: Draft, outcome: StreamOutcome): void {
  const closed = settleRun(d, d.time());
  if (closed > 0) d.diag("interrupted_by_stream_end", { count: closed });
  const settled = d.data.status === "finished" || d.data.status === "error" || d.data.status === "cancelled";
  if (!settled) {
    if (outcome.status === "cancelled") d.data.status = "cancelled";
    else {
      d.data.status = "error";
      d.data.error = outcome.status === "error" ? (outcome.error ?? { message: "The run failed" }) : STREAM_ENDED;
    }
  }
  const status = d.data.status;
  // the phase follows the status; only an error set here (not an earlier RUN_ERROR) is the transport's
  d.m.run.ended(!settled && status === "error");
  settleRunRecord(d, status === "cancelled" ? "stopped" : status === "error" ? failureStatus(d.data.error) : "finished", d.time(), status === "error" ? { error: d.data.error } : {});
  const f = d.m.changes;
  const code = d.data.error?.code;
  if (f.on && (status === "finished" || status === "error" || status === "cancelled")) {
    f.push({ type: "stream-ended", ...(d.data.runId !== undefined && { runId: d.data.runId }), status, ...(status === "error" && code !== undefined && { code }) });
  }
}

/**
 * Client command: appends a client-side message (normalised; malformed content parts: `checkMessageParts`); an id
 * already present is replaced in place. `history`: the message comes with a store's initial or restored thread
 * (its malformed parts are left out even in strict mode: an earlier message is never dropped).
 */
export function addMessage(d: Draft, input: Message, history = false): void {
  if (!isRecord(input) || typeof input.id !== "string") return d.diag("invalid_message");
  const message = checkMessageParts(d, normalizeMessage(input), undefined, history);
  if (message === undefined) return;
  const at = d.indexOf(message.id);
  if (d.m.changes.on) d.m.changes.push({ type: "message-added", messageId: message.id, role: message.role }, message.subagentRunId);
  if (at === undefined) d.push(message);
  else {
    d.diag("duplicate_message_id", { variant: "added", id: message.id }, undefined, message.id);
    d.replaceAt(at, message);
  }
  registerCompleteReasoning(d, message);
}
