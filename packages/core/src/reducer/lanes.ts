import type { EventType } from "@ag-ui/core";
import type { Draft } from "./draft";
import type { EventCommon, EventOf } from "./eventTypes";
import type { Entity } from "./memory";
import { violation } from "./strict";

export type { Entity };

/**
 * An event type's lane key (its descriptor's `lane`): which entity the event continues, the field naming it,
 * and whether it opens the entity (an opener records its lane as the owner).
 */
export interface LaneKey {
  entity: Entity;
  id: string;
  opens?: boolean;
}

function mismatch(d: Draft, type: string, sub: string, owner: string, id: string, entity: Entity): void {
  violation(d, "lane_mismatch", { type, sub, owner, id }, type, `lane:${entity}:${id}`);
}

/**
 * Subagent lanes (AG-UI 1.x `subagentRunId`), as `@ag-ui/client` 1.x `verifyEvents`: an opener records which lane
 * opened its entity; an event attributed to another subagent than the opener is `lane_mismatch` (strict: thrown;
 * lenient: recorded). An event without `subagentRunId` may continue any lane. O(1): one Map lookup.
 */
export function checkLane(d: Draft, event: EventCommon, key: LaneKey): void {
  const sub = event.subagentRunId;
  if (sub === undefined && !key.opens) return;
  const id = (event as EventCommon & Record<string, unknown>)[key.id];
  if (typeof id !== "string") return;
  const owners = d.m.owners(key.entity);
  // An opener claims the id in the same lookup that reads its owner (a claim changes nothing when one was recorded,
  // and a mismatch needs one).
  const owner = key.opens ? owners.claim(id, sub) : owners.owner(id);
  if (sub !== undefined && owner !== undefined && owner !== sub) mismatch(d, event.type, sub, owner, id, key.entity);
}

/** TOOL_CALL_START: the call's lane, and its parent message's (a tool call belongs to the message that carries it). */
export function toolCallStartLane(d: Draft, event: EventOf<EventType.TOOL_CALL_START>): void {
  const { toolCallId: id, subagentRunId: sub, parentMessageId: parentId } = event;
  const { toolCalls, text, strict } = d.m;
  const parentOwner = parentId === undefined ? undefined : text.owner(parentId);
  // Lenient, the call is claimed in the lookup that reads its owner; strict claims it only once no violation threw.
  const owner = strict ? toolCalls.owner(id) : toolCalls.claim(id, sub ?? parentOwner ?? "");
  if (sub !== undefined && owner !== undefined && owner !== sub) mismatch(d, event.type, sub, owner, id, "toolCall");
  if (parentOwner !== undefined && parentOwner !== (sub ?? owner ?? parentOwner)) {
    violation(d, "lane_mismatch", { variant: "parent", id, parent: parentId, owner: parentOwner }, event.type, `lane:toolCall:${id}`);
  }
  if (strict && owner === undefined) toolCalls.assign(id, sub ?? parentOwner ?? "");
}

/** TOOL_CALL_RESULT: its message belongs to the lane that sent it. */
export function toolCallResultLane(d: Draft, event: EventOf<EventType.TOOL_CALL_RESULT>): void {
  d.m.text.assign(event.messageId, event.subagentRunId);
}

/** ACTIVITY_SNAPSHOT: a new activity message (or a replacing snapshot) belongs to the lane that sent it. */
export function activitySnapshotLane(d: Draft, event: EventOf<EventType.ACTIVITY_SNAPSHOT>): void {
  const activity = d.m.activity;
  if (activity.owner(event.messageId) === undefined || event.replace !== false) activity.assign(event.messageId, event.subagentRunId);
}

/** REASONING_ENCRYPTED_VALUE: attributed to a subagent, it must be the one that opened the entity it names. */
export function encryptedValueLane(d: Draft, event: EventOf<EventType.REASONING_ENCRYPTED_VALUE>): void {
  const { entityId: id, subagentRunId: sub } = event;
  if (sub === undefined) return;
  const { toolCalls, text, reasoning } = d.m;
  const owner = event.subtype === "tool-call" ? toolCalls.owner(id) : (text.owner(id) ?? reasoning.owner(id));
  if (owner !== undefined && owner !== sub) violation(d, "lane_mismatch", { variant: "value", type: event.type, id, sub, owner }, event.type, `lane:${id}`);
}
