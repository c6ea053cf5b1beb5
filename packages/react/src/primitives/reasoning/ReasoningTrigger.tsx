"use client";
import * as Collapsible from "@radix-ui/react-collapsible";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { ReasoningDuration } from "./ReasoningDuration";
import { partAttributes, useReasoningRootContext } from "./ReasoningRootContext";

/** Props of {@link ReasoningTrigger}: a `<button>`'s props plus `asChild`. */
export type ReasoningTriggerProps = ComponentPropsWithoutRef<typeof Collapsible.Trigger>;

/**
 * The disclosure button (Radix Collapsible Trigger): a real `<button type="button">` with `aria-expanded`
 * and, while open, `aria-controls` pointing at {@link ReasoningContent}. Enter and Space toggle it.
 * Default children: {@link ReasoningDuration} ("Thinking… 4s" / "Thought for 12 seconds").
 * Attributes: `data-rui="reasoning-trigger"`, `data-state`, `data-status`, `data-visibility`.
 *
 * @throws Error "`ReasoningTrigger` must be used within `ReasoningRoot`".
 * @example
 * <ReasoningTrigger className="my-trigger" />
 * <ReasoningTrigger asChild><a href="#reasoning">Show reasoning</a></ReasoningTrigger>
 */
export const ReasoningTrigger = forwardRef<HTMLButtonElement, ReasoningTriggerProps>(function ReasoningTrigger(
  { children, ...props },
  ref,
) {
  const ctx = useReasoningRootContext("ReasoningTrigger");
  return (
    <Collapsible.Trigger data-rui="reasoning-trigger" {...partAttributes(ctx)} {...props} ref={ref}>
      {children ?? <ReasoningDuration />}
    </Collapsible.Trigger>
  );
});
