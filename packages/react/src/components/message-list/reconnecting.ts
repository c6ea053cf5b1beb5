import type { AgentState } from "@reasoning-ui/core";

/**
 * Whether the run in flight is re-attaching after its connection dropped: the transport records a `reconnecting`
 * diagnostic when the drop is noticed and `reconnected` when the agent answers again (core's
 * `transport/reattach.ts`), so the newest of the two says. O(1).
 */
export function isReconnecting(s: AgentState): boolean {
  if (s.status !== "running") return false;
  const last = s.diagnostics[s.diagnostics.length - 1];
  return last?.code === "reconnecting";
}
