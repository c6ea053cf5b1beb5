"use client";
import { useCallback, useMemo } from "react";
import type { ThreadListEntry } from "../primitives/thread-list/context";

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

/** What {@link useThreadList} gives: the props `ThreadList.Root` takes. */
export interface ThreadListRootData {
  threads: readonly ThreadListEntry[];
  activeThreadId: string | undefined;
  onSwitch: (threadId: string) => void;
  onCreate: () => void;
  onRemove: (threadId: string) => void;
}

/**
 * `ThreadList.Root`'s props from `useAgentRun`'s `threads` handle: `threads` = `list`, `activeThreadId` = `current`,
 * and the three actions (each a fire-and-forget call; the session never rejects, its failures become
 * `storageError`). Stable callbacks; a new object only when the list or the current thread changes.
 *
 * @example
 * const agent = useAgentRun({ url: "/api/agent", storage });
 * <ThreadList.Root {...useThreadList(agent.threads)}>
 *   <ThreadList.New />
 *   <ThreadList.Items />
 * </ThreadList.Root>
 */
export function useThreadList(source: ThreadListSource): ThreadListRootData {
  const { list, current, create, switch: switchTo, remove } = source;
  const onSwitch = useCallback((threadId: string) => void switchTo(threadId), [switchTo]);
  const onCreate = useCallback(() => void create(), [create]);
  const onRemove = useCallback((threadId: string) => void remove(threadId), [remove]);
  return useMemo(
    () => ({ threads: list, activeThreadId: current || undefined, onSwitch, onCreate, onRemove }),
    [list, current, onSwitch, onCreate, onRemove],
  );
}
