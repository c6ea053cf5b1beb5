import type { Message } from "@ag-ui/core";
import type { AgentState, RunStatus, TurnOutcome, TurnRecord } from "../types";
import type { AgentStateData } from "./draft";

/** How many turns the state remembers (the oldest are dropped first); bounds `turns` whatever the session length. */
export const MAX_TURNS = 500;

/** Error codes that mean the stream was cut, not that the agent failed (docs/architecture.md §3). */
const CUT = new Set(["stream_ended", "network_error", "idle_timeout", "frame_too_large", "buffer_overflow"]);

function outcomeOf(status: RunStatus, code: string | undefined): TurnOutcome {
  if (status === "running") return "running";
  if (status === "cancelled") return "stopped";
  if (status === "error") return code !== undefined && CUT.has(code) ? "interrupted" : "failed";
  return "finished";
}

function lastUserId(messages: readonly Message[]): string | undefined {
  for (let i = messages.length - 1; i >= 0; i--) if (messages[i]!.role === "user") return messages[i]!.id;
  return undefined;
}

/**
 * The next `turns` after one reducer step from `prev` to `next`: a run that starts opens a record (its question is
 * the last user message); a run that settles closes it with its outcome, error, usage and last message. O(1) per
 * step except the backwards search for the last user message at a run's start. Returns `prev.turns` when nothing
 * about runs changed.
 */
export function nextTurns(prev: AgentStateData, next: AgentStateData): readonly TurnRecord[] {
  const turns = prev.turns;
  const started = next.status === "running" && (prev.status !== "running" || next.runId !== prev.runId);
  const settled = prev.status === "running" && next.status !== "running";
  if (!started && !settled) return turns;
  const out = turns.slice();
  const open = out.length > 0 && out[out.length - 1]!.outcome === "running" ? out.length - 1 : -1;
  const now = Date.now();
  if (settled || (started && open >= 0)) {
    // A run that starts while another is still open settles the old one as interrupted (its stream is gone).
    const status = settled ? next.status : "error";
    const record = open >= 0 ? out[open]! : { runId: prev.runId ?? "", outcome: "running" as const, startedAt: now };
    const last = next.messages[next.messages.length - 1];
    const closed: TurnRecord = {
      ...record,
      runId: record.runId || (next.runId ?? ""),
      outcome: settled ? outcomeOf(status, next.error?.code) : "interrupted",
      endedAt: now,
      ...(last && { lastMessageId: last.id }),
      ...(settled && next.status === "error" && next.error && { error: next.error }),
      ...(settled && next.usage && { usage: next.usage }),
    };
    if (open >= 0) out[open] = closed;
    else out.push(closed);
  }
  if (started) {
    const userMessageId = lastUserId(next.messages);
    out.push({ runId: next.runId ?? "", outcome: "running", startedAt: now, ...(userMessageId !== undefined && { userMessageId }) });
  }
  if (out.length > MAX_TURNS) out.splice(0, out.length - MAX_TURNS);
  return out;
}

/**
 * The state rewound to just after message `messageId` (kept, with everything before it, their reasoning and spans),
 * dropping every later message, their bookkeeping and the turns that produced them; status `idle`, no error. The
 * encrypted values on kept messages and tool calls are the same strings (nothing is copied or re-encoded).
 * `undefined` when `messageId` is unknown.
 */
export function rewindTo(state: AgentStateData, messageId: string): AgentStateData | undefined {
  const index = state.messages.findIndex((m) => m.id === messageId);
  if (index < 0) return undefined;
  const messages = state.messages.slice(0, index + 1);
  const kept = new Set(messages.map((m) => m.id));
  const reasoning = Object.create(null) as AgentState["reasoning"];
  for (const id in state.reasoning) if (kept.has(id)) reasoning[id] = state.reasoning[id]!;
  const spans = Object.create(null) as AgentState["spans"];
  for (const id in state.spans) {
    const span = state.spans[id]!;
    const ids = span.messageIds.filter((m) => kept.has(m));
    if (ids.length > 0) spans[id] = ids.length === span.messageIds.length ? span : { ...span, messageIds: ids };
  }
  const turns = state.turns.filter((t) => t.outcome !== "running" && t.lastMessageId !== undefined && kept.has(t.lastMessageId) && t.userMessageId !== messageId);
  return { ...state, messages, reasoning, spans, turns, status: "idle", error: undefined, outcome: undefined, usage: undefined, steps: [] };
}
