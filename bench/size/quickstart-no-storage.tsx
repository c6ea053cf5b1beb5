// The Quick start without persistence (no `storage`, everything else the same): the difference with
// bench/size/quickstart.tsx is what the storage adapter adds to it.
import { AgentProvider, Composer, MessageList, MessageListViewport, StorageNotice, useAgentRun } from "@reasoning-ui/react";

export function Chat() {
  const agent = useAgentRun({ url: "/api/agent" });
  return (
    <AgentProvider store={agent.store}>
      <StorageNotice error={agent.storageError} />
      <MessageListViewport>
        <MessageList onRetry={agent.retry} onEdit={agent.edit} onSwitchBranch={agent.switchBranch} />
      </MessageListViewport>
      <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
    </AgentProvider>
  );
}
