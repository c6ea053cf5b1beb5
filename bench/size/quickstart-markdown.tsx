// P4 (issue 31, docs/architecture.md, "Budgets and benchmarks"): the README Quick start with answers in markdown loaded on first use
// (`LazyMarkdown` from @reasoning-ui/react/lazy-markdown): the markdown renderer is a lazy chunk, not first load.
import { AgentProvider, Composer, MessageList, MessageListViewport, StorageNotice, browserStorage, useAgentRun } from "@reasoning-ui/react";
import { LazyMarkdown } from "@reasoning-ui/react/lazy-markdown";

const storage = browserStorage();
const renderText = (text: string, _id: string, role: "user" | "assistant") => (role === "assistant" ? <LazyMarkdown>{text}</LazyMarkdown> : text);

export function Chat() {
  const agent = useAgentRun({ url: "/api/agent", storage });
  return (
    <AgentProvider session={agent.session}>
      <StorageNotice error={agent.storageError} />
      <MessageListViewport>
        <MessageList renderText={renderText} />
      </MessageListViewport>
      <Composer />
    </AgentProvider>
  );
}
