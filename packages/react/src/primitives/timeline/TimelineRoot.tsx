"use client";
import * as Collapsible from "@radix-ui/react-collapsible";
import { forwardRef, useMemo, type ComponentPropsWithoutRef } from "react";
import type { TurnTimeline } from "@reasoning-ui/core";
import { TimelineRootContext } from "./context";
import { defaultTimelineLabels, type TimelineLabels } from "./labels";

export namespace TimelinePrimitiveRoot {
  export type Element = HTMLDivElement;
  /** Props of `Timeline.Root`: Radix Collapsible Root's (`open`, `defaultOpen`, `onOpenChange`, `asChild`, …) plus the timeline. */
  export interface Props extends ComponentPropsWithoutRef<typeof Collapsible.Root> {
    /** The turn's timeline (`useTurnTimeline` / core's `selectTurnTimeline`). */
    timeline: TurnTimeline;
    /** Override any subset of the strings. */
    labels?: Partial<TimelineLabels> | undefined;
  }
}

/**
 * Root of a turn's chain-of-thought timeline: a disclosure (Radix Collapsible Root; WAI-ARIA disclosure pattern)
 * whose trigger summarises the turn and whose content lists the steps. Closed by default; controlled with
 * `open` + `onOpenChange`, else uncontrolled (`defaultOpen`).
 *
 * Renders `<div data-rui="timeline" data-state="open|closed" data-status="active|complete|interrupted|failed">`.
 *
 * @example
 * const timeline = useTurnTimeline(userMessageId);
 * <Timeline.Root timeline={timeline}>
 *   <Timeline.Trigger />
 *   <Timeline.Content>
 *     <Timeline.List>{timeline.steps.map((s) => <Timeline.Step key={s.id} step={s}><Timeline.StepTitle /></Timeline.Step>)}</Timeline.List>
 *   </Timeline.Content>
 * </Timeline.Root>
 */
export const TimelinePrimitiveRoot = /* @__PURE__ */ forwardRef<TimelinePrimitiveRoot.Element, TimelinePrimitiveRoot.Props>(function TimelineRoot(
  { timeline, labels: labelsProp, children, ...props },
  ref,
) {
  const labels = useMemo(() => ({ ...defaultTimelineLabels, ...labelsProp }), [labelsProp]);
  const value = useMemo(() => ({ timeline, labels }), [timeline, labels]);
  return (
    <TimelineRootContext.Provider value={value}>
      <Collapsible.Root data-rui="timeline" data-status={timeline.status} {...props} ref={ref}>
        {children}
      </Collapsible.Root>
    </TimelineRootContext.Provider>
  );
});
