"use client";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTimelineRootContext } from "./context";

export namespace TimelinePrimitiveHeader {
  export type Element = HTMLSpanElement;
  /** Props of `Timeline.Header`: a `<span>`'s props. */
  export type Props = ComponentPropsWithoutRef<"span">;
}

/**
 * The turn's one-line summary: while active, the current step's title ("Searching the docs…", labels
 * `currentStep`; `working` when it has none); afterwards the total ("Thought for 41 seconds · 5 steps",
 * labels `summary`). Renders `<span data-rui="timeline-header" data-status>`; `children` replace the text.
 *
 * @throws Error "`Timeline.Header` must be used within `Timeline.Root`".
 * @example
 * <Timeline.Trigger><Timeline.Header /></Timeline.Trigger>
 */
export const TimelinePrimitiveHeader = /* @__PURE__ */ forwardRef<TimelinePrimitiveHeader.Element, TimelinePrimitiveHeader.Props>(function TimelineHeader(
  { children, ...props },
  ref,
) {
  const { timeline, labels } = useTimelineRootContext("Timeline.Header");
  const title = timeline.current?.title;
  const text =
    timeline.status === "active"
      ? title
        ? labels.currentStep(title)
        : labels.working(timeline.current)
      : labels.summary(timeline.durationMs, timeline.steps.length, timeline.status);
  return (
    <span data-rui="timeline-header" data-status={timeline.status} {...props} ref={ref}>
      {children ?? text}
    </span>
  );
});
