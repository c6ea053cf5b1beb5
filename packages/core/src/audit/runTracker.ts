import type { BaseEvent } from "../types";
import type { AuditTime } from "./types";

/** What the audit trail saw of a span's events. */
export interface TrackedSpan {
  subagentRunId?: string;
  startedAt?: AuditTime;
  endedAt?: AuditTime;
  toolCallIds: Set<string>;
}

/** First and last event seen for a reasoning message. */
export interface TrackedTimes {
  first: AuditTime;
  last: AuditTime;
}

/**
 * What the audit trail saw of one run's events: ids (never content) and both clocks. The state at the
 * run's end supplies lengths, visibility, status and encrypted values (see `describeRun`).
 */
export interface RunTracker {
  threadId: string;
  runId?: string;
  startedAt?: AuditTime;
  endedAt?: AuditTime;
  eventCount: number;
  spans: Map<string, TrackedSpan>;
  /** lane (`subagentRunId`, "" for the parent) → the span open in it. */
  openSpans: Map<string, string>;
  /** Times of deprecated THINKING_START / THINKING_END (their spans get generated ids in the store). */
  legacyStarts: AuditTime[];
  legacyEnds: AuditTime[];
  reasoning: Map<string, TrackedTimes>;
  toolCalls: Map<string, { toolCallName?: string; parentMessageId?: string; subagentRunId?: string }>;
  textIds: Set<string>;
  /**
   * The run had events whose ids the trail cannot see (deprecated THINKING_*, a chunk without an id,
   * MESSAGES_SNAPSHOT): new items in the state that no event named are then attributed to this run.
   */
  opaque: boolean;
  /** The store's status when the transport ended the stream (`endStream`), captured when it happened. */
  settled?: { status: "finished" | "error" | "cancelled"; errorCode?: string };
  /** Set by RUN_FINISHED / RUN_ERROR. */
  end?: { type: "finished"; outcome?: string } | { type: "error"; code?: string };
}

export function newRun(threadId: string, runId: string | undefined, startedAt?: AuditTime): RunTracker {
  return {
    threadId,
    runId,
    startedAt,
    eventCount: 0,
    spans: new Map(),
    openSpans: new Map(),
    legacyStarts: [],
    legacyEnds: [],
    reasoning: new Map(),
    toolCalls: new Map(),
    textIds: new Set(),
    opaque: false,
  };
}

const str = (e: Record<string, unknown>, key: string): string | undefined => (typeof e[key] === "string" ? (e[key] as string) : undefined);

/** Both clocks for an event delivered at `client`. */
export function timeOf(event: Record<string, unknown>, client: number): AuditTime {
  const agent = event.timestamp;
  return typeof agent === "number" && Number.isFinite(agent) ? { agent, client } : { client };
}

function touchReasoning(run: RunTracker, id: string | undefined, at: AuditTime): void {
  if (id === undefined) return;
  const t = run.reasoning.get(id);
  if (t) t.last = at;
  else run.reasoning.set(id, { first: at, last: at });
}

function touchToolCall(run: RunTracker, event: Record<string, unknown>, id: string | undefined, lane: string): void {
  if (id === undefined) return;
  let tc = run.toolCalls.get(id);
  if (!tc) run.toolCalls.set(id, (tc = {}));
  const name = str(event, "toolCallName");
  if (name !== undefined) tc.toolCallName = name;
  const parent = str(event, "parentMessageId");
  if (parent !== undefined) tc.parentMessageId = parent;
  const sub = str(event, "subagentRunId");
  if (sub !== undefined) tc.subagentRunId = sub;
  const open = run.openSpans.get(lane);
  if (open !== undefined) run.spans.get(open)?.toolCallIds.add(id);
}

/** Folds one delivered event's ids and times into the run (O(1); reads no content). */
export function track(run: RunTracker, event: BaseEvent, at: AuditTime): void {
  const e = event as unknown as Record<string, unknown>;
  const lane = str(e, "subagentRunId") ?? "";
  run.eventCount++;
  switch (event.type as string) {
    case "REASONING_START": {
      const id = str(e, "messageId");
      if (id === undefined) return;
      const span: TrackedSpan = { startedAt: at, toolCallIds: new Set() };
      if (lane !== "") span.subagentRunId = lane;
      run.spans.set(id, span);
      run.openSpans.set(lane, id);
      return;
    }
    case "REASONING_END": {
      const id = str(e, "messageId");
      if (id === undefined) return;
      const span = run.spans.get(id);
      if (span) span.endedAt = at;
      else run.spans.set(id, { endedAt: at, toolCallIds: new Set() });
      if (run.openSpans.get(lane) === id) run.openSpans.delete(lane);
      return;
    }
    case "THINKING_START":
      run.opaque = true;
      run.legacyStarts.push(at);
      return;
    case "THINKING_END":
      run.legacyEnds.push(at);
      return;
    case "THINKING_TEXT_MESSAGE_START":
    case "MESSAGES_SNAPSHOT":
      run.opaque = true;
      return;
    case "REASONING_MESSAGE_START":
    case "REASONING_MESSAGE_CONTENT":
    case "REASONING_MESSAGE_END":
    case "REASONING_MESSAGE_CHUNK":
      if (str(e, "messageId") === undefined) run.opaque = true;
      return touchReasoning(run, str(e, "messageId"), at);
    case "REASONING_ENCRYPTED_VALUE":
      if (e.subtype === "tool-call") return touchToolCall(run, e, str(e, "entityId"), lane);
      return touchReasoning(run, str(e, "entityId"), at);
    case "TOOL_CALL_START":
    case "TOOL_CALL_ARGS":
    case "TOOL_CALL_END":
    case "TOOL_CALL_CHUNK":
    case "TOOL_CALL_RESULT":
      if (str(e, "toolCallId") === undefined) run.opaque = true;
      return touchToolCall(run, e, str(e, "toolCallId"), lane);
    case "TEXT_MESSAGE_START":
    case "TEXT_MESSAGE_CONTENT":
    case "TEXT_MESSAGE_END":
    case "TEXT_MESSAGE_CHUNK": {
      const id = str(e, "messageId");
      if (id !== undefined) run.textIds.add(id);
      else run.opaque = true;
      return;
    }
    case "RUN_FINISHED": {
      run.endedAt = at;
      const outcome = e.outcome as { type?: unknown } | undefined;
      run.end = { type: "finished", ...(typeof outcome?.type === "string" && { outcome: outcome.type }) };
      return;
    }
    case "RUN_ERROR":
      run.endedAt = at;
      run.end = { type: "error", ...(str(e, "code") !== undefined && { code: str(e, "code") }) };
      return;
  }
}
