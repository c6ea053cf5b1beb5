import { EventType, type BaseEvent } from "@ag-ui/core";
import { str } from "../protocol/guards";
import type { Draft } from "./draft";
import { violation } from "./strict";

/**
 * Which entity an event continues, as `@ag-ui/client` 1.x `verifyEvents` keys them: `m:` text / tool
 * result messages, `t:` tool calls, `r:` reasoning messages and spans, `a:` activity messages.
 */
function entityKey(event: BaseEvent): string | undefined {
  switch (event.type) {
    case EventType.TEXT_MESSAGE_START:
    case EventType.TEXT_MESSAGE_CONTENT:
    case EventType.TEXT_MESSAGE_END:
      return "m:" + str(event, "messageId");
    case EventType.TOOL_CALL_START:
    case EventType.TOOL_CALL_ARGS:
    case EventType.TOOL_CALL_END:
      return "t:" + str(event, "toolCallId");
    case EventType.REASONING_START:
    case EventType.REASONING_END:
    case EventType.REASONING_MESSAGE_START:
    case EventType.REASONING_MESSAGE_CONTENT:
    case EventType.REASONING_MESSAGE_END:
      return "r:" + str(event, "messageId");
    case EventType.ACTIVITY_DELTA:
      return "a:" + str(event, "messageId");
    default:
      return undefined;
  }
}

const lane = (owner: string) => (owner === "" ? "(the parent agent)" : `'${owner}'`);

/**
 * Subagent lanes (AG-UI 1.x `subagentRunId`): records which lane opened a message, tool call, reasoning
 * item or activity, and rejects (strict) / records (lenient, `lane_mismatch`) an event attributed to another
 * subagent than the opener, as `@ag-ui/client` 1.x `verifyEvents` does. An event without `subagentRunId`
 * may continue any lane. O(1): a Map lookup, and only for events that carry `subagentRunId` or open something.
 */
export function checkLane(d: Draft, event: BaseEvent): void {
  const type = event.type as string;
  const sub = str(event, "subagentRunId");
  const owners = d.session.owners;
  const isStart =
    type === EventType.TEXT_MESSAGE_START ||
    type === EventType.TOOL_CALL_START ||
    type === EventType.REASONING_START ||
    type === EventType.REASONING_MESSAGE_START;
  if (sub === undefined && !isStart && type !== EventType.ACTIVITY_SNAPSHOT && type !== EventType.TOOL_CALL_RESULT) return;
  if (type === EventType.ACTIVITY_SNAPSHOT) {
    const key = "a:" + str(event, "messageId");
    if (!owners.has(key) || (event as { replace?: unknown }).replace !== false) owners.set(key, sub ?? "");
    return;
  }
  if (type === EventType.TOOL_CALL_RESULT) {
    const id = str(event, "messageId");
    if (id !== undefined) owners.set("m:" + id, sub ?? "");
    return;
  }
  if (type === EventType.REASONING_ENCRYPTED_VALUE) {
    const id = str(event, "entityId");
    const owner = str(event, "subtype") === "tool-call" ? owners.get("t:" + id) : (owners.get("m:" + id) ?? owners.get("r:" + id));
    if (owner !== undefined && owner !== sub) violation(d, "lane_mismatch", `${type} for '${id}' is attributed to '${sub}' but ${lane(owner)} opened it`, type, `lane:${id}`);
    return;
  }
  const key = entityKey(event);
  if (key === undefined) return;
  const owner = owners.get(key);
  if (sub !== undefined && owner !== undefined && owner !== sub) {
    violation(d, "lane_mismatch", `${type} is attributed to '${sub}' but ${lane(owner)} opened '${key.slice(2)}'`, type, `lane:${key}`);
  }
  if (type === EventType.TOOL_CALL_START) {
    const parentId = str(event, "parentMessageId");
    const parentOwner = parentId === undefined ? undefined : owners.get("m:" + parentId);
    if (parentOwner !== undefined && parentOwner !== (sub ?? owner ?? parentOwner)) {
      violation(d, "lane_mismatch", `tool call '${key.slice(2)}' belongs to another lane than its parent message '${parentId}' (${lane(parentOwner)})`, type, `lane:${key}`);
    }
    if (owner === undefined) owners.set(key, sub ?? parentOwner ?? "");
    return;
  }
  if (isStart && owner === undefined) owners.set(key, sub ?? "");
}
