"use client";
import { forwardRef, useId, type ComponentPropsWithoutRef } from "react";
import type { ReasoningStatus } from "@reasoning-ui/core";
import { LockIcon } from "../internal/icons";
import { finishedDuration } from "../primitives/reasoning/useElapsed";
import { useStyledAttr } from "../internal/styled";
import { useLabels } from "../internal/useLabels";
import type { ReasoningLabels } from "../labels";

/** Props of {@link HiddenReasoningIndicator}. */
export interface HiddenReasoningIndicatorProps extends ComponentPropsWithoutRef<"div"> {
  /** Reasoning status. Default `"complete"`. */
  status?: ReasoningStatus | undefined;
  /** Start, ms since epoch. With `endedAt` gives the duration shown. */
  startedAt?: number | undefined;
  /** End, ms since epoch (same clock as `startedAt`). */
  endedAt?: number | undefined;
  /** The finished duration, ms, when the data gives one (`ReasoningView.durationMs`). Default `endedAt − startedAt`. */
  durationMs?: number | undefined;
  /** `inline` (a compact line, default) or `block` (a card with the description visible). */
  variant?: "inline" | "block" | undefined;
  labels?: Partial<ReasoningLabels> | undefined;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
}

/**
 * Shows that the agent reasoned privately: only an encrypted value exists, nothing visible
 * ("Reasoned privately · 12 seconds" when the duration is known, "Reasoning privately…" while streaming).
 * `role="note"` with an accessible description saying the reasoning is encrypted and kept for the agent.
 * Renders `<div data-rui="hidden-indicator" data-status data-variant>`. Never receives the encrypted value.
 *
 * @example
 * <HiddenReasoningIndicator startedAt={info.startedAt} endedAt={info.endedAt} />
 * <HiddenReasoningIndicator variant="block" status="streaming" />
 */
export const HiddenReasoningIndicator = /* @__PURE__ */ forwardRef<HTMLDivElement, HiddenReasoningIndicatorProps>(function HiddenReasoningIndicator(
  { status = "complete", startedAt, endedAt, durationMs, variant = "inline", labels: labelsProp, unstyled, children, ...props },
  ref,
) {
  const labels = useLabels(labelsProp);
  const styled = useStyledAttr(unstyled);
  const descriptionId = useId();
  const duration = finishedDuration(startedAt, endedAt, durationMs);
  return (
    <div
      role="note"
      data-rui="hidden-indicator"
      data-status={status}
      data-variant={variant}
      aria-describedby={descriptionId}
      title={labels.hiddenIndicatorDescription}
      {...styled}
      {...props}
      ref={ref}
    >
      <LockIcon data-rui="icon" {...styled} />
      <span data-rui="hidden-indicator-label">{children ?? labels.hiddenIndicator(duration, status)}</span>
      <span
        id={descriptionId}
        data-rui="hidden-indicator-description"
        {...styled}
        hidden={variant !== "block"}
      >
        {labels.hiddenIndicatorDescription}
      </span>
    </div>
  );
});
