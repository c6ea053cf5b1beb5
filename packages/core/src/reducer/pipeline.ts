/**
 * The event pipeline (docs/architecture.md, "Store and reducer"): one incoming event from the wire to its handler — the streak's
 * fast path, validation, the run-phase check, the deprecated THINKING_* mapping, the descriptor's field check
 * (`conform`), chunk expansion and closing, the lane rule, then the handler of `events.ts`.
 */
import { EventType } from "@ag-ui/core";
import { isAgUiEvent, isKnownEventType, isLegacyThinkingEvent } from "../protocol/guards";
import type { BuiltEvent, ChunkFields } from "./chunks";
import type { Draft } from "./draft";
import type { ComposedEvents, EventRule } from "./events";
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
export function applyOne(d: Draft, input: unknown, t: ComposedEvents): void {
  d.m.changes.nextEvent();
  const streak = d.m.streak;
  if (streak !== null && continueStreak(d, t.events[streak.type]?.continues, input)) return;
  d.m.beginEvent(input);
  if (!isAgUiEvent(input)) return violation(d, "invalid_event", NOT_EVENT);
  const event = input as BuiltEvent & { type: string };
  const type = event.type;
  if (!isKnownEventType(type)) return d.diag("unknown_event_type", { type: type.slice(0, 64) }, type.slice(0, 64), type);
  const legacy = isLegacyThinkingEvent(event) ? t.legacy : undefined;
  if (legacy === undefined && t.events[type as EventType] === undefined) return d.diag("event_family_missing", { type }, type, type); // a family this store was not given
  checkRunPhase(d, event);
  if (d.phase() === "none" && type !== EventType.RUN_STARTED) d.m.run.started();
  if (d.data.status === "idle" && type !== EventType.RUN_STARTED) {
    d.data.status = "running";
    openRunRecord(d, d.data.runId, d.time(event)); // events without RUN_STARTED still make a turn
  }
  if (legacy) for (const e of legacy(event, d.m.legacy)) dispatch(d, e.type as EventType, e as BuiltEvent, t);
  else dispatch(d, type as EventType, event, t);
}

const NOT_EVENT = { variant: "not_event" } as const;

/**
 * The descriptor of event type `T` in the reducer's table: present for every type `applyOne` dispatches (it
 * checked) and for the core's start / content / end events the reducer builds itself.
 */
function ruleOf<T extends EventType>(t: ComposedEvents, type: T): EventRule<T> {
  return t.events[type] as EventRule<T>;
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
function dispatch<T extends EventType>(d: Draft, type: T, input: BuiltEvent, t: ComposedEvents): void {
  const rule = ruleOf(t, type);
  const event = conform(d, rule, input);
  if (!event) return;
  const chunks = t.chunks; // the chunk family's hooks: without them no chunk stream is ever open
  if (!chunks) return handle(d, rule, event);
  if (rule.expands) {
    for (const e of chunks.expand(d, rule.expands, event as ChunkFields)) handleBuilt(d, e, t);
    return;
  }
  const ends = chunks.close(d, event, rule.chunks ?? "own");
  if (ends) for (const e of ends) handleBuilt(d, e, t);
  handle(d, rule, event);
}

/** An event the reducer built itself (`buildEvent`: typed, complete), handled by its own descriptor. */
function handleBuilt(d: Draft, event: BuiltEvent, t: ComposedEvents): void {
  const type = event.type as EventType;
  handle(d, ruleOf(t, type), event as EventOf<typeof type>);
}

/** The lane rule, then the handler, of one descriptor for its own event type. */
function handle<T extends EventType>(d: Draft, rule: EventRule<T>, event: EventOf<T>): void {
  const lane = rule.lane;
  if (typeof lane === "function") lane(d, event);
  else if (lane) checkLane(d, event, lane);
  rule.apply?.(d, event);
}
