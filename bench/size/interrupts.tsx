// Issue 29: the Quick start with the agent's requests answered inline (InterruptPrompt in MessageList's `interrupts`,
// the capability for "Approve with edits"): what the interrupt parts add over bench/size/quickstart.tsx.
import { AgentProvider, Composer, InterruptPrompt, MessageList, MessageListViewport, StorageNotice, browserStorage, interruptSupport, useAgentCapabilities, useAgentRun } from "@reasoning-ui/react";

const storage = browserStorage();

export function Chat() {
  const agent = useAgentRun({ url: "/api/agent", storage, interrupts: { support: interruptSupport } });
  const { capabilities } = useAgentCapabilities("/api/agent");
  return (
    <AgentProvider store={agent.store}>
      <StorageNotice error={agent.storageError} />
      <MessageListViewport>
        <MessageList
          onRetry={agent.retry}
          onEdit={agent.edit}
          onSwitchBranch={agent.switchBranch}
          interrupts={{ Prompt: InterruptPrompt, onResume: agent.resume, approveWithEdits: capabilities?.humanInTheLoop?.approveWithEdits }}
        />
      </MessageListViewport>
      <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
    </AgentProvider>
  );
}
