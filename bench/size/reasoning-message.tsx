// P4 (docs/architecture.md, "Budgets and benchmarks"): one `ReasoningMessage` with a store and no transport.
import { createAgentStore } from "@reasoning-ui/core";
import { ReasoningMessage } from "@reasoning-ui/react";

const store = createAgentStore();

export function Reasoning({ id }: { id: string }) {
  return <ReasoningMessage store={store} messageId={id} />;
}
export { store };
