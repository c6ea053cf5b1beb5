"use client";
import { forwardRef } from "react";
import { useReasoningView } from "../hooks/useReasoningView";
import { useStyledAttr } from "../internal/styled";
import { HiddenReasoningIndicator } from "./HiddenReasoningIndicator";
import { ReasoningPanel, type ReasoningPanelProps } from "./ReasoningPanel";

/** Props of {@link ReasoningMessage}. */
export interface ReasoningMessageProps
  extends Omit<ReasoningPanelProps, "status" | "visibility" | "startedAt" | "endedAt" | "parts" | "text"> {
  /** One reasoning message id (`role: "reasoning"`). */
  messageId?: string;
  /** Several reasoning message ids of one REASONING_START/END span, in order: rendered as ONE panel. Wins over `messageId`. */
  messageIds?: readonly string[];
  /** Variant of the hidden indicator (and summary badge unless `badgeVariant` is set). Default `inline`. */
  variant?: "inline" | "block";
}

/**
 * Renders one reasoning block from the provider's store, picking by visibility:
 * `visible` → {@link ReasoningPanel}; `summary` → the panel with the summary and a
 * {@link ReasoningSummaryBadge}; `hidden` → a {@link HiddenReasoningIndicator} wrapped in
 * `<div data-rui="reasoning" data-visibility="hidden" data-status>` that takes the same DOM props (`id`,
 * `className`, `style`, `data-*`, `aria-*`, handlers) the panel's root would. Re-renders only when this block's
 * data changes. The encrypted value is never read, so it never reaches the DOM. Renders nothing for an
 * unknown id.
 *
 * @throws Error outside an `AgentProvider` with a store.
 * @example
 * <AgentProvider store={store}>
 *   <ReasoningMessage messageId="reasoning-1" collapseDelay={500} />
 *   <ReasoningMessage messageIds={["r-1", "r-2"]} />
 * </AgentProvider>
 */
export const ReasoningMessage = forwardRef<HTMLDivElement, ReasoningMessageProps>(function ReasoningMessage(
  { messageId, messageIds, variant = "inline", badgeVariant, ...props },
  ref,
) {
  const view = useReasoningView(messageIds ?? (messageId === undefined ? [] : [messageId]));
  const styled = useStyledAttr(props.unstyled);
  if (!view) return null;
  if (view.visibility === "hidden") {
    // Disclosure-only props have nothing to act on here; every other prop (id, className, style, data-*,
    // aria-*, handlers) goes to the wrapper, as it would to the panel's root.
    const {
      labels,
      unstyled,
      renderContent: _renderContent,
      contentProps: _contentProps,
      triggerProps: _triggerProps,
      open: _open,
      defaultOpen: _defaultOpen,
      onOpenChange: _onOpenChange,
      collapseDelay: _collapseDelay,
      disabled: _disabled,
      asChild: _asChild,
      children: _children,
      ...domProps
    } = props;
    return (
      <div {...domProps} data-rui="reasoning" data-visibility="hidden" data-status={view.status} {...styled} ref={ref}>
        <HiddenReasoningIndicator
          status={view.status}
          startedAt={view.startedAt}
          endedAt={view.endedAt}
          variant={variant}
          labels={labels}
          unstyled={unstyled}
        />
      </div>
    );
  }
  return (
    <ReasoningPanel
      {...props}
      ref={ref}
      status={view.status}
      visibility={view.visibility}
      startedAt={view.startedAt}
      endedAt={view.endedAt}
      parts={view.parts}
      badgeVariant={badgeVariant ?? variant}
    />
  );
});
