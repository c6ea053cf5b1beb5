"use client";
import type { EffortSupport, ReasoningEffort, ReasoningRequest } from "@reasoning-ui/core";
import { createContext, useContext } from "react";
import type { ReasoningLabels } from "../../labels";

/** What `EffortControl.Root` shares with its parts. */
export interface EffortControlContextValue {
  /** The effort (and budget) chosen now. */
  value: ReasoningRequest;
  setEffort: (effort: ReasoningEffort) => void;
  /** `undefined` clears the budget (the provider's default for the effort applies). */
  setBudgetTokens: (budgetTokens: number | undefined) => void;
  /** What the agent offers (`useAgentCapabilities().support`). */
  support: EffortSupport;
  /** The whole control is disabled (the `disabled` prop, or the agent does not reason). */
  disabled: boolean;
  /** The radio group's `name`. */
  name: string;
  /** Id of `EffortControl.Description` (the fieldset's `aria-describedby` while the agent does not reason). */
  descriptionId: string;
  labels: ReasoningLabels;
}

export const EffortControlContext = /* @__PURE__ */ createContext<EffortControlContextValue | null>(null);

/**
 * The nearest `EffortControl.Root`'s state, for parts of your own.
 *
 * @throws Error "`<part>` must be used within `EffortControl.Root`".
 * @example
 * const { value } = useEffortControlContext("EffortHint"); // inside EffortControl.Root
 */
export function useEffortControlContext(part = "useEffortControlContext"): EffortControlContextValue {
  const ctx = useContext(EffortControlContext);
  if (!ctx) throw new Error(`\`${part}\` must be used within \`EffortControl.Root\``);
  return ctx;
}
