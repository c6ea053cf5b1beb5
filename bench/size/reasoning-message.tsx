// P4 (b): one ReasoningMessage with a store and no transport (e.g. an app that folds events it already has).
import { createAgentStore } from "@reasoning-ui/core";
import { AgentProvider, ReasoningMessage } from "@reasoning-ui/react";

const store = createAgentStore();

export function Thought({ id }: { id: string }) {
  return (
    <AgentProvider store={store}>
      <ReasoningMessage messageId={id} />
    </AgentProvider>
  );
}
