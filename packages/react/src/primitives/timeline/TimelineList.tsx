"use client";
import { forwardRef, useContext, type ComponentPropsWithoutRef } from "react";
import { TimelineRootContext } from "./context";
import { defaultTimelineLabels } from "./labels";

export namespace TimelinePrimitiveList {
  export type Element = HTMLOListElement;
  /** Props of `Timeline.List`: an `<ol>`'s props. */
  export type Props = ComponentPropsWithoutRef<"ol">;
}

/**
 * The ordered list of steps: `<ol data-rui="timeline-steps" aria-label>` (labels `list` unless `aria-label` /
 * `aria-labelledby` is given), `aria-busy` while the timeline is active. Usable without `Timeline.Root`
 * (e.g. an always-open step list such as `ReasoningSteps`).
 *
 * @example
 * <Timeline.List>{steps.map((s) => <Timeline.Step key={s.id} step={s} />)}</Timeline.List>
 */
export const TimelinePrimitiveList = /* @__PURE__ */ forwardRef<TimelinePrimitiveList.Element, TimelinePrimitiveList.Props>(function TimelineList(props, ref) {
  const ctx = useContext(TimelineRootContext);
  const named = props["aria-label"] !== undefined || props["aria-labelledby"] !== undefined;
  return (
    <ol
      data-rui="timeline-steps"
      aria-label={named ? undefined : (ctx?.labels ?? defaultTimelineLabels).list}
      aria-busy={ctx?.timeline.status === "active" || undefined}
      {...props}
      ref={ref}
    />
  );
});
