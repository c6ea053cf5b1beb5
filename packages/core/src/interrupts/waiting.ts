import type { AgentState } from "../types";

/**
 * Whether the thread is waiting for the user's answer (AG-UI 1.0 interrupts), in O(runs from the end) and a few
 * bytes: the latest run that did not fail answering (a failed run that carried `resume` — the agent rejected the
 * answer — is skipped) ended with interrupts. What the session's built-in gate and `useAgentRun().waitingForAnswer`
 * read without the interrupt support module; `selectPendingInterrupts` (with the module) says which ones.
 */
export function isWaitingForAnswer(state: Pick<AgentState, "runs">): boolean {
  const runs = state.runs;
  for (let i = runs.length - 1; i >= 0; i--) {
    const r = runs[i]!;
    if (r.status === "failed" && r.resume) continue;
    return r.status === "finished" && (r.interrupts?.length ?? 0) > 0;
  }
  return false;
}
