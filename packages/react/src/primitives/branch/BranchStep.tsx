"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from "react";
import { pickerAttributes, useBranchContext } from "./context";

/** Props of `Branch.Previous` and `Branch.Next`: a `<button>`'s props plus `asChild`. */
export interface BranchStepProps extends ComponentPropsWithoutRef<"button"> {
  /** Merge onto the single child element instead of rendering a `<button>` (Radix Slot). */
  asChild?: boolean | undefined;
}

/**
 * The button one version back (`direction: -1`) or forward (`+1`). At the first / last version, or while the root
 * is disabled, it is `aria-disabled="true"` and does nothing, but stays focusable: focus never falls out of the
 * picker when the user reaches an end. Not exported: `Branch.Previous` / `Branch.Next` are its two uses.
 */
export function createStep(direction: -1 | 1, part: "Branch.Previous" | "Branch.Next") {
  const Step = forwardRef<HTMLButtonElement, BranchStepProps>(function BranchStep({ asChild, onClick, children, ...props }, ref) {
    const ctx = useBranchContext(part);
    const target = ctx.index + direction;
    const inert = ctx.disabled || target < 0 || target >= ctx.count;
    const click = (event: MouseEvent<HTMLButtonElement>) => {
      onClick?.(event);
      if (event.defaultPrevented || inert) return;
      ctx.setIndex(target);
    };
    const Comp = asChild ? Slot : "button";
    return (
      <Comp
        type={asChild ? undefined : "button"}
        aria-label={direction < 0 ? ctx.labels.previousVersion : ctx.labels.nextVersion}
        aria-disabled={inert ? "true" : undefined}
        data-rui={direction < 0 ? "branch-picker-previous" : "branch-picker-next"}
        {...pickerAttributes(ctx)}
        data-disabled={inert ? "" : undefined}
        {...props}
        onClick={click}
        ref={ref}
      >
        {children ?? (direction < 0 ? "‹" : "›")}
      </Comp>
    );
  });
  Step.displayName = part;
  return Step;
}
