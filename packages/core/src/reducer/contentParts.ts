import type { Message } from "@ag-ui/core";
import { checkContentPart } from "../protocol/contentParts";
import type { Draft } from "./draft";
import { violation } from "./strict";

/**
 * Checks the `content` parts of a user or tool message (AG-UI 1.0 `string | ContentPart[]`) as it enters the
 * store — `addMessage`, MESSAGES_SNAPSHOT, history and restored threads go through here — and returns the
 * message to keep:
 * - every part well formed (`checkContentPart`): the SAME message object (parts never copied or re-encoded, so a
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
  if (message.role !== "user" && message.role !== "tool") return message;
  const content: unknown = (message as { content?: unknown }).content;
  if (!Array.isArray(content)) return message;
  let kept: unknown[] | undefined;
  for (let index = 0; index < content.length; index++) {
    const problem = checkContentPart(content[index]);
    if (problem === undefined) {
      kept?.push(content[index]);
      continue;
    }
    const params = { id: message.id, index, problem };
    if (d.m.strict && !history) {
      if (eventType !== undefined) violation(d, "invalid_content_part", params, eventType);
      d.diag("invalid_content_part", params, undefined, `${message.id}:${index}`);
      return undefined;
    }
    d.diag("invalid_content_part", params, eventType, `${message.id}:${index}`);
    kept ??= content.slice(0, index);
  }
  return kept === undefined ? message : ({ ...message, content: kept } as Message);
}
