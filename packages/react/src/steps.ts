"use client";
/**
 * `@reasoning-ui/react/steps`: the reasoning-steps interop view (issue 4) — {@link ReasoningSteps} and
 * {@link useReasoningTrace} over a `createReasoningStepsStore()` store from `@reasoning-ui/core/adapters`.
 * A subpath of its own so apps that never show step traces do not ship it (docs/architecture.md §8, P4).
 */
export { ReasoningSteps, defaultStepsLabels, type ReasoningStepsProps, type ReasoningStepsLabels } from "./components/ReasoningSteps";
export { useReasoningTrace } from "./hooks/useReasoningTrace";
// The core adapter types in these signatures, so an app needs no direct `@reasoning-ui/core` dependency to name them.
export type { ReasoningConclusion, ReasoningStep, ReasoningStepsState, ReasoningStepsStore, ReasoningTrace } from "@reasoning-ui/core/adapters";
