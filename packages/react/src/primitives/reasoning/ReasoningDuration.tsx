"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import type { ReasoningStatus } from "@reasoning-ui/core";
import type { ReasoningLabels } from "../../labels";
import { partAttributes, useReasoningRootContext } from "./ReasoningRootContext";
import { useNow } from "./useNow";

/** Props of {@link ReasoningDuration}. */
export interface ReasoningDurationProps extends ComponentPropsWithoutRef<"span"> {
  /** Merge onto the single child element instead of rendering a `<span>` (Radix Slot). */
  asChild?: boolean;
}

/**
 * The text for a reasoning's duration from its data: `startedAt`/`endedAt` in ms since epoch.
 * Durations under one second count as "less than a second"; `undefined` times give the label's
 * unknown-duration form.
 */
export function reasoningDurationText(
  labels: ReasoningLabels,
  status: ReasoningStatus,
  startedAt: number | undefined,
  endedAt: number | undefined,
  now: number = Date.now(),
): string {
  if (status === "streaming") return labels.thinking(startedAt === undefined ? undefined : Math.max(0, now - startedAt));
  const duration = startedAt !== undefined && endedAt !== undefined ? Math.max(0, endedAt - startedAt) : undefined;
  return status === "complete" ? labels.thoughtFor(duration) : labels.interrupted(duration);
}

/**
 * The reasoning's duration, computed from the data (the root's `startedAt`/`endedAt`), never from a
 * component timer: "Thinking… 4s" ticking once a second while streaming, then "Thought for 12 seconds",
 * "Thought for less than a second", "Thought for 2 minutes 5 seconds", or "Thinking interrupted after 4 seconds".
 * All strings come from the labels (`thinking`, `thoughtFor`, `interrupted`).
 * Renders `<span data-rui="reasoning-duration">`.
 *
 * @throws Error "`ReasoningDuration` must be used within `ReasoningRoot`".
 * @example
 * <ReasoningTrigger><ReasoningDuration /> <Chevron /></ReasoningTrigger>
 */
export const ReasoningDuration = forwardRef<HTMLSpanElement, ReasoningDurationProps>(function ReasoningDuration(
  { asChild, children, ...props },
  ref,
) {
  const ctx = useReasoningRootContext("ReasoningDuration");
  const now = useNow(ctx.status === "streaming" && ctx.startedAt !== undefined, ctx.startedAt);
  const text = reasoningDurationText(ctx.labels, ctx.status, ctx.startedAt, ctx.endedAt, now);
  const Comp = asChild ? Slot : "span";
  return (
    <Comp data-rui="reasoning-duration" {...partAttributes(ctx)} {...props} ref={ref}>
      {asChild ? children : (children ?? text)}
    </Comp>
  );
});
