"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from "react";
import { useThreadListContext } from "./context";

export namespace ThreadListPrimitiveNew {
  export type Element = HTMLButtonElement;
  /** Props of `ThreadList.New`: a `<button>`'s props plus `asChild`. */
  export interface Props extends ComponentPropsWithoutRef<"button"> {
    asChild?: boolean | undefined;
  }
}

/**
 * The button that starts a new conversation (`onCreate`). Default text `labels.newThread` ("New conversation").
 * `data-rui="thread-list-new"`.
 *
 * @throws Error "`ThreadList.New` must be used within `ThreadList.Root`".
 * @example
 * <ThreadList.New className="new-chat">+ New chat</ThreadList.New>
 */
export const ThreadListPrimitiveNew = /* @__PURE__ */ forwardRef<ThreadListPrimitiveNew.Element, ThreadListPrimitiveNew.Props>(function ThreadListNew(
  { asChild, onClick, children, ...props },
  ref,
) {
  const ctx = useThreadListContext("ThreadList.New");
  const Comp = asChild ? Slot : "button";
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) ctx.onCreate();
  };
  return (
    <Comp type={asChild ? undefined : "button"} data-rui="thread-list-new" {...props} onClick={click} ref={ref}>
      {children ?? ctx.labels.newThread}
    </Comp>
  );
});
