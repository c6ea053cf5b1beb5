/**
 * The event pipeline (docs/architecture.md §5): one incoming event from the wire to its handler — the streak's
 * fast path, validation, the run-phase check, the deprecated THINKING_* mapping, the descriptor's field check
 * (`conform`), chunk expansion and closing, the lane rule, then the handler of `events.ts`.
 */
import { EventType } from "@ag-ui/core";
import { isAgUiEvent, isKnownEventType, isLegacyThinkingEvent } from "../protocol/guards";
import { mapLegacyThinkingEvent } from "../protocol/legacyThinking";
import { closeChunksBefore, expandChunk, type BuiltEvent, type ChunkFields } from "./chunks";
import type { Draft } from "./draft";
import { EVENTS, type EventRule } from "./events";
import type { EventOf } from "./eventTypes";
import { checkLane } from "./lanes";
import { openRunRecord } from "./runRecords";
import { continueStreak } from "./streak";
import { checkRunPhase, violation } from "./strict";

/**
 * Folds one incoming event: a delta continuing a streak straight away (`streak.ts`); anything else: validated
 * (an object with a string type of a known kind), run phase checked, deprecated THINKING_* mapped to
 * REASONING_*, then dispatched. Lenient: never throws; strict: throws `AgentProtocolError` before the
 * offending event changes anything.
 */
export function applyOne(d: Draft, input: unknown): void {
  d.m.changes.nextEvent();
  const streak = d.m.streak;
  if (streak !== null && continueStreak(d, EVENTS[streak.type].continues, input)) return;
  d.m.beginEvent(input);
  if (!isAgUiEvent(input)) return violation(d, "invalid_event", NOT_EVENT);
  const event = input as BuiltEvent & { type: string };
  const type = event.type;
  if (!isKnownEventType(type)) return d.diag("unknown_event_type", { type: type.slice(0, 64) }, type.slice(0, 64), type);
  checkRunPhase(d, event);
  if (d.phase() === "none" && type !== EventType.RUN_STARTED) d.m.run.started();
  if (d.data.status === "idle" && type !== EventType.RUN_STARTED) {
    d.data.status = "running";
    openRunRecord(d, d.data.runId, d.time(event)); // events without RUN_STARTED still make a turn
  }
  if (isLegacyThinkingEvent(event)) for (const e of mapLegacyThinkingEvent(event, d.m.legacy)) dispatch(d, e.type as EventType, e as BuiltEvent);
  else dispatch(d, type as EventType, event);
}

const NOT_EVENT = { variant: "not_event" } as const;

/** The descriptor of event type `T` (a typed lookup: `EventRule<T>`, no cast). */
function ruleOf<T extends EventType>(type: T): EventRule<T> {
  return EVENTS[type];
}

const NONE: readonly string[] = [];

/**
 * The event with the string fields its rule names checked, as the handler's type `EventOf<T>` (that check is
 * what makes the narrowing true): `undefined` (after `invalid_event`) when a required one is missing; optional
 * ones that are not strings are dropped from a copy (`null`: `null_field`).
 */
function conform<T extends EventType>(d: Draft, rule: EventRule<T>, event: BuiltEvent): EventOf<T> | undefined {
  for (const f of rule.required ?? NONE) {
    if (typeof event[f] !== "string") {
      violation(d, "invalid_event", { variant: "field", type: event.type, field: f }, event.type);
      return undefined;
    }
  }
  let out = event;
  const sub = event.subagentRunId as unknown;
  if (sub !== undefined && typeof sub !== "string") out = { ...event, subagentRunId: undefined };
  for (const f of rule.optional ?? NONE) {
    const v = event[f];
    if (v === undefined || typeof v === "string") continue;
    if (v === null) violation(d, "null_field", { type: event.type, field: f }, event.type, `null:${event.type}:${f}`);
    if (out === event) out = { ...event };
    delete out[f];
  }
  return out as EventOf<T>;
}

/** Checks the event against its descriptor, then chunk expansion / closing by the rule, the lane rule and the handler. Allocates nothing when no chunk is involved. */
function dispatch<T extends EventType>(d: Draft, type: T, input: BuiltEvent): void {
  const rule = ruleOf(type);
  const event = conform(d, rule, input);
  if (!event) return;
  if (rule.expands) {
    for (const e of expandChunk(d, rule.expands, event as ChunkFields)) handleBuilt(d, e);
    return;
  }
  const ends = closeChunksBefore(d, event, rule.chunks ?? "own");
  if (ends) for (const e of ends) handleBuilt(d, e);
  handle(d, rule, event);
}

/** An event the reducer built itself (`buildEvent`: typed, complete), handled by its own descriptor. */
function handleBuilt(d: Draft, event: BuiltEvent): void {
  const type = event.type as EventType;
  handle(d, ruleOf(type), event as EventOf<typeof type>);
}

/** The lane rule, then the handler, of one descriptor for its own event type. */
function handle<T extends EventType>(d: Draft, rule: EventRule<T>, event: EventOf<T>): void {
  const lane = rule.lane;
  if (typeof lane === "function") lane(d, event);
  else if (lane) checkLane(d, event, lane);
  rule.apply?.(d, event);
}
