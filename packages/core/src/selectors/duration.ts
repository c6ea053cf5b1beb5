import type { ReasoningInfo } from "../types";

/** An agent-clock duration is used only when both ends came from the agent and make sense (at most a day). */
const MAX_AGENT_DURATION_MS = 24 * 60 * 60 * 1000;

/**
 * How long a finished reasoning took, ms, without ever subtracting one clock from the other
 * (docs/architecture.md, "Protocol facts"): the agent's own figure (`agentEndedAt − agentStartedAt`, both from the events'
 * `timestamp`) when both are known and coherent (0 ≤ end − start ≤ 24 h), else the client's
 * (`endedAt − startedAt`, receipt times), else `undefined`. Use it for messages that are no longer streaming.
 *
 * @example
 * reasoningDurationMs(store.getState().reasoning["r-1"]!); // 4200
 */
export function reasoningDurationMs(
  info: Pick<ReasoningInfo, "startedAt" | "endedAt" | "agentStartedAt" | "agentEndedAt">,
): number | undefined {
  const { agentStartedAt, agentEndedAt, startedAt, endedAt } = info;
  if (agentStartedAt !== undefined && agentEndedAt !== undefined) {
    const d = agentEndedAt - agentStartedAt;
    if (d >= 0 && d <= MAX_AGENT_DURATION_MS) return d;
  }
  return startedAt !== undefined && endedAt !== undefined ? Math.max(0, endedAt - startedAt) : undefined;
}
