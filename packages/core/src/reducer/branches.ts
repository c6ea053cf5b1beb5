import type { Message } from "@ag-ui/core";
import type { BranchPoint, BranchTail } from "../branchTypes";
import type { DiagnosticParams, RunRecord } from "../runTypes";
import { copyState } from "./copyState";
import { dict, type AgentStateData } from "./draft";

/** Variants kept per fork; beyond it the oldest inactive one is dropped (diagnostic `branch_variant_dropped`). */
export const MAX_BRANCH_VARIANTS = 20;

type Records = Pick<BranchTail, "reasoning" | "spans" | "toolCallTimes" | "runs" | "branches" | "variants">;

/** Index of the message after which the tail starts (`-1` for `""`), or `undefined` when the parent is unknown. */
export function forkIndex(messages: readonly Message[], parentMessageId: string): number | undefined {
  if (parentMessageId === "") return -1;
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.id === parentMessageId) return i;
  return undefined;
}

/**
 * Splits `state` after message `at` (exclusive): the tail (messages after it and what belongs to them) and what
 * stays with the head. O(messages + bookkeeping entries); messages are the same objects.
 */
function split(state: AgentStateData, at: number, parentMessageId: string): { head: Message[]; tail: BranchTail; rest: Records } {
  const head = state.messages.slice(0, at + 1);
  const tailMessages = state.messages.slice(at + 1);
  const tailIds = new Set<string>();
  for (const m of tailMessages) tailIds.add(m.id);
  const tail: BranchTail = { messages: tailMessages, reasoning: dict(), spans: dict(), toolCallTimes: dict(), runs: [], branches: dict(), variants: dict() };
  const rest: Records = { reasoning: dict(), spans: dict(), toolCallTimes: dict(), runs: [], branches: dict(), variants: dict() };
  for (const id in state.reasoning) (tailIds.has(id) ? tail : rest).reasoning[id] = state.reasoning[id]!;
  for (const id in state.spans) {
    const span = state.spans[id]!;
    (span.messageIds.some((m) => tailIds.has(m)) ? tail : rest).spans[id] = span;
  }
  const tailCalls = new Set<string>();
  for (const m of tailMessages) if (m.role === "assistant" && Array.isArray(m.toolCalls)) for (const c of m.toolCalls) tailCalls.add(c.id);
  const times = state.toolCallTimes ?? dict();
  for (const id in times) (tailCalls.has(id) ? tail : rest).toolCallTimes[id] = times[id]!;
  for (const r of state.runs) {
    const inTail = (r.userMessageId !== undefined && (tailIds.has(r.userMessageId) || r.userMessageId === parentMessageId)) || r.messageIds.some((m) => tailIds.has(m));
    (inTail ? tail.runs : rest.runs).push(r);
  }
  const branches = state.branches ?? dict<BranchPoint>();
  const variants = state.branchVariants ?? dict<Array<BranchTail | null>>();
  for (const id in branches) {
    const into = tailIds.has(id) ? tail : rest;
    into.branches[id] = branches[id]!;
    if (variants[id]) into.variants[id] = variants[id]!;
  }
  return { head, tail, rest };
}

/** The state after putting `tail` back after `head`, with the head's records `rest`; status `idle`. */
function join(state: AgentStateData, head: Message[], tail: BranchTail, rest: Records, branches: Record<string, BranchPoint>, variants: Record<string, Array<BranchTail | null>>): AgentStateData {
  const runs = rest.runs.concat(tail.runs).sort((a, b) => a.startedAt - b.startedAt);
  const last = runs[runs.length - 1];
  return {
    ...copyState(state), // the store's actions ride along
    messages: tail.messages.length === 0 ? head : head.concat(tail.messages),
    reasoning: Object.assign(rest.reasoning, tail.reasoning),
    spans: Object.assign(rest.spans, tail.spans),
    toolCallTimes: Object.assign(rest.toolCallTimes, tail.toolCallTimes),
    runs,
    runId: last?.runId,
    branches: Object.assign(branches, tail.branches),
    branchVariants: Object.assign(variants, tail.variants),
    status: "idle",
    error: undefined,
    outcome: undefined,
    usage: last?.usage,
    steps: [],
  };
}

/** A diagnostic a command reports (recorded by the reducer through its `Draft`: clipped, timed, on the change feed): its code and the params of its sentence. */
export interface CommandDiagnostic {
  code: string;
  params: DiagnosticParams;
}

/**
 * Result of a branch command: the next state (with a diagnostic to record beside it, e.g. a dropped variant), or
 * only a diagnostic to record (state unchanged).
 */
export type BranchResult = { state: AgentStateData; diagnostic?: CommandDiagnostic } | { diagnostic: CommandDiagnostic };


/** `fork(parentMessageId)` (see `AgentState.fork`). */
export function forkState(state: AgentStateData, parentMessageId: string): BranchResult {
  if (state.status === "running") return { diagnostic: { code: "branch_while_running", params: { command: "fork" } } };
  const at = forkIndex(state.messages, parentMessageId);
  if (at === undefined) return { diagnostic: { code: "unknown_message_id", params: { command: "fork", id: parentMessageId } } };
  const { head, tail, rest } = split(state, at, parentMessageId);
  const branches = rest.branches;
  const variants = rest.variants;
  const point = branches[parentMessageId];
  if (tail.messages.length === 0) {
    // Nothing to keep: the (possibly failed, empty) attempt is dropped as before, no empty variant is made.
    return { state: join(state, head, emptyTail(), rest, branches, variants) };
  }
  let list = (variants[parentMessageId] ?? [null]).slice();
  let active = point ? point.active : 0;
  list[active] = tail;
  list.push(null);
  active = list.length - 1;
  let dropped = false;
  while (list.length > MAX_BRANCH_VARIANTS) {
    list.shift(); // the oldest variant is never the active one (it was just pushed last)
    active--;
    dropped = true;
  }
  branches[parentMessageId] = { parentMessageId, count: list.length, active };
  variants[parentMessageId] = list;
  const next = join(state, head, emptyTail(), rest, branches, variants);
  if (!dropped) return { state: next };
  return { state: next, diagnostic: { code: "branch_variant_dropped", params: { count: MAX_BRANCH_VARIANTS, id: parentMessageId } } };
}

/** `switchBranch(parentMessageId, index)` (see `AgentState.switchBranch`). */
export function switchBranchState(state: AgentStateData, parentMessageId: string, index: number): BranchResult {
  if (state.status === "running") return { diagnostic: { code: "branch_while_running", params: { command: "switchBranch" } } };
  const point = state.branches?.[parentMessageId];
  const list = state.branchVariants?.[parentMessageId];
  if (!point || !list || !Number.isInteger(index) || index < 0 || index >= list.length)
    return { diagnostic: { code: "unknown_branch", params: { index: String(index).slice(0, 16), id: parentMessageId } } };
  if (index === point.active) return { state };
  const at = forkIndex(state.messages, parentMessageId);
  const chosen = list[index];
  if (at === undefined || !chosen) return { diagnostic: { code: "unknown_branch", params: { variant: "inactive", id: parentMessageId } } };
  const { head, tail, rest } = split(state, at, parentMessageId);
  const nextList = list.slice();
  nextList[point.active] = tail;
  nextList[index] = null;
  const branches = rest.branches;
  const variants = rest.variants;
  branches[parentMessageId] = { parentMessageId, count: nextList.length, active: index };
  variants[parentMessageId] = nextList;
  return { state: join(state, head, chosen, rest, branches, variants) };
}

function emptyTail(): BranchTail {
  return { messages: [], reasoning: dict(), spans: dict(), toolCallTimes: dict(), runs: [] as RunRecord[], branches: dict(), variants: dict() };
}
