import { isRecord } from "./isRecord";

/**
 * The key under which producers put the kit's reasoning facts in an AG-UI event's (and so a message's)
 * `metadata` — AG-UI `metadata` is open by key, and the store merges an event's `metadata` onto the message it
 * builds, so the facts travel back with the next turn. `@reasoning-ui/agent`'s bridges write it
 * (docs/architecture.md §4, "Why reasoning is hidden").
 */
export const REASONING_UI_METADATA_KEY = "reasoningUi";

/**
 * Why a reasoning message shows no text (`metadata.reasoningUi.hidden`):
 * - `"encrypted"` — the agent or provider returned only an encrypted form (e.g. OpenAI `encrypted_content`
 *   without summary parts); the default for an encrypted value with no text and no stated reason.
 * - `"redacted"` — the provider's safety systems replaced it with an opaque blob (Anthropic `redacted_thinking`).
 * - `"omitted"` — the request asked for reasoning not to be shown (Anthropic `display: "omitted"`, Letta `omitted`).
 * - `"hidden"` — the app chose not to show it.
 * In every case an `encryptedValue`, when there is one, is kept and resent byte-identical.
 */
export type HiddenReasoningReason = "encrypted" | "redacted" | "omitted" | "hidden";

const REASONS: ReadonlySet<string> = new Set<HiddenReasoningReason>(["encrypted", "redacted", "omitted", "hidden"]);

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
