"use client";
import { forwardRef, useContext, type ComponentPropsWithoutRef } from "react";
import { TimelineRootContext, useTimelineStepContext } from "./context";
import { defaultTimelineLabels } from "./labels";

export namespace TimelinePrimitiveStepTitle {
  export type Element = HTMLSpanElement;
  /** Props of `Timeline.StepTitle`: a `<span>`'s props. */
  export type Props = ComponentPropsWithoutRef<"span">;
}

/**
 * The step's title: `step.title` (a reasoning summary's bold / heading line, or the tool's name), else labels
 * `untitled(step)`. Renders `<span data-rui="timeline-step-title" data-kind>`; `children` replace the text.
 *
 * @throws Error "`Timeline.StepTitle` must be used within `Timeline.Step`".
 * @example
 * <Timeline.StepTitle />
 */
export const TimelinePrimitiveStepTitle = /* @__PURE__ */ forwardRef<TimelinePrimitiveStepTitle.Element, TimelinePrimitiveStepTitle.Props>(
  function TimelineStepTitle({ children, ...props }, ref) {
    const step = useTimelineStepContext("Timeline.StepTitle");
    const labels = useContext(TimelineRootContext)?.labels ?? defaultTimelineLabels;
    return (
      <span data-rui="timeline-step-title" data-kind={step.kind} {...props} ref={ref}>
        {children ?? (step.title || labels.untitled(step))}
      </span>
    );
  },
);
