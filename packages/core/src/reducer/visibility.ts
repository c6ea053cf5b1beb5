import { REASONING_UI_METADATA_KEY } from "../protocol/reasoningUiMetadata";
import { isRecord } from "../protocol/isRecord";
import type { ReasoningVisibility } from "../types";

/**
 * What the producer says about a reasoning message's text (`metadata.reasoningUi.summary`): `true` — a
 * provider-written summary (OpenAI reasoning summaries, Gemini thought summaries, OpenRouter
 * `reasoning.summary`); `false` — the provider's own full reasoning, whatever encrypted value or signature comes
 * with it (Anthropic thinking, OpenAI `reasoning_text`, OpenRouter `reasoning.text`); `undefined` — not stated.
 */
export function statedSummary(metadata: unknown): boolean | undefined {
  if (!isRecord(metadata)) return undefined;
  const ours = metadata[REASONING_UI_METADATA_KEY];
  if (!isRecord(ours)) return undefined;
  return typeof ours.summary === "boolean" ? ours.summary : undefined;
}

/**
 * Visibility of a reasoning message (AG-UI "Reasoning" page). No text: an encrypted value → `hidden`, else
 * `visible`. Text: what the producer states wins (`metadata.reasoningUi.summary`, {@link statedSummary}: `true`
 * → `summary`, `false` → `visible` — a signature proves integrity, it does not make the text a summary); when it
 * states nothing, text and an encrypted value → `summary`, text alone → `visible`.
 * O(1): only string lengths and one metadata key are read.
 */
export function computeVisibility(content: unknown, encryptedValue: unknown, metadata?: unknown): ReasoningVisibility {
  const hasText = typeof content === "string" && content.length > 0;
  const hasSecret = typeof encryptedValue === "string" && encryptedValue.length > 0;
  if (!hasText) return hasSecret ? "hidden" : "visible";
  const stated = statedSummary(metadata);
  if (stated !== undefined) return stated ? "summary" : "visible";
  return hasSecret ? "summary" : "visible";
}
