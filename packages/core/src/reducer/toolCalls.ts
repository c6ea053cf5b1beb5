import { EventType, type Message, type ToolCall } from "@ag-ui/core";
import type { Draft } from "./draft";
import type { EventCommon, EventOf } from "./eventTypes";
import { mergeEventMetadata } from "./metadata";
import { violation, overlappingStart, endViolation } from "./strict";
import { appendText } from "./text";

/**
 * The assistant message a new tool call goes on, as `@ag-ui/client` 1.x picks it: the assistant
 * message `parentMessageId` names; else a new assistant message with that id (or with the tool call's
 * id when there is no parent id or the id belongs to a non-assistant message).
 */
function parentFor(d: Draft, event: EventCommon & { parentMessageId?: string }, toolCallId: string): string {
  const parentId = event.parentMessageId;
  const existing = parentId === undefined ? undefined : d.message(parentId);
  if (parentId !== undefined && existing?.role === "assistant") return parentId;
  let id = parentId === undefined || existing ? toolCallId : parentId;
  if (d.message(id)) id = d.derivedId(id, "assistant");
  const subagentRunId = event.subagentRunId;
  d.push({ id, role: "assistant", toolCalls: [], ...(subagentRunId !== undefined && { subagentRunId }) });
  if (d.m.changes.on) d.m.changes.push({ type: "message-added", messageId: id, role: "assistant" }, subagentRunId, event);
  return id;
}

/**
 * TOOL_CALL_START: adds `{ id, type: "function", function: { name, arguments: "" } }` to the parent
 * assistant message's `toolCalls`, attaching an encrypted value that arrived earlier for this id.
 */
export function toolCallStart(d: Draft, event: EventOf<EventType.TOOL_CALL_START>): void {
  const id = event.toolCallId;
  const name = event.toolCallName ?? "";
  const open = d.m.toolCalls;
  const known = d.hasToolCall(id);
  d.m.run.toolCallStarted(id, known);
  if (known) {
    // Lenient, like `@ag-ui/client` 1.x `defaultApplyEvents`: a repeated start renames the call (even while open).
    if (open.isOpen(id)) overlappingStart(d, "toolCall", id, event);
    else d.diag("duplicate_start", { what: "toolCall", id }, event.type, id);
    const tc = d.editToolCall(id);
    if (tc && name) tc.function.name = name;
    if (tc) mergeEventMetadata(tc, event);
    open.open(id, open.laneOf(id) ?? event.subagentRunId, tc?.function.name ?? name);
    const parentMessageId = d.m.index.toolParent(id);
    if (d.m.changes.on && parentMessageId !== undefined) d.m.changes.push({ type: "tool-call-started", toolCallId: id, toolCallName: tc?.function.name ?? name, parentMessageId }, event.subagentRunId, event);
    return;
  }
  addToolCall(d, event, id, name, true);
}

/** A new tool call `{ id, type: "function", function: { name, arguments: "" } }` on its parent, open, with an encrypted value held for it. */
function addToolCall(d: Draft, event: EventCommon & { parentMessageId?: string }, id: string, name: string, started = false): void {
  // Its START arrived now (`started`): it starts now, with no lookup first (one cache miss less per call at 100k
  // calls); a call built again after a snapshot dropped it keeps the start it has. Recorded first: the record's
  // key makes V8 internalise the id once, so the pending-value lookup below needs no string-table probe of its own.
  if (started || !d.toolCallTimes(id)) d.setToolCallTimes(id, { startedAt: d.time(event) });
  const parent = d.editMessage(parentFor(d, event, id), "assistant")!;
  const call: ToolCall = { id, type: "function", function: { name, arguments: "" } };
  const pending = d.pending(id);
  if (pending !== undefined) {
    call.encryptedValue = pending;
    d.setPending(id, undefined);
  }
  mergeEventMetadata(call, event);
  d.pushToolCall(parent, call);
  d.m.toolCalls.open(id, event.subagentRunId, name);
  const f = d.m.changes;
  if (f.on) {
    f.push({ type: "tool-call-started", toolCallId: id, toolCallName: name, parentMessageId: parent.id as string }, event.subagentRunId, event);
    if (pending !== undefined) f.push({ type: "encrypted-value-attached", subtype: "tool-call", entityId: id, length: pending.length }, event.subagentRunId);
  }
}

/** TOOL_CALL_ARGS: appends `delta` to `function.arguments` (kept as a string, never parsed). */
export function toolCallArgs(d: Draft, event: EventOf<EventType.TOOL_CALL_ARGS>): void {
  const { toolCallId: id, delta } = event;
  if (!d.hasToolCall(id)) {
    const name = d.m.toolCalls.data(id);
    if (name === undefined) return violation(d, "unknown_id", { type: event.type, what: "toolCall", id }, event.type, id);
    // Still open, but a MESSAGES_SNAPSHOT dropped the message holding it: the call is built again.
    d.diag("stream_dropped_by_snapshot", { what: "toolCall", id }, event.type, id);
    addToolCall(d, event, id, name);
  }
  if (!d.m.toolCalls.isOpen(id)) violation(d, "closed_id", { type: event.type, what: "toolCall", id }, event.type, `args:${id}`);
  const tc = d.editToolCall(id);
  if (tc) {
    const args = tc.function.arguments;
    tc.function.arguments = typeof args === "string" ? appendText(d.m, id, args, delta, "tool:") : args + delta;
    mergeEventMetadata(tc, event);
  }
}

/** TOOL_CALL_END: closes the tool call. */
export function toolCallEnd(d: Draft, event: EventOf<EventType.TOOL_CALL_END>): void {
  const id = event.toolCallId;
  if (d.m.toolCalls.close(id)) {
    if (d.m.changes.on) d.m.changes.push({ type: "tool-call-ended", toolCallId: id }, event.subagentRunId, event);
    if (event.metadata !== undefined) {
      const tc = d.editToolCall(id);
      if (tc) mergeEventMetadata(tc, event);
    }
    return;
  }
  const known = d.hasToolCall(id);
  endViolation(d, known, "toolCall", id, event);
}

/**
 * TOOL_CALL_RESULT: a `{ id: messageId, role: "tool", toolCallId, content }` message, placed after the
 * assistant message holding the call and the tool messages that follow it (else appended), as
 * `@ag-ui/client` 1.x does.
 */
export function toolCallResult(d: Draft, event: EventOf<EventType.TOOL_CALL_RESULT> & { error?: string }): void {
  const toolCallId = event.toolCallId;
  let id = event.messageId;
  if (d.message(id)) {
    const derived = d.derivedId(id, "result");
    d.diag("duplicate_message_id", { id, as: derived }, event.type, id);
    id = derived;
  }
  d.m.run.toolCallAnswered(toolCallId);
  const times = d.toolCallTimes(toolCallId);
  if (times && times.endedAt === undefined) d.setToolCallTimes(toolCallId, { startedAt: times.startedAt, endedAt: d.time(event) });
  const content: unknown = event.content;
  const { error, subagentRunId } = event;
  const message = {
    id,
    role: "tool",
    toolCallId,
    content: typeof content === "string" || Array.isArray(content) ? content : "",
    ...(error !== undefined && { error }),
    ...(subagentRunId !== undefined && { subagentRunId }),
  } as Message;
  mergeEventMetadata(message, event);
  const f = d.m.changes;
  if (f.on) {
    f.push({ type: "message-added", messageId: id, role: "tool" }, subagentRunId, event);
    f.push({ type: "tool-call-result", toolCallId, messageId: id }, subagentRunId, event);
  }
  const parentId = d.m.index.toolParent(toolCallId);
  const parentIndex = parentId === undefined ? undefined : d.indexOf(parentId);
  if (parentIndex === undefined) return void d.push(message);
  // The results after the parent: walked from the one this parent's last result joined (O(1) per result in a run).
  const index = d.m.index;
  const last = index.toolRunParent === parentId && index.toolRunLast !== undefined ? d.indexOf(index.toolRunLast) : undefined;
  let at = last !== undefined && last > parentIndex ? last + 1 : parentIndex + 1;
  const messages = d.data.messages;
  while (at < messages.length && messages[at]!.role === "tool") at++;
  if (at === messages.length) d.push(message);
  else d.insert(at, message);
  index.toolRunParent = parentId;
  index.toolRunLast = id;
}
