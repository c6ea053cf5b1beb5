"use client";
import { useCallback, type ComponentPropsWithoutRef, type ReactNode } from "react";
import type { ReasoningStatus } from "@reasoning-ui/core";
import { AnnouncerContext, SILENT } from "../internal/announcer";
import { ChevronIcon, SparkIcon } from "../internal/icons";
import type { ReasoningLabels } from "../labels";
import { useReasoningRootContext } from "../primitives/reasoning/context";
import { ChunkedText } from "../primitives/reasoning/ChunkedText";
import { ReasoningPrimitiveContent as ReasoningContent } from "../primitives/reasoning/ReasoningContent";
import { ReasoningPrimitiveDuration as ReasoningDuration } from "../primitives/reasoning/ReasoningDuration";
import { ReasoningPrimitiveStatus as ReasoningLiveStatus } from "../primitives/reasoning/ReasoningStatus";
import { ReasoningPrimitiveTokens as ReasoningTokens } from "../primitives/reasoning/ReasoningTokens";
import { ReasoningPrimitiveTrigger as ReasoningTrigger } from "../primitives/reasoning/ReasoningTrigger";
import { HiddenReasoningIndicator } from "./HiddenReasoningIndicator";
import { ReasoningSummaryBadge } from "./ReasoningSummaryBadge";
import { LazyReasoningPart } from "./lazy/LazyMarkdownParts";
import { useHydrated } from "../internal/useHydrated";

/** What `ReasoningPanel` hands its body (internal). */
export interface PanelBodyProps {
  styled: { "data-rui-styled"?: "" };
  unstyled: boolean | undefined;
  labels: Partial<ReasoningLabels> | undefined;
  variant: "inline" | "block";
  badgeVariant: "inline" | "block";
  renderContent: ((text: string, info: { status: ReasoningStatus; partId: string; index: number }) => ReactNode) | undefined;
  /** Without `renderContent`: each part as markdown with its title line (true), or as plain text (false). */
  markdown: boolean;
  contentProps: Omit<ReasoningContent.Props, "text" | "renderContent"> | undefined;
  triggerProps: ComponentPropsWithoutRef<typeof ReasoningTrigger> | undefined;
  children: ReactNode;
}

/**
 * The inside of a `ReasoningPanel`, read from its root's context (internal): `hidden` → the hidden-reasoning
 * indicator; else the header (trigger with the duration, tokens, summary badge) and the content with the parts.
 * The live status is the last child in both cases, so it outlives a switch between them (hidden is often known
 * only at the end) and announces "finished" once; the indicator's own announcements are silenced.
 */
export function ReasoningPanelBody({ styled, unstyled, labels, variant, badgeVariant, renderContent, markdown, contentProps, triggerProps, children }: PanelBodyProps) {
  const hydrated = useHydrated(); // markdown after hydration: a server render shows the plain text (docs/architecture.md, "UI parts")
  // Until the markdown chunk arrives the part shows its plain text, chunked as `markdown={false}` shows it: a long
  // stream's first second is already ~1 MB, which one text node would lay out whole on every frame.
  const markdownContent = useCallback(
    (text: string, info: { status: ReasoningStatus }) => <LazyReasoningPart text={text} status={info.status} unstyled={unstyled} fallback={<ChunkedText text={text} />} />,
    [unstyled],
  );
  const { status, visibility, parts } = useReasoningRootContext("ReasoningPanel");
  const summary = visibility === "summary";
  // Nothing to disclose yet (reasoning started, no text): the header is a plain line, not a button that
  // expands over nothing — no chevron, no aria-expanded. The button appears with the first text.
  const empty = children === undefined && parts.every((part) => !part.text);
  const body =
    visibility === "hidden" ? (
      <AnnouncerContext.Provider value={SILENT}>
        <HiddenReasoningIndicator variant={variant} labels={labels} unstyled={unstyled} />
      </AnnouncerContext.Provider>
    ) : (
      <>
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
          <ReasoningTokens {...styled} />
          {summary && badgeVariant === "inline" ? <ReasoningSummaryBadge unstyled={unstyled} labels={labels} /> : null}
        </div>
        {summary && badgeVariant === "block" ? <ReasoningSummaryBadge variant="block" unstyled={unstyled} labels={labels} /> : null}
        {empty ? null : (
          <ReasoningContent {...styled} {...contentProps} renderContent={renderContent ?? (markdown && hydrated ? markdownContent : undefined)}>
            {children}
          </ReasoningContent>
        )}
      </>
    );
  return (
    <>
      {body}
      <ReasoningLiveStatus />
    </>
  );
}
