import { EventType, type BaseEvent } from "@ag-ui/core";
import { isAgUiEvent, isChunkEvent, isKnownEventType, isLegacyThinkingEvent } from "../protocol/guards";
import { mapLegacyThinkingEvent } from "../protocol/legacyThinking";
import { activityDelta, activitySnapshot } from "./activity";
import { closeChunksBefore, expandChunk } from "./chunks";
import { Draft, type AgentStateData } from "./draft";
import { reasoningEncryptedValue } from "./encryptedValues";
import { reasoningEnd, reasoningMessageContent, reasoningMessageEnd, reasoningMessageStart, reasoningStart } from "./reasoning";
import { checkLane } from "./lanes";
import { runError, runFinished, runStarted } from "./run";
import { createSession, type RunPhase, type Session } from "./session";
import { messagesSnapshot, stateDelta, stateSnapshot } from "./snapshots";
import { stepFinished, stepStarted } from "./steps";
import { continueStreak } from "./streak";
import { checkRunPhase, violation } from "./strict";
import { subagentError, subagentFinished, subagentStarted } from "./subagents";
import { textMessageContent, textMessageEnd, textMessageStart } from "./textMessages";
import { toolCallArgs, toolCallEnd, toolCallResult, toolCallStart } from "./toolCalls";

type Handler = (d: Draft, event: BaseEvent) => void;

const handlers = new Map<string, Handler>([
  [EventType.RUN_STARTED, runStarted],
  [EventType.RUN_FINISHED, runFinished],
  [EventType.RUN_ERROR, runError],
  [EventType.TEXT_MESSAGE_START, textMessageStart],
  [EventType.TEXT_MESSAGE_CONTENT, textMessageContent],
  [EventType.TEXT_MESSAGE_END, textMessageEnd],
  [EventType.TOOL_CALL_START, toolCallStart],
  [EventType.TOOL_CALL_ARGS, toolCallArgs],
  [EventType.TOOL_CALL_END, toolCallEnd],
  [EventType.TOOL_CALL_RESULT, toolCallResult],
  [EventType.REASONING_START, reasoningStart],
  [EventType.REASONING_END, reasoningEnd],
  [EventType.REASONING_MESSAGE_START, reasoningMessageStart],
  [EventType.REASONING_MESSAGE_CONTENT, reasoningMessageContent],
  [EventType.REASONING_MESSAGE_END, reasoningMessageEnd],
  [EventType.REASONING_ENCRYPTED_VALUE, reasoningEncryptedValue],
  [EventType.MESSAGES_SNAPSHOT, messagesSnapshot],
  [EventType.STATE_SNAPSHOT, stateSnapshot],
  [EventType.STATE_DELTA, stateDelta],
  [EventType.STEP_STARTED, stepStarted],
  [EventType.STEP_FINISHED, stepFinished],
  [EventType.ACTIVITY_SNAPSHOT, activitySnapshot],
  [EventType.ACTIVITY_DELTA, activityDelta],
  [EventType.SUBAGENT_STARTED, subagentStarted],
  [EventType.SUBAGENT_FINISHED, subagentFinished],
  [EventType.SUBAGENT_ERROR, subagentError],
  // RAW and CUSTOM change no state: they reach applications through `addEventListener`.
]);

/**
 * Folds one incoming event into a draft: a delta continuing a streak straight away (see `continueStreak`);
 * anything else: run phase checked, deprecated THINKING_* mapped to REASONING_*,
 * chunks expanded / closed, subagent lanes checked, then the event family's handler. Lenient: never
 * throws; strict: throws {@link AgentProtocolError} before changing anything for the offending event.
 */
function applyEventToDraft(d: Draft, input: unknown): void {
  if (continueStreak(d, input)) return;
  d.session.streak = null;
  if (!isAgUiEvent(input)) return violation(d, "invalid_event", "ignored an event that is not an object with a string type");
  const type = input.type as string;
  d.session.current = input;
  try {
    if (!isKnownEventType(type)) {
      d.diag("unknown_event_type", `ignored an event of unknown type '${type.slice(0, 64)}'`, type.slice(0, 64), type);
      return;
    }
    checkRunPhase(d, input);
    if (d.session.phase === "none" && type !== EventType.RUN_STARTED) d.session.phase = "running";
    if (d.data.status === "idle" && type !== EventType.RUN_STARTED) d.data.status = "running";
    if (isLegacyThinkingEvent(input)) for (const e of mapLegacyThinkingEvent(input, d.session.legacy)) dispatch(d, e);
    else dispatch(d, input);
  } finally {
    d.session.current = undefined;
  }
}

/** One expanded event: the lane rule, then its family's handler. */
function handle(d: Draft, event: BaseEvent): void {
  checkLane(d, event);
  handlers.get(event.type)?.(d, event);
}

/** Chunk expansion / closing, then the family handler. The common case (no chunk involved) allocates nothing. */
function dispatch(d: Draft, event: BaseEvent): void {
  if (isChunkEvent(event)) {
    for (const e of expandChunk(d, event)) handle(d, e);
    return;
  }
  const ends = closeChunksBefore(d, event);
  if (ends) for (const e of ends) handle(d, e);
  handle(d, event);
}

/** Result of {@link Reducer.reduce}: the next state, and the strict-mode error that stopped the batch, if any. */
export interface ReduceResult {
  state: AgentStateData;
  /** Set in strict mode: the {@link AgentProtocolError} of the offending event; `state` holds every event before it. */
  error?: unknown;
  /** How many of the batch's events were applied (all of them unless `error` is set). */
  applied: number;
}

/** A stateful reducer: a session of indexes and open streams plus the pure fold. See {@link createReducer}. */
export interface Reducer {
  readonly session: Session;
  /**
   * Folds `events` into `state` as one batch, copy-on-write: at most one new `messages` array per batch,
   * one new object per changed message, nothing of `state` mutated. O(1) amortized per delta.
   */
  reduce(state: AgentStateData, events: readonly unknown[]): ReduceResult;
}

/**
 * Creates the reducer a store uses. It keeps an id → index map across batches (rebuilt only when the
 * `messages` array it is given is not the one it last produced) and the open-stream bookkeeping.
 *
 * @example
 * const reducer = createReducer();
 * let { state } = reducer.reduce(initialAgentStateData("t1"), [{ type: "RUN_STARTED", threadId: "t1", runId: "r1" }]);
 */
export function createReducer(options: { strict?: boolean } = {}): Reducer {
  const session = createSession(options.strict ?? false);
  return {
    session,
    reduce(state, events) {
      const d = new Draft(session, state);
      let applied = 0;
      try {
        for (const e of events) (applyEventToDraft(d, e), applied++);
        return { state: d.data, applied };
      } catch (error) {
        return { state: d.data, error, applied };
      } finally {
        session.indexed = d.data.messages;
        d.release();
      }
    },
  };
}

/** The empty data part of an agent state for `threadId` (status `idle`). */
export function initialAgentStateData(threadId: string): AgentStateData {
  return {
    threadId,
    messages: [],
    reasoning: Object.create(null) as AgentStateData["reasoning"],
    spans: Object.create(null) as AgentStateData["spans"],
    pendingToolCallEncryptedValues: Object.create(null) as Record<string, string>,
    status: "idle",
    diagnostics: [],
    steps: [],
    subagents: Object.create(null) as AgentStateData["subagents"],
  };
}

/** The verify phase a state's status implies (a one-shot reducer continues from a state, not a stream start). */
function phaseOfStatus(status: AgentStateData["status"]): RunPhase {
  return status === "running" ? "running" : status === "error" ? "errored" : status === "idle" ? "none" : "finished";
}

/**
 * Pure, one-shot fold of a single event: `applyEvent(state, event) → state`. It rebuilds its indexes
 * from `state` each call (O(n)) and cannot know which streams were open before, so use a store
 * ({@link createAgentStore}) or {@link createReducer} for streams. Throws {@link AgentProtocolError}
 * only with `strict: true`.
 */
export function applyEvent(state: AgentStateData, event: BaseEvent, options: { strict?: boolean } = {}): AgentStateData {
  const reducer = createReducer(options);
  reducer.session.phase = phaseOfStatus(state.status);
  const result = reducer.reduce(state, [event]);
  if (result.error !== undefined) throw result.error;
  return result.state;
}
