import { Lifecycle } from "../lifecycle/lifecycle";
import type { AgentChange } from "../reducer/changes";
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
  /** The spans open per lane (the innermost is the lane's last): the kit's span lifecycle owner. */
  openSpans: Lifecycle;
  reasoning: Map<string, TrackedTimes>;
  toolCalls: Map<string, { toolCallName?: string; parentMessageId?: string; subagentRunId?: string }>;
  textIds: Set<string>;
  /**
   * The run had a MESSAGES_SNAPSHOT, whose items no change named one by one: new items in the state that
   * nothing named are then attributed to this run.
   */
  opaque: boolean;
  /** The store's status when the transport ended the stream (`endStream`), captured when it happened. */
  settled?: { status: "finished" | "error" | "cancelled"; errorCode?: string };
  /** Set by the `run-finished` / `run-error` change. */
  end?: { type: "finished"; outcome?: string } | { type: "error"; code?: string };
}

export function newRun(threadId: string, runId: string | undefined, startedAt?: AuditTime): RunTracker {
  return {
    threadId,
    runId,
    startedAt,
    eventCount: 0,
    spans: new Map(),
    openSpans: new Lifecycle("span"),
    reasoning: new Map(),
    toolCalls: new Map(),
    textIds: new Set(),
    opaque: false,
  };
}

/** Both clocks for a change delivered at `client` (the agent's `timestamp` of the event that caused it, when it had one). */
export function timeOf(change: { agentAt?: number }, client: number): AuditTime {
  return change.agentAt !== undefined ? { agent: change.agentAt, client } : { client };
}

function touchReasoning(run: RunTracker, id: string, at: AuditTime): void {
  const t = run.reasoning.get(id);
  if (t) t.last = at;
  else run.reasoning.set(id, { first: at, last: at });
}

function touchToolCall(run: RunTracker, id: string, lane: string | undefined, seen: { toolCallName?: string; parentMessageId?: string } = {}): void {
  let tc = run.toolCalls.get(id);
  if (!tc) run.toolCalls.set(id, (tc = {}));
  if (seen.toolCallName !== undefined) tc.toolCallName = seen.toolCallName;
  if (seen.parentMessageId !== undefined) tc.parentMessageId = seen.parentMessageId;
  if (lane !== undefined) tc.subagentRunId = lane;
  const open = run.openSpans.lastIn(lane);
  if (open !== undefined) run.spans.get(open)?.toolCallIds.add(id);
}

/**
 * Folds one of the reducer's typed changes into the run (O(1); no content exists in a change). Ids are the
 * state's own (after aliasing, chunk expansion and the deprecated THINKING_* mapping), so nothing is guessed.
 */
export function track(run: RunTracker, change: AgentChange, at: AuditTime): void {
  switch (change.type) {
    case "span-started": {
      const span: TrackedSpan = { startedAt: at, toolCallIds: new Set() };
      if (change.lane !== undefined) span.subagentRunId = change.lane;
      run.spans.set(change.spanId, span);
      run.openSpans.open(change.spanId, change.lane);
      return;
    }
    case "span-ended": {
      const span = run.spans.get(change.spanId);
      if (span) span.endedAt = at;
      else run.spans.set(change.spanId, { endedAt: at, toolCallIds: new Set() });
      run.openSpans.close(change.spanId);
      return;
    }
    case "messages-snapshot":
      run.opaque = true;
      return;
    case "reasoning-started":
    case "reasoning-ended":
      return touchReasoning(run, change.messageId, at);
    case "encrypted-value-attached":
      if (change.subtype === "tool-call") return touchToolCall(run, change.entityId, change.lane);
      return touchReasoning(run, change.entityId, at);
    case "tool-call-started":
      return touchToolCall(run, change.toolCallId, change.lane, change);
    case "tool-call-ended":
    case "tool-call-result":
      return touchToolCall(run, change.toolCallId, change.lane);
    case "text-started":
      run.textIds.add(change.messageId);
      return;
    case "run-finished":
      run.endedAt = at;
      run.end = { type: "finished", ...(change.outcome !== undefined && { outcome: change.outcome }) };
      return;
    case "run-error":
      run.endedAt = at;
      run.end = { type: "error", ...(change.code !== undefined && { code: change.code }) };
      return;
  }
}
