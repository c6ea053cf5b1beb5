import type { AgentState, AgentStateData } from "../types";

/** Every field of {@link AgentState}, data and actions, none optional: the literal in {@link copyState} must list them all. */
type EveryField = { [K in keyof Required<AgentState>]: K extends keyof AgentStateData ? AgentState[K] : AgentState[K] | undefined };

/**
 * A state as a fresh object with a fixed shape: a literal listing every field of {@link AgentState} (data and
 * the store's actions), which V8 builds ~20× faster than `{ ...state }` (0.06–0.15 µs against ~2 µs per call on
 * this machine; see bench/RESULTS.md) — the difference between meeting P1 and not. The compiler keeps it
 * complete: a field added to `AgentState` and missing here is a type error (`EveryField`).
 */
export function copyState(s: AgentStateData): AgentStateData {
  const a: AgentStateData & Partial<AgentState> = s;
  const copy: EveryField = {
    threadId: a.threadId,
    revision: a.revision,
    runId: a.runId,
    messages: a.messages,
    reasoning: a.reasoning,
    spans: a.spans,
    pendingToolCallEncryptedValues: a.pendingToolCallEncryptedValues,
    toolCallTimes: a.toolCallTimes,
    state: a.state,
    status: a.status,
    error: a.error,
    diagnostics: a.diagnostics,
    steps: a.steps,
    subagents: a.subagents,
    outcome: a.outcome,
    usage: a.usage,
    runs: a.runs,
    branches: a.branches,
    branchVariants: a.branchVariants,
    applyEvent: a.applyEvent,
    applyEvents: a.applyEvents,
    addMessage: a.addMessage,
    beginRun: a.beginRun,
    endStream: a.endStream,
    reset: a.reset,
    truncateAfter: a.truncateAfter,
    fork: a.fork,
    switchBranch: a.switchBranch,
    restore: a.restore,
    addEventListener: a.addEventListener,
    addChangeListener: a.addChangeListener,
  };
  return copy;
}

