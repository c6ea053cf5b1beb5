import { EventType } from "@ag-ui/core";
import { activityDelta, activitySnapshot } from "./activity";
import type { ChunkScope } from "./chunks";
import type { Draft } from "./draft";
import { customEvent } from "./custom";
import { reasoningEncryptedValue } from "./encryptedValues";
import type { EventOf } from "./eventTypes";
import { activitySnapshotLane, encryptedValueLane, toolCallResultLane, toolCallStartLane, type LaneKey } from "./lanes";
import type { ChunkLane } from "./chunkLanes";
import { reasoningEnd, reasoningMessageContent, reasoningMessageEnd, reasoningMessageStart, reasoningStart } from "./reasoning";
import { runError, runFinished, runStarted } from "./run";
import { messagesSnapshot, stateDelta, stateSnapshot } from "./snapshots";
import { stepFinished, stepStarted } from "./steps";
import { type ContinueStreak, continueReasoning, continueText } from "./streak";
import { subagentError, subagentFinished, subagentStarted } from "./subagents";
import { textMessageContent, textMessageEnd, textMessageStart } from "./textMessages";
import { toolCallArgs, toolCallEnd, toolCallResult, toolCallStart } from "./toolCalls";

/**
 * Everything the reducer knows about one event type, in one place (docs/architecture.md §5): adding an event
 * type to the kit is adding one entry to {@link EVENTS}.
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

const message = (opens?: true): LaneKey => ({ entity: "message", id: "messageId", opens });
const toolCall: LaneKey = { entity: "toolCall", id: "toolCallId" };
const reasoning = (opens?: true): LaneKey => ({ entity: "reasoning", id: "messageId", opens });

/**
 * One descriptor per AG-UI 1.x event type: its handler, the string fields it needs, how it treats open chunk
 * streams, its lane rule. What each handler opens or closes is in its own docstring; the deprecated id-less
 * THINKING_* events are mapped onto REASONING_* events before this table is read (`legacyThinking.ts`).
 */
export const EVENTS: { readonly [T in EventType]: EventRule<T> } = {
  [EventType.RUN_STARTED]: { apply: runStarted, optional: ["threadId", "runId"], chunks: "all" },
  [EventType.RUN_FINISHED]: { apply: runFinished, chunks: "all" },
  [EventType.RUN_ERROR]: { apply: runError, optional: ["message", "code"], chunks: "all" },
  [EventType.STEP_STARTED]: { apply: stepStarted, required: ["stepName"] },
  [EventType.STEP_FINISHED]: { apply: stepFinished, required: ["stepName"] },

  [EventType.TEXT_MESSAGE_START]: { apply: textMessageStart, required: ["messageId"], optional: ["role", "name"], lane: message(true) },
  [EventType.TEXT_MESSAGE_CONTENT]: { apply: textMessageContent, required: ["messageId", "delta"], lane: message(), continues: continueText },
  [EventType.TEXT_MESSAGE_END]: { apply: textMessageEnd, required: ["messageId"], lane: message() },
  [EventType.TEXT_MESSAGE_CHUNK]: { expands: "text", optional: ["messageId", "delta", "role", "name"] },

  [EventType.TOOL_CALL_START]: { apply: toolCallStart, required: ["toolCallId"], optional: ["toolCallName", "parentMessageId"], lane: toolCallStartLane },
  [EventType.TOOL_CALL_ARGS]: { apply: toolCallArgs, required: ["toolCallId", "delta"], lane: toolCall },
  [EventType.TOOL_CALL_END]: { apply: toolCallEnd, required: ["toolCallId"], lane: toolCall },
  [EventType.TOOL_CALL_CHUNK]: { expands: "tool", optional: ["toolCallId", "delta", "toolCallName", "parentMessageId"] },
  [EventType.TOOL_CALL_RESULT]: { apply: toolCallResult, required: ["messageId", "toolCallId"], optional: ["error"], lane: toolCallResultLane },

  [EventType.REASONING_START]: { apply: reasoningStart, required: ["messageId"], optional: ["title"], lane: reasoning(true) },
  [EventType.REASONING_MESSAGE_START]: { apply: reasoningMessageStart, required: ["messageId"], lane: reasoning(true) },
  [EventType.REASONING_MESSAGE_CONTENT]: { apply: reasoningMessageContent, required: ["messageId", "delta"], lane: reasoning(), continues: continueReasoning },
  [EventType.REASONING_MESSAGE_END]: { apply: reasoningMessageEnd, required: ["messageId"], lane: reasoning() },
  [EventType.REASONING_MESSAGE_CHUNK]: { expands: "reasoning", optional: ["messageId", "delta"] },
  [EventType.REASONING_END]: { apply: reasoningEnd, required: ["messageId"], lane: reasoning() },
  [EventType.REASONING_ENCRYPTED_VALUE]: { apply: reasoningEncryptedValue, required: ["subtype", "entityId", "encryptedValue"], chunks: "none", lane: encryptedValueLane },

  [EventType.MESSAGES_SNAPSHOT]: { apply: messagesSnapshot, chunks: "all" },
  [EventType.STATE_SNAPSHOT]: { apply: stateSnapshot },
  [EventType.STATE_DELTA]: { apply: stateDelta },
  [EventType.ACTIVITY_SNAPSHOT]: { apply: activitySnapshot, required: ["messageId", "activityType"], chunks: "none", lane: activitySnapshotLane },
  [EventType.ACTIVITY_DELTA]: { apply: activityDelta, required: ["messageId"], optional: ["activityType"], chunks: "none", lane: { entity: "activity", id: "messageId" } },

  [EventType.SUBAGENT_STARTED]: { apply: subagentStarted, required: ["subagentRunId"], optional: ["name", "description", "parentSubagentRunId", "parentToolCallId", "parentMessageId"], chunks: "none" },
  [EventType.SUBAGENT_FINISHED]: { apply: subagentFinished, required: ["subagentRunId"] },
  [EventType.SUBAGENT_ERROR]: { apply: subagentError, required: ["subagentRunId"], optional: ["message", "code"] },

  // They change no state: applications receive them through `addEventListener` (a CUSTOM
  // `reasoning-ui.diagnostic` from a client-side transport records a diagnostic).
  [EventType.RAW]: { chunks: "none" },
  [EventType.CUSTOM]: { apply: customEvent },
};
