import { sumTokenUsage } from "../protocol/tokenUsage";
import type { AgentState, RunRecord } from "../types";

/** Where each settled run's outcome goes in a message list (see {@link selectTurnAnchors}). */
export interface TurnAnchors {
  /** Message id → ids of the settled runs whose outcome follows that message (its last message, else its user message). */
  byMessageId: Record<string, string[]>;
  /** Settled runs with neither a user message nor a message of their own (shown at the end of the list). */
  unanchored: string[];
  /** The last run's id, when there is a run (the turn Retry applies to). */
  lastRunId: string | undefined;
}

interface Derived {
  anchors: TurnAnchors;
  byRunId: Map<string, RunRecord>;
  /** Message id → the run that produced it. */
  byMessage: Map<string, RunRecord>;
}

const cache = new WeakMap<readonly RunRecord[], Derived>();

/** One pass over `runs` (≤ 100), cached per `runs` array: the array only changes when a run begins or settles. */
function derive(runs: readonly RunRecord[]): Derived {
  let out = cache.get(runs);
  if (out) return out;
  const byMessageId: Record<string, string[]> = Object.create(null);
  const unanchored: string[] = [];
  const byRunId = new Map<string, RunRecord>();
  const byMessage = new Map<string, RunRecord>();
  for (const run of runs) {
    byRunId.set(run.runId, run);
    for (const id of run.messageIds) byMessage.set(id, run);
    if (run.status === "running") continue;
    const anchor = run.messageIds[run.messageIds.length - 1] ?? run.userMessageId;
    if (anchor === undefined) unanchored.push(run.runId);
    else (byMessageId[anchor] ??= []).push(run.runId);
  }
  out = { anchors: { byMessageId, unanchored, lastRunId: runs[runs.length - 1]?.runId }, byRunId, byMessage };
  cache.set(runs, out);
  return out;
}

/**
 * Where to show each settled turn's outcome (finished, stopped, failed, cut) in a message list: after the
 * turn's last message, or after its user message when it produced none. The result keeps its identity while
 * `state.runs` does (a stable selector for `useAgentStore`).
 *
 * @example
 * const anchors = selectTurnAnchors(store.getState());
 * anchors.byMessageId["assistant-3"]; // ["run-2"]
 */
export function selectTurnAnchors(state: Pick<AgentState, "runs">): TurnAnchors {
  return derive(state.runs).anchors;
}

/** The record of run `runId` in `state.runs`, or undefined (an unknown id, or a run dropped by the cap). */
export function selectRun(state: Pick<AgentState, "runs">, runId: string): RunRecord | undefined {
  return derive(state.runs).byRunId.get(runId);
}

/** The settled run that produced message `messageId` (a reasoning, assistant or tool message), or undefined. */
export function selectRunOfMessage(state: Pick<AgentState, "runs">, messageId: string): RunRecord | undefined {
  return derive(state.runs).byMessage.get(messageId);
}

/**
 * Reasoning tokens (AG-UI `TokenUsage.reasoningTokens`, summed over the run's usage entries) of the run that
 * produced `messageId`; undefined while it runs, when the agent reported no usage, or no reasoning tokens in it.
 *
 * @example
 * selectReasoningTokens(store.getState(), "r1"); // 3412
 */
export function selectReasoningTokens(state: Pick<AgentState, "runs">, messageId: string): number | undefined {
  const run = derive(state.runs).byMessage.get(messageId);
  return run?.usage ? sumTokenUsage(run.usage).reasoningTokens : undefined;
}
