"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, useMemo, type ComponentPropsWithoutRef } from "react";
import { useLabels } from "../../internal/useLabels";
import type { ReasoningLabels } from "../../labels";
import { ThreadListContext, type ThreadListContextValue, type ThreadListEntry } from "./context";

export namespace ThreadListPrimitiveRoot {
  export type Element = HTMLElement;
  /** Props of `ThreadList.Root`. */
  export interface Props extends ComponentPropsWithoutRef<"nav"> {
    /** The conversations, in the order to show them (the session's `threads.list`). */
    threads: readonly ThreadListEntry[];
    /** The conversation on screen (`aria-current` on its item's trigger). */
    activeThreadId?: string | undefined;
    /** Show another conversation (the session's `threads.switch`). */
    onSwitch: (threadId: string) => void;
    /** Start a new conversation (the session's `threads.create`). */
    onCreate: () => void;
    /** Delete a conversation (the session's `threads.remove`). */
    onRemove: (threadId: string) => void;
    /** More threads to fetch (a server's paged list): `ThreadList.LoadMore` shows and calls `onLoadMore`. */
    hasMore?: boolean | undefined;
    /** Fetches the next page of threads (`useThreadList(agent.threads, server)` gives it). */
    onLoadMore?: (() => void) | undefined;
    /** Renames a thread (a server's list; shared through the context for a rename control of your own). */
    onRename?: ((threadId: string, title: string) => Promise<void>) | undefined;
    /** Label overrides (`threads`, `newThread`, `untitledThread`, `deleteThread`, `moreThreads`); win over the provider's. */
    labels?: Partial<ReasoningLabels> | undefined;
    /** Merge onto the single child element instead of rendering a `<nav>` (Radix Slot). */
    asChild?: boolean | undefined;
  }
}

/**
 * Root of a headless list of conversations: a `<nav data-rui="thread-list">` named `labels.threads`
 * ("Conversations") sharing the threads and the four actions with `ThreadList.New`, `ThreadList.Items`,
 * `ThreadList.Item`, `ThreadList.ItemTrigger` and `ThreadList.ItemRemove`. Plain data in, callbacks out: pass the
 * session's threads handle through `useThreadList(agent.threads)`, or your own.
 *
 * @example
 * const list = useThreadList(agent.threads);
 * <ThreadList.Root {...list}>
 *   <ThreadList.New />
 *   <ThreadList.Items>
 *     {(thread) => (
 *       <ThreadList.Item key={thread.threadId}>
 *         <ThreadList.ItemTrigger />
 *         <ThreadList.ItemRemove>×</ThreadList.ItemRemove>
 *       </ThreadList.Item>
 *     )}
 *   </ThreadList.Items>
 * </ThreadList.Root>
 */
export const ThreadListPrimitiveRoot = /* @__PURE__ */ forwardRef<ThreadListPrimitiveRoot.Element, ThreadListPrimitiveRoot.Props>(function ThreadListRoot(
  { threads, activeThreadId, onSwitch, onCreate, onRemove, hasMore, onLoadMore, onRename, labels: labelsProp, asChild, ...props },
  ref,
) {
  const labels = useLabels(labelsProp);
  const ctx = useMemo<ThreadListContextValue>(
    () => ({ threads, activeThreadId, onSwitch, onCreate, onRemove, hasMore, onLoadMore, onRename, labels }),
    [threads, activeThreadId, onSwitch, onCreate, onRemove, hasMore, onLoadMore, onRename, labels],
  );
  const Comp = asChild ? Slot : "nav";
  return (
    <ThreadListContext.Provider value={ctx}>
      <Comp aria-label={labels.threads} data-rui="thread-list" {...props} ref={ref} />
    </ThreadListContext.Provider>
  );
});
