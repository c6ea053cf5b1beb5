"use client";
/**
 * `@reasoning-ui/react/steps`: step views of reasoning (issues 4 and 12), one system —
 * - the chain-of-thought timeline of a turn: headless `Timeline.*` parts, the styled {@link ReasoningTimeline},
 *   {@link useTurnTimeline} over core's `selectTurnTimeline`, and {@link createTimelineComponents} for `MessageList`;
 * - {@link ReasoningSteps} and {@link useReasoningTrace} over a `createReasoningStepsStore()` store (MEUP steps),
 *   rendered through the same `Timeline.List` / `Timeline.Step` parts.
 * A subpath of its own so apps that never show step traces do not ship it (docs/architecture.md, "Budgets and benchmarks", P4).
 */
export * as Timeline from "./primitives/timeline/index";
export { defaultTimelineLabels, type TimelineLabels } from "./primitives/timeline/labels";
export { useTimelineRootContext, useTimelineStepContext, type TimelineRootContextValue } from "./primitives/timeline/context";
export { ReasoningTimeline, type ReasoningTimelineProps } from "./components/timeline/ReasoningTimeline";
export { createTimelineComponents, type TimelineComponents, type TimelineComponentsOptions } from "./components/timeline/timelineComponents";
export { useTurnTimeline } from "./hooks/useTurnTimeline";
export { ReasoningSteps, defaultStepsLabels, type ReasoningStepsProps, type ReasoningStepsLabels } from "./components/ReasoningSteps";
export { useReasoningTrace } from "./hooks/useReasoningTrace";
// The core types in these signatures, so an app needs no direct `@reasoning-ui/core` dependency to name them.
export type { ReasoningConclusion, ReasoningStep, ReasoningStepsState, ReasoningStepsStore, ReasoningTrace } from "@reasoning-ui/core/adapters";
export type { TurnTimeline, TimelineStep, TimelineStepStatus } from "@reasoning-ui/core";
