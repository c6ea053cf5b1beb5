// P4 (docs/architecture.md §8): the README Quick start as an app builds it (react external, every dependency bundled).
import { AgentProvider, Composer, MessageList, MessageListViewport, StorageNotice, browserStorage, useAgentRun } from "@reasoning-ui/react";

const storage = browserStorage();

export function Chat() {
  const agent = useAgentRun({ url: "/api/agent", storage });
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
