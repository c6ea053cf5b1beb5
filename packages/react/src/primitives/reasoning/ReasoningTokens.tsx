"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { partAttributes, useReasoningDisclosureContext } from "./context";

export namespace ReasoningPrimitiveTokens {
  export type Element = HTMLSpanElement;
  /** Props of `Reasoning.Tokens`. */
  export interface Props extends ComponentPropsWithoutRef<"span"> {
    /**
     * The run's reasoning tokens (AG-UI `TokenUsage.reasoningTokens` from RUN_FINISHED / RUN_ERROR `usage`, summed
     * over its entries; core's `selectReasoningTokens`). Default: the root's (`Reasoning.Root messageIds` reads
     * it from the store, or its `reasoningTokens`). Nothing renders when undefined, not finite or negative.
     */
    count?: number | undefined;
    /** Merge onto the single child element instead of rendering a `<span>` (Radix Slot). */
    asChild?: boolean | undefined;
  }
}

/**
 * How many reasoning tokens the run spent, next to the duration: "3.4k reasoning tokens" (`labels.reasoningTokens`,
 * `Intl.NumberFormat` compact notation). Renders `<span data-rui="reasoning-tokens">` with the root's `data-state`,
 * `data-status`, `data-visibility`; nothing when the agent reported no reasoning tokens. The count is the root's
 * unless `count` overrides it.
 *
 * @throws Error "`Reasoning.Tokens` must be used within `Reasoning.Root`".
 * @example
 * <Reasoning.Root messageIds={[id]}>
 *   <Reasoning.Trigger><Reasoning.Duration /></Reasoning.Trigger>
 *   <Reasoning.Tokens />
 * </Reasoning.Root>
 * <Reasoning.Tokens count={3412} /> // inside a root given plain props
 */
export const ReasoningPrimitiveTokens = /* @__PURE__ */ forwardRef<ReasoningPrimitiveTokens.Element, ReasoningPrimitiveTokens.Props>(function ReasoningTokens(
  { count: countProp, asChild, children, ...props },
  ref,
) {
  const ctx = useReasoningDisclosureContext("Reasoning.Tokens");
  const count = countProp ?? ctx.reasoningTokens;
  if (count === undefined || !Number.isFinite(count) || count < 0) return null;
  const Comp = asChild ? Slot : "span";
  return (
    <Comp data-rui="reasoning-tokens" {...partAttributes(ctx)} {...props} ref={ref}>
      {children ?? ctx.labels.reasoningTokens(count)}
    </Comp>
  );
});
