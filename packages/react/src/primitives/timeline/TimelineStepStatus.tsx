"use client";
import { forwardRef, useContext, type ComponentPropsWithoutRef } from "react";
import { TimelineRootContext, useTimelineStepContext } from "./context";
import { defaultTimelineLabels } from "./labels";

export namespace TimelinePrimitiveStepStatus {
  export type Element = HTMLSpanElement;
  /** Props of `Timeline.StepStatus`: a `<span>`'s props. */
  export type Props = ComponentPropsWithoutRef<"span">;
}

/**
 * The step's status as text (labels `status`: "In progress", "Done", "Interrupted", "Failed"), so it is never
 * conveyed by colour or icon alone. Renders `<span data-rui="timeline-step-status" data-status>`; style or hide
 * it visually per status with `[data-status]` selectors; `children` replace the text.
 *
 * @throws Error "`Timeline.StepStatus` must be used within `Timeline.Step`".
 * @example
 * <Timeline.StepStatus />
 */
export const TimelinePrimitiveStepStatus = /* @__PURE__ */ forwardRef<TimelinePrimitiveStepStatus.Element, TimelinePrimitiveStepStatus.Props>(
  function TimelineStepStatus({ children, ...props }, ref) {
    const step = useTimelineStepContext("Timeline.StepStatus");
    const labels = useContext(TimelineRootContext)?.labels ?? defaultTimelineLabels;
    return (
      <span data-rui="timeline-step-status" data-status={step.status} {...props} ref={ref}>
        {children ?? labels.status(step.status)}
      </span>
    );
  },
);
