import { copyState } from "./copyState";
import { dict, type AgentStateData } from "./draft";

/**
 * The state `truncateAfter(messageId)` leaves (see `AgentState.truncateAfter`): `kept` (the messages up to and
 * including `messageId`, the same objects — encrypted values untouched) with their reasoning, span and tool-call
 * time bookkeeping carried over from `state`, the runs that ended before the cut, status `idle`. `base` is the
 * reducer's fresh state for `kept` (normalised messages, reasoning `complete`). Pure; O(messages + runs).
 */
export function rewoundState(state: AgentStateData, messageId: string, kept: AgentStateData["messages"], base: AgentStateData): AgentStateData {
  const keptIds = new Set(kept.map((m) => m.id));
  const reasoning: AgentStateData["reasoning"] = dict();
  for (const id in base.reasoning) reasoning[id] = state.reasoning[id] ?? base.reasoning[id]!;
  const spans: AgentStateData["spans"] = dict();
  for (const id in state.spans) if (state.spans[id]!.messageIds.every((m) => keptIds.has(m))) spans[id] = state.spans[id]!;
  const toolCallTimes: AgentStateData["toolCallTimes"] = dict();
  for (const m of kept)
    if (m.role === "assistant" && Array.isArray(m.toolCalls)) for (const call of m.toolCalls) if (state.toolCallTimes && Object.hasOwn(state.toolCallTimes, call.id)) toolCallTimes[call.id] = state.toolCallTimes[call.id]!;
  const runs = state.runs.filter(
    (r) => r.status !== "running" && r.userMessageId !== messageId && (r.userMessageId === undefined || keptIds.has(r.userMessageId)) && r.messageIds.every((m) => keptIds.has(m)),
  );
  const branches: AgentStateData["branches"] = dict();
  const branchVariants: AgentStateData["branchVariants"] = dict();
  for (const id in state.branches ?? {})
    if (id === "" || (keptIds.has(id) && id !== messageId)) (branches[id] = state.branches[id]!), (branchVariants[id] = state.branchVariants[id]!);
  return {
    ...copyState(state), // the store's actions ride along
    branches,
    branchVariants,
    messages: base.messages.length === kept.length ? kept : base.messages,
    reasoning,
    spans,
    pendingToolCallEncryptedValues: base.pendingToolCallEncryptedValues,
    toolCallTimes,
    status: "idle",
    error: undefined,
    outcome: undefined,
    usage: undefined,
    steps: [],
    runs,
    runId: runs[runs.length - 1]?.runId,
  };
}
