import type { ReasoningVisibility } from "../types";

/**
 * Visibility of a reasoning message (AG-UI "Reasoning" page). No text: an encrypted value → `hidden`, else
 * `visible`. Text: what the producer states in `metadata.reasoningUi.summary` wins — `true` (a provider-written
 * summary: OpenAI reasoning summaries, Gemini thought summaries, OpenRouter `reasoning.summary`) → `summary`,
 * `false` (the provider's own full reasoning: Anthropic thinking, OpenAI `reasoning_text`, OpenRouter
 * `reasoning.text`) → `visible`, whatever encrypted value or signature comes with it (a signature proves
 * integrity, it does not make the text a summary); when it states nothing, text and an encrypted value →
 * `summary`, text alone → `visible`. O(1): only string lengths and one metadata key are read.
 */
export function computeVisibility(content: unknown, encryptedValue: unknown, metadata?: unknown): ReasoningVisibility {
  const hasSecret = typeof encryptedValue === "string" && encryptedValue.length > 0;
  if (!(typeof content === "string" && content.length > 0)) return hasSecret ? "hidden" : "visible";
  // `reasoningUi` is REASONING_UI_METADATA_KEY (written out: the reducer's bytes are counted in every app).
  const stated = (metadata as { reasoningUi?: { summary?: unknown } } | null | undefined)?.reasoningUi?.summary;
  return (typeof stated === "boolean" ? stated : hasSecret) ? "summary" : "visible";
}
