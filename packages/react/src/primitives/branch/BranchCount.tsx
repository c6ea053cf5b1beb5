"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { visuallyHidden } from "../../internal/visuallyHidden";
import { pickerAttributes, useBranchContext } from "./context";

export namespace BranchPrimitiveCount {
  export type Element = HTMLSpanElement;
  /** Props of `Branch.Count`. */
  export interface Props extends ComponentPropsWithoutRef<"span"> {
    /** Merge onto the single child element instead of rendering a `<span>` (Radix Slot); give it your own children. */
    asChild?: boolean | undefined;
  }
}

/**
 * Where the reader is: "2/3" on screen (hidden from screen readers), "Version 2 of 3" (`labels.versionOf`) for them.
 * Your `children` replace both. Attributes: `data-rui="branch-picker-count"`, `data-index` (1-based), `data-count`.
 *
 * @throws Error "`Branch.Count` must be used within `Branch.Root`".
 * @example
 * <Branch.Count className="tabular-nums" />
 */
export const BranchPrimitiveCount = /* @__PURE__ */ forwardRef<BranchPrimitiveCount.Element, BranchPrimitiveCount.Props>(
  function BranchCount({ asChild, children, ...props }, ref) {
    const ctx = useBranchContext("Branch.Count");
    const Comp = asChild ? Slot : "span";
    return (
      <Comp data-rui="branch-picker-count" {...pickerAttributes(ctx)} {...props} ref={ref}>
        {children ?? (
          <>
            <span aria-hidden="true">{`${ctx.index + 1}/${ctx.count}`}</span>
            <span style={visuallyHidden}>{ctx.labels.versionOf(ctx.index, ctx.count)}</span>
          </>
        )}
      </Comp>
    );
  },
);
