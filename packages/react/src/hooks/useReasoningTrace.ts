"use client";
import { useCallback } from "react";
import type { ReasoningStepsState, ReasoningStepsStore, ReasoningTrace } from "@reasoning-ui/core/adapters";
import { useCoalescedSelector } from "../internal/useCoalescedSelector";

/**
 * One {@link ReasoningTrace} (steps, conclusion, linked actions) from a `createReasoningStepsStore()` store,
 * re-rendering only when that trace changes (traces are copied on write, so `Object.is` suffices); coalesced to
 * one render per animation frame like the other hooks. `undefined` until the trace's first event.
 *
 * @param store the steps store (e.g. the one a `createMeupAdapter` feeds).
 * @param reasoningId the producer's reasoning id (MEUP `reasoning_id`; also the AG-UI span id).
 * @example
 * const trace = useReasoningTrace(stepsStore, "r-789");
 * return trace ? <ReasoningSteps trace={trace} /> : null;
 */
export function useReasoningTrace(store: ReasoningStepsStore, reasoningId: string): ReasoningTrace | undefined {
  const selector = useCallback((s: ReasoningStepsState) => s.traces[reasoningId], [reasoningId]);
  return useCoalescedSelector(store, selector);
}
