import type { ProviderErrorInfo } from "./errors";

/**
 * The key under which the bridges put their own facts in an AG-UI event's (and so a message's)
 * `metadata`. AG-UI `metadata` is open by key and the kit's store merges an event's `metadata` onto
 * the message or tool call it builds (`docs/architecture.md` §4), so these facts travel back with the
 * next turn. `"ag-ui"` is reserved by the protocol (`AGUI_METADATA_KEY`); this key is ours.
 */
export const REASONING_UI_METADATA_KEY = "reasoningUi";

/**
 * Why a reasoning message carries no readable text (`metadata.reasoningUi.hidden`):
 * - `"redacted"` — the provider's safety systems replaced the reasoning with an opaque blob (Anthropic
 *   `redacted_thinking`); the blob is the message's `encryptedValue`.
 * - `"omitted"` — the request asked for the reasoning not to be shown (Anthropic
 *   `thinking.display: "omitted"`: an empty `thinking` with its signature); the signature is the
 *   `encryptedValue`.
 * - `"encrypted"` — the provider returned only an encrypted form, no summary or text (OpenAI
 *   `encrypted_content` on a reasoning item without summary parts).
 */
export const HIDDEN_REASONING_REASONS = ["redacted", "omitted", "encrypted"] as const;

/** One of {@link HIDDEN_REASONING_REASONS}. */
export type HiddenReasoningReason = (typeof HIDDEN_REASONING_REASONS)[number];

/**
 * What the bridges put under `metadata.reasoningUi` (see {@link REASONING_UI_METADATA_KEY}).
 * Set on `REASONING_MESSAGE_START` (so the store keeps it on the message) and repeated on
 * `REASONING_ENCRYPTED_VALUE`; `itemId` is set on `TOOL_CALL_START`.
 */
export interface ReasoningUiMetadata {
  /** Why the message has no text; absent when it has text. */
  hidden?: HiddenReasoningReason;
  /** `true` when the text is a provider-written summary of reasoning, not the reasoning itself. */
  summary?: boolean;
  /** The summary's heading when it opens with a Markdown bold line (`**Title**`), as OpenAI and Gemini write them; the text keeps it too. */
  title?: string;
  /** The provider's own id of the output item (OpenAI `fc_…` function-call item id), sent back on the next turn. */
  itemId?: string;
  /** OpenAI output message `phase` (`"commentary"` for preamble text between tool calls, `"final_answer"`), on `TEXT_MESSAGE_START`; sent back on the next turn. */
  phase?: string;
  /** On `RUN_ERROR`: what the provider said (its code, type, HTTP status, message), see `readProviderError`. */
  providerError?: ProviderErrorInfo;
}

/** `{ reasoningUi: fields }`, the `metadata` object the bridges attach. */
export function reasoningUiMetadata(fields: ReasoningUiMetadata): { [REASONING_UI_METADATA_KEY]: ReasoningUiMetadata } {
  return { [REASONING_UI_METADATA_KEY]: fields };
}

/**
 * Reads `metadata.reasoningUi` from a message, tool call or event; `undefined` when absent or not an
 * object. Never throws on foreign metadata.
 */
export function readReasoningUiMetadata(target: { metadata?: unknown } | undefined): ReasoningUiMetadata | undefined {
  const meta = target?.metadata;
  if (typeof meta !== "object" || meta === null) return undefined;
  const value = (meta as Record<string, unknown>)[REASONING_UI_METADATA_KEY];
  return typeof value === "object" && value !== null ? (value as ReasoningUiMetadata) : undefined;
}

/** The heading of a summary that opens with `**Title**` (OpenAI and Gemini summaries do), else undefined. */
export function summaryTitle(text: string): string | undefined {
  const match = /^\*\*([^*\n]{1,200})\*\*/.exec(text);
  return match?.[1]?.trim() || undefined;
}
