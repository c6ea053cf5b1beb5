import { isRecord } from "../../protocol/isRecord";

/**
 * What an AI SDK reasoning part's `providerMetadata` says about its visibility, in each provider's own words —
 * the `metadata.reasoningUi` facts (`summary`, `hidden`) the AI SDK sources put on the reasoning message. A
 * signature or an encrypted form alone never makes the text a summary; only a provider whose text is a summary
 * says so:
 * - `openai` (Responses: `itemId`, `reasoningEncryptedContent`) — the text is OpenAI's reasoning summary →
 *   `summary: true`; no text → `hidden: "encrypted"`.
 * - `google` / `vertex` (`thoughtSignature`) — Gemini's thought summaries → `summary: true`; no text →
 *   `hidden: "encrypted"`.
 * - `openrouter` (`reasoning_details`) — a `reasoning.summary` entry → `summary: true`; `reasoning.text` →
 *   `summary: false`; only `reasoning.encrypted` → `hidden: "encrypted"`.
 * - `anthropic` (and Bedrock / Vertex Claude) — `redactedData` → `hidden: "redacted"`; a `signature` with
 *   text is Claude's full thinking → `summary: false`; a signature without text (`display: "omitted"`) →
 *   `hidden: "omitted"`.
 * - any other provider: text → `summary: false`; no text → `hidden: "encrypted"`.
 * `{}` when there is no metadata (nothing stated).
 *
 * @example
 * aiSdkReasoningVisibility({ anthropic: { signature: "EqQB…" } }, true); // { summary: false }
 * aiSdkReasoningVisibility({ openai: { itemId: "rs_1" } }, true);        // { summary: true }
 */
export function aiSdkReasoningVisibility(
  providerMetadata: unknown,
  hasText: boolean,
): { summary?: boolean; hidden?: "encrypted" | "redacted" | "omitted" } {
  const of = (name: string): Record<string, unknown> | undefined => {
    const value = isRecord(providerMetadata) ? providerMetadata[name] : undefined;
    return isRecord(value) ? value : undefined;
  };
  if (!isRecord(providerMetadata) || !Object.keys(providerMetadata).some(of)) return {};
  const claude = CLAUDE.map(of).find((m) => m && (m.signature != null || m.redactedData != null));
  if (claude?.redactedData != null) return { hidden: "redacted" };
  if (!hasText) return { hidden: claude ? "omitted" : "encrypted" };
  const details = of("openrouter")?.reasoning_details;
  const summary = Array.isArray(details)
    ? details.some((d) => isRecord(d) && d.type === "reasoning.summary")
    : !claude && SUMMARIZING.some(of);
  return { summary };
}

/** Provider keys under which the AI SDK's Claude providers put `signature` / `redactedData`. */
const CLAUDE = ["anthropic", "bedrock", "amazon-bedrock", "vertex-anthropic"];
/** Provider keys whose reasoning text is a summary (OpenAI reasoning summaries, Gemini thought summaries). */
const SUMMARIZING = ["openai", "azure", "google", "vertex"];
