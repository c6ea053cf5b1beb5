"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { ThreadListItemContext, useThreadListContext, type ThreadListEntry } from "./context";

export namespace ThreadListPrimitiveItem {
  export type Element = HTMLLIElement;
  /** Props of `ThreadList.Item`. */
  export interface Props extends ComponentPropsWithoutRef<"li"> {
    /** The thread this item stands for (from `ThreadList.Items`' render function). */
    thread: ThreadListEntry;
    /** Merge onto the single child element instead of rendering an `<li>` (Radix Slot). */
    asChild?: boolean | undefined;
  }
}

/**
 * One conversation: `<li data-rui="thread-list-item" data-thread-id data-active data-running>`, giving its thread to
 * `ThreadList.ItemTrigger` and `ThreadList.ItemRemove`.
 *
 * @throws Error "`ThreadList.Item` must be used within `ThreadList.Root`".
 * @example
 * <ThreadList.Item thread={thread}><ThreadList.ItemTrigger /><ThreadList.ItemRemove /></ThreadList.Item>
 */
export const ThreadListPrimitiveItem = /* @__PURE__ */ forwardRef<ThreadListPrimitiveItem.Element, ThreadListPrimitiveItem.Props>(function ThreadListItem(
  { thread, asChild, ...props },
  ref,
) {
  const ctx = useThreadListContext("ThreadList.Item");
  const Comp = asChild ? Slot : "li";
  return (
    <ThreadListItemContext.Provider value={thread}>
      <Comp data-rui="thread-list-item" data-thread-id={thread.threadId} data-active={thread.threadId === ctx.activeThreadId ? "" : undefined} data-running={thread.running ? "" : undefined} {...props} ref={ref} />
    </ThreadListItemContext.Provider>
  );
});
