import type { BaseEvent, Message } from "@ag-ui/core";
import { isRecord, str } from "../protocol/guards";
import { normalizeMessage } from "../protocol/normalizeMessage";
import type { Draft } from "./draft";
import { interruptOpenStreams } from "./interrupt";
import { clearOpenStreams } from "./session";
import { checkRunFinished } from "./strict";

/**
 * RUN_STARTED: status `running`, `runId`/`threadId` taken over, error cleared; messages of
 * `input.messages` not known yet are appended (as `@ag-ui/client` does).
 */
export function runStarted(d: Draft, event: BaseEvent): void {
  const s = d.session;
  if (s.openText.size || s.openTools.size || s.spanStack.length) interruptOpenStreams(d, d.time(event));
  clearOpenStreams(s);
  s.settled = false;
  d.data.status = "running";
  d.data.error = undefined;
  const runId = str(event, "runId");
  const threadId = str(event, "threadId");
  if (runId !== undefined) d.data.runId = runId;
  if (threadId !== undefined) d.data.threadId = threadId;
  const input = (event as { input?: unknown }).input;
  if (isRecord(input) && Array.isArray(input.messages)) {
    for (const m of input.messages as Message[]) {
      if (isRecord(m) && typeof m.id === "string" && d.indexOf(m.id) === undefined) d.push(normalizeMessage(m));
    }
  }
}

/**
 * RUN_FINISHED: status `finished` (`cancelled` when `outcome.type` is `cancelled`); reasoning still
 * streaming becomes `interrupted`. Strict mode rejects it while anything is open.
 */
export function runFinished(d: Draft, event: BaseEvent): void {
  checkRunFinished(d, event);
  const interrupted = interruptOpenStreams(d, d.time(event));
  if (interrupted > 0) d.diag("interrupted_by_run_end", `RUN_FINISHED closed ${interrupted} open reasoning item(s)`, event.type);
  const outcome = (event as { outcome?: unknown }).outcome;
  d.data.status = isRecord(outcome) && outcome.type === "cancelled" ? "cancelled" : "finished";
  d.session.settled = true;
}

/** RUN_ERROR: status `error`, `error = { message, code }`; open reasoning becomes `interrupted`. */
export function runError(d: Draft, event: BaseEvent): void {
  interruptOpenStreams(d, d.time(event));
  const message = str(event, "message") ?? "The agent reported an error";
  const code = str(event, "code");
  d.data.status = "error";
  d.data.error = code === undefined ? { message } : { message, code };
  d.session.settled = true;
}
