import type { BaseEvent, ReasoningMessage } from "@ag-ui/core";
import { str } from "../protocol/guards";
import type { Draft } from "./draft";
import { mergeEventMetadata, mergeMessageMetadata } from "./metadata";
import { violation } from "./strict";
import { startStreak } from "./streak";
import { appendText } from "./text";
import { computeVisibility } from "./visibility";

/**
 * A text message of the same lane (parent agent or the event's `subagentRunId`) still open when reasoning
 * starts is closed (producers that forget TEXT_MESSAGE_END); other lanes' text stays open.
 */
function closeOpenText(d: Draft, event: BaseEvent): void {
  const open = d.session.openText;
  if (open.size === 0) return;
  const sub = str(event, "subagentRunId");
  for (const id of [...open]) {
    if (d.message(id)?.subagentRunId !== sub) continue;
    d.diag("text_closed_by_reasoning", `text message '${id}' was still open when reasoning started; it was closed`, event.type, id);
    open.delete(id);
    d.session.autoClosed.add("text:" + id);
  }
}

/** The innermost open span of the event's lane (a subagent's span never adopts the parent's messages, nor the reverse). */
function innermostSpan(d: Draft, subagentRunId: string | undefined): string | undefined {
  const stack = d.session.spanStack;
  for (let i = stack.length - 1; i >= 0; i--) if (d.span(stack[i]!)?.subagentRunId === subagentRunId) return stack[i];
  return undefined;
}

/** The id of the reasoning message an event's `messageId` refers to (following a collision alias). */
export function resolveReasoningId(d: Draft, id: string): string {
  return d.session.reasoningAlias.get(id) ?? id;
}

/**
 * Creates a reasoning message `{ id, role: "reasoning", content: "" }` and its {@link ReasoningInfo}
 * inside the innermost open span. When `id` belongs to a non-reasoning message (a producer reusing the
 * answer's id), the reasoning gets the derived id `${id}:reasoning` (`${id}:reasoning-2`, … when that is
 * taken too), later events for `id` follow it, so it never swallows the answer. Returns the id used.
 */
export function createReasoningMessage(d: Draft, event: BaseEvent, id: string, status: "streaming" | "complete", encryptedValue?: string): string {
  let target = id;
  const existing = d.message(id);
  if (existing) {
    target = d.derivedId(id, "reasoning");
    d.session.reasoningAlias.set(id, target);
    d.diag("reasoning_id_collision", `reasoning message id '${id}' belongs to a ${existing.role} message; the reasoning was kept apart as '${target}'`, event.type, id);
  }
  const subagentRunId = str(event, "subagentRunId");
  // A plain literal, optional fields assigned after: V8 then copies it fast on every delta.
  const message: ReasoningMessage = { id: target, role: "reasoning", content: "" };
  if (encryptedValue !== undefined) message.encryptedValue = encryptedValue;
  if (subagentRunId !== undefined) message.subagentRunId = subagentRunId;
  d.push(message);
  const spanId = innermostSpan(d, subagentRunId);
  const at = d.time(event);
  d.setReasoning({
    messageId: target,
    ...(spanId !== undefined && { spanId }),
    status,
    visibility: computeVisibility("", encryptedValue),
    startedAt: at,
    ...(status === "complete" && { endedAt: at }),
  });
  const span = spanId === undefined ? undefined : d.span(spanId);
  if (span) d.setSpan({ ...span, messageIds: [...span.messageIds, target] });
  return target;
}

/** REASONING_START: opens a span (`spans[messageId]`); reasoning messages opened inside get its `spanId`. */
export function reasoningStart(d: Draft, event: BaseEvent): void {
  const id = str(event, "messageId");
  if (id === undefined) return violation(d, "invalid_event", "REASONING_START without a messageId", event.type);
  if (d.span(id)?.status === "streaming") return violation(d, "overlapping_start", `reasoning span '${id}' started while already open`, event.type, id);
  closeOpenText(d, event);
  const title = str(event, "title");
  const subagentRunId = str(event, "subagentRunId");
  d.setSpan({
    spanId: id,
    ...(title !== undefined && { title }),
    ...(subagentRunId !== undefined && { subagentRunId }),
    messageIds: d.span(id)?.messageIds ?? [],
    status: "streaming",
    startedAt: d.time(event),
  });
  d.session.spanStack.push(id);
}

/** REASONING_END: closes the span; messages of it still streaming are completed (with a diagnostic). */
export function reasoningEnd(d: Draft, event: BaseEvent): void {
  const id = str(event, "messageId");
  if (id === undefined) return violation(d, "invalid_event", "REASONING_END without a messageId", event.type);
  const span = d.span(id);
  if (span && d.session.autoClosed.delete("span:" + id)) return;
  if (!span || span.status !== "streaming") {
    return violation(d, span ? "closed_id" : "unknown_id", `REASONING_END for ${span ? "closed" : "unknown"} span '${id}'`, event.type, `end:${id}`);
  }
  const at = d.time(event);
  for (const mid of span.messageIds) {
    if (d.reasoning(mid)?.status !== "streaming") continue;
    d.diag("missing_end", `reasoning message '${mid}' had no REASONING_MESSAGE_END before its span ended`, event.type, mid);
    d.patchReasoning(mid, { status: "complete", endedAt: at });
    d.session.autoClosed.add("reasoning:" + mid);
  }
  d.setSpan({ ...span, status: "complete", endedAt: at });
  const stack = d.session.spanStack;
  const i = stack.lastIndexOf(id);
  if (i >= 0) stack.splice(i, 1);
}

/** REASONING_MESSAGE_START: opens a reasoning message (status `streaming`, visibility `visible`). */
export function reasoningMessageStart(d: Draft, event: BaseEvent): void {
  const id = str(event, "messageId");
  if (id === undefined) return violation(d, "invalid_event", "REASONING_MESSAGE_START without a messageId", event.type);
  const target = resolveReasoningId(d, id);
  const info = d.reasoning(target);
  if (info?.status === "streaming") return violation(d, "overlapping_start", `reasoning message '${id}' started while already open`, event.type, id);
  closeOpenText(d, event);
  if (info) {
    if (d.session.reopening === id) d.session.reopening = null;
    else d.diag("duplicate_start", `reasoning message '${id}' started again; its content continues`, event.type, id);
    d.patchReasoning(target, { status: "streaming", endedAt: undefined });
    mergeMessageMetadata(d, target, event);
    return;
  }
  mergeMessageMetadata(d, createReasoningMessage(d, event, id, "streaming"), event);
}

/**
 * REASONING_MESSAGE_CONTENT: appends `delta` to the message's `content` (string `+=`, O(1) amortized;
 * visibility is recomputed only when the content was empty before). Lenient: content before start
 * opens the message; content after end is appended (once-per-id diagnostic).
 */
export function reasoningMessageContent(d: Draft, event: BaseEvent): void {
  const id = str(event, "messageId");
  const delta = str(event, "delta");
  if (id === undefined || delta === undefined) return violation(d, "invalid_event", "REASONING_MESSAGE_CONTENT needs a messageId and a string delta", event.type);
  let target = resolveReasoningId(d, id);
  let info = d.reasoning(target);
  if (!info) {
    if (d.session.autoClosed.has("reasoning:" + target)) d.diag("stream_dropped_by_snapshot", `reasoning message '${id}' was still open when a MESSAGES_SNAPSHOT dropped it; its text continues`, event.type, id);
    else violation(d, "unknown_id", `REASONING_MESSAGE_CONTENT for unknown reasoning message '${id}'`, event.type, id);
    target = createReasoningMessage(d, event, id, "streaming");
    info = d.reasoning(target)!;
  } else if (info.status !== "streaming") {
    if (d.session.autoClosed.has("reasoning:" + target)) d.patchReasoning(target, { status: "streaming", endedAt: undefined });
    else violation(d, "closed_id", `REASONING_MESSAGE_CONTENT for reasoning message '${id}' which is not open`, event.type, `content:${id}`);
  }
  const m = d.editMessage(target)!;
  const wasEmpty = !m.content;
  m.content = appendText(d.session, target, m.content, delta);
  mergeEventMetadata(m, event);
  if (wasEmpty) {
    const visibility = computeVisibility(m.content, m.encryptedValue);
    if (visibility !== info.visibility) d.patchReasoning(target, { visibility });
  }
  startStreak(d, event, id, target, m.content);
}

/** REASONING_MESSAGE_END: status `complete`, `endedAt` set. */
export function reasoningMessageEnd(d: Draft, event: BaseEvent): void {
  const id = str(event, "messageId");
  if (id === undefined) return violation(d, "invalid_event", "REASONING_MESSAGE_END without a messageId", event.type);
  const target = resolveReasoningId(d, id);
  const info = d.reasoning(target);
  if (d.session.autoClosed.delete("reasoning:" + target)) {
    if (info?.status === "streaming") d.patchReasoning(target, { status: "complete", endedAt: d.time(event) });
    return mergeMessageMetadata(d, target, event);
  }
  if (info?.status !== "streaming") {
    return violation(d, info ? "closed_id" : "unknown_id", `REASONING_MESSAGE_END for ${info ? "closed" : "unknown"} reasoning message '${id}'`, event.type, `end:${id}`);
  }
  d.patchReasoning(target, { status: "complete", endedAt: d.time(event) });
  mergeMessageMetadata(d, target, event);
}
