import type { EventType } from "@ag-ui/core";
import type { Draft } from "./draft";
import type { EventRule } from "./events";
import type { EventCommon } from "./eventTypes";
import type { Streak } from "./memory";
import { appendText } from "./text";

const NONE: readonly string[] = [];

/**
 * The hot path of streaming, owned by the delta's descriptor (`events.ts`: `continues`). A delta continuing the
 * memory's streak — the same type and id as the event before it, which appended to that message — passes the
 * descriptor's own checks here, the ones the general path would make and could fail on: `conform` (every
 * `required` field a string, no `optional` field, no `subagentRunId`: the lane rule then has nothing to check),
 * no `metadata` (the handler would merge it), the id its lane key names is the streak's, the run phase is
 * `running` (`checkRunPhase` raises nothing then) and the message is still open in its lifecycle owner. Then the
 * descriptor's `continues` appends it. Anything else returns false and takes the general path, which raises
 * the same diagnostics it always does (test/conformance/fastPaths.test.ts folds every fixture both ways).
 */
export function continueStreak<T extends EventType>(d: Draft, rule: EventRule<T>, input: unknown): boolean {
  const streak = d.m.streak;
  const continues = rule.continues;
  const key = rule.lane;
  if (streak === null || continues === undefined || typeof key !== "object" || typeof input !== "object" || input === null) return false;
  const e = input as EventCommon & Record<string, unknown>;
  if (e.type !== streak.type || e[key.id] !== streak.messageId || e.subagentRunId !== undefined || e.metadata !== undefined) return false;
  for (const f of rule.required ?? NONE) if (typeof e[f] !== "string") return false;
  for (const f of rule.optional ?? NONE) if (e[f] !== undefined) return false;
  if (d.m.run.phase !== "running") return false;
  return continues(d, streak.target, e.delta as string);
}

/** `continues` of TEXT_MESSAGE_CONTENT: appends to the open text message `target`. */
export function continueText(d: Draft, target: string, delta: string): boolean {
  return d.m.text.isOpen(target) && append(d, target, delta);
}

/** `continues` of REASONING_MESSAGE_CONTENT: appends to the streaming reasoning message `target`. */
export function continueReasoning(d: Draft, target: string, delta: string): boolean {
  return d.m.reasoning.isOpen(target) && append(d, target, delta);
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
  m.streak = { type: event.type, messageId, target };
}
