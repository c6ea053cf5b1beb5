import { useMemo } from "react";
import { useAgentContext } from "../context/AgentContext";
import { mergeLabels, mergeLabelsOver, type Labels } from "../labels";

/** Defaults ← provider labels ← `labels` prop. */
export function useLabels(labels?: Partial<Labels>): Labels {
  const ctx = useAgentContext();
  return useMemo(() => mergeLabels(ctx.labels, labels), [ctx.labels, labels]);
}

/**
 * A part's own `defaults` ← provider labels ← `labels` prop: a part that reads only its own keys ships only their
 * defaults (e.g. the reasoning parts, `defaultReasoningPartLabels`), not every string of the kit.
 */
export function usePartLabels<D extends Partial<Labels>>(defaults: D, labels?: Partial<Labels>): D & Partial<Labels> {
  const ctx = useAgentContext();
  return useMemo(() => mergeLabelsOver(defaults, ctx.labels, labels), [defaults, ctx.labels, labels]);
}
