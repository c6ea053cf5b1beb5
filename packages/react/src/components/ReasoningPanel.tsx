"use client";
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from "react";
import type { ReasoningPart, ReasoningStatus, ReasoningVisibility } from "@reasoning-ui/core";
import { useStyledAttr } from "../internal/styled";
import type { ReasoningPrimitiveContent as ReasoningContent } from "../primitives/reasoning/ReasoningContent";
import { ReasoningPrimitiveRoot as ReasoningRoot } from "../primitives/reasoning/ReasoningRoot";
import type { ReasoningPrimitiveTrigger as ReasoningTrigger } from "../primitives/reasoning/ReasoningTrigger";
import { ReasoningPanelBody } from "./ReasoningPanelBody";

/** Props of {@link ReasoningPanel}: `Reasoning.Root`'s (where the data comes from, open state) plus the panel's. */
export interface ReasoningPanelProps extends Omit<ReasoningRoot.Props, keyof ReasoningRoot.DeprecatedDataProps> {
  /** Reasoning status. Default: the data's (`messageIds`, `block`, `view`), else `"complete"`. */
  status?: ReasoningStatus | undefined;
  /** Visibility mode. Default: the data's, else `"visible"`. */
  visibility?: ReasoningVisibility | undefined;
  /** Start of the reasoning, ms since epoch (from the data, never a component timer). Default: the data's. */
  startedAt?: number | undefined;
  /** End of the reasoning, ms since epoch (same clock as `startedAt`). Default: the data's. */
  endedAt?: number | undefined;
  /** How long it took, ms, once finished (the agent's own figure when coherent). Default: the data's, else `endedAt − startedAt`. */
  durationMs?: number | undefined;
  /** The user stopped the run (with `status: "interrupted"`): "Stopped thinking", neutral tone. Default: the data's. */
  stopped?: boolean | undefined;
  /** Visible reasoning parts in order (several messages of one span render as one panel). Default: the root's data (`ReasoningView.parts`). */
  parts?: readonly ReasoningPart[] | undefined;
  /** Shorthand for a single part. Ignored when `parts` is given. */
  text?: string | undefined;
  /**
   * Your renderer for each part's text (it wins over `markdown`). Default: each part as markdown
   * (`LazyMarkdown`: the renderer loads on first use, plain paragraphs meanwhile; raw HTML shown as text, never
   * parsed), a leading bold or heading line shown as the part's title (`p[data-rui="reasoning-part-title"]`).
   */
  renderContent?: ((text: string, info: { status: ReasoningStatus; partId: string; index: number }) => ReactNode) | undefined;
  /**
   * Render parts as markdown when no `renderContent` is given (default `true`); `false` shows the text as typed,
   * plain text (never HTML), with no title line taken out.
   */
  markdown?: boolean | undefined;
  /**
   * Variant of the hidden-reasoning indicator shown in `hidden` visibility, and of the summary badge unless `badgeVariant` is set. Default `inline`.
   * `block`'s look is `styles/summary-badge-block.css` (in `styles.css`; with `chat.css`, import it after it).
   */
  variant?: "inline" | "block" | undefined;
  /** Variant of the summary badge shown in `summary` visibility. Default `variant` (`inline`: next to the trigger). */
  badgeVariant?: "inline" | "block" | undefined;
  /** Props for the content (scroll area) part, e.g. `followOutput`, `className`. */
  contentProps?: Omit<ReasoningContent.Props, "text" | "renderContent"> | undefined;
  /** Props for the trigger button, e.g. `className`. */
  triggerProps?: ComponentPropsWithoutRef<typeof ReasoningTrigger> | undefined;
  /** Omit the default theme hook (`data-rui-styled`): bare primitives with the same structure and attributes. */
  unstyled?: boolean | undefined;
  /** The run's reasoning tokens, shown next to the duration ("3.4k reasoning tokens") when given (see `Reasoning.Tokens`). Default: the store's for `messageIds`. */
  reasoningTokens?: number | undefined;
}

/**
 * The styled "thinking" panel: a disclosure whose trigger shows the live duration ("Thinking… 4s",
 * "Thought for 12 seconds") and whose content holds the reasoning text. Opens while streaming and collapses
 * `collapseDelay` ms after completion; a user toggle wins and sticks; history starts collapsed. In `summary`
 * visibility a {@link ReasoningSummaryBadge} sits next to the trigger; in `hidden` visibility it shows the
 * {@link HiddenReasoningIndicator} instead (inside the same root, which takes the same DOM props). Includes a polite
 * live region announcing "Thinking started / finished". Its data comes through its `Reasoning.Root`: `messageIds`
 * (one subscription; {@link ReasoningBlockView} passes them), a `block` or `view`, or the panel's plain props
 * (`status`, `parts`, `text`, …), which win field by field.
 * Root: `data-rui="reasoning" data-state data-status data-visibility`.
 *
 * @example
 * <ReasoningPanel status="streaming" startedAt={Date.now() - 4000} text="Let me check the forecast…" />
 * <ReasoningPanel status="complete" visibility="summary" startedAt={t0} endedAt={t0 + 12000} text={summary} />
 * <ReasoningPanel view={useReasoningView(id)} />
 */
export const ReasoningPanel = /* @__PURE__ */ forwardRef<HTMLDivElement, ReasoningPanelProps>(function ReasoningPanel(
  { parts, text, renderContent, markdown = true, variant = "inline", badgeVariant, contentProps, triggerProps, unstyled, children, ...rootProps },
  ref,
) {
  const styled = useStyledAttr(unstyled);
  return (
    <ReasoningRoot {...styled} {...rootProps} parts={parts ?? (text !== undefined ? [{ id: "text", text }] : undefined)} ref={ref}>
      <ReasoningPanelBody
        styled={styled}
        unstyled={unstyled}
        labels={rootProps.labels}
        variant={variant}
        badgeVariant={badgeVariant ?? variant}
        renderContent={renderContent}
        markdown={markdown}
        contentProps={contentProps}
        triggerProps={triggerProps}
      >
        {children}
      </ReasoningPanelBody>
    </ReasoningRoot>
  );
});
