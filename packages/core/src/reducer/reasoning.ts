import { EventType, type ReasoningMessage } from "@ag-ui/core";
import type { ReasoningInfo } from "../types";
import { NON_ACTIVITY_ROLES, type Draft, type MessageOf } from "./draft";
import type { EventCommon, EventOf } from "./eventTypes";
import { mergeEventMetadata, mergeMessageMetadata } from "./metadata";
import { violation, overlappingStart, endViolation } from "./strict";
import { startStreak } from "./streak";
import { appendText } from "./text";
import { computeVisibility } from "./visibility";

/**
 * A text message of the same lane (parent agent or the event's `subagentRunId`) still open when reasoning
 * starts is closed (producers that forget TEXT_MESSAGE_END); other lanes' text stays open.
 */
function closeOpenText(d: Draft, event: EventCommon): void {
  const text = d.m.text;
  if (text.countIn(event.subagentRunId) === 0) return;
  for (const id of text.idsIn(event.subagentRunId)) {
    d.diag("text_closed_by_reasoning", { id }, event.type, id);
    text.closeForProducer(id);
  }
}

/** The innermost open span of the event's lane (a subagent's span never adopts the parent's messages, nor the reverse). */
function innermostSpan(d: Draft, subagentRunId: string | undefined): string | undefined {
  return d.m.spans.lastIn(subagentRunId);
}

/** The id of the reasoning message an event's `messageId` refers to (following a collision alias). */
export function resolveReasoningId(d: Draft, id: string): string {
  return d.m.index.reasoningAlias.get(id) ?? id;
}

/**
 * Creates a reasoning message `{ id, role: "reasoning", content: "" }` and its {@link ReasoningInfo}
 * inside the innermost open span. When `id` belongs to a non-reasoning message (a producer reusing the
 * answer's id), the reasoning gets the derived id `${id}:reasoning` (`${id}:reasoning-2`, … when that is
 * taken too), later events for `id` follow it, so it never swallows the answer. Returns the id used.
 */
export function createReasoningMessage(d: Draft, event: EventCommon, id: string, status: "streaming" | "complete", encryptedValue?: string): string {
  return addReasoningMessage(d, event, id, status, encryptedValue).messageId;
}

/** {@link createReasoningMessage}, returning the new message's reasoning info (its `messageId` is the id used). */
function addReasoningMessage(d: Draft, event: EventCommon, id: string, status: "streaming" | "complete", encryptedValue?: string): ReasoningInfo {
  let target = id;
  const existing = d.message(id);
  if (existing) {
    target = d.derivedId(id, "reasoning");
    d.m.index.alias("reasoning", id, target);
    d.diag("reasoning_id_collision", { id, role: existing.role, as: target }, event.type, id);
  }
  const subagentRunId = event.subagentRunId;
  // A plain literal, optional fields assigned after: V8 then copies it fast on every delta.
  const message: ReasoningMessage = { id: target, role: "reasoning", content: "" };
  if (encryptedValue !== undefined) message.encryptedValue = encryptedValue;
  if (subagentRunId !== undefined) message.subagentRunId = subagentRunId;
  d.push(message);
  if (status === "streaming") d.m.reasoning.open(target, subagentRunId);
  const spanId = innermostSpan(d, subagentRunId);
  const at = d.time(event);
  const agentAt = d.agentTime(event);
  // A literal with optional fields assigned after (no spreads): one allocation, one hidden class per shape.
  const info: ReasoningInfo = { messageId: target, status, visibility: computeVisibility("", encryptedValue), startedAt: at };
  if (spanId !== undefined) info.spanId = spanId;
  if (status === "complete") info.endedAt = at;
  if (agentAt !== undefined) {
    info.agentStartedAt = agentAt;
    if (status === "complete") info.agentEndedAt = agentAt;
  }
  d.addReasoning(info);
  if (spanId !== undefined) d.addToSpan(spanId, target);
  const f = d.m.changes;
  if (f.on) {
    f.push({ type: "message-added", messageId: target, role: "reasoning" }, subagentRunId, event);
    if (status === "streaming") f.push({ type: "reasoning-started", messageId: target, ...(spanId !== undefined && { spanId }), visibility: computeVisibility("", encryptedValue) }, subagentRunId, event);
  }
  return info;
}

/** REASONING_START: opens a span (`spans[messageId]`); reasoning messages opened inside get its `spanId`. */
export function reasoningStart(d: Draft, event: EventOf<EventType.REASONING_START> & { title?: string }): void {
  const id = event.messageId;
  if (d.span(id)?.status === "streaming") return overlappingStart(d, "reasoningSpan", id, event);
  closeOpenText(d, event);
  const { title, subagentRunId } = event;
  d.setSpan({
    spanId: id,
    ...(title !== undefined && { title }),
    ...(subagentRunId !== undefined && { subagentRunId }),
    messageIds: d.span(id)?.messageIds ?? [],
    status: "streaming",
    startedAt: d.time(event),
    ...(d.agentTime(event) !== undefined && { agentStartedAt: d.agentTime(event)! }),
  });
  d.m.spans.open(id, subagentRunId);
  if (d.m.changes.on) d.m.changes.push({ type: "span-started", spanId: id, ...(title !== undefined && { title }) }, subagentRunId, event);
}

/** REASONING_END: closes the span; messages of it still streaming are completed (with a diagnostic). */
export function reasoningEnd(d: Draft, event: EventOf<EventType.REASONING_END>): void {
  const id = event.messageId;
  const span = d.span(id);
  if (span && d.m.spans.settle(id)) return;
  if (!span || span.status !== "streaming") {
    return endViolation(d, span, "span", id, event);
  }
  const at = d.time(event);
  const agentEndedAt = d.agentTime(event);
  for (const mid of span.messageIds) {
    if (d.reasoning(mid)?.status !== "streaming") continue;
    d.diag("missing_end", { id: mid }, event.type, mid);
    d.patchReasoning(mid, { status: "complete", endedAt: at, agentEndedAt });
    d.m.reasoning.closeForProducer(mid);
    reasoningEnded(d, mid, event);
  }
  d.setSpan({ ...span, status: "complete", endedAt: at, agentEndedAt });
  if (d.m.changes.on) d.m.changes.push({ type: "span-ended", spanId: id, status: "complete" }, span.subagentRunId, event);
  d.m.spans.close(id);
}

/** REASONING_MESSAGE_START: opens a reasoning message (status `streaming`, visibility `visible`). */
export function reasoningMessageStart(d: Draft, event: EventOf<EventType.REASONING_MESSAGE_START>): void {
  const id = event.messageId;
  const target = resolveReasoningId(d, id);
  const info = d.reasoning(target);
  if (info?.status === "streaming") return overlappingStart(d, "reasoning", id, event);
  closeOpenText(d, event);
  if (info) {
    if (!d.m.chunks.takeReopening(id)) d.diag("duplicate_start", { variant: "continues", what: "reasoning", id }, event.type, id);
    d.m.reasoning.open(target, d.message(target)?.subagentRunId);
    d.patchReasoning(target, { status: "streaming", endedAt: undefined, agentEndedAt: undefined });
    mergeMessageMetadata(d, target, event);
    const f = d.m.changes;
    if (f.on) f.push({ type: "reasoning-started", messageId: target, ...(info.spanId !== undefined && { spanId: info.spanId }), visibility: info.visibility }, event.subagentRunId, event);
    return;
  }
  mergeMessageMetadata(d, createReasoningMessage(d, event, id, "streaming"), event);
}

/**
 * REASONING_MESSAGE_CONTENT: appends `delta` to the message's `content` (string `+=`, O(1) amortized;
 * visibility is recomputed only when the content was empty before). Lenient: content before start
 * opens the message; content after end is appended (once-per-id diagnostic).
 */
export function reasoningMessageContent(d: Draft, event: EventOf<EventType.REASONING_MESSAGE_CONTENT>): void {
  const { messageId: id, delta } = event;
  let target = resolveReasoningId(d, id);
  let info = d.reasoning(target);
  let m: MessageOf<(typeof NON_ACTIVITY_ROLES)[number]> | undefined;
  if (!info) {
    if (d.m.reasoning.isClosedForProducer(target)) d.diag("stream_dropped_by_snapshot", { what: "reasoning", id }, event.type, id);
    // No once-per-id key: the message is created now, so the same id is not unknown again (unless a snapshot drops it: reported again then).
    else violation(d, "unknown_id", { type: event.type, what: "reasoning", id }, event.type);
    info = addReasoningMessage(d, event, id, "streaming");
    target = info.messageId;
    // The message just appended, this batch's own: written without looking it up again.
    const last = d.data.messages[d.data.messages.length - 1];
    if (last?.id === target && last.role === "reasoning") m = last;
  } else if (info.status !== "streaming") {
    if (d.m.reasoning.isClosedForProducer(target)) d.patchReasoning(target, { status: "streaming", endedAt: undefined, agentEndedAt: undefined });
    else violation(d, "closed_id", { type: event.type, what: "reasoning", id }, event.type, `content:${id}`);
  }
  m ??= d.editMessage(target, ...NON_ACTIVITY_ROLES)!;
  const wasEmpty = !m.content;
  m.content = appendText(d.m, target, m.content, delta);
  mergeEventMetadata(m, event);
  if (wasEmpty) {
    const visibility = computeVisibility(m.content, m.encryptedValue, m.metadata);
    if (visibility !== info.visibility) d.patchReasoning(target, { visibility });
  }
  startStreak(d, event, id, target, m.content);
}

/** REASONING_MESSAGE_END: status `complete`, `endedAt` set. */
export function reasoningMessageEnd(d: Draft, event: EventOf<EventType.REASONING_MESSAGE_END>): void {
  const id = event.messageId;
  const target = resolveReasoningId(d, id);
  const info = d.reasoning(target);
  if (d.m.reasoning.settle(target)) {
    if (info?.status === "streaming") {
      d.patchReasoning(target, { status: "complete", endedAt: d.time(event), agentEndedAt: d.agentTime(event) });
      reasoningEnded(d, target, event);
    }
    mergeMessageMetadata(d, target, event);
    return restateVisibility(d, target, event);
  }
  if (info?.status !== "streaming") {
    return endViolation(d, info, "reasoning", id, event);
  }
  d.patchReasoning(target, { status: "complete", endedAt: d.time(event), agentEndedAt: d.agentTime(event) });
  mergeMessageMetadata(d, target, event);
  restateVisibility(d, target, event);
  reasoningEnded(d, target, event);
}

/** A producer that learns only at the end whether its text is a summary says so on END's metadata: visibility follows. */
function restateVisibility(d: Draft, id: string, event: { metadata?: unknown }): void {
  const m = d.message(id);
  const info = d.reasoning(id);
  if (event.metadata === undefined || !info || m?.role !== "reasoning") return;
  const visibility = computeVisibility(m.content, m.encryptedValue, m.metadata);
  if (visibility !== info.visibility) d.patchReasoning(id, { visibility });
}

/** Reports a reasoning message's end (status and visibility as the state now holds them) on the change feed. */
export function reasoningEnded(d: Draft, id: string, event?: { timestamp?: unknown }): void {
  const f = d.m.changes;
  const info = d.reasoning(id);
  if (!f.on || !info) return;
  f.push({ type: "reasoning-ended", messageId: id, status: info.status, visibility: info.visibility }, d.message(id)?.subagentRunId, event);
}
