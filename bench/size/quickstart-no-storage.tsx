// The Quick start without persistence (no `storage`): what an app pays when it does not persist threads.
import { AgentProvider, Composer, MessageList, MessageListViewport, useAgentRun } from "@reasoning-ui/react";

export function Chat() {
  const agent = useAgentRun({ url: "/api/agent" });
  return (
    <AgentProvider store={agent.store}>
      <MessageListViewport>
        <MessageList onRetry={agent.retry} />
      </MessageListViewport>
      <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
    </AgentProvider>
  );
}
