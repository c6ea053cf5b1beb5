"use client";
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { useThreadListContext, type ThreadListEntry } from "./context";
import { ThreadListPrimitiveItem } from "./ThreadListItem";
import { ThreadListPrimitiveItemRemove } from "./ThreadListItemRemove";
import { ThreadListPrimitiveItemTrigger } from "./ThreadListItemTrigger";

export namespace ThreadListPrimitiveItems {
  export type Element = HTMLUListElement;
  /** Props of `ThreadList.Items`. */
  export interface Props extends Omit<ComponentPropsWithoutRef<"ul">, "children"> {
    /** How each thread renders (key it by `threadId`). Default: `ThreadList.Item` with its trigger and remove button. */
    children?: ((thread: ThreadListEntry, index: number) => ReactNode) | undefined;
  }
}

const defaultItem = (thread: ThreadListEntry) => (
  <ThreadListPrimitiveItem key={thread.threadId} thread={thread}>
    <ThreadListPrimitiveItemTrigger />
    <ThreadListPrimitiveItemRemove />
  </ThreadListPrimitiveItem>
);

/**
 * The `<ul data-rui="thread-list-items">` of the root's threads, one `children(thread, index)` each.
 *
 * @throws Error "`ThreadList.Items` must be used within `ThreadList.Root`".
 * @example
 * <ThreadList.Items>{(thread) => <ThreadList.Item key={thread.threadId} thread={thread}><ThreadList.ItemTrigger /></ThreadList.Item>}</ThreadList.Items>
 */
export const ThreadListPrimitiveItems = /* @__PURE__ */ forwardRef<ThreadListPrimitiveItems.Element, ThreadListPrimitiveItems.Props>(function ThreadListItems(
  { children = defaultItem, ...props },
  ref,
) {
  const ctx = useThreadListContext("ThreadList.Items");
  return (
    <ul data-rui="thread-list-items" {...props} ref={ref}>
      {ctx.threads.map((thread, i) => children(thread, i))}
    </ul>
  );
});
