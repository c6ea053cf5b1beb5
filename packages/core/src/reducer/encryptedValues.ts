import type { EventType } from "@ag-ui/core";
import { NON_ACTIVITY_ROLES, type Draft } from "./draft";
import type { EventOf } from "./eventTypes";
import { createReasoningMessage, resolveReasoningId } from "./reasoning";
import { violation } from "./strict";
import { computeVisibility } from "./visibility";

/**
 * REASONING_ENCRYPTED_VALUE: stores `encryptedValue` byte-for-byte on the entity `entityId` names.
 * - `subtype: "message"`: on that message (a reasoning message's visibility is recomputed). Unknown id
 *   (or an activity message's, which is frontend-only and never sent back): a reasoning message with empty
 *   content is created for it (visibility `hidden`, status `complete`; id derived as in
 *   `createReasoningMessage` when taken), so the value is never lost (`@ag-ui/client` 1.x drops it).
 * - `subtype: "tool-call"`: on that tool call; unknown id: held in `pendingToolCallEncryptedValues`
 *   and attached when TOOL_CALL_START for that id arrives.
 * The value never appears in a diagnostic.
 */
export function reasoningEncryptedValue(d: Draft, event: EventOf<EventType.REASONING_ENCRYPTED_VALUE>): void {
  const { subtype, entityId, encryptedValue: value } = event;
  if (subtype !== "message" && subtype !== "tool-call") {
    return violation(d, "invalid_event", { variant: "shape", type: event.type }, event.type);
  }
  const f = d.m.changes;
  if (subtype === "tool-call") {
    const tc = d.editToolCall(entityId);
    if (tc) {
      tc.encryptedValue = value;
      if (f.on) f.push({ type: "encrypted-value-attached", subtype, entityId, length: value.length }, event.subagentRunId, event);
    }
    else {
      d.setPending(entityId, value);
      d.diag("encrypted_value_pending", { id: entityId }, event.type);
    }
    return;
  }
  const target = resolveReasoningId(d, entityId);
  const existing = d.message(target);
  if (!existing || existing.role === "activity") {
    if (existing) d.diag("encrypted_value_on_activity", { id: entityId }, event.type);
    else d.diag("encrypted_value_unknown_message", { id: entityId }, event.type);
    const id = createReasoningMessage(d, event, entityId, "complete", value);
    if (f.on) f.push({ type: "encrypted-value-attached", subtype, entityId: id, length: value.length }, event.subagentRunId, event);
    return;
  }
  const m = d.editMessage(target, ...NON_ACTIVITY_ROLES)!;
  m.encryptedValue = value;
  if (f.on) f.push({ type: "encrypted-value-attached", subtype, entityId: target, length: value.length }, event.subagentRunId, event);
  const info = d.reasoning(target);
  if (info) {
    const visibility = computeVisibility(m.content, value, m.metadata);
    if (visibility !== info.visibility) d.patchReasoning(target, { visibility });
  }
}
