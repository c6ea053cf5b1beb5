import type { Draft } from "./draft";
import type { EventCommon } from "./eventTypes";
import { appendText } from "./text";

/**
 * The hot path of streaming. A delta that continues the memory's streak — the same type and `messageId`
 * as the event before it, which appended to that message — is appended straight away: everything the
 * general path checks held for the event that started the streak and nothing has happened since (the
 * reducer ends the streak on any other event and on every command): the run is running, the message is
 * open and, for reasoning, already non-empty (its visibility settled), no chunk is open, no rule can be
 * broken. A continuing delta must carry a string `delta` and no `subagentRunId` or `metadata`; anything
 * else returns false and takes the general path.
 */
export function continueStreak(d: Draft, input: unknown): boolean {
  const streak = d.m.streak;
  if (streak === null || typeof input !== "object" || input === null) return false;
  const e = input as { type?: unknown; messageId?: unknown; delta?: unknown; subagentRunId?: unknown; metadata?: unknown };
  const delta = e.delta;
  if (typeof delta !== "string" || e.messageId !== streak.messageId || e.type !== streak.type || e.subagentRunId !== undefined || e.metadata !== undefined) return false;
  const m = d.editMessage(streak.target);
  if (!m) return false;
  m.content = appendText(d.m, streak.target, m.content, delta);
  return true;
}

/**
 * Called by the TEXT_MESSAGE_CONTENT and REASONING_MESSAGE_CONTENT handlers after a general-path append to
 * `target` (the message `messageId` resolves to): a parent-lane delta, with no chunk open anywhere and the
 * text non-empty, starts a streak (unless the reducer runs without streaks, see `AgentReducer`).
 */
export function startStreak(d: Draft, event: EventCommon, messageId: string, target: string, content: unknown): void {
  const m = d.m;
  if (!m.streaks || event.subagentRunId !== undefined || !content || m.chunks.open.size > 0 || m.chunks.reopenable > 0) return;
  m.streak = { type: event.type, messageId, target };
}
