"use client";
import { forwardRef, type ReactNode } from "react";
import type { StoreApi } from "zustand/vanilla";
import type { AgentState, ReasoningStatus, TimelineStep } from "@reasoning-ui/core";
import { useAgentStoreApi } from "../../context/useAgentStore";
import { useTurnTimeline } from "../../hooks/useTurnTimeline";
import { ChevronIcon } from "../../internal/icons";
import { useStyledAttr } from "../../internal/styled";
import * as Timeline from "../../primitives/timeline";
import { defaultTimelineLabels, type TimelineLabels } from "../../primitives/timeline/labels";
import type { ReasoningLabels } from "../../labels";
import { TimelineHeaderBadges } from "./TimelineHeaderBadges";
import { TimelineReasoningText } from "./TimelineReasoningText";
import { TimelineAttachments } from "./TimelineAttachments";
import { LazyMessageAttachments } from "../attachments/LazyMessageAttachments";

/** A step of kind `attachment` (a core that lists the turn's attachments as steps carries the part on `attachment.part`). */
const isAttachmentStep = (step: TimelineStep): boolean => step.kind === "attachment";

/** Props of {@link ReasoningTimeline}. */
export interface ReasoningTimelineProps extends Omit<Timeline.Root.Props, "timeline" | "labels"> {
  /** The turn: the user message id that opens it, or any message id(s) inside it. */
  turn: string | readonly string[];
  /** The agent store. Default: the nearest `AgentProvider`'s. */
  store?: StoreApi<AgentState> | undefined;
  /** The panels' content renderer for reasoning text (e.g. markdown); default: text as text, never HTML. */
  renderContent?: ((text: string, info: { status: ReasoningStatus; partId: string; index: number }) => ReactNode) | undefined;
  /**
   * Renders the body of a tool step under its title (the tool's name), e.g. a `ToolCallView` with the arguments and
   * result (inside the timeline the default theme hides that view's own copy of the name); default: none.
   */
  renderTool?: ((step: TimelineStep) => ReactNode) | undefined;
  /** Override any subset of the strings. */
  labels?: Partial<TimelineLabels> | undefined;
  /** Strings of the header's summary-only / hidden badges (as `ReasoningBlockView`'s). */
  reasoningLabels?: Partial<ReasoningLabels> | undefined;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
}

/**
 * The styled chain-of-thought timeline of one turn: a disclosure whose header shows the current step while the
 * turn streams ("Searching the docs…") and the total afterwards ("Thought for 41 seconds · 5 steps"), and which
 * expands to the steps in wire order — first the files the user attached (when the turn's message has media parts),
 * then reasoning blocks and tool calls, each with a status marker, its title
 * (a reasoning summary's bold line, "Thinking" without one, a tool's name), its status in words and its duration.
 * Reasoning steps show their whole visible text through the same content renderer as panels (`renderContent`),
 * each part with a copy button; hidden steps show that they are hidden, never the encrypted value. Beside the
 * header, as in the list, a summary-only turn shows the summary badge and hidden reasoning the hidden indicator
 * with its reason ("Reasoned privately", "Reasoning redacted by the provider", … and "Why?"), collapsed or not.
 * Renders nothing for a turn without steps.
 *
 * Markup: `Timeline.*` parts (`data-rui="timeline"`, `timeline-trigger`, `timeline-steps`, `timeline-step`
 * `data-kind data-status data-visibility`, …); styled via `--rui-timeline-*` variables in styles.css.
 *
 * @throws Error when there is neither a `store` prop nor an `AgentProvider` with one.
 * @example
 * <AgentProvider store={store}>
 *   <ReasoningTimeline turn={userMessageId} renderContent={(text) => <Markdown text={text} />} />
 * </AgentProvider>
 */
export const ReasoningTimeline = /* @__PURE__ */ forwardRef<HTMLDivElement, ReasoningTimelineProps>(function ReasoningTimeline(
  { turn, store: storeProp, renderContent, renderTool, labels: labelsProp, reasoningLabels, unstyled, ...props },
  ref,
) {
  const store = useAgentStoreApi(storeProp, "ReasoningTimeline");
  const timeline = useTurnTimeline(turn, store);
  const styled = useStyledAttr(unstyled);
  const labels = { ...defaultTimelineLabels, ...labelsProp };
  if (timeline.steps.length === 0) return null;
  return (
    <Timeline.Root timeline={timeline} labels={labelsProp} {...styled} {...props} ref={ref}>
      <div data-rui="timeline-header-row" {...styled}>
        <Timeline.Trigger {...styled}>
          <Timeline.Header {...styled} />
          <ChevronIcon data-rui="chevron" aria-hidden="true" {...styled} />
        </Timeline.Trigger>
        <TimelineHeaderBadges steps={timeline.steps} labels={reasoningLabels} unstyled={unstyled} />
      </div>
      <Timeline.Content {...styled}>
        <Timeline.List {...styled}>
          {/* core's timeline may list the attachments itself (steps of kind "attachment"); else they come from the parts */}
          {timeline.steps.some(isAttachmentStep) ? null : <TimelineAttachments turn={turn} store={store} styled={styled} unstyled={unstyled} />}
          {timeline.steps.map((step) => (
            <Timeline.Step key={step.id} step={step} {...styled}>
              <span data-rui="timeline-step-marker" aria-hidden="true" {...styled} />
              <div data-rui="timeline-step-body" {...styled}>
                <div data-rui="timeline-step-header" {...styled}>
                  <Timeline.StepTitle {...styled} />
                  <Timeline.StepStatus {...styled} />
                  <Timeline.StepDuration {...styled} />
                </div>
                {isAttachmentStep(step) ? (
                  <LazyMessageAttachments content={[step.attachment?.part]} unstyled={unstyled} fallback={<ul data-rui="message-attachments" {...styled} />} />
                ) : step.kind === "reasoning" ? (
                  step.visibility === "hidden" ? (
                    <div data-rui="timeline-step-hidden" {...styled}>
                      {labels.hidden(step.hiddenReason)}
                    </div>
                  ) : (
                    <TimelineReasoningText
                      messageIds={step.messageIds ?? []}
                      store={store}
                      title={step.title}
                      renderContent={renderContent}
                      partProps={styled}
                      copyLabels={labels.copy}
                      unstyled={unstyled}
                    />
                  )
                ) : step.kind === "tool" && renderTool ? (
                  renderTool(step)
                ) : null}
              </div>
            </Timeline.Step>
          ))}
        </Timeline.List>
      </Timeline.Content>
    </Timeline.Root>
  );
});
