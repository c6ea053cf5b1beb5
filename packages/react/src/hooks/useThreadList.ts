"use client";
import { useCallback, useEffect, useMemo, useRef } from "react";
import type { ThreadListEntry, ThreadListRootData } from "../primitives/thread-list/context";
import type { ServerThreadsResult } from "./useServerThreads";

export type { ThreadListRootData };

/** A threads handle as `useAgentRun` returns it (`agent.threads`): the list, the current id and three actions. */
export interface ThreadListSource {
  /** Saved threads, most recently updated first. */
  list: readonly ThreadListEntry[];
  /** The current thread's id (`""` for a new thread before its first message). */
  current: string;
  create: () => unknown;
  switch: (threadId: string) => unknown;
  remove: (threadId: string) => unknown;
}

const idsOf = (list: readonly ThreadListEntry[]) => list.map((t) => t.threadId).join("\n");

/**
 * `ThreadList.Root`'s props from `useAgentRun`'s `threads` handle: `threads` = `list`, `activeThreadId` = `current`,
 * and the three actions (each a fire-and-forget call; the session never rejects, its failures become
 * `storageError`). With `server` (`useServerThreads(serverThreadList({ url }))`, the thread store of
 * `@reasoning-ui/server`) the list is the user's threads on the server across devices — title, updated at,
 * `running`, paged (`hasMore` / `onLoadMore`, `ThreadList.LoadMore`), `onRename` — reloaded when this device's
 * session creates or deletes a thread; what another device renamed or deleted shows at the next load. Stable
 * callbacks; a new object only when the list or the current thread changes.
 *
 * @example
 * const agent = useAgentRun({ url: "/api/agent", storage });
 * <ThreadList.Root {...useThreadList(agent.threads)}>
 *   <ThreadList.New />
 *   <ThreadList.Items />
 * </ThreadList.Root>
 * @example
 * // across devices: the thread server's list, paged
 * const list = useMemo(() => serverThreadList({ url: "/api/threads" }), []);
 * const threads = useThreadList(agent.threads, useServerThreads(list));
 * <ThreadList.Root {...threads}><ThreadList.Items /><ThreadList.LoadMore /></ThreadList.Root>
 */
export function useThreadList(source: ThreadListSource, server?: ServerThreadsResult): ThreadListRootData {
  const { list, current, create, switch: switchTo, remove } = source;
  const refresh = server?.refresh;
  const onSwitch = useCallback((threadId: string) => void switchTo(threadId), [switchTo]);
  const onCreate = useCallback(() => void create(), [create]);
  const onRemove = useCallback(
    (threadId: string) =>
      void Promise.resolve(remove(threadId)).then(() => refresh?.()),
    [remove, refresh],
  );
  // this device's session saved a new thread or removed one: the server's first page again (not at every save)
  const ids = idsOf(list);
  const seen = useRef(ids);
  useEffect(() => {
    if (seen.current === ids) return;
    seen.current = ids;
    refresh?.();
  }, [ids, refresh]);
  const threads = server ? server.threads : list;
  const hasMore = server?.hasMore;
  const onLoadMore = server?.loadMore;
  const onRename = server?.rename;
  return useMemo(
    () => ({ threads, activeThreadId: current || undefined, onSwitch, onCreate, onRemove, ...(server && { hasMore, onLoadMore, onRename }) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [threads, current, onSwitch, onCreate, onRemove, hasMore, onLoadMore, onRename, Boolean(server)],
  );
}
