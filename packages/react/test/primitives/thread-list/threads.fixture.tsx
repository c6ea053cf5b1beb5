import { useState, type ReactNode } from "react";
import { vi } from "vitest";
import { ThreadList, type ThreadListEntry } from "../../../src";

export const THREADS: ThreadListEntry[] = [
  { threadId: "t1", title: "Weather in Paris" },
  { threadId: "t2", title: "" },
  { threadId: "t3", title: "Trains to Lyon" },
];

/** A Root over THREADS with t1 active and spied callbacks; `children` default to custom Items with every item part. */
export function root(children?: ReactNode, more: { hasMore?: boolean } = {}) {
  const handlers = { onSwitch: vi.fn(), onCreate: vi.fn(), onRemove: vi.fn(), onLoadMore: vi.fn() };
  const ui = (
    <ThreadList.Root threads={THREADS} activeThreadId="t1" {...handlers} {...more}>
      {children ?? (
        <ThreadList.Items>
          {(thread) => (
            <ThreadList.Item key={thread.threadId} thread={thread}>
              <ThreadList.ItemTrigger />
              <ThreadList.ItemRemove />
            </ThreadList.Item>
          )}
        </ThreadList.Items>
      )}
    </ThreadList.Root>
  );
  return { ui, handlers };
}

/** A stateful Root over a copy of THREADS (t1 active): switching, creating and removing really change the list. */
export function Threads({ onSwitch = () => {} }: { onSwitch?: (id: string) => void }) {
  const [threads, setThreads] = useState<ThreadListEntry[]>(() => [...THREADS]);
  const [active, setActive] = useState("t1");
  return (
    <ThreadList.Root
      threads={threads}
      activeThreadId={active}
      onSwitch={(id) => {
        onSwitch(id);
        setActive(id);
      }}
      onCreate={() => setThreads((t) => [{ threadId: `t${t.length + 10}` }, ...t])}
      onRemove={(id) => setThreads((t) => t.filter((x) => x.threadId !== id))}
    >
      <ThreadList.New />
      <ThreadList.Items />
    </ThreadList.Root>
  );
}
