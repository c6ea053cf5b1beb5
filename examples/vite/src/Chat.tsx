"use client";

import { AgentProvider, Composer, MessageList, MessageListViewport, StorageNotice, browserStorage, useAgentRun } from "@reasoning-ui/react";
import "@reasoning-ui/react/chat.css"; // the theme's parts a chat renders; styles.css has every part

const storage = browserStorage(); // the conversation survives a reload: IndexedDB, opened on first use

export function Chat() {
  const agent = useAgentRun({ url: "/api/agent", storage }); // any AG-UI endpoint that answers SSE
  return (
    <AgentProvider session={agent.session}>
      <section className="chat" aria-label="Chat">
        <StorageNotice error={agent.storageError} />
        <MessageListViewport>
          <MessageList />
        </MessageListViewport>
        <Composer />
      </section>
    </AgentProvider>
  );
}
