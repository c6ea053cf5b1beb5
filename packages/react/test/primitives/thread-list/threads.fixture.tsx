import type { ReactNode } from "react";
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
