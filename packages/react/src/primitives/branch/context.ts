"use client";
import { createContext, useContext } from "react";
import type { ReasoningLabels } from "../../labels";

/** What `Branch.Root` shares with its parts. */
export interface BranchContextValue {
  /** The active version, 0-based. */
  index: number;
  /** Number of versions (≥ 1). */
  count: number;
  /** Switching is not allowed now (e.g. while a run streams): the buttons are inert. */
  disabled: boolean;
  /** Ask for version `index` (clamped by the parts; ignored while disabled). */
  setIndex: (index: number) => void;
  labels: ReasoningLabels;
}

export const BranchContext = /* @__PURE__ */ createContext<BranchContextValue | null>(null);

/**
 * The nearest `Branch.Root`'s state, for parts of your own.
 *
 * @throws Error "`<part>` must be used within `Branch.Root`".
 * @example
 * function Dots() {
 *   const { index, count, setIndex } = useBranchContext("Dots");
 *   return <>{Array.from({ length: count }, (_, i) => <button key={i} aria-pressed={i === index} onClick={() => setIndex(i)}>{i + 1}</button>)}</>;
 * }
 */
export function useBranchContext(part = "useBranchContext"): BranchContextValue {
  const ctx = useContext(BranchContext);
  if (!ctx) throw new Error(`\`${part}\` must be used within \`Branch.Root\``);
  return ctx;
}

/** `data-*` state every part carries: `data-index` (1-based, as shown), `data-count`, `data-disabled` while inert. */
export const pickerAttributes = (ctx: BranchContextValue) => ({
  "data-index": ctx.index + 1,
  "data-count": ctx.count,
  "data-disabled": ctx.disabled ? "" : undefined,
});

/** @deprecated Renamed {@link useBranchContext} (the headless parts are `Branch.*`). */
export const useBranchPickerContext = useBranchContext;
/** @deprecated Renamed {@link BranchContextValue}. */
export type BranchPickerContextValue = BranchContextValue;
