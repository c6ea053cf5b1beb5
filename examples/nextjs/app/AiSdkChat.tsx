"use client";

import { fromAiSdkRoute } from "@reasoning-ui/core/ai-sdk";
import { AgentProvider, Composer, MessageList, MessageListViewport, useAgentRun } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";

// An unmodified AI SDK route (app/api/chat/route.ts) as the source of runs.
const runner = fromAiSdkRoute({ url: "/api/chat" });

export function AiSdkChat() {
  const agent = useAgentRun({ runner });
  return (
    <AgentProvider store={agent.store}>
      <section className="chat" aria-label="Chat">
        <MessageListViewport>
          <MessageList onRetry={agent.retry} onEdit={agent.edit} onSwitchBranch={agent.switchBranch} />
        </MessageListViewport>
        <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
      </section>
    </AgentProvider>
  );
}
