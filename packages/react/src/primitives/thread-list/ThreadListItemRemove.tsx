"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from "react";
import { threadTitle, useThreadListContext, useThreadListItem } from "./context";

export namespace ThreadListPrimitiveItemRemove {
  export type Element = HTMLButtonElement;
  /** Props of `ThreadList.ItemRemove`: a `<button>`'s props plus `asChild`. */
  export interface Props extends ComponentPropsWithoutRef<"button"> {
    asChild?: boolean | undefined;
  }
}

/** Where focus goes when an item leaves: the next item's trigger, else the previous one's, else the list's New button. */
function focusAfterRemoval(from: HTMLElement) {
  const item = from.closest('[data-rui="thread-list-item"]');
  const root = from.closest('[data-rui="thread-list"]');
  const sibling = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>('[data-rui="thread-list-item-trigger"]');
  (sibling ?? root?.querySelector<HTMLElement>('[data-rui="thread-list-new"]'))?.focus();
}

/**
 * The button that deletes its item's conversation (`onRemove(threadId)`), labelled `labels.deleteThread(title)`
 * ("Delete “Weather in Paris”"); default text "×" (hidden from screen readers by the label). Focus then moves to
 * the next conversation (else the previous one, else New). `data-rui="thread-list-item-remove"`.
 *
 * @throws Error "`ThreadList.ItemRemove` must be used within `ThreadList.Item`".
 * @example
 * <ThreadList.ItemRemove><TrashIcon aria-hidden /></ThreadList.ItemRemove>
 */
export const ThreadListPrimitiveItemRemove = /* @__PURE__ */ forwardRef<ThreadListPrimitiveItemRemove.Element, ThreadListPrimitiveItemRemove.Props>(
  function ThreadListItemRemove({ asChild, onClick, children, ...props }, ref) {
    const ctx = useThreadListContext("ThreadList.ItemRemove");
    const thread = useThreadListItem("ThreadList.ItemRemove");
    const Comp = asChild ? Slot : "button";
    const click = (event: MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      if (event.defaultPrevented) return;
      focusAfterRemoval(event.currentTarget);
      ctx.onRemove(thread.threadId);
    };
    return (
      <Comp
        type={asChild ? undefined : "button"}
        aria-label={ctx.labels.deleteThread(threadTitle(thread, ctx.labels))}
        data-rui="thread-list-item-remove"
        {...props}
        onClick={click}
        ref={ref}
      >
        {children ?? "×"}
      </Comp>
    );
  },
);
