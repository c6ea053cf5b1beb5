// P4 (a): the README Quick start as an app builds it — what a chat with streaming reasoning ships.
import { AgentProvider, Composer, MessageList, useAgentRun } from "@reasoning-ui/react";

export function Chat() {
  const agent = useAgentRun({ url: "/api/agent" });
  return (
    <AgentProvider store={agent.store}>
      <MessageList />
      <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
    </AgentProvider>
  );
}
