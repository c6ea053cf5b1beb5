import { EventType, type Message } from "@ag-ui/core";
import type { Draft } from "./draft";
import type { EventOf } from "./eventTypes";
import { mergeEventMetadata, mergeMessageMetadata } from "./metadata";
import { violation, overlappingStart, endViolation } from "./strict";
import { startStreak } from "./streak";
import { appendText } from "./text";

const ROLES = /* @__PURE__ */ new Set(["assistant", "user", "system", "developer"]);

/** Whether text events may write to `m`: any message but a reasoning, activity or tool one (those get a derived text message). */
function holdsText(m: Message | undefined): m is Message {
  return m !== undefined && m.role !== "reasoning" && m.role !== "activity" && m.role !== "tool";
}

/** The text message an event's `messageId` refers to, following a collision alias. */
function resolve(d: Draft, id: string): string {
  return d.m.index.textAlias.get(id) ?? id;
}

/**
 * Creates the text message, or a derived one when the id belongs to a reasoning/tool/activity message. `existing`:
 * the message with id `id` when the caller looked it up already (`null`: look it up).
 */
function create(d: Draft, event: EventOf<EventType.TEXT_MESSAGE_START> | EventOf<EventType.TEXT_MESSAGE_CONTENT>, id: string, found: Message | undefined | null): string {
  const existing = found === null ? d.message(id) : found;
  let target = id;
  if (existing) {
    target = d.derivedId(id, "text");
    d.m.index.alias("text", id, target);
    d.diag("text_id_collision", { id, role: existing.role, as: target }, event.type, id);
  }
  const role = "role" in event && event.role !== undefined && ROLES.has(event.role) ? event.role : "assistant";
  const message = { id: target, role, content: "" } as Message & { name?: string };
  if ("name" in event && event.name !== undefined) message.name = event.name;
  if (event.subagentRunId !== undefined) message.subagentRunId = event.subagentRunId;
  d.push(message);
  d.m.text.open(target, event.subagentRunId);
  const f = d.m.changes;
  if (f.on) {
    f.push({ type: "message-added", messageId: target, role }, event.subagentRunId, event);
    f.push({ type: "text-started", messageId: target }, event.subagentRunId, event);
  }
  return target;
}

/** TEXT_MESSAGE_START: opens a text message (default role `assistant`); reuses an assistant message created by a tool call. */
export function textMessageStart(d: Draft, event: EventOf<EventType.TEXT_MESSAGE_START>): void {
  const id = event.messageId;
  const text = d.m.text;
  const target = resolve(d, id);
  if (text.isOpen(target)) return overlappingStart(d, "text", id, event);
  const existing = d.message(target);
  if (holdsText(existing)) {
    if (existing.role !== "assistant") d.diag("duplicate_start", { what: "text", id }, event.type, id);
    text.open(target, existing.subagentRunId);
    if (d.m.changes.on) d.m.changes.push({ type: "text-started", messageId: target }, existing.subagentRunId, event);
    mergeMessageMetadata(d, target, event);
    return;
  }
  mergeMessageMetadata(d, create(d, event, id, target === id ? existing : null), event);
}

/** TEXT_MESSAGE_CONTENT: appends `delta` (string `+=`, O(1) amortized). Lenient: content before start opens the message. */
export function textMessageContent(d: Draft, event: EventOf<EventType.TEXT_MESSAGE_CONTENT>): void {
  const { messageId: id, delta } = event;
  const text = d.m.text;
  let target = resolve(d, id);
  const existing = d.message(target);
  if (!holdsText(existing)) {
    // Still open, but a MESSAGES_SNAPSHOT dropped it: the text continues on the message built again.
    if (existing === undefined && text.isOpen(target)) d.diag("stream_dropped_by_snapshot", { what: "text", id }, event.type, id);
    else violation(d, "unknown_id", { type: event.type, what: "text", id }, event.type, id);
    target = create(d, event, id, target === id ? existing : null);
  } else if (!text.isOpen(target)) {
    // Closed by a reasoning start on the producer's behalf: its producer kept streaming, so it continues.
    if (!text.continue(target)) violation(d, "closed_id", { type: event.type, what: "text", id }, event.type, `content:${id}`);
  }
  const m = d.editMessage(target)!;
  m.content = appendText(d.m, target, m.content, delta);
  mergeEventMetadata(m, event);
  startStreak(d, event, id, target, m.content);
}

/** TEXT_MESSAGE_END: closes the text message. */
export function textMessageEnd(d: Draft, event: EventOf<EventType.TEXT_MESSAGE_END>): void {
  const id = event.messageId;
  const target = resolve(d, id);
  if (d.m.text.close(target) || d.m.text.settle(target)) return mergeMessageMetadata(d, target, event);
  const known = d.message(target);
  endViolation(d, known, "text", id, event);
}
