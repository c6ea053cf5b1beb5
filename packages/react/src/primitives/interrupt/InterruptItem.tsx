"use client";
import { forwardRef, useContext, type ComponentPropsWithoutRef } from "react";
import type { InterruptView } from "@reasoning-ui/core";
import { ItemContext, RootContext } from "./context";

/** Props of {@link InterruptItem}. */
export interface InterruptItemProps extends ComponentPropsWithoutRef<"div"> {
  interrupt: InterruptView;
}

export namespace InterruptItem {
  export type Element = HTMLDivElement;
  /** Props of `Interrupt.Item` ({@link InterruptItemProps}). */
  export type Props = InterruptItemProps;
}

/**
 * One request of an `Interrupt.Root`: `<div role="group" data-rui="interrupt-item" data-reason data-status
 * data-expired>` named by its `Interrupt.Message`. Its parts (Message, Approve, Deny, ApproveWithEdits,
 * EditArguments, SchemaForm, TextAnswer, Countdown, Answer) read the request from it.
 *
 * @example
 * <Interrupt.Item interrupt={view}><Interrupt.Message /><Interrupt.Approve /><Interrupt.Deny /></Interrupt.Item>
 */
export const InterruptItem = /* @__PURE__ */ forwardRef<InterruptItem.Element, InterruptItem.Props>(function InterruptItem({ interrupt, children, ...props }, ref) {
  const root = useContext(RootContext);
  const expired = interrupt.status === "pending" && interrupt.expiresAt !== undefined && root !== null && root.now !== undefined && interrupt.expiresAt <= root.now;
  return (
    <ItemContext.Provider value={interrupt}>
      <div
        role="group"
        aria-labelledby={root ? `${root.idBase}-${interrupt.id}-m` : undefined}
        data-rui="interrupt-item"
        data-reason={interrupt.reason}
        data-status={expired ? "expired" : interrupt.status}
        {...props}
        ref={ref}
      >
        {children}
      </div>
    </ItemContext.Provider>
  );
});
