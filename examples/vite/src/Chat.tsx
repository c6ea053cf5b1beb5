"use client";

import { AgentProvider, Composer, MessageList, MessageListViewport, useAgentRun } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";

export function Chat() {
  const agent = useAgentRun({ url: "/api/agent" }); // any AG-UI endpoint that answers SSE
  return (
    <AgentProvider store={agent.store}>
      <section className="chat" aria-label="Chat">
        <MessageListViewport>
          <MessageList onRetry={agent.retry} />
        </MessageListViewport>
        <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
      </section>
    </AgentProvider>
  );
}
