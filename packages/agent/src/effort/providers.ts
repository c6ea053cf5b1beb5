import type { ThinkingConfigParam } from "@anthropic-ai/sdk/resources/messages/messages";
import type { ThinkingConfig } from "@google/genai";
import type { ReasoningEffort as OpenAIReasoningEffort } from "openai/resources/shared";
import { type ReasoningRequest, budgetOf } from "./request";

/** `"off"` → OpenAI's `"none"`; the other efforts keep their names. */
const openaiEffort = (r: ReasoningRequest): OpenAIReasoningEffort => (r.effort === "off" ? "none" : r.effort);

/**
 * A {@link ReasoningRequest} → the OpenAI Responses request's `reasoning` (`effort`, and `summary: "auto"`
 * unless the effort is `"off"`). `undefined` request → `{}` (the model's default). `"off"` maps to
 * `effort: "none"`, which GPT-5.1 and later take; older reasoning models reject it (their lowest is
 * `"minimal"`/`"low"`). OpenAI takes no token budget, so `budgetTokens` is ignored.
 *
 * @example
 * await openai.responses.create({ model, ...turn, ...openaiReasoningParams(readReasoningRequest(input.forwardedProps)), stream: true });
 */
export function openaiReasoningParams(request: ReasoningRequest | undefined): {
  reasoning?: { effort: OpenAIReasoningEffort; summary?: "auto" };
} {
  if (!request) return {};
  return { reasoning: request.effort === "off" ? { effort: "none" } : { effort: openaiEffort(request), summary: "auto" } };
}

/**
 * A {@link ReasoningRequest} → Chat Completions' `reasoning_effort` (OpenAI, and the open-model servers
 * that follow it: vLLM, SGLang, OpenRouter, Groq…). `"off"` → `"none"`; no token budget.
 *
 * @example
 * await openai.chat.completions.create({ model, messages, ...chatReasoningParams(request), stream: true });
 */
export function chatReasoningParams(request: ReasoningRequest | undefined): { reasoning_effort?: OpenAIReasoningEffort } {
  return request ? { reasoning_effort: openaiEffort(request) } : {};
}

/**
 * A {@link ReasoningRequest} → Anthropic Messages' `thinking`: `{ type: "enabled", budget_tokens }` (the
 * request's budget, else 1024 / 4096 / 16384 for low / medium / high; at least Anthropic's minimum 1024) or
 * `{ type: "disabled" }` for `"off"`. Anthropic wants `max_tokens` above the budget: pass `maxTokens` to get
 * it raised to `budget_tokens + maxTokens` in the result (the answer keeps `maxTokens` of room).
 *
 * @example
 * await anthropic.messages.create({ model, ...turn, ...anthropicThinkingParams(request, { maxTokens: 2048 }), stream: true });
 */
export function anthropicThinkingParams(
  request: ReasoningRequest | undefined,
  options: { maxTokens?: number } = {},
): { thinking?: ThinkingConfigParam; max_tokens?: number } {
  if (!request) return options.maxTokens === undefined ? {} : { max_tokens: options.maxTokens };
  if (request.effort === "off") {
    return { thinking: { type: "disabled" }, ...(options.maxTokens !== undefined && { max_tokens: options.maxTokens }) };
  }
  const budget = Math.max(1024, budgetOf({ ...request, effort: request.effort }));
  return {
    thinking: { type: "enabled", budget_tokens: budget },
    ...(options.maxTokens !== undefined && { max_tokens: budget + options.maxTokens }),
  };
}

/** Gemini's `thinkingLevel` values for each effort (the enum's string values). */
const GEMINI_LEVEL = { low: "LOW", medium: "MEDIUM", high: "HIGH" } as const;

/**
 * A {@link ReasoningRequest} → Gemini's `config.thinkingConfig`, thoughts included. With a `budgetTokens`,
 * or `{ use: "budget" }` (Gemini 2.5), `thinkingBudget` (the budget, else 1024 / 4096 / 16384); otherwise
 * `thinkingLevel` `LOW` / `MEDIUM` / `HIGH` (Gemini 3). `"off"` → `thinkingBudget: 0` and no thoughts
 * (2.5 Pro and Gemini 3 cannot switch thinking off and answer with their lowest setting).
 *
 * @example
 * await ai.models.generateContentStream({ model, ...turn, config: { ...geminiThinkingParams(request) } });
 */
export function geminiThinkingParams(
  request: ReasoningRequest | undefined,
  options: { use?: "level" | "budget" } = {},
): { thinkingConfig?: ThinkingConfig } {
  if (!request) return {};
  if (request.effort === "off") return { thinkingConfig: { includeThoughts: false, thinkingBudget: 0 } };
  if (request.budgetTokens !== undefined || options.use === "budget") {
    return { thinkingConfig: { includeThoughts: true, thinkingBudget: budgetOf({ ...request, effort: request.effort }) } };
  }
  return { thinkingConfig: { includeThoughts: true, thinkingLevel: GEMINI_LEVEL[request.effort] as ThinkingConfig["thinkingLevel"] } };
}

/**
 * A {@link ReasoningRequest} → Ollama's `think`: `false` for `"off"`, else the effort (`"low"`…`"high"`,
 * which gpt-oss takes; other thinking models treat any of them as `true`). No token budget.
 *
 * @example
 * await ollama.chat({ model, messages, ...ollamaThinkParams(request), stream: true });
 */
export function ollamaThinkParams(request: ReasoningRequest | undefined): { think?: false | "low" | "medium" | "high" } {
  if (!request) return {};
  return { think: request.effort === "off" ? false : request.effort };
}

/** The JSON AI SDK `providerOptions` carry (its `ProviderOptions` type, kept structural here). */
type JsonObject = { [key: string]: string | number | boolean | null | JsonObject };

/**
 * A {@link ReasoningRequest} → AI SDK `providerOptions` for the OpenAI, Anthropic and Google providers at
 * once (each reads its own key): `openai.reasoningEffort` (+ `reasoningSummary: "auto"`),
 * `anthropic.thinking` (`{ type: "enabled", budgetTokens }` / `{ type: "disabled" }`) and
 * `google.thinkingConfig` (as {@link geminiThinkingParams}, with `thinkingLevel` in lower case). Merge your
 * own options over it when you have some.
 *
 * @example
 * const result = streamText({ model, messages, providerOptions: aiSdkReasoningProviderOptions(request) });
 */
export function aiSdkReasoningProviderOptions(request: ReasoningRequest | undefined): Record<string, JsonObject> {
  if (!request) return {};
  if (request.effort === "off") {
    return {
      openai: { reasoningEffort: "none" },
      anthropic: { thinking: { type: "disabled" } },
      google: { thinkingConfig: { thinkingBudget: 0, includeThoughts: false } },
    };
  }
  const budget = budgetOf({ ...request, effort: request.effort });
  const google: JsonObject =
    request.budgetTokens !== undefined ? { thinkingBudget: budget, includeThoughts: true } : { thinkingLevel: request.effort, includeThoughts: true };
  return {
    openai: { reasoningEffort: request.effort, reasoningSummary: "auto" },
    anthropic: { thinking: { type: "enabled", budgetTokens: Math.max(1024, budget) } },
    google: { thinkingConfig: google },
  };
}
