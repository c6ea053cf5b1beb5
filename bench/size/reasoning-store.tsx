// Issue 40 (docs/architecture.md, "Budgets and benchmarks" P4 (b)): one `ReasoningMessage` with a reasoning-only store a design system
// feeds from its own chat state (`createReasoningStore`: the reasoning and text messages; no event reducer, tools,
// subagents, branches or persistence).
import { createReasoningStore } from "@reasoning-ui/core";
import { ReasoningMessage } from "@reasoning-ui/react";

const store = createReasoningStore();

export function Reasoning({ id }: { id: string }) {
  return <ReasoningMessage store={store} messageId={id} />;
}
export { store };
