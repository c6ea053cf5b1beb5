"use client";

import { AgentProvider, Composer, MessageList, MessageListViewport, StorageNotice, ThreadList, serverStorage, serverThreadList, useAgentRun, useServerThreads, useThreadList } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import { useEffect, useState } from "react";

const storage = serverStorage({ url: "/api/threads" }); // the app's own thread store (app/api/threads)
const threadList = serverThreadList({ url: "/api/threads" }); // the user's threads there, paged, across devices

/** The demo sign-in's user, read from its cookie after mount (the page itself is prerendered). */
function useDemoUser(): string | null | undefined {
  const [user, setUser] = useState<string | null | undefined>(undefined);
  useEffect(() => setUser(/(?:^|;\s*)rui-demo-user=([A-Za-z0-9_-]+)/.exec(document.cookie)?.[1] ?? null), []);
  return user;
}

function Conversations({ user }: { user: string }) {
  const agent = useAgentRun({ url: "/api/agent", storage });
  const server = useServerThreads(threadList, { pageSize: 20 });
  const { refresh } = server;
  useEffect(() => refresh(), [agent.threads.list, refresh]); // this device saved, created or deleted one
  const list = useThreadList({ ...agent.threads, list: server.threads });
  return (
    <AgentProvider store={agent.store}>
      <section className="chat" aria-label="Chat">
        <p className="synced-user">
          Signed in as <strong>{user}</strong> · <a href="/api/demo-sign-in?user=">sign out</a>
        </p>
        <ThreadList.Root {...list} aria-label="Your conversations">
          <ThreadList.New />
          <ThreadList.Items />
          {server.hasMore && (
            <button type="button" onClick={server.loadMore} disabled={server.loading}>
              Older conversations
            </button>
          )}
        </ThreadList.Root>
        <StorageNotice error={agent.storageError} />
        <MessageListViewport>
          <MessageList onRetry={agent.retry} onEdit={agent.edit} onSwitchBranch={agent.switchBranch} />
        </MessageListViewport>
        <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
      </section>
    </AgentProvider>
  );
}

/** Conversations kept on the app's server for the signed-in user: on every device, in every browser profile. */
export function SyncedChat() {
  const user = useDemoUser();
  if (user === undefined) return null;
  if (user === null)
    return (
      <form className="synced-sign-in" action="/api/demo-sign-in" method="get">
        <label>
          Demo sign-in (no password): <input name="user" required pattern="[A-Za-z0-9_\-]{1,40}" defaultValue="alice" />
        </label>
        <button type="submit">Sign in</button>
      </form>
    );
  return <Conversations user={user} />;
}
