import type { TokenUsage } from "@ag-ui/core";

/**
 * How a Chat Completions-style provider counts reasoning and cached tokens in its `usage`:
 * - `reasoning: "included"` — `completion_tokens` already includes `completion_tokens_details.reasoning_tokens`
 *   (OpenAI's documented rule; DeepSeek, OpenRouter, Qwen / DashScope, Groq); `"separate"` — it does not, and
 *   `total_tokens` = `prompt_tokens` + `completion_tokens` + `reasoning_tokens` (xAI Grok).
 * - `cached: "included"` — `prompt_tokens` already includes `prompt_tokens_details.cached_tokens` (OpenAI,
 *   DeepSeek's `prompt_cache_hit_tokens`); `"separate"` — it does not, and `total_tokens` adds them.
 * - `"auto"` (the default for both) — read from the numbers: the first reading whose parts add up to
 *   `total_tokens` wins (included before separate); without a total, reasoning tokens above `completion_tokens`
 *   can only be separate, everything else is read as included.
 */
export interface UsageConvention {
  reasoning?: "included" | "separate" | "auto";
  cached?: "included" | "separate" | "auto";
}

/**
 * The conventions the bridges apply per `provider` name (`openaiChatToAgUi`'s `provider` option) when the
 * numbers cannot tell (no `total_tokens`). Every other provider is `"auto"`. Pass `usageConvention` to override.
 */
export const USAGE_CONVENTIONS: Readonly<Record<string, UsageConvention>> = Object.freeze({
  openai: { reasoning: "included", cached: "included" },
  deepseek: { reasoning: "included", cached: "included" },
  openrouter: { reasoning: "included", cached: "included" },
  groq: { reasoning: "included", cached: "included" },
  qwen: { reasoning: "included", cached: "included" },
  xai: { reasoning: "separate", cached: "included" },
});

/** The Chat Completions `usage` fields read (the `openai` SDK's `CompletionUsage` plus DeepSeek's cache counts). */
export interface ChatUsageLike {
  prompt_tokens?: number | null;
  completion_tokens?: number | null;
  total_tokens?: number | null;
  prompt_tokens_details?: { cached_tokens?: number | null } | null;
  completion_tokens_details?: { reasoning_tokens?: number | null } | null;
  /** DeepSeek: the prompt tokens served from its context cache (part of `prompt_tokens`). */
  prompt_cache_hit_tokens?: number | null;
}

const count = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined);

/**
 * Reads a Chat Completions `usage` into AG-UI `TokenUsage` under the kit's rule — reasoning tokens are part of
 * `outputTokens`, cached tokens part of `inputTokens`, `totalTokens` = `inputTokens` + `outputTokens` — whatever
 * the provider's own convention ({@link UsageConvention}: stated, else the preset for `provider` when the numbers
 * cannot tell, else detected). `onMismatch` is told when `total_tokens` matches no reading (the parts are kept,
 * the total is recomputed from them).
 *
 * @example
 * // xAI grok-3-mini: completion 9 leaves out 112 reasoning tokens; total 140 = 19 + 9 + 112
 * chatCompletionUsage({ prompt_tokens: 19, completion_tokens: 9, total_tokens: 140, completion_tokens_details: { reasoning_tokens: 112 } }, "xai");
 * // → { inputTokens: 19, outputTokens: 121, reasoningTokens: 112, totalTokens: 140, provider: "xai" }
 */
export function chatCompletionUsage(
  usage: ChatUsageLike | null | undefined,
  provider: string,
  model?: string,
  convention: UsageConvention = {},
  onMismatch?: (message: string) => void,
): TokenUsage | undefined {
  if (!usage || typeof usage !== "object") return undefined;
  const prompt = count(usage.prompt_tokens) ?? 0;
  const completion = count(usage.completion_tokens) ?? 0;
  const total = count(usage.total_tokens);
  const reasoning = count(usage.completion_tokens_details?.reasoning_tokens);
  const cached = count(usage.prompt_tokens_details?.cached_tokens) ?? count(usage.prompt_cache_hit_tokens);
  const preset = USAGE_CONVENTIONS[provider.toLowerCase()] ?? {};
  const stated = (key: "reasoning" | "cached") => {
    const value = convention[key] ?? "auto";
    return value === "auto" ? undefined : value === "separate";
  };
  const r = reasoning ?? 0;
  const k = cached ?? 0;
  let reasoningApart = stated("reasoning");
  let cachedApart = stated("cached");
  if (total !== undefined && (reasoningApart === undefined || cachedApart === undefined)) {
    // The first reading whose parts add up to the provider's total.
    const readings: [boolean, boolean][] = [[false, false], [true, false], [false, true], [true, true]];
    const fit = readings.find(([ra, ca]) => (reasoningApart ?? ra) === ra && (cachedApart ?? ca) === ca && prompt + completion + (ra ? r : 0) + (ca ? k : 0) === total);
    if (fit) [reasoningApart, cachedApart] = fit;
    else onMismatch?.(`total_tokens ${total} matches no reading of prompt ${prompt}, completion ${completion}, reasoning ${r}, cached ${k}; the total is recomputed from the parts.`);
  }
  reasoningApart ??= preset.reasoning === "separate" || r > completion;
  cachedApart ??= preset.cached === "separate" || k > prompt;
  // Whatever was stated, the parts cannot be smaller than their own details.
  if (!reasoningApart && r > completion) reasoningApart = true;
  if (!cachedApart && k > prompt) cachedApart = true;
  const inputTokens = prompt + (cachedApart ? k : 0);
  const outputTokens = completion + (reasoningApart ? r : 0);
  return {
    provider,
    ...(model && { model }),
    inputTokens,
    outputTokens,
    totalTokens: inputTokens + outputTokens,
    ...(reasoning !== undefined && { reasoningTokens: reasoning }),
    ...(cached ? { cachedInputTokens: cached } : {}),
  };
}

/**
 * The kit's invariants on any `TokenUsage` a bridge puts on `RUN_FINISHED` (AG-UI `TokenUsage`: reasoning is part
 * of output, cache reads and writes part of input): `outputTokens` ≥ `reasoningTokens` (a provider that counted
 * reasoning apart — its output below its reasoning, or its `totalTokens` adding the reasoning on top of input +
 * output — has it added), `inputTokens` ≥ `cachedInputTokens` + `cacheWriteInputTokens` (likewise), and
 * `totalTokens` = `inputTokens` + `outputTokens` whenever both are known. Returns a new object; `undefined` stays.
 */
export function normalizeTokenUsage(usage: TokenUsage | undefined): TokenUsage | undefined {
  if (!usage) return undefined;
  const out: TokenUsage = { ...usage };
  const reasoning = count(out.reasoningTokens) ?? 0;
  const cache = (count(out.cachedInputTokens) ?? 0) + (count(out.cacheWriteInputTokens) ?? 0);
  const total = count(out.totalTokens);
  const sum = (out.inputTokens ?? 0) + (out.outputTokens ?? 0);
  // A total that adds the reasoning (or the cache) on top of the parts says the parts left it out.
  const reasoningApart = reasoning > 0 && total !== undefined && total !== sum && (total === sum + reasoning || total === sum + reasoning + cache);
  const cacheApart = cache > 0 && total !== undefined && total !== sum && (total === sum + cache || total === sum + reasoning + cache);
  if (out.outputTokens !== undefined && (reasoningApart || reasoning > out.outputTokens)) out.outputTokens += reasoning;
  if (out.inputTokens !== undefined && (cacheApart || cache > out.inputTokens)) out.inputTokens += cache;
  if (out.inputTokens !== undefined && out.outputTokens !== undefined) out.totalTokens = out.inputTokens + out.outputTokens;
  return out;
}
