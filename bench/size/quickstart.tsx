// P4 (docs/architecture.md, "Budgets and benchmarks"): the README Quick start as an app builds it (react external, every dependency bundled).
import "@reasoning-ui/react/chat.css";
import { AgentProvider, Composer, MessageList, MessageListViewport, StorageNotice, browserStorage, useAgentRun } from "@reasoning-ui/react";

const storage = browserStorage();

export function Chat() {
  const agent = useAgentRun({ url: "/api/agent", storage });
  return (
    <AgentProvider session={agent.session}>
      <StorageNotice error={agent.storageError} />
      <MessageListViewport>
        <MessageList />
      </MessageListViewport>
      <Composer />
    </AgentProvider>
  );
}
