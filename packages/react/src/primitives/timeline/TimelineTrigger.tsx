"use client";
import * as Collapsible from "@radix-ui/react-collapsible";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTimelineRootContext } from "./context";
import { TimelinePrimitiveHeader } from "./TimelineHeader";

export namespace TimelinePrimitiveTrigger {
  export type Element = HTMLButtonElement;
  /** Props of `Timeline.Trigger`: a `<button>`'s props plus `asChild`. */
  export type Props = ComponentPropsWithoutRef<typeof Collapsible.Trigger>;
}

/**
 * The disclosure button (Radix Collapsible Trigger): `<button type="button" aria-expanded aria-controls>`,
 * Enter and Space toggle it. Default children: `Timeline.Header`. Attributes: `data-rui="timeline-trigger"`,
 * `data-state`, `data-status`.
 *
 * @throws Error "`Timeline.Trigger` must be used within `Timeline.Root`".
 * @example
 * <Timeline.Trigger className="my-trigger" />
 */
export const TimelinePrimitiveTrigger = /* @__PURE__ */ forwardRef<TimelinePrimitiveTrigger.Element, TimelinePrimitiveTrigger.Props>(function TimelineTrigger(
  { children, ...props },
  ref,
) {
  const { timeline } = useTimelineRootContext("Timeline.Trigger");
  return (
    <Collapsible.Trigger data-rui="timeline-trigger" data-status={timeline.status} {...props} ref={ref}>
      {children ?? <TimelinePrimitiveHeader />}
    </Collapsible.Trigger>
  );
});
