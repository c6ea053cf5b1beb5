import { EventType } from "@ag-ui/core";
import type { BuiltEvent, ChunkFields, ChunkScope } from "./chunks";
import type { Draft } from "./draft";
import { reasoningEncryptedValue } from "./encryptedValues";
import type { EventOf } from "./eventTypes";
import { encryptedValueLane, toolCallResultLane, toolCallStartLane, type LaneKey } from "./lanes";
import type { ChunkLane } from "./chunkLanes";
import type { LegacyThinkingState, LooseEvent } from "../protocol/legacyThinking";
import { reasoningEnd, reasoningMessageContent, reasoningMessageEnd, reasoningMessageStart, reasoningStart } from "./reasoning";
import { runError, runFinished, runStarted } from "./run";
import { messagesSnapshot, stateDelta, stateSnapshot } from "./snapshots";
import { type ContinueStreak, continueReasoning, continueText } from "./streak";
import { textMessageContent, textMessageEnd, textMessageStart } from "./textMessages";
import { toolCallArgs, toolCallEnd, toolCallResult, toolCallStart } from "./toolCalls";

/**
 * Everything the reducer knows about one event type, in one place (docs/architecture.md, "Store and reducer"): adding an event
 * type to the kit is adding one entry to {@link CORE_EVENTS} or to one family's table (`families/`).
 */
export interface EventRule<T extends EventType> {
  /** Folds the event into the draft (absent: the event changes no state, e.g. RAW and CUSTOM). */
  apply?: (d: Draft, event: EventOf<T>) => void;
  /** String fields the event must carry; one missing or not a string is `invalid_event` (strict: thrown) and the event is ignored. */
  required?: readonly (keyof EventOf<T> & string)[];
  /**
   * String fields it may carry. One present but not a string is dropped before `apply` sees it (as the
   * handler would ignore it); `null` there is `null_field` (the protocol says omit it). `subagentRunId` is
   * optional on every event.
   */
  optional?: readonly string[];
  /** Which open chunk streams it closes before it applies (default `own`: the one of its own lane). */
  chunks?: ChunkScope;
  /** A chunk shorthand: the kind of stream it expands to (start / content / end; `chunks.ts`). */
  expands?: ChunkLane["kind"];
  /** Its lane rule: the entity it opens or continues (checked against the lane that opened it), or a rule of its own. */
  lane?: LaneKey | ((d: Draft, event: EventOf<T>) => void);
  /**
   * Its fast path (`streak.ts`): applies an event continuing the streak its handler started, after making the
   * checks this descriptor's `required` / `optional` / `lane` and the run phase imply; false (nothing changed)
   * sends the event down the general path.
   */
  continues?: ContinueStreak;
}

/** Descriptors by event type: the core's or a family's part of the table (each event type has its entry in exactly one of them). */
export type EventTable = { readonly [T in EventType]?: EventRule<T> };

/**
 * An event family (docs/architecture.md, "Store and reducer", "Event families as modules"): the descriptors of the event types it
 * handles, plus the pipeline hooks a family may need — the chunk shorthands' expansion and closing, the deprecated
 * THINKING_* mapping. The reducer's core ({@link CORE_EVENTS}: runs, text, reasoning, tool calls, encrypted values,
 * snapshots and state, RAW) is always there; `createAgentStore` adds every family (the default preset
 * `allEventFamilies`), `createAgentStoreWith(families)` only those it is given.
 */
export interface EventFamily {
  /** One descriptor per event type the family handles. */
  readonly events: EventTable;
  /** Chunk shorthands: closing open chunk streams before another event, expanding a chunk (the chunk family, `chunks.ts`). */
  readonly chunks?: {
    close(d: Draft, event: BuiltEvent, scope: ChunkScope): BuiltEvent[] | undefined;
    expand(d: Draft, kind: ChunkLane["kind"], event: ChunkFields): BuiltEvent[];
  };
  /** Deprecated THINKING_*: one event mapped onto REASONING_* events (`legacyThinking.ts`). */
  readonly legacy?: (event: LooseEvent, state: LegacyThinkingState) => LooseEvent[];
}

/** A reducer's whole table: the core's descriptors and its families', with the families' hooks. */
export interface ComposedEvents {
  readonly events: EventTable;
  readonly chunks: EventFamily["chunks"];
  readonly legacy: EventFamily["legacy"];
}

const message = (opens?: true): LaneKey => ({ entity: "message", id: "messageId", opens });
const toolCall: LaneKey = { entity: "toolCall", id: "toolCallId" };
const reasoning = (opens?: true): LaneKey => ({ entity: "reasoning", id: "messageId", opens });

/**
 * The reducer's core: one descriptor per AG-UI 1.x event type every store handles — runs, text, tool calls,
 * reasoning, encrypted values, snapshots and state, RAW. What each handler opens or closes is in its own
 * docstring. The other event types are the families' (`families/`): subagents, chunk shorthands, activity,
 * steps, CUSTOM and the deprecated id-less THINKING_* events (mapped onto REASONING_* events before the table is read).
 */
export const CORE_EVENTS: EventTable = {
  [EventType.RUN_STARTED]: { apply: runStarted, optional: ["threadId", "runId"], chunks: "all" },
  [EventType.RUN_FINISHED]: { apply: runFinished, chunks: "all" },
  [EventType.RUN_ERROR]: { apply: runError, optional: ["message", "code"], chunks: "all" },

  [EventType.TEXT_MESSAGE_START]: { apply: textMessageStart, required: ["messageId"], optional: ["role", "name"], lane: message(true) },
  [EventType.TEXT_MESSAGE_CONTENT]: { apply: textMessageContent, required: ["messageId", "delta"], lane: message(), continues: continueText },
  [EventType.TEXT_MESSAGE_END]: { apply: textMessageEnd, required: ["messageId"], lane: message() },

  [EventType.TOOL_CALL_START]: { apply: toolCallStart, required: ["toolCallId"], optional: ["toolCallName", "parentMessageId"], lane: toolCallStartLane },
  [EventType.TOOL_CALL_ARGS]: { apply: toolCallArgs, required: ["toolCallId", "delta"], lane: toolCall },
  [EventType.TOOL_CALL_END]: { apply: toolCallEnd, required: ["toolCallId"], lane: toolCall },
  [EventType.TOOL_CALL_RESULT]: { apply: toolCallResult, required: ["messageId", "toolCallId"], optional: ["error"], lane: toolCallResultLane },

  [EventType.REASONING_START]: { apply: reasoningStart, required: ["messageId"], optional: ["title"], lane: reasoning(true) },
  [EventType.REASONING_MESSAGE_START]: { apply: reasoningMessageStart, required: ["messageId"], lane: reasoning(true) },
  [EventType.REASONING_MESSAGE_CONTENT]: { apply: reasoningMessageContent, required: ["messageId", "delta"], lane: reasoning(), continues: continueReasoning },
  [EventType.REASONING_MESSAGE_END]: { apply: reasoningMessageEnd, required: ["messageId"], lane: reasoning() },
  [EventType.REASONING_END]: { apply: reasoningEnd, required: ["messageId"], lane: reasoning() },
  [EventType.REASONING_ENCRYPTED_VALUE]: { apply: reasoningEncryptedValue, required: ["subtype", "entityId", "encryptedValue"], chunks: "none", lane: encryptedValueLane },

  [EventType.MESSAGES_SNAPSHOT]: { apply: messagesSnapshot, chunks: "all" },
  [EventType.STATE_SNAPSHOT]: { apply: stateSnapshot },
  [EventType.STATE_DELTA]: { apply: stateDelta },

  // RAW changes no state: applications receive it through `addEventListener`.
  [EventType.RAW]: { chunks: "none" },
};

/** The core's table with `families` added (their hooks too): what one reducer reads, built once per reducer. */
export function composeEvents(families: readonly EventFamily[]): ComposedEvents {
  let events: EventTable = CORE_EVENTS;
  let chunks: EventFamily["chunks"];
  let legacy: EventFamily["legacy"];
  for (const f of families) {
    events = { ...events, ...f.events };
    chunks ??= f.chunks;
    legacy ??= f.legacy;
  }
  return { events, chunks, legacy };
}
