import type { BaseEvent } from "@ag-ui/core";
import type { Draft } from "./draft";
import { appendText } from "./text";

/**
 * The hot path of streaming. A delta that continues the session's streak — the same type and `messageId`
 * as the event before it, which appended to that message — is appended straight away: everything the
 * general path checks held for the event that started the streak and nothing has happened since (any
 * other event or store action ends the streak): the run is running, the message is open and, for reasoning,
 * already non-empty (its visibility settled), no chunk is open, no rule can be broken. A continuing delta
 * must carry a string `delta` and no `subagentRunId` or `metadata`; anything else returns false and takes
 * the general path.
 */
export function continueStreak(d: Draft, input: unknown): boolean {
  const streak = d.session.streak;
  if (streak === null || typeof input !== "object" || input === null) return false;
  const e = input as Record<string, unknown>;
  const delta = e.delta;
  if (typeof delta !== "string" || e.messageId !== streak.messageId || e.type !== streak.type || e.subagentRunId !== undefined || e.metadata !== undefined) return false;
  const m = d.editMessage(streak.target);
  if (!m) return false;
  m.content = appendText(d.session, streak.target, m.content, delta);
  return true;
}

/**
 * Called by the TEXT_MESSAGE_CONTENT and REASONING_MESSAGE_CONTENT handlers after a general-path append to
 * `target` (the message `messageId` resolves to): a parent-lane delta, with no chunk open anywhere and the
 * text non-empty, starts a streak.
 */
export function startStreak(d: Draft, event: BaseEvent, messageId: string, target: string, content: unknown): void {
  const s = d.session;
  if ((event as { subagentRunId?: unknown }).subagentRunId !== undefined || !content || s.chunks.size > 0 || s.reopenable > 0) return;
  s.streak = { type: event.type, messageId, target };
}
