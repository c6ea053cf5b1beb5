"use client";
import { forwardRef, useContext, type ComponentPropsWithoutRef } from "react";
import { TimelineRootContext, useTimelineStepContext } from "./context";
import { defaultTimelineLabels } from "./labels";

export namespace TimelinePrimitiveStepDuration {
  export type Element = HTMLSpanElement;
  /** Props of `Timeline.StepDuration`: a `<span>`'s props. */
  export type Props = ComponentPropsWithoutRef<"span">;
}

/**
 * How long the step took (`step.durationMs`, labels `duration`: "4 seconds"), once it ended; renders nothing
 * while the step is active or when its duration is unknown (tool calls carry no times in the store).
 * Renders `<span data-rui="timeline-step-duration">`.
 *
 * @throws Error "`Timeline.StepDuration` must be used within `Timeline.Step`".
 * @example
 * <Timeline.StepDuration />
 */
export const TimelinePrimitiveStepDuration = /* @__PURE__ */ forwardRef<TimelinePrimitiveStepDuration.Element, TimelinePrimitiveStepDuration.Props>(
  function TimelineStepDuration({ children, ...props }, ref) {
    const step = useTimelineStepContext("Timeline.StepDuration");
    const labels = useContext(TimelineRootContext)?.labels ?? defaultTimelineLabels;
    if (step.status === "active" || step.durationMs === undefined) return null;
    return (
      <span data-rui="timeline-step-duration" {...props} ref={ref}>
        {children ?? labels.duration(step.durationMs)}
      </span>
    );
  },
);
