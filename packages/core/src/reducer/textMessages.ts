import type { BaseEvent, Message } from "@ag-ui/core";
import { str } from "../protocol/guards";
import type { Draft } from "./draft";
import { mergeEventMetadata, mergeMessageMetadata } from "./metadata";
import { violation } from "./strict";
import { startStreak } from "./streak";
import { appendText } from "./text";

const ROLES = new Set(["assistant", "user", "system", "developer"]);

/** Whether text events may write to `m`: any message but a reasoning, activity or tool one (those get a derived text message). */
function holdsText(m: Message | undefined): m is Message {
  return m !== undefined && m.role !== "reasoning" && m.role !== "activity" && m.role !== "tool";
}

/** The text message an event's `messageId` refers to, following a collision alias. */
function resolve(d: Draft, id: string): string {
  return d.session.textAlias.get(id) ?? id;
}

/** Creates the text message, or a derived one when the id belongs to a reasoning/tool/activity message. */
function create(d: Draft, event: BaseEvent, id: string): string {
  const existing = d.message(id);
  let target = id;
  if (existing) {
    target = d.derivedId(id, "text");
    d.session.textAlias.set(id, target);
    d.diag("text_id_collision", `text message id '${id}' belongs to a ${existing.role} message; the text was kept apart as '${target}'`, event.type, id);
  }
  const role = str(event, "role");
  const name = str(event, "name");
  const subagentRunId = str(event, "subagentRunId");
  const message: Record<string, unknown> = { id: target, role: role !== undefined && ROLES.has(role) ? role : "assistant", content: "" };
  if (name !== undefined) message.name = name;
  if (subagentRunId !== undefined) message.subagentRunId = subagentRunId;
  d.push(message as unknown as Message);
  return target;
}

/** TEXT_MESSAGE_START: opens a text message (default role `assistant`); reuses an assistant message created by a tool call. */
export function textMessageStart(d: Draft, event: BaseEvent): void {
  const id = str(event, "messageId");
  if (id === undefined) return violation(d, "invalid_event", "TEXT_MESSAGE_START without a messageId", event.type);
  const s = d.session;
  const target = resolve(d, id);
  if (s.openText.has(target)) return violation(d, "overlapping_start", `text message '${id}' started while already open`, event.type, id);
  const existing = d.message(target);
  if (holdsText(existing)) {
    if (existing.role !== "assistant") d.diag("duplicate_start", `text message '${id}' started again`, event.type, id);
    s.openText.add(target);
    mergeMessageMetadata(d, target, event);
    return;
  }
  const created = create(d, event, id);
  s.openText.add(created);
  mergeMessageMetadata(d, created, event);
}

/** TEXT_MESSAGE_CONTENT: appends `delta` (string `+=`, O(1) amortized). Lenient: content before start opens the message. */
export function textMessageContent(d: Draft, event: BaseEvent): void {
  const id = str(event, "messageId");
  const delta = str(event, "delta");
  if (id === undefined || delta === undefined) return violation(d, "invalid_event", "TEXT_MESSAGE_CONTENT needs a messageId and a string delta", event.type);
  const s = d.session;
  let target = resolve(d, id);
  const existing = d.message(target);
  if (!holdsText(existing)) {
    // Still open, but a MESSAGES_SNAPSHOT dropped it: the text continues on the message built again.
    if (existing === undefined && s.openText.has(target)) d.diag("stream_dropped_by_snapshot", `text message '${id}' was still open when a MESSAGES_SNAPSHOT dropped it; its text continues`, event.type, id);
    else violation(d, "unknown_id", `TEXT_MESSAGE_CONTENT for unknown text message '${id}'`, event.type, id);
    target = create(d, event, id);
    s.openText.add(target);
  } else if (!s.openText.has(target)) {
    if (s.autoClosed.delete("text:" + target)) s.openText.add(target);
    else violation(d, "closed_id", `TEXT_MESSAGE_CONTENT for text message '${id}' which is not open`, event.type, `content:${id}`);
  }
  const m = d.editMessage(target)!;
  m.content = appendText(s, target, m.content, delta);
  mergeEventMetadata(m, event);
  startStreak(d, event, id, target, m.content);
}

/** TEXT_MESSAGE_END: closes the text message. */
export function textMessageEnd(d: Draft, event: BaseEvent): void {
  const id = str(event, "messageId");
  if (id === undefined) return violation(d, "invalid_event", "TEXT_MESSAGE_END without a messageId", event.type);
  const target = resolve(d, id);
  if (d.session.openText.delete(target) || d.session.autoClosed.delete("text:" + target)) return mergeMessageMetadata(d, target, event);
  const known = d.message(target);
  violation(d, known ? "closed_id" : "unknown_id", `TEXT_MESSAGE_END for ${known ? "closed" : "unknown"} text message '${id}'`, event.type, `end:${id}`);
}
