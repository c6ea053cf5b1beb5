"use client";
import { forwardRef, useContext, type ComponentPropsWithoutRef } from "react";
import type { TimelineStep } from "@reasoning-ui/core";
import { TimelineRootContext, TimelineStepContext } from "./context";

export namespace TimelinePrimitiveStep {
  export type Element = HTMLLIElement;
  /** Props of `Timeline.Step`: an `<li>`'s props plus the step. */
  export interface Props extends ComponentPropsWithoutRef<"li"> {
    /** The step (one of `TurnTimeline.steps`, or any `TimelineStep`-shaped value). */
    step: TimelineStep;
    /** Marks the step current (`aria-current="step"`). Default: it is the `Timeline.Root` timeline's `current` step. */
    current?: boolean | undefined;
  }
}

/**
 * One step: `<li data-rui="timeline-step" data-kind="reasoning|tool" data-status data-visibility>` with
 * `aria-current="step"` on the timeline's current step. Shares the step with `Timeline.StepTitle`,
 * `Timeline.StepStatus` and `Timeline.StepDuration`.
 *
 * @example
 * <Timeline.Step step={step}><Timeline.StepStatus /><Timeline.StepTitle /><Timeline.StepDuration /></Timeline.Step>
 */
export const TimelinePrimitiveStep = /* @__PURE__ */ forwardRef<TimelinePrimitiveStep.Element, TimelinePrimitiveStep.Props>(function TimelineStep(
  { step, current: currentProp, ...props },
  ref,
) {
  const ctx = useContext(TimelineRootContext);
  const current = currentProp ?? ctx?.timeline.current?.id === step.id;
  return (
    <TimelineStepContext.Provider value={step}>
      <li
        data-rui="timeline-step"
        data-kind={step.kind}
        data-status={step.status}
        data-visibility={step.visibility}
        aria-current={current ? "step" : undefined}
        {...props}
        ref={ref}
      />
    </TimelineStepContext.Provider>
  );
});
