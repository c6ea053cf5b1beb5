import type { Message } from "@ag-ui/core";
import type { Draft } from "./draft";
import { violation } from "./strict";

const MEDIA: readonly unknown[] = ["image", "audio", "video", "document"];
const SOURCES: readonly unknown[] = ["data", "url", "file"];

/**
 * A content part's shape, as a lenient store checks it (the `checkContentPart` tokens it can give): an object,
 * a known type, a text part's string `text`, a media part's `source` of a known type with a string `value`.
 * Inline data's media type and base64 are the strict module's check (`StrictVerification.checkPart`) and the
 * agent's: lenient keeps what it can.
 */
function partShape(part: unknown): string | undefined {
  if (typeof part !== "object" || part === null) return "not_object";
  const p = part as { type?: unknown; text?: unknown; source?: { type?: unknown; value?: unknown } | null };
  if (p.type === "text") return typeof p.text === "string" ? undefined : "text";
  if (!MEDIA.includes(p.type)) return "unknown_type";
  return typeof p.source === "object" && p.source !== null && SOURCES.includes(p.source.type) && typeof p.source.value === "string" ? undefined : "source";
}

/**
 * Checks the `content` parts of a user or tool message (AG-UI 1.0 `string | ContentPart[]`) as it enters the
 * store — `addMessage`, MESSAGES_SNAPSHOT, history and restored threads go through here — and returns the
 * message to keep:
 * - every part well formed (a lenient store: {@link partShape}; a strict one: the strict module's full
 *   `checkContentPart`): the SAME message object (parts never copied or re-encoded, so a
 *   later turn resends them byte-identical);
 * - strict (a store given `strict`): an event (`eventType` set) is rejected with `AgentProtocolError`
 *   `invalid_content_part` before it changes anything; a client's `addMessage` (no event) records the
 *   diagnostic and returns `undefined` (the message is not added: strict never throws into a caller's UI);
 * - lenient, or a message of a store's initial / restored history (`history`: never dropped whole): a copy
 *   without the malformed parts, one diagnostic `invalid_content_part` per part (`params`: the
 *   message id, the part's index and the problem token, never the part's data).
 * Anything else (string content, other roles) passes unchanged. O(parts), plus one linear scan of inline data.
 */
export function checkMessageParts(d: Draft, message: Message, eventType?: string, history = false): Message | undefined {
  const content: unknown = (message as { content?: unknown }).content;
  if (!Array.isArray(content) || (message.role !== "user" && message.role !== "tool")) return message;
  const check = d.m.strict?.checkPart ?? partShape;
  const refuse = !!d.m.strict && !history;
  const kept = content.filter((part: unknown, index) => {
    const problem = check(part);
    if (problem === undefined) return true;
    const params = { id: message.id, index, problem };
    if (refuse && eventType !== undefined) violation(d, "invalid_content_part", params, eventType);
    d.diag("invalid_content_part", params, eventType, `${message.id}:${index}`);
    return false;
  });
  return kept.length === content.length ? message : refuse ? undefined : ({ ...message, content: kept } as Message);
}
