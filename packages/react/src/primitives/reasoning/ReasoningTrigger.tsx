"use client";
import * as Collapsible from "@radix-ui/react-collapsible";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { ReasoningPrimitiveDuration } from "./ReasoningDuration";
import { partAttributes, useReasoningDisclosureContext } from "./context";

export namespace ReasoningPrimitiveTrigger {
  export type Element = HTMLButtonElement;
  /** Props of `Reasoning.Trigger`: a `<button>`'s props plus `asChild`. */
  export type Props = ComponentPropsWithoutRef<typeof Collapsible.Trigger>;
}

/**
 * The disclosure button (Radix Collapsible Trigger): a real `<button type="button">` with `aria-expanded`
 * and, while open, `aria-controls` pointing at `Reasoning.Content`. Enter and Space toggle it.
 * Default children: `Reasoning.Duration` ("Thinking… 4s" / "Thought for 12 seconds").
 * Attributes: `data-rui="reasoning-trigger"`, `data-state`, `data-status`, `data-visibility`.
 *
 * @throws Error "`Reasoning.Trigger` must be used within `Reasoning.Root`".
 * @example
 * <Reasoning.Trigger className="my-trigger" />
 * <Reasoning.Trigger asChild><a href="#reasoning">Show reasoning</a></Reasoning.Trigger>
 */
export const ReasoningPrimitiveTrigger = /* @__PURE__ */ forwardRef<ReasoningPrimitiveTrigger.Element, ReasoningPrimitiveTrigger.Props>(
  function ReasoningTrigger({ children, ...props }, ref) {
    const ctx = useReasoningDisclosureContext("Reasoning.Trigger");
    return (
      <Collapsible.Trigger data-rui="reasoning-trigger" {...partAttributes(ctx)} {...props} ref={ref}>
        {children ?? <ReasoningPrimitiveDuration />}
      </Collapsible.Trigger>
    );
  },
);
