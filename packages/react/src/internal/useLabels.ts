import { useMemo } from "react";
import { useAgentContext } from "../context/AgentContext";
import { mergeLabels, type ReasoningLabels } from "../labels";

/** Defaults ← provider labels ← `labels` prop. */
export function useLabels(labels?: Partial<ReasoningLabels>): ReasoningLabels {
  const ctx = useAgentContext();
  return useMemo(() => mergeLabels(ctx.labels, labels), [ctx.labels, labels]);
}
