import type { EventType, Message } from "@ag-ui/core";
import { isRecord } from "../protocol/guards";
import { normalizeMessage } from "../protocol/normalizeMessage";
import type { Draft } from "./draft";
import type { EventOf } from "./eventTypes";
import { checkMessageParts } from "./contentParts";
import { patchDocument } from "./jsonPatch";
import { violation } from "./strict";
import { computeVisibility } from "./visibility";

/** Registers (or refreshes) a snapshot's reasoning message as `complete` with computed visibility. */
export function registerCompleteReasoning(d: Draft, m: Message, at?: number): void {
  if (m.role !== "reasoning") return;
  const prev = d.reasoning(m.id);
  const visibility = computeVisibility(m.content, m.encryptedValue, m.metadata);
  if (prev?.status === "complete" && prev.visibility === visibility) return;
  // The clock (the draft's, unless the caller read it already) is read only when a streaming message is closed
  // (a store created with history reads no time).
  d.setReasoning({ ...prev, messageId: m.id, status: "complete", visibility, ...(prev?.status === "streaming" && { endedAt: at ?? d.time() }) });
}

/**
 * The snapshot's `metadata["@ag-ui/client"].authoritativeActivityTypes`, read as `@ag-ui/client` 1.x
 * does: `undefined` (absent: default rule), `null` (authoritative for every activity type), or the list of
 * activity types the snapshot is authoritative for (a malformed value counts as an empty list).
 */
export function authoritativeActivityTypes(event: { metadata?: unknown }): string[] | null | undefined {
  const metadata = event.metadata;
  if (!isRecord(metadata) || !Object.hasOwn(metadata, "@ag-ui/client")) return undefined;
  const own = metadata["@ag-ui/client"];
  if (!isRecord(own)) return [];
  if (!Object.hasOwn(own, "authoritativeActivityTypes")) return undefined;
  const types = own.authoritativeActivityTypes;
  if (types === null) return null;
  return Array.isArray(types) && types.every((t) => typeof t === "string") ? (types as string[]) : [];
}

/** A snapshot / input message with `subagentRunId: null` loses the field (`@ag-ui/client` 1.x); strict: `null_field`. */
export function stripNullSubagent(d: Draft, m: Message, eventType: string): Message {
  if ((m as { subagentRunId?: unknown }).subagentRunId !== null) return m;
  violation(d, "null_field", { type: eventType, field: "messages[].subagentRunId" }, eventType, `null-message:${eventType}`);
  const { subagentRunId: _null, ...rest } = m as Message & { subagentRunId?: unknown };
  return rest as Message;
}

/**
 * MESSAGES_SNAPSHOT with `@ag-ui/client` 1.x merge semantics: messages whose id is in the snapshot are
 * replaced in place, messages not in it are dropped (except local reasoning messages when the snapshot
 * carries none, and local activity messages when it carries none — or, when its
 * `metadata["@ag-ui/client"].authoritativeActivityTypes` says so, local activity of the types it is not
 * authoritative for), new ones are appended in snapshot order; `subagentRunId: null` is stripped. Aliases are normalised (`encryptedContent` → `encryptedValue`). Reasoning info is kept for ids
 * still present; reasoning messages in the snapshot are `complete`.
 */
export function messagesSnapshot(d: Draft, event: EventOf<EventType.MESSAGES_SNAPSHOT>): void {
  const raw: unknown = event.messages;
  if (!Array.isArray(raw)) return violation(d, "invalid_event", { variant: "shape", type: event.type }, event.type);
  const incoming = raw
    .filter((m: unknown): m is Message => isRecord(m) && typeof m.id === "string" && typeof m.role === "string")
    .map((m) => checkMessageParts(d, normalizeMessage(stripNullSubagent(d, m, event.type)), event.type)!);
  const byId = new Map(incoming.map((m) => [m.id, m]));
  const hasReasoning = incoming.some((m) => m.role === "reasoning");
  const hasActivity = incoming.some((m) => m.role === "activity");
  const authoritative = authoritativeActivityTypes(event);
  const keepLocal = (m: Message) =>
    (m.role === "reasoning" && !hasReasoning) ||
    (m.role === "activity" && (authoritative ? !authoritative.includes(m.activityType) : authoritative !== null && !hasActivity));
  const next: Message[] = [];
  const seen = new Set<string>();
  for (const m of d.data.messages) {
    const replacement = byId.get(m.id);
    if (replacement === undefined && !keepLocal(m)) continue;
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    next.push(replacement ?? m);
  }
  for (const m of incoming) if (!seen.has(m.id)) (seen.add(m.id), next.push(m));
  const droppedOpenReasoning: string[] = [];
  for (const id of Object.keys(d.data.reasoning)) {
    if (seen.has(id)) continue;
    if (d.data.reasoning[id]!.status === "streaming") droppedOpenReasoning.push(id);
    d.deleteReasoning(id);
  }
  // tool-call times follow their calls: those no longer on a kept assistant message go
  const timed = Object.keys(d.data.toolCallTimes ?? {});
  if (timed.length > 0) {
    const calls = new Set<string>();
    for (const m of next) if (m.role === "assistant" && Array.isArray(m.toolCalls)) for (const call of m.toolCalls) calls.add(call.id);
    for (const id of timed) if (!calls.has(id) && !d.m.toolCalls.isOpen(id)) d.setToolCallTimes(id, undefined);
  }
  d.replaceMessages(next);
  const at = d.time(event);
  for (const m of incoming) registerCompleteReasoning(d, m, at);
  // Streams still open stay open (as `@ag-ui/client` 1.x `verifyEvents` tracks them, whatever a snapshot
  // says): their later content re-creates the message / tool call, their end closes them without a diagnostic.
  // A streaming reasoning message the snapshot dropped is kept the same way (its info was removed above).
  for (const id of droppedOpenReasoning) d.m.reasoning.closeForProducer(id);
  if (d.m.changes.on) d.m.changes.push({ type: "messages-snapshot", count: next.length });
}

/** STATE_SNAPSHOT: `state` replaced by `snapshot`. */
export function stateSnapshot(d: Draft, event: EventOf<EventType.STATE_SNAPSHOT>): void {
  d.data.state = event.snapshot;
}

/**
 * STATE_DELTA: the RFC 6902 patch applied to a copy of `state` (the old state is never mutated) through the
 * store's JSON Patch support (see `patchDocument`: without it, or for an unsafe or failing patch, the state
 * stays as it was, with a diagnostic).
 */
export function stateDelta(d: Draft, event: EventOf<EventType.STATE_DELTA>): void {
  const delta: unknown = event.delta;
  if (!Array.isArray(delta)) return violation(d, "invalid_event", { variant: "shape", type: event.type }, event.type);
  const patched = patchDocument(d, d.data.state ?? {}, delta, event.type, "state_patch_failed");
  if (patched) d.data.state = patched.document;
}
