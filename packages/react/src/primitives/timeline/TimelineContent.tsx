"use client";
import * as Collapsible from "@radix-ui/react-collapsible";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useTimelineRootContext } from "./context";

export namespace TimelinePrimitiveContent {
  export type Element = HTMLDivElement;
  /** Props of `Timeline.Content`: Radix Collapsible Content's (`forceMount`, `asChild`, …). */
  export type Props = ComponentPropsWithoutRef<typeof Collapsible.Content>;
}

/**
 * The disclosed region (Radix Collapsible Content): unmounted while closed unless `forceMount`.
 * Renders `<div data-rui="timeline-content" data-state data-status>`.
 *
 * @throws Error "`Timeline.Content` must be used within `Timeline.Root`".
 * @example
 * <Timeline.Content><Timeline.List>…</Timeline.List></Timeline.Content>
 */
export const TimelinePrimitiveContent = /* @__PURE__ */ forwardRef<TimelinePrimitiveContent.Element, TimelinePrimitiveContent.Props>(function TimelineContent(
  props,
  ref,
) {
  const { timeline } = useTimelineRootContext("Timeline.Content");
  return <Collapsible.Content data-rui="timeline-content" data-status={timeline.status} {...props} ref={ref} />;
});
