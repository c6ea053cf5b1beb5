// Issue 29: the Quick start plus useAgentCapabilities (the baseline of bench/size/interrupts.tsx, so the difference
// between the two is the interrupt parts alone).
import { AgentProvider, Composer, MessageList, MessageListViewport, StorageNotice, browserStorage, useAgentCapabilities, useAgentRun } from "@reasoning-ui/react";

const storage = browserStorage();

export function Chat() {
  const agent = useAgentRun({ url: "/api/agent", storage });
  const { capabilities } = useAgentCapabilities("/api/agent");
  return (
    <AgentProvider store={agent.store}>
      <StorageNotice error={agent.storageError} />
      <MessageListViewport>
        <MessageList onRetry={agent.retry} onEdit={agent.edit} onSwitchBranch={agent.switchBranch} data-hitl={String(capabilities?.humanInTheLoop?.approveWithEdits)} />
      </MessageListViewport>
      <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
    </AgentProvider>
  );
}
