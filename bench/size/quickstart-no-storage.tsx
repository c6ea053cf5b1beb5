// The Quick start without persistence (no `storage`, everything else the same): the difference with
// bench/size/quickstart.tsx is what the storage adapter adds to it.
import { AgentProvider, Composer, MessageList, MessageListViewport, StorageNotice, useAgentRun } from "@reasoning-ui/react";

export function Chat() {
  const agent = useAgentRun({ url: "/api/agent" });
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
