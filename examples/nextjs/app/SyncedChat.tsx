"use client";

import { AgentProvider, Composer, MessageList, MessageListViewport, StorageNotice, ThreadList, serverStorage, serverThreadList, useAgentRun, useServerThreads, useThreadList } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import { useEffect, useState } from "react";

const storage = serverStorage({ url: "/api/threads" }); // the app's own thread store (app/api/threads)
const threadList = serverThreadList({ url: "/api/threads" }); // the user's threads there, paged, across devices

/** The demo sign-in's user, asked of the server after mount (its cookie is signed and HttpOnly; the page itself is prerendered). */
function useDemoUser(): string | null | undefined {
  const [user, setUser] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const abort = new AbortController();
    fetch("/api/demo-sign-in", { signal: abort.signal })
      .then((res) => res.json() as Promise<{ user: string | null }>)
      .then((body) => setUser(typeof body.user === "string" ? body.user : null))
      .catch(() => abort.signal.aborted || setUser(null));
    return () => abort.abort();
  }, []);
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
        <div className="synced-user">
          Signed in as <strong>{user}</strong> ·{" "}
          <form action="/api/demo-sign-in" method="post" style={{ display: "inline" }}>
            <input type="hidden" name="user" value="" />
            <button type="submit">Sign out</button>
          </form>
        </div>
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
      <form className="synced-sign-in" action="/api/demo-sign-in" method="post">
        <label>
          Demo sign-in (no password): <input name="user" required pattern="[A-Za-z0-9_\-]{1,40}" defaultValue="alice" />
        </label>
        <button type="submit">Sign in</button>
      </form>
    );
  return <Conversations user={user} />;
}
