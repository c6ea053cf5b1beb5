import { AgentProvider, Composer, MessageList, useAgentRun } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import type { StoreApi } from "zustand/vanilla";
import type { AgentState } from "@reasoning-ui/core";

/** The smallest chat app a user of the kit would write: the README's quick start. */
export function ChatApp({ url, fetch, onStore }: { url: string; fetch?: typeof globalThis.fetch; onStore?: (store: StoreApi<AgentState>) => void }) {
  const agent = useAgentRun({ url, fetch });
  onStore?.(agent.store);
  return (
    <AgentProvider store={agent.store}>
      <MessageList onRetry={agent.retry} />
      <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
    </AgentProvider>
  );
}
