"use client";
import * as Collapsible from "@radix-ui/react-collapsible";
import { forwardRef, useContext, useId, useState, type ComponentPropsWithoutRef } from "react";
import type { HiddenReasoningReason, ReasoningStatus } from "@reasoning-ui/core";
import { useAnnouncer } from "../internal/announcer";
import { useLifecycleMessage } from "../internal/useLifecycleMessage";
import { LockIcon } from "../internal/icons";
import { visuallyHidden } from "../internal/visuallyHidden";
import { ReasoningDisclosureContext } from "../primitives/reasoning/context";
import { finishedDuration } from "../primitives/reasoning/useElapsed";
import { useStyledAttr } from "../internal/styled";
import { usePartLabels } from "../internal/useLabels";
import { defaultReasoningPartLabels, type Labels } from "../labels";

/** Props of {@link HiddenReasoningIndicator}. */
export interface HiddenReasoningIndicatorProps extends ComponentPropsWithoutRef<"div"> {
  /** Reasoning status. Default: the enclosing `Reasoning.Root`'s (each field below too), else `"complete"`. */
  status?: ReasoningStatus | undefined;
  /** Start, ms since epoch. With `endedAt` gives the duration shown. */
  startedAt?: number | undefined;
  /** End, ms since epoch (same clock as `startedAt`). */
  endedAt?: number | undefined;
  /** The finished duration, ms, when the data gives one (`ReasoningView.durationMs`). Default `endedAt − startedAt`. */
  durationMs?: number | undefined;
  /** Why nothing is shown (`ReasoningView.hiddenReason`). Default `"encrypted"`. Picks the label and explanation. */
  reason?: HiddenReasoningReason | undefined;
  /**
   * `inline` (a compact line with a "Why?" disclosure, default) or `block` (a card with the explanation visible; its
   * look is `styles/summary-badge-block.css`, in `styles.css`; with `chat.css`, import it after it).
   */
  variant?: "inline" | "block" | undefined;
  labels?: Partial<Labels> | undefined;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
  /** With `status: "interrupted"`: the user stopped the run — "· stopped" in a neutral tone (`data-stopped`) instead of "· interrupted". */
  stopped?: boolean | undefined;
}

/**
 * Shows that the agent reasoned but nothing of it is shown, and why: encrypted (the default: "Reasoned privately ·
 * 12 seconds"), redacted by the provider, omitted from the response, or hidden by the app ({@link
 * HiddenReasoningIndicatorProps.reason}); "Reasoning privately…" while streaming. `role="note"` with the
 * explanation as its accessible description. Inline, a small "Why?" button (a WAI-ARIA disclosure, Radix
 * Collapsible) shows the explanation on tap, click or Enter — no hover-only tooltip; the block variant shows it
 * always. Inside a `MessageList` its start and end are announced through the list's one live region, like a
 * panel's. Renders `<div data-rui="hidden-indicator" data-status data-variant data-reason>`. Never receives the
 * encrypted value. Inside a `Reasoning.Root` (as `ReasoningBlockView` renders it) it reads the block from the root's
 * context; its props override field by field.
 *
 * @example
 * <HiddenReasoningIndicator startedAt={view.startedAt} endedAt={view.endedAt} durationMs={view.durationMs} reason={view.hiddenReason} />
 * <HiddenReasoningIndicator variant="block" status="streaming" />
 */
export const HiddenReasoningIndicator = /* @__PURE__ */ forwardRef<HTMLDivElement, HiddenReasoningIndicatorProps>(function HiddenReasoningIndicator(
  { status: statusProp, startedAt: startedAtProp, endedAt: endedAtProp, durationMs: durationMsProp, reason: reasonProp, variant = "inline", stopped: stoppedProp, labels: labelsProp, unstyled, children, ...props },
  ref,
) {
  const root = useContext(ReasoningDisclosureContext);
  const status = statusProp ?? root?.status ?? "complete";
  const startedAt = startedAtProp ?? root?.startedAt;
  const endedAt = endedAtProp ?? root?.endedAt;
  const durationMs = durationMsProp ?? root?.durationMs;
  const reason = reasonProp ?? root?.hiddenReason ?? "encrypted";
  const stopped = stoppedProp ?? root?.stopped ?? false;
  const merged = usePartLabels(defaultReasoningPartLabels, labelsProp);
  const labels = labelsProp === undefined && root ? root.labels : merged;
  const styled = useStyledAttr(unstyled);
  const descriptionId = useId();
  // Inside a MessageList, its start and end are announced through the list's one live region.
  const announce = useAnnouncer();
  useLifecycleMessage(status, labels, (text) => announce?.(text));
  const [explained, setExplained] = useState(false);
  const duration = finishedDuration(startedAt, endedAt, durationMs);
  const description = reason === "encrypted" ? labels.hiddenIndicatorDescription : labels.hiddenReasonDescription(reason);
  const block = variant === "block";
  return (
    <Collapsible.Root asChild open={explained} onOpenChange={setExplained}>
      <div
        role="note"
        data-rui="hidden-indicator"
        data-status={status}
        data-variant={variant}
        data-reason={reason}
        data-stopped={stopped && status === "interrupted" ? "" : undefined}
        aria-describedby={descriptionId}
        {...styled}
        {...props}
        ref={ref}
      >
        <LockIcon data-rui="icon" {...styled} />
        <span data-rui="hidden-indicator-label">{children ?? labels.hiddenIndicator(duration, status, reason, stopped && status === "interrupted")}</span>
        {block ? (
          <span id={descriptionId} data-rui="hidden-indicator-description" {...styled}>
            {description}
          </span>
        ) : (
          <>
            {/* The note's accessible description, always present; the disclosure below shows it on screen. */}
            <span id={descriptionId} style={visuallyHidden}>
              {description}
            </span>
            <Collapsible.Trigger data-rui="hidden-indicator-why" {...styled}>
              {labels.hiddenIndicatorWhy}
            </Collapsible.Trigger>
            <Collapsible.Content data-rui="hidden-indicator-description" {...styled}>
              {description}
            </Collapsible.Content>
          </>
        )}
      </div>
    </Collapsible.Root>
  );
});
