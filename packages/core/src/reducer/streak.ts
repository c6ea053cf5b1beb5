import type { Draft } from "./draft";
import type { EventCommon } from "./eventTypes";
import type { Streak } from "./memory";
import { appendText } from "./text";

/** A value that may continue the streak, as it arrived (checked field by field before use). */
export type StreakInput = EventCommon & { messageId?: unknown; delta?: unknown };

/** A descriptor's fast path (`EventRule.continues`): applies `input` when it continues `streak`, else returns false having changed nothing. */
export type ContinueStreak = (d: Draft, streak: Streak, input: StreakInput) => boolean;

/**
 * The hot path of streaming, owned by the delta's descriptor (`events.ts`: `continues`). A delta continuing the
 * memory's streak — the same type and id as the event before it, which appended to that message — is handed to
 * its descriptor's `continues`, which makes the checks the general path would make and could fail on:
 * `conform`'s (its `required` fields `messageId` and `delta` strings; it has no `optional` ones; no
 * `subagentRunId`, so the lane rule has nothing to check), no `metadata` (the handler would merge it), the id is
 * the streak's, the run phase is `running` (`checkRunPhase` raises nothing then) and the message is still open
 * in its lifecycle owner — with direct property reads, as this runs for every delta. Anything else returns
 * false and takes the general path, which raises the same diagnostics it always does
 * (test/conformance/fastPaths.test.ts folds every fixture both ways; packages/core/test/reducer/events.test.ts pins the descriptors'
 * `required` / `optional` these checks restate).
 */
export function continueStreak(d: Draft, continues: ContinueStreak | undefined, input: unknown): boolean {
  const streak = d.m.streak;
  if (streak === null || continues === undefined || typeof input !== "object" || input === null) return false;
  return continues(d, streak, input as StreakInput);
}

/** The checks every content delta's fast path makes (see {@link continueStreak}); narrows `delta` to a string. */
function continuesDelta(d: Draft, streak: Streak, e: StreakInput): e is StreakInput & { delta: string } {
  return e.type === streak.type && e.messageId === streak.messageId && typeof e.delta === "string" && e.subagentRunId === undefined && e.metadata === undefined && d.phase() === "running";
}

/** `continues` of TEXT_MESSAGE_CONTENT: appends to the open text message of the streak. */
export function continueText(d: Draft, streak: Streak, e: StreakInput): boolean {
  return continuesDelta(d, streak, e) && d.m.text.isOpen(streak.target) && append(d, streak.target, e.delta);
}

/** `continues` of REASONING_MESSAGE_CONTENT: appends to the streaming reasoning message of the streak. */
export function continueReasoning(d: Draft, streak: Streak, e: StreakInput): boolean {
  return continuesDelta(d, streak, e) && d.m.reasoning.isOpen(streak.target) && append(d, streak.target, e.delta);
}

function append(d: Draft, target: string, delta: string): boolean {
  const m = d.editMessage(target);
  if (!m) return false;
  m.content = appendText(d.m, target, m.content, delta);
  return true;
}

/**
 * Called by the TEXT_MESSAGE_CONTENT and REASONING_MESSAGE_CONTENT handlers after a general-path append to
 * `target` (the message `messageId` resolves to): a parent-lane delta, with no chunk open anywhere and the
 * text non-empty, starts a streak (unless the reducer runs without streaks, see `AgentReducer`).
 */
export function startStreak(d: Draft, event: EventCommon & { type: Streak["type"] }, messageId: string, target: string, content: unknown): void {
  const m = d.m;
  if (!m.streaks || event.subagentRunId !== undefined || !content || m.chunks.size > 0 || m.chunks.reopenable) return;
  m.startStreak(event.type, messageId, target);
}
