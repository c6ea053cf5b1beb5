"use client";
import { forwardRef, useContext, useId, type ComponentPropsWithoutRef } from "react";
import { LockIcon } from "../internal/icons";
import { useStyledAttr } from "../internal/styled";
import { usePartLabels } from "../internal/useLabels";
import { ReasoningDisclosureContext } from "../primitives/reasoning/context";
import { defaultReasoningPartLabels, type Labels } from "../labels";

/** Props of {@link ReasoningSummaryBadge}. */
export interface ReasoningSummaryBadgeProps extends ComponentPropsWithoutRef<"span"> {
  /** `inline` (a pill, default) or `block` (a full-width note with the description visible; with `chat.css`, import `styles/summary-badge-block.css` after it). */
  variant?: "inline" | "block" | undefined;
  /** Label overrides. Default: the enclosing `Reasoning.Root`'s labels, else the provider's. */
  labels?: Partial<Labels> | undefined;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
}

/**
 * Tells the user that only a summary of the reasoning is shown and that the full reasoning is encrypted and
 * kept for the agent ("Summary · full reasoning kept private"). `role="note"` with an accessible description
 * (`aria-describedby`, also the tooltip). Renders `<span data-rui="summary-badge" data-variant>`.
 *
 * @example
 * <ReasoningSummaryBadge />
 * <ReasoningSummaryBadge variant="block" labels={{ summaryBadge: "Résumé seulement" }} />
 */
export const ReasoningSummaryBadge = /* @__PURE__ */ forwardRef<HTMLSpanElement, ReasoningSummaryBadgeProps>(function ReasoningSummaryBadge(
  { variant = "inline", labels: labelsProp, unstyled, children, ...props },
  ref,
) {
  const root = useContext(ReasoningDisclosureContext);
  const merged = usePartLabels(defaultReasoningPartLabels, labelsProp);
  const labels = labelsProp === undefined && root ? root.labels : merged;
  const styled = useStyledAttr(unstyled);
  const descriptionId = useId();
  return (
    <span
      role="note"
      data-rui="summary-badge"
      data-variant={variant}
      aria-describedby={descriptionId}
      title={labels.summaryBadgeDescription}
      {...styled}
      {...props}
      ref={ref}
    >
      <LockIcon data-rui="icon" {...styled} />
      <span data-rui="summary-badge-label">{children ?? labels.summaryBadge}</span>
      <span
        id={descriptionId}
        data-rui="summary-badge-description"
        {...styled}
        hidden={variant !== "block"}
      >
        {labels.summaryBadgeDescription}
      </span>
    </span>
  );
});
