import { AgentProvider, Composer, MessageList, StorageNotice, useAgentRun, type UseAgentRunResult } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import type { ThreadStorage } from "@reasoning-ui/core";

/** The README's Quick start with persistence and branches: what the e2e tests drive (IndexedDB in real Chromium). */
export function PersistentChatApp({
  url,
  fetch,
  storage,
  threadId,
  onAgent,
}: {
  url: string;
  fetch?: typeof globalThis.fetch;
  storage: ThreadStorage;
  threadId?: string;
  onAgent?: (agent: UseAgentRunResult) => void;
}) {
  const agent = useAgentRun({ url, fetch, storage, threadId });
  onAgent?.(agent);
  return (
    <AgentProvider store={agent.store}>
      <StorageNotice error={agent.storageError} />
      <MessageList onRetry={agent.retry} onEdit={agent.edit} onSwitchBranch={agent.switchBranch} />
      <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
    </AgentProvider>
  );
}
