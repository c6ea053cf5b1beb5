import type { TokenUsage } from "@ag-ui/core";

const COUNTS = ["inputTokens", "outputTokens", "totalTokens", "reasoningTokens", "cachedInputTokens", "cacheWriteInputTokens"] as const;

/**
 * Totals of a run's `usage` ({@link AgentState.usage}: AG-UI 1.x `TokenUsage[]`, one entry per provider and
 * model), counts in tokens. Every count is summed over the entries that carry it (finite numbers only) and
 * left out when none does. AG-UI accounting: `reasoningTokens` is part of `outputTokens`, cached /
 * cache-write input tokens part of `inputTokens`, never additions. `provider` / `model` are dropped.
 *
 * @example
 * sumTokenUsage([{ model: "a", outputTokens: 50, reasoningTokens: 30 }, { model: "b", outputTokens: 10 }]);
 * // → { outputTokens: 60, reasoningTokens: 30 }
 */
export function sumTokenUsage(usage: readonly TokenUsage[] | undefined): Omit<TokenUsage, "provider" | "model"> {
  const out: Omit<TokenUsage, "provider" | "model"> = {};
  for (const entry of usage ?? []) {
    for (const key of COUNTS) {
      const n = entry?.[key];
      if (typeof n === "number" && Number.isFinite(n)) out[key] = (out[key] ?? 0) + n;
    }
  }
  return out;
}
