"use client";
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import type { ReasoningPart, ReasoningStatus } from "@reasoning-ui/core";
import { ChevronIcon, SparkIcon } from "../internal/icons";
import { useStyledAttr } from "../internal/styled";
import { ChunkedText } from "../primitives/reasoning/ChunkedText";
import { ReasoningPrimitiveContent as ReasoningContent } from "../primitives/reasoning/ReasoningContent";
import { ReasoningPrimitiveDuration as ReasoningDuration } from "../primitives/reasoning/ReasoningDuration";
import { ReasoningPrimitiveRoot as ReasoningRoot } from "../primitives/reasoning/ReasoningRoot";
import { ReasoningPrimitiveStatus as ReasoningLiveStatus } from "../primitives/reasoning/ReasoningStatus";
import { ReasoningPrimitiveTrigger as ReasoningTrigger } from "../primitives/reasoning/ReasoningTrigger";
import { ReasoningPrimitiveTokens as ReasoningTokens } from "../primitives/reasoning/ReasoningTokens";
import { ReasoningSummaryBadge } from "./ReasoningSummaryBadge";

/** Props of {@link ReasoningPanel}. */
export interface ReasoningPanelProps extends ReasoningRoot.Props {
  /** Visible reasoning parts in order (several messages of one span render as one panel; `ReasoningView.parts`). */
  parts?: readonly ReasoningPart[] | undefined;
  /** Shorthand for a single part. Ignored when `parts` is given. */
  text?: string | undefined;
  /** Markdown (or any) renderer for each part's text; default renders text as text (never HTML). */
  renderContent?: ((text: string, info: { status: ReasoningStatus; partId: string; index: number }) => ReactNode) | undefined;
  /** Variant of the summary badge shown in `summary` visibility. Default `inline` (next to the trigger). */
  badgeVariant?: "inline" | "block" | undefined;
  /** Props for the content (scroll area) part, e.g. `followOutput`, `className`. */
  contentProps?: Omit<ReasoningContent.Props, "text" | "renderContent"> | undefined;
  /** Props for the trigger button, e.g. `className`. */
  triggerProps?: ComponentPropsWithoutRef<typeof ReasoningTrigger> | undefined;
  /** Omit the default theme hook (`data-rui-styled`): bare primitives with the same structure and attributes. */
  unstyled?: boolean | undefined;
  /** The run's reasoning tokens, shown next to the duration ("3.4k reasoning tokens") when given (see `Reasoning.Tokens`). */
  reasoningTokens?: number | undefined;
}

/**
 * The styled "thinking" panel: a disclosure whose trigger shows the live duration ("Thinking… 4s",
 * "Thought for 12 seconds") and whose content holds the reasoning text. Opens while streaming and collapses
 * `collapseDelay` ms after completion; a user toggle wins and sticks; history starts collapsed. In `summary`
 * visibility a {@link ReasoningSummaryBadge} sits next to the trigger. Includes a polite live region
 * announcing "Thinking started / finished". Pure props: connect it with {@link ReasoningMessage}.
 * Root: `data-rui="reasoning" data-state data-status data-visibility`.
 *
 * @example
 * <ReasoningPanel status="streaming" startedAt={Date.now() - 4000} text="Let me check the forecast…" />
 * <ReasoningPanel status="complete" visibility="summary" startedAt={t0} endedAt={t0 + 12000} text={summary} />
 */
export const ReasoningPanel = /* @__PURE__ */ forwardRef<HTMLDivElement, ReasoningPanelProps>(function ReasoningPanel(
  { parts, text, renderContent, badgeVariant = "inline", contentProps, triggerProps, unstyled, reasoningTokens, children, ...rootProps },
  ref,
) {
  const styled = useStyledAttr(unstyled);
  const status = rootProps.status ?? "complete";
  const list: readonly ReasoningPart[] = parts ?? (text !== undefined ? [{ id: "text", text }] : []);
  const summary = rootProps.visibility === "summary";
  // Nothing to disclose yet (reasoning started, no text): the header is a plain line, not a button that
  // expands over nothing — no chevron, no aria-expanded. The button appears with the first text.
  const empty = children === undefined && list.every((part) => !part.text);
  return (
    <ReasoningRoot {...styled} {...rootProps} ref={ref}>
      <div data-rui="reasoning-header" {...styled}>
        {empty ? (
          <span data-rui="reasoning-trigger" data-empty="" data-status={status} {...styled}>
            <SparkIcon data-rui="icon" {...styled} />
            <ReasoningDuration {...styled} />
          </span>
        ) : (
          <ReasoningTrigger {...styled} {...triggerProps}>
            {triggerProps?.children ?? (
              <>
                <SparkIcon data-rui="icon" {...styled} />
                <ReasoningDuration {...styled} />
                <ChevronIcon data-rui="chevron" {...styled} />
              </>
            )}
          </ReasoningTrigger>
        )}
        <ReasoningTokens count={reasoningTokens} {...styled} />
        {summary && badgeVariant === "inline" ? <ReasoningSummaryBadge unstyled={unstyled} labels={rootProps.labels} /> : null}
      </div>
      {summary && badgeVariant === "block" ? <ReasoningSummaryBadge variant="block" unstyled={unstyled} labels={rootProps.labels} /> : null}
      {empty ? null : (
      <ReasoningContent {...styled} {...contentProps}>
        {children ??
          list.map((part, index) => (
            <div key={part.id} data-rui="reasoning-part" {...styled}>
              {renderContent ? renderContent(part.text, { status, partId: part.id, index }) : <ChunkedText text={part.text} />}
            </div>
          ))}
      </ReasoningContent>
      )}
      <ReasoningLiveStatus />
    </ReasoningRoot>
  );
});
