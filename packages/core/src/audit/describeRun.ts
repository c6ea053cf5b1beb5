import type { AgentState, Diagnostic, Message, ReasoningVisibility } from "../types";
import { describeSecret, type Sha256 } from "./digest";
import type { RunTracker, TrackedSpan } from "./runTracker";
import { AUDIT_SCHEMA, type AuditDigest, type AuditOutcome, type AuditReasoningMessage, type AuditRecord, type AuditRunRecord, type AuditSpanRecord, type AuditToolCall } from "./types";

/** Ids already attributed to an earlier run (or present before the trail started): never claimed again. */
export interface Known {
  spans: Set<string>;
  reasoning: Set<string>;
  toolCalls: Set<string>;
  messages: Set<string>;
  diagnostics: WeakSet<Diagnostic>;
}

type ToolCallLike = { id?: unknown; function?: { name?: unknown; arguments?: unknown }; encryptedValue?: unknown };

const len = (v: unknown): number => (typeof v === "string" ? v.length : 0);

/** The run's outcome from its END event, else from the store's status (a stream that ended without one). */
export function runOutcome(run: RunTracker, state: AgentState, open: boolean): { outcome: AuditOutcome; errorCode?: string } {
  if (run.end?.type === "finished") {
    if (run.end.outcome === "interrupt") return { outcome: "interrupted" };
    if (run.end.outcome === "cancelled") return { outcome: "stopped" };
    return { outcome: "complete" };
  }
  if (run.end?.type === "error") return { outcome: "failed", ...(run.end.code !== undefined && { errorCode: run.end.code }) };
  if (open) return { outcome: "running" };
  const status = run.settled ? run.settled.status : state.status;
  const errorCode = run.settled ? run.settled.errorCode : state.error?.code;
  if (status === "cancelled") return { outcome: "stopped" };
  if (status === "error") return { outcome: "failed", ...(errorCode !== undefined && { errorCode }) };
  if (status === "finished") return { outcome: "complete" };
  // a RUN_STARTED came while this run was still open
  return { outcome: "interrupted" };
}

/** `hidden` when only encrypted values, `summary` when both, else `visible` (as `computeVisibility` per message). */
function spanVisibility(contentLength: number, secretLength: number): ReasoningVisibility {
  if (secretLength === 0) return "visible";
  return contentLength > 0 ? "summary" : "hidden";
}

/**
 * Builds a run's records from what the trail tracked (ids, times) and the store's state (lengths,
 * visibility, status, encrypted values, usage). Reads no text into the result: only `.length`s, ids and
 * SHA-256 digests. With `mark`, the run's ids become {@link Known} so a later run never claims them.
 */
export async function describeRun(run: RunTracker, state: AgentState, known: Known, sha256: Sha256, open: boolean, mark: boolean): Promise<AuditRecord[]> {
  const byId = new Map<string, Message>();
  for (const m of state.messages) byId.set(m.id, m);
  const toolCallsById = new Map<string, ToolCallLike>();
  const results = new Map<string, number>();
  for (const m of state.messages) {
    if (m.role === "assistant") for (const tc of (m.toolCalls ?? []) as ToolCallLike[]) if (typeof tc.id === "string") toolCallsById.set(tc.id, tc);
    if (m.role === "tool" && typeof (m as { toolCallId?: unknown }).toolCallId === "string") results.set((m as { toolCallId: string }).toolCallId, len(m.content));
  }
  const { outcome, errorCode } = runOutcome(run, state, open);
  const digest = (v: unknown): Promise<AuditDigest> | undefined => (typeof v === "string" && v.length > 0 ? describeSecret(v, sha256) : undefined);

  // Spans: the ones the change feed named, then the store's new spans nobody claimed (a MESSAGES_SNAPSHOT's).
  const spans = new Map<string, TrackedSpan>(run.spans);
  // Without a snapshot every item of the run was named by a change: claiming new state items then would
  // take those of a later run folded in the same batch.
  if (run.opaque) for (const id of Object.keys(state.spans)) if (!spans.has(id) && !known.spans.has(id)) spans.set(id, { toolCallIds: new Set() });
  const inSpan = new Set<string>();
  const spanRecords: Promise<AuditSpanRecord>[] = [];
  const message = async (id: string): Promise<AuditReasoningMessage> => {
    const m = byId.get(id) as { content?: unknown; encryptedValue?: unknown } | undefined;
    const info = state.reasoning[id];
    const secret = await digest(m?.encryptedValue);
    const contentLength = len(m?.content);
    return {
      messageId: id,
      visibility: info?.visibility ?? spanVisibility(contentLength, secret?.length ?? 0),
      status: info?.status ?? (open ? "streaming" : "interrupted"),
      contentLength,
      ...(secret && { encryptedValue: secret }),
    };
  };
  const spanRecord = async (spanId: string | undefined, ids: string[], tracked: Partial<TrackedSpan>, closed: boolean): Promise<AuditSpanRecord> => {
    const messages = await Promise.all(ids.map(message));
    const contentLength = messages.reduce((n, m) => n + m.contentLength, 0);
    const encryptedValueLength = messages.reduce((n, m) => n + (m.encryptedValue?.length ?? 0), 0);
    const spanOutcome: AuditOutcome = closed ? "complete" : outcome === "stopped" || outcome === "failed" || outcome === "running" ? outcome : "interrupted";
    return {
      schema: AUDIT_SCHEMA,
      kind: "span",
      threadId: run.threadId,
      ...(run.runId !== undefined && { runId: run.runId }),
      ...(spanId !== undefined && { spanId }),
      ...(tracked.subagentRunId !== undefined && { subagentRunId: tracked.subagentRunId }),
      ...(tracked.startedAt && { startedAt: tracked.startedAt }),
      ...(tracked.endedAt && { endedAt: tracked.endedAt }),
      visibility: spanVisibility(contentLength, encryptedValueLength),
      outcome: spanOutcome,
      contentLength,
      encryptedValueLength,
      messages,
      toolCallIds: [...(tracked.toolCallIds ?? [])],
    };
  };
  for (const [spanId, tracked] of spans) {
    const s = state.spans[spanId];
    const ids = s?.messageIds ?? [];
    for (const id of ids) inSpan.add(id);
    const subagentRunId = tracked.subagentRunId ?? s?.subagentRunId;
    spanRecords.push(spanRecord(spanId, ids, { ...tracked, ...(subagentRunId !== undefined && { subagentRunId }) }, s?.status === "complete"));
  }
  // Reasoning messages outside any span: one implicit span record each.
  const loose = new Map(run.reasoning);
  if (run.opaque) for (const id of Object.keys(state.reasoning)) if (!loose.has(id) && !known.reasoning.has(id) && !state.reasoning[id]?.spanId) loose.set(id, undefined as never);
  for (const [id, times] of loose) {
    if (inSpan.has(id) || state.reasoning[id]?.spanId) continue;
    const m = byId.get(id) as { subagentRunId?: unknown } | undefined;
    const tracked: Partial<TrackedSpan> = { ...(times && { startedAt: times.first, endedAt: times.last }), ...(typeof m?.subagentRunId === "string" && { subagentRunId: m.subagentRunId }) };
    spanRecords.push(spanRecord(undefined, [id], tracked, state.reasoning[id]?.status === "complete"));
  }

  // Tool calls: seen in events, then new ones in the state (e.g. from MESSAGES_SNAPSHOT).
  const toolIds = new Map(run.toolCalls);
  if (run.opaque) for (const id of toolCallsById.keys()) if (!toolIds.has(id) && !known.toolCalls.has(id)) toolIds.set(id, {});
  const toolCalls = Promise.all(
    [...toolIds].map(async ([toolCallId, seen]): Promise<AuditToolCall> => {
      const tc = toolCallsById.get(toolCallId);
      const name = typeof tc?.function?.name === "string" ? tc.function.name : seen.toolCallName;
      const secret = await digest(tc?.encryptedValue ?? state.pendingToolCallEncryptedValues[toolCallId]);
      return {
        toolCallId,
        ...(name !== undefined && { toolCallName: name }),
        ...(seen.parentMessageId !== undefined && { parentMessageId: seen.parentMessageId }),
        ...(seen.subagentRunId !== undefined && { subagentRunId: seen.subagentRunId }),
        argumentsLength: len(tc?.function?.arguments),
        ...(results.has(toolCallId) && { resultLength: results.get(toolCallId) }),
        ...(secret && { encryptedValue: secret }),
      };
    }),
  );

  // Answer messages: assistant messages the run wrote text to, plus new ones nobody claimed.
  const answerIds = new Set<string>();
  for (const id of run.textIds) if (byId.get(id)?.role === "assistant") answerIds.add(id);
  if (run.opaque) for (const m of state.messages) if (m.role === "assistant" && !known.messages.has(m.id) && len(m.content) > 0) answerIds.add(m.id);
  let answerLength = 0;
  for (const id of answerIds) answerLength += len(byId.get(id)?.content);

  const diagnostics: Record<string, number> = {};
  let diagnosed = false;
  for (const d of state.diagnostics) {
    if (known.diagnostics.has(d)) continue;
    if (mark) known.diagnostics.add(d);
    diagnostics[d.code] = (diagnostics[d.code] ?? 0) + 1;
    diagnosed = true;
  }
  if (mark) {
    // Only what this run claimed: items of a later run folded in the same batch stay claimable by it.
    for (const id of spans.keys()) known.spans.add(id);
    for (const id of inSpan) known.reasoning.add(id);
    for (const id of loose.keys()) known.reasoning.add(id);
    for (const id of toolIds.keys()) known.toolCalls.add(id);
    for (const id of answerIds) known.messages.add(id);
  }

  const spanList = await Promise.all(spanRecords);
  const runRecord: AuditRunRecord = {
    schema: AUDIT_SCHEMA,
    kind: "run",
    threadId: run.threadId,
    ...(run.runId !== undefined && { runId: run.runId }),
    ...(run.startedAt && { startedAt: run.startedAt }),
    ...(run.endedAt && { endedAt: run.endedAt }),
    outcome,
    ...(errorCode !== undefined && { errorCode }),
    spanIds: spanList.flatMap((s) => (s.spanId !== undefined ? [s.spanId] : [])),
    toolCalls: await toolCalls,
    answer: { messageIds: [...answerIds], contentLength: answerLength },
    ...(state.usage && !open && { usage: state.usage.map((u) => ({ ...u })) }),
    ...(diagnosed && { diagnostics }),
    eventCount: run.eventCount,
  };
  return [runRecord, ...spanList];
}

