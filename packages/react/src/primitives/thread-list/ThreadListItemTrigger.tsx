"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from "react";
import { threadTitle, useThreadListContext, useThreadListItem } from "./context";

export namespace ThreadListPrimitiveItemTrigger {
  export type Element = HTMLButtonElement;
  /** Props of `ThreadList.ItemTrigger`: a `<button>`'s props plus `asChild`. */
  export interface Props extends ComponentPropsWithoutRef<"button"> {
    asChild?: boolean | undefined;
  }
}

/**
 * The button that shows its item's conversation (`onSwitch(threadId)`); `aria-current="true"` on the active one.
 * Default text: the thread's title (`labels.untitledThread` without one). `data-rui="thread-list-item-trigger"`.
 *
 * @throws Error "`ThreadList.ItemTrigger` must be used within `ThreadList.Item`".
 * @example
 * <ThreadList.ItemTrigger className="thread" />
 */
export const ThreadListPrimitiveItemTrigger = /* @__PURE__ */ forwardRef<ThreadListPrimitiveItemTrigger.Element, ThreadListPrimitiveItemTrigger.Props>(
  function ThreadListItemTrigger({ asChild, onClick, children, ...props }, ref) {
    const ctx = useThreadListContext("ThreadList.ItemTrigger");
    const thread = useThreadListItem("ThreadList.ItemTrigger");
    const active = thread.threadId === ctx.activeThreadId;
    const Comp = asChild ? Slot : "button";
    const click = (event: MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      if (!event.defaultPrevented && !active) ctx.onSwitch(thread.threadId);
    };
    return (
      <Comp
        type={asChild ? undefined : "button"}
        aria-current={active ? "true" : undefined}
        data-rui="thread-list-item-trigger"
        data-active={active ? "" : undefined}
        {...props}
        onClick={click}
        ref={ref}
      >
        {children ?? threadTitle(thread, ctx.labels)}
      </Comp>
    );
  },
);
