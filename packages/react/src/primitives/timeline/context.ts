import { createContext, useContext } from "react";
import type { TimelineStep, TurnTimeline } from "@reasoning-ui/core";
import type { TimelineLabels } from "./labels";

/** What `Timeline.Root` shares with its parts. */
export interface TimelineRootContextValue {
  timeline: TurnTimeline;
  labels: TimelineLabels;
}

export const TimelineRootContext = /* @__PURE__ */ createContext<TimelineRootContextValue | null>(null);
/** The step a `Timeline.Step` renders, for its parts. */
export const TimelineStepContext = /* @__PURE__ */ createContext<TimelineStep | null>(null);

export function useTimelineRootContext(part: string): TimelineRootContextValue {
  const ctx = useContext(TimelineRootContext);
  if (!ctx) throw new Error(`\`${part}\` must be used within \`Timeline.Root\``);
  return ctx;
}

export function useTimelineStepContext(part: string): TimelineStep {
  const step = useContext(TimelineStepContext);
  if (!step) throw new Error(`\`${part}\` must be used within \`Timeline.Step\``);
  return step;
}
