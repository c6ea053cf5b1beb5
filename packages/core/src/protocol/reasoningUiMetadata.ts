import { isRecord } from "./isRecord";

/**
 * The key under which producers put the kit's reasoning facts in an AG-UI event's (and so a message's or tool
 * call's) `metadata` — AG-UI `metadata` is open by key, and the store merges an event's `metadata` onto the message
 * or tool call it builds, so the facts travel back with the next turn. `"ag-ui"` is reserved by the protocol
 * (`AGUI_METADATA_KEY`); this key is ours. `@reasoning-ui/agent`'s bridges write it, core's selectors read it
 * (docs/architecture.md, "Protocol facts", "Why reasoning is hidden").
 */
export const REASONING_UI_METADATA_KEY = "reasoningUi";

/**
 * Why a reasoning message shows no text (`metadata.reasoningUi.hidden`), the one list both sides use:
 * - `"encrypted"` — the agent or provider returned only an encrypted form, no summary or text (OpenAI
 *   `encrypted_content` on a reasoning item without summary parts); the default for an encrypted value with no
 *   text and no stated reason. Written by the bridges.
 * - `"redacted"` — the provider's safety systems replaced it with an opaque blob (Anthropic `redacted_thinking`);
 *   the blob is the message's `encryptedValue`. Written by the bridges.
 * - `"omitted"` — the request asked for reasoning not to be shown (Anthropic `thinking.display: "omitted"`: an
 *   empty `thinking` with its signature, which is the `encryptedValue`; Letta `omitted`). Written by the bridges
 *   and core's Letta adapter.
 * - `"hidden"` — the app (or its agent) chose not to show it. No bridge writes it; an app may.
 * In every case an `encryptedValue`, when there is one, is kept and resent byte-identical.
 */
export const HIDDEN_REASONING_REASONS = ["encrypted", "redacted", "omitted", "hidden"] as const;

/** One of {@link HIDDEN_REASONING_REASONS}. */
export type HiddenReasoningReason = (typeof HIDDEN_REASONING_REASONS)[number];

const REASONS: ReadonlySet<string> = new Set<string>(HIDDEN_REASONING_REASONS);

/**
 * What a provider said about a failure, read from whatever its SDK threw or its stream sent: the provider's
 * machine code, its error type, the HTTP status and the provider's own message. Every field is optional: a
 * mid-stream `error` event has no HTTP status, a refused connection has no code. Carried on `RUN_ERROR` as
 * `metadata.reasoningUi.providerError`.
 */
export interface ProviderErrorInfo {
  /** The provider's error code: OpenAI `error.code` (`"insufficient_quota"`), Anthropic `error.type` (`"overloaded_error"`), Gemini `error.status` (`"RESOURCE_EXHAUSTED"`). */
  code?: string;
  /** The provider's error type when it differs from the code (OpenAI `error.type`, e.g. `"invalid_request_error"`). */
  type?: string;
  /** HTTP status of the failed response (`429`, `529`, …); absent for an error sent inside a 200 stream. */
  status?: number;
  /** OpenAI's `param` (the request field at fault), when given. */
  param?: string;
  /** The provider's human-readable message, without the SDK's `"429 "` prefix. */
  message?: string;
}

/**
 * What goes under `metadata.reasoningUi` (see {@link REASONING_UI_METADATA_KEY}). The bridges set it on
 * `REASONING_MESSAGE_START` (so the store keeps it on the message) and repeat it on `REASONING_ENCRYPTED_VALUE`;
 * `itemId` is set on `TOOL_CALL_START`.
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
  /** On `RUN_ERROR`: what the provider said (its code, type, HTTP status, message). */
  providerError?: ProviderErrorInfo;
}

/**
 * `{ reasoningUi: fields }`, the `metadata` object a producer attaches.
 *
 * @example
 * emit({ type: "REASONING_MESSAGE_START", messageId, role: "reasoning", metadata: reasoningUiMetadata({ hidden: "redacted" }) });
 */
export function reasoningUiMetadata(fields: ReasoningUiMetadata): { [REASONING_UI_METADATA_KEY]: ReasoningUiMetadata } {
  return { [REASONING_UI_METADATA_KEY]: fields };
}

/**
 * Reads `metadata.reasoningUi` from a message, tool call or event; `undefined` when absent or not an object. The
 * fields are as the producer sent them (not validated one by one; {@link hiddenReasonOf} validates `hidden`).
 * Never throws on foreign metadata.
 */
export function readReasoningUiMetadata(target: { metadata?: unknown } | undefined): ReasoningUiMetadata | undefined {
  const meta = target?.metadata;
  if (typeof meta !== "object" || meta === null) return undefined;
  const value = (meta as Record<string, unknown>)[REASONING_UI_METADATA_KEY];
  return typeof value === "object" && value !== null ? (value as ReasoningUiMetadata) : undefined;
}

/**
 * The stated {@link HiddenReasoningReason} of a message (`metadata.reasoningUi.hidden`), or `undefined` when
 * absent or not one of the four. Never throws on foreign metadata.
 *
 * @example
 * hiddenReasonOf({ metadata: { reasoningUi: { hidden: "redacted" } } }); // "redacted"
 */
export function hiddenReasonOf(message: { metadata?: unknown } | undefined): HiddenReasoningReason | undefined {
  const meta = message?.metadata;
  if (!isRecord(meta)) return undefined;
  const ours = meta[REASONING_UI_METADATA_KEY];
  if (!isRecord(ours)) return undefined;
  const reason = ours.hidden;
  return typeof reason === "string" && REASONS.has(reason) ? (reason as HiddenReasoningReason) : undefined;
}
