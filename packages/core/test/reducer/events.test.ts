/**
 * `reducer/events.ts` — the one descriptor per AG-UI event type (issue 28, item 8). This pins each descriptor's
 * declared fields: what a handler may assume (`required`), what is dropped when not a string (`optional`), which
 * open chunk streams it closes, what it expands to, its lane rule and whether it has a fast path. `streak.ts`'s
 * fast path restates the content deltas' `required` / `optional` / lane (see its docstring); a change here that
 * is not made there too fails this file first.
 */
import { EventType } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { CORE_EVENTS, composeEvents, type EventRule } from "../../src/reducer/events";
import { allEventFamilies } from "../../src/reducer/families/index";

/** The whole table a default store reads: the core's descriptors and every family's (issue 31: families as modules). */
const EVENTS = composeEvents(allEventFamilies).events as { readonly [T in EventType]: EventRule<T> };
import { continueReasoning, continueText } from "../../src/reducer/streak";

type Pin = { required?: string[]; optional?: string[]; chunks?: string; expands?: string; lane?: string | { entity: string; id: string; opens?: true }; continues?: true; apply: boolean };

/** What each descriptor declares, written out (a lane rule of its own is named by its function). */
const PINNED: Record<EventType, Pin> = {
  RUN_STARTED: { optional: ["threadId", "runId"], chunks: "all", apply: true },
  RUN_FINISHED: { chunks: "all", apply: true },
  RUN_ERROR: { optional: ["message", "code"], chunks: "all", apply: true },
  STEP_STARTED: { required: ["stepName"], apply: true },
  STEP_FINISHED: { required: ["stepName"], apply: true },
  TEXT_MESSAGE_START: { required: ["messageId"], optional: ["role", "name"], lane: { entity: "message", id: "messageId", opens: true }, apply: true },
  TEXT_MESSAGE_CONTENT: { required: ["messageId", "delta"], lane: { entity: "message", id: "messageId" }, continues: true, apply: true },
  TEXT_MESSAGE_END: { required: ["messageId"], lane: { entity: "message", id: "messageId" }, apply: true },
  TEXT_MESSAGE_CHUNK: { expands: "text", optional: ["messageId", "delta", "role", "name"], apply: false },
  TOOL_CALL_START: { required: ["toolCallId"], optional: ["toolCallName", "parentMessageId"], lane: "toolCallStartLane", apply: true },
  TOOL_CALL_ARGS: { required: ["toolCallId", "delta"], lane: { entity: "toolCall", id: "toolCallId" }, apply: true },
  TOOL_CALL_END: { required: ["toolCallId"], lane: { entity: "toolCall", id: "toolCallId" }, apply: true },
  TOOL_CALL_CHUNK: { expands: "tool", optional: ["toolCallId", "delta", "toolCallName", "parentMessageId"], apply: false },
  TOOL_CALL_RESULT: { required: ["messageId", "toolCallId"], optional: ["error"], lane: "toolCallResultLane", apply: true },
  REASONING_START: { required: ["messageId"], optional: ["title"], lane: { entity: "reasoning", id: "messageId", opens: true }, apply: true },
  REASONING_MESSAGE_START: { required: ["messageId"], lane: { entity: "reasoning", id: "messageId", opens: true }, apply: true },
  REASONING_MESSAGE_CONTENT: { required: ["messageId", "delta"], lane: { entity: "reasoning", id: "messageId" }, continues: true, apply: true },
  REASONING_MESSAGE_END: { required: ["messageId"], lane: { entity: "reasoning", id: "messageId" }, apply: true },
  REASONING_MESSAGE_CHUNK: { expands: "reasoning", optional: ["messageId", "delta"], apply: false },
  REASONING_END: { required: ["messageId"], lane: { entity: "reasoning", id: "messageId" }, apply: true },
  REASONING_ENCRYPTED_VALUE: { required: ["subtype", "entityId", "encryptedValue"], chunks: "none", lane: "encryptedValueLane", apply: true },
  MESSAGES_SNAPSHOT: { chunks: "all", apply: true },
  STATE_SNAPSHOT: { apply: true },
  STATE_DELTA: { apply: true },
  ACTIVITY_SNAPSHOT: { required: ["messageId", "activityType"], chunks: "none", lane: "activitySnapshotLane", apply: true },
  ACTIVITY_DELTA: { required: ["messageId"], optional: ["activityType"], chunks: "none", lane: { entity: "activity", id: "messageId" }, apply: true },
  SUBAGENT_STARTED: { required: ["subagentRunId"], optional: ["name", "description", "parentSubagentRunId", "parentToolCallId", "parentMessageId"], chunks: "none", apply: true },
  SUBAGENT_FINISHED: { required: ["subagentRunId"], apply: true },
  SUBAGENT_ERROR: { required: ["subagentRunId"], optional: ["message", "code"], apply: true },
  RAW: { chunks: "none", apply: false },
  CUSTOM: { apply: true },
} as Record<EventType, Pin>;

/** A descriptor as plain data, in the pin's shape. */
function declared(type: EventType): Pin {
  const rule = EVENTS[type] as { apply?: unknown; required?: readonly string[]; optional?: readonly string[]; chunks?: string; expands?: string; lane?: unknown; continues?: unknown };
  const out: Pin = { apply: typeof rule.apply === "function" };
  if (rule.required) out.required = [...rule.required];
  if (rule.optional) out.optional = [...rule.optional];
  if (rule.chunks) out.chunks = rule.chunks;
  if (rule.expands) out.expands = rule.expands;
  if (typeof rule.lane === "function") out.lane = rule.lane.name;
  else if (rule.lane) {
    const { entity, id, opens } = rule.lane as { entity: string; id: string; opens?: true };
    out.lane = opens ? { entity, id, opens } : { entity, id };
  }
  if (rule.continues) out.continues = true;
  return out;
}

describe("EVENTS: one descriptor per AG-UI event type", () => {
  it("covers every event type of @ag-ui/core and nothing else", () => {
    expect(Object.keys(EVENTS).sort()).toEqual(Object.values(EventType).sort());
  });

  it("has each event type's entry in exactly one place: the core or one family", () => {
    const places = [CORE_EVENTS, ...allEventFamilies.map((f) => f.events)];
    for (const type of Object.values(EventType)) expect([type, places.filter((p) => p[type] !== undefined).length]).toEqual([type, 1]);
  });

  it.each(Object.values(EventType))("%s declares what it is pinned to", (type) => {
    expect(declared(type)).toEqual(PINNED[type]);
  });

  it("a chunk shorthand only expands (no handler, no lane rule: its expansion's events carry them)", () => {
    for (const type of Object.values(EventType)) {
      const rule = EVENTS[type];
      if (rule.expands) expect([type, rule.apply, rule.lane]).toEqual([type, undefined, undefined]);
    }
  });

  it("only the two content deltas have a fast path, each with its own; their checks restate these descriptors", () => {
    const fast = Object.values(EventType).filter((t) => EVENTS[t].continues);
    expect(fast.sort()).toEqual([EventType.REASONING_MESSAGE_CONTENT, EventType.TEXT_MESSAGE_CONTENT].sort());
    expect(EVENTS[EventType.TEXT_MESSAGE_CONTENT].continues).toBe(continueText);
    expect(EVENTS[EventType.REASONING_MESSAGE_CONTENT].continues).toBe(continueReasoning);
    // streak.ts checks `messageId` and `delta` as strings and nothing optional: exactly these descriptors' fields
    for (const t of fast) expect([EVENTS[t].required, EVENTS[t].optional]).toEqual([["messageId", "delta"], undefined]);
  });
});
