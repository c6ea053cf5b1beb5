"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from "react";
import { useThreadListContext } from "./context";

export namespace ThreadListPrimitiveLoadMore {
  export type Element = HTMLButtonElement;
  /** Props of `ThreadList.LoadMore`: a `<button>`'s props plus `asChild`. */
  export interface Props extends ComponentPropsWithoutRef<"button"> {
    asChild?: boolean | undefined;
  }
}

/**
 * The button that fetches the next page of a server's thread list (`onLoadMore`; docs/architecture.md, "Persistence"). Renders
 * nothing while `hasMore` is false. Default text `labels.moreThreads` ("Show older conversations").
 * `data-rui="thread-list-load-more"`.
 *
 * @throws Error "`ThreadList.LoadMore` must be used within `ThreadList.Root`".
 * @example
 * <ThreadList.Root {...useThreadList(agent.threads, server)}>
 *   <ThreadList.Items>{(thread) => <ThreadList.Item key={thread.threadId} thread={thread}><ThreadList.ItemTrigger /></ThreadList.Item>}</ThreadList.Items>
 *   <ThreadList.LoadMore />
 * </ThreadList.Root>
 */
export const ThreadListPrimitiveLoadMore = /* @__PURE__ */ forwardRef<ThreadListPrimitiveLoadMore.Element, ThreadListPrimitiveLoadMore.Props>(function ThreadListLoadMore(
  { asChild, onClick, children, ...props },
  ref,
) {
  const ctx = useThreadListContext("ThreadList.LoadMore");
  if (!ctx.hasMore || !ctx.onLoadMore) return null;
  const load = ctx.onLoadMore;
  const Comp = asChild ? Slot : "button";
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) load();
  };
  return (
    <Comp type={asChild ? undefined : "button"} data-rui="thread-list-load-more" {...props} onClick={click} ref={ref}>
      {children ?? ctx.labels.moreThreads}
    </Comp>
  );
});
