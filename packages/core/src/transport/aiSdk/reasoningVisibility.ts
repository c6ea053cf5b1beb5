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
  if (typeof providerMetadata !== "object" || providerMetadata === null) return {};
  const meta = providerMetadata as Record<string, unknown>;
  const of = (name: string): Record<string, unknown> | undefined => {
    const value = meta[name];
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  };
  const providers = Object.keys(meta).filter((k) => of(k) !== undefined);
  if (providers.length === 0) return {};
  const claude = ["anthropic", "bedrock", "amazon-bedrock", "vertex-anthropic"].map(of).find((m) => m && (m.signature != null || m.redactedData != null));
  if (claude?.redactedData != null) return { hidden: "redacted" };
  if (claude) return hasText ? { summary: false } : { hidden: "omitted" };
  const details = of("openrouter")?.reasoning_details;
  if (Array.isArray(details)) {
    const types = new Set(details.map((d) => (typeof d === "object" && d !== null ? (d as { type?: unknown }).type : undefined)));
    if (!hasText) return { hidden: "encrypted" };
    if (types.has("reasoning.summary")) return { summary: true };
    return { summary: false };
  }
  if (!hasText) return { hidden: "encrypted" };
  if (of("openai") || of("azure") || of("google") || of("vertex")) return { summary: true };
  return { summary: false };
}
