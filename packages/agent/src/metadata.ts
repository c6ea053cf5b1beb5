/**
 * The `metadata.reasoningUi` convention the bridges write: its one home is `@reasoning-ui/core/protocol` (the key,
 * the hidden-reasoning reasons, the fields and their readers), re-exported here for the bridges' users.
 */
export {
  HIDDEN_REASONING_REASONS,
  REASONING_UI_METADATA_KEY,
  readReasoningUiMetadata,
  reasoningUiMetadata,
} from "@reasoning-ui/core/protocol";
export type { HiddenReasoningReason, ReasoningUiMetadata } from "@reasoning-ui/core/protocol";

/** The heading of a summary that opens with `**Title**` (OpenAI and Gemini summaries do), else undefined. */
export function summaryTitle(text: string): string | undefined {
  const match = /^\*\*([^*\n]{1,200})\*\*/.exec(text);
  return match?.[1]?.trim() || undefined;
}
