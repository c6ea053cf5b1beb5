import {
  AgentProvider,
  Composer,
  MessageList,
  MessageListViewport,
  useAgentCapabilities,
  useAgentRun,
  type UseAgentRunResult,
} from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import type { ThreadStorage } from "@reasoning-ui/core";

/**
 * The README's "Attachments" chat (section "In the composer and the thread"), as written there: `useAgentRun` with
 * `browserStorage`, the agent's capabilities from `useAgentCapabilities`, Send through `<AgentProvider session>`.
 * Only the URL, the storage object (one IndexedDB database per test) and a recording `fetch` are the test's.
 */
export function AttachmentsChatApp({
  url,
  fetch,
  storage,
  onAgent,
}: {
  url: string;
  fetch?: typeof globalThis.fetch;
  storage: ThreadStorage;
  onAgent?: (agent: UseAgentRunResult) => void;
}) {
  const agent = useAgentRun({ url, fetch, storage });
  const { capabilities } = useAgentCapabilities(url); // the demo agent accepts images and PDFs
  onAgent?.(agent);
  return (
    <AgentProvider session={agent.session}>
      <section className="chat" aria-label="Chat" style={{ display: "flex", flexDirection: "column", height: 700 }}>
        <MessageListViewport>
          <MessageList />
        </MessageListViewport>
        <Composer attachments={{ capabilities, accept: { video: false }, maxFiles: 5 }} />
      </section>
    </AgentProvider>
  );
}
