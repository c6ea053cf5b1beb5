// P4 (docs/architecture.md, "Budgets and benchmarks"): `ReasoningMessage` + `useAgentRun`, without the list and the composer.
import { ReasoningMessage, useAgentRun } from "@reasoning-ui/react";

export function Chat({ id }: { id: string }) {
  const agent = useAgentRun({ url: "/api/agent" });
  return <ReasoningMessage store={agent.store} messageId={id} />;
}
