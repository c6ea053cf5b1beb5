"use client";
import { Slot } from "@radix-ui/react-slot";
import { cloneElement, forwardRef, isValidElement, type ComponentPropsWithoutRef, type ReactElement, type ReactNode } from "react";
import type { ReasoningStatus } from "@reasoning-ui/core";
import type { Labels } from "../../labels";
import { partAttributes, useReasoningDisclosureContext } from "./context";
import { finishedDuration, useNow } from "./useElapsed";

export namespace ReasoningPrimitiveDuration {
  export type Element = HTMLSpanElement;
  /** Props of `Reasoning.Duration`. */
  export interface Props extends ComponentPropsWithoutRef<"span"> {
    /** Merge onto the single child element instead of rendering a `<span>` (Radix Slot); the text goes inside it unless it has children. */
    asChild?: boolean | undefined;
  }
}

/**
 * The text for a reasoning's duration from its data: `startedAt`/`endedAt` in ms since epoch, `now` the clock
 * for a streaming one. Durations under one second count as "less than a second"; `undefined` times give the
 * label's unknown-duration form. Pure: what `Reasoning.Duration` renders, for custom parts.
 *
 * @example
 * reasoningDurationText(defaultLabels, "complete", t0, t0 + 12_000); // "Thought for 12 seconds"
 */
export function reasoningDurationText(
  labels: Pick<Labels, "thinking" | "thoughtFor" | "stopped" | "interrupted">,
  status: ReasoningStatus,
  startedAt: number | undefined,
  endedAt: number | undefined,
  now: number = Date.now(),
  durationMs?: number,
  stopped = false,
): string {
  if (status === "streaming") return labels.thinking(startedAt === undefined ? undefined : Math.max(0, now - startedAt));
  const duration = finishedDuration(startedAt, endedAt, durationMs);
  return status === "complete" ? labels.thoughtFor(duration) : stopped ? labels.stopped(duration) : labels.interrupted(duration);
}

/**
 * The reasoning's duration, computed from the data (the root's `startedAt`/`endedAt`), never from a
 * component timer: "Thinking… 4s" ticking once a second while streaming, then "Thought for 12 seconds",
 * "Thought for less than a second", "Thought for 2 minutes 5 seconds", or "Thinking interrupted after 4 seconds".
 * All strings come from the labels (`thinking`, `thoughtFor`, `interrupted`). Renders
 * `<span data-rui="reasoning-duration">`; with `asChild` your element, with the text inside it. For other
 * wording, build your own from `useReasoningElapsed()`.
 *
 * @throws Error "`Reasoning.Duration` must be used within `Reasoning.Root`".
 * @example
 * <Reasoning.Trigger><Reasoning.Duration /> <Chevron /></Reasoning.Trigger>
 * <Reasoning.Duration asChild><em className="time" /></Reasoning.Duration>
 */
export const ReasoningPrimitiveDuration = /* @__PURE__ */ forwardRef<ReasoningPrimitiveDuration.Element, ReasoningPrimitiveDuration.Props>(
  function ReasoningDuration({ asChild, children, ...props }, ref) {
    const ctx = useReasoningDisclosureContext("Reasoning.Duration");
    const now = useNow(ctx.status === "streaming" && ctx.startedAt !== undefined, ctx.startedAt);
    const text = reasoningDurationText(ctx.labels, ctx.status, ctx.startedAt, ctx.endedAt, now, ctx.durationMs, ctx.stopped);
    const attributes = { "data-rui": "reasoning-duration", ...partAttributes(ctx), ...props };
    if (asChild && isValidElement(children)) {
      const child = children as ReactElement<{ children?: ReactNode }>;
      return (
        <Slot {...attributes} ref={ref}>
          {cloneElement(child, undefined, child.props.children ?? text)}
        </Slot>
      );
    }
    return (
      <span {...attributes} ref={ref}>
        {children ?? text}
      </span>
    );
  },
);
