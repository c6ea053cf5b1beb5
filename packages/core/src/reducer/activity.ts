import type { ActivityMessage, EventType } from "@ag-ui/core";
import { isRecord } from "../protocol/guards";
import { deepCopy } from "./deepCopy";
import type { Draft } from "./draft";
import type { EventOf } from "./eventTypes";
import { patchDocument } from "./jsonPatch";
import { mergeEventMetadata } from "./metadata";
import { violation } from "./strict";

/**
 * ACTIVITY_SNAPSHOT, as `@ag-ui/client` 1.x: an activity message `{ id: messageId, role: "activity",
 * activityType, content, subagentRunId? }` (content deep-copied) is appended when the id is new; with
 * `replace` (absent means true) an existing activity message gets the new `activityType`, `content` and
 * `subagentRunId`, and a message of another role is replaced by the activity message (diagnostic
 * `activity_replaced_message`); `replace: false` leaves an existing message as it is. Event `metadata` is
 * merged onto the activity message. Activity messages are frontend-only (never sent to the agent).
 */
export function activitySnapshot(d: Draft, event: EventOf<EventType.ACTIVITY_SNAPSHOT>): void {
  const { messageId: id, activityType } = event;
  const content: unknown = event.content;
  if (!isRecord(content)) return violation(d, "invalid_event", { variant: "shape", type: event.type }, event.type);
  const replace = event.replace !== false;
  const sub = event.subagentRunId;
  const existing = d.message(id);
  if (!existing) {
    const message: Record<string, unknown> = { id, role: "activity", activityType, content: deepCopy(content) };
    if (sub !== undefined) message.subagentRunId = sub;
    mergeEventMetadata(message, event);
    d.push(message as ActivityMessage);
    return;
  }
  if (existing.role !== "activity") {
    if (!replace) return;
    d.diag("activity_replaced_message", { role: existing.role, id }, event.type, id);
    const m: ActivityMessage = { id, role: "activity", activityType, content: deepCopy(content), ...(sub !== undefined && { subagentRunId: sub }) };
    d.deleteReasoning(id);
    mergeEventMetadata(m, event);
    d.replaceAt(d.indexOf(id)!, m);
    return;
  }
  const m = d.editMessage(id, "activity")!;
  if (replace) {
    m.activityType = activityType;
    m.content = deepCopy(content);
    if (sub !== undefined) m.subagentRunId = sub;
    else delete m.subagentRunId;
  }
  mergeEventMetadata(m, event);
}

/**
 * ACTIVITY_DELTA: RFC 6902 `patch` applied (through the store's JSON Patch support, see `patchDocument`) to a copy of the activity message's
 * `content` (validated; the old content is never mutated), and `activityType` taken over, as
 * `@ag-ui/client` 1.x. A patch touching `__proto__`, `constructor` or `prototype` (`unsafe_patch_path`) or
 * one that fails (`activity_patch_failed`) is rejected whole; an unknown id (`unknown_activity`) or a
 * non-activity message (`not_an_activity`) is ignored — each with a diagnostic, never an exception.
 */
export function activityDelta(d: Draft, event: EventOf<EventType.ACTIVITY_DELTA>): void {
  const id = event.messageId;
  const patch: unknown = event.patch;
  if (!Array.isArray(patch)) return violation(d, "invalid_event", { variant: "shape", type: event.type }, event.type);
  const existing = d.message(id);
  if (!existing) return d.diag("unknown_activity", { id }, event.type, id);
  if (existing.role !== "activity") return d.diag("not_an_activity", { role: existing.role, id }, event.type, id);
  const m = d.editMessage(id, "activity")!;
  mergeEventMetadata(m, event);
  const patched = patchDocument(d, isRecord(m.content) ? m.content : {}, patch, event.type, "activity_patch_failed", id);
  if (!patched) return;
  m.content = patched.document as ActivityMessage["content"]; // what the patch produced, kept as @ag-ui/client keeps it
  if (event.activityType !== undefined) m.activityType = event.activityType;
}
