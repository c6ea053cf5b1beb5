import { EventType, type Message, type ResumeEntry } from "@ag-ui/core";
import { isAgUiEvent, isKnownEventType, isLegacyThinkingEvent, isRecord } from "../protocol/guards";
import { mapLegacyThinkingEvent } from "../protocol/legacyThinking";
import { normalizeMessage } from "../protocol/normalizeMessage";
import type { RunError, RunStatus } from "../types";
import { closeChunksBefore, expandChunk, type BuiltEvent, type ChunkFields } from "./chunks";
import { Draft, dict, type AgentStateData } from "./draft";
import { EVENTS, type EventRule } from "./events";
import type { EventOf } from "./eventTypes";
import { checkLane } from "./lanes";
import { interruptOpenStreams, settleRun } from "./interrupt";
import type { JsonPatchSupport } from "./jsonPatch";
import { ChangeFeed } from "./changes";
import { ReducerMemory } from "./memory";
import type { RunPhase } from "./runScope";
import { registerCompleteReasoning } from "./snapshots";
import { continueStreak } from "./streak";
import { rewoundState } from "./truncate";
import { forkState, switchBranchState, type BranchResult } from "./branches";
import { restoredState } from "./restore";
import type { ThreadSnapshot } from "../types";
import { generateId } from "../protocol/ids";
import { failureStatus, openRunRecord, settleRunRecord } from "./runRecords";
import { checkRunPhase, violation, type StrictVerification } from "./strict";

/** How a stream ended, as a transport reports it (see {@link ReducerInput}). */
export interface StreamOutcome {
  status: "finished" | "error" | "cancelled";
  error?: RunError;
}

/**
 * What the reducer takes: a batch of incoming events, or one of the commands a client issues around them.
 * - `events`: AG-UI events (anything; what is not an event is rejected with a diagnostic);
 * - `beginRun`: the client starts a run (status `running`, error cleared, a new stream begins);
 * - `endStream`: the transport's word that the stream is over (see `AgentState.endStream`);
 * - `addMessage`: a message the client authored (the user's turn);
 * - `reset`: forget everything (an empty conversation, or `messages`, on `threadId`);
 * - `truncateAfter`: rewind to a message (see `AgentState.truncateAfter`);
 * - `fork` / `switchBranch`: branches (see `AgentState.fork`, `reducer/branches.ts`);
 * - `restore`: a persisted thread (see `AgentState.restore`, `reducer/restore.ts`).
 */
export type ReducerInput =
  | { type: "events"; events: readonly unknown[] }
  | { type: "beginRun"; runId: string; forwardedProps?: Record<string, unknown> | undefined; resume?: ResumeEntry[] | undefined }
  | { type: "endStream"; outcome: StreamOutcome }
  | { type: "addMessage"; message: Message }
  | { type: "reset"; threadId: string; messages?: readonly Message[] }
  | { type: "truncateAfter"; messageId: string }
  | { type: "fork"; parentMessageId: string }
  | { type: "switchBranch"; parentMessageId: string; index: number }
  | { type: "restore"; snapshot: ThreadSnapshot };

/** Result of {@link AgentReducer.reduce}: the next state, and the strict-mode error that stopped a batch, if any. */
export interface ReduceResult {
  state: AgentStateData;
  /** Set in strict mode: the `AgentProtocolError` of the offending event; `state` holds every event before it. */
  error?: unknown;
  /** How many of the batch's events were applied (all of them unless `error` is set; 0 for a command). */
  applied: number;
}

/** Options of {@link AgentReducer}. */
export interface AgentReducerOptions {
  /** Strict verification (`strict` from `@reasoning-ui/core/strict`); lenient without it. */
  strict?: StrictVerification | undefined;
  jsonPatch?: JsonPatchSupport | undefined;
  /** The performance devices, each on by default; off only to measure what it buys (`pnpm bench`, bench/RESULTS.md). */
  streaks?: boolean;
  sharedOwnership?: boolean;
  longTexts?: boolean;
  /** The chunk shorthand's fast path (`chunks.ts`); off only to check both paths agree (test/conformance/fastPaths.test.ts). */
  chunkFastPath?: boolean;
}

const STREAM_ENDED: RunError = {
  message: "The stream ended before the agent sent RUN_FINISHED or RUN_ERROR",
  code: "stream_ended",
};

/**
 * The event reducer, and the owner of its memory (docs/architecture.md §5): `reduce(state, input)` folds a
 * batch of events or a command into `state` and returns the next state — a new object with every `AgentState`
 * field and `revision` one higher (the store's actions carried over), or `state` itself when nothing changed.
 * One publish per batch: the containers (`messages`, `toolCalls`, the records, `diagnostics`) are the reducer's
 * own and written in place, the entities in them copied on their first change in the batch (`draft.ts`); so a
 * batch costs O(events), never O(thread length). Its memory — the trackers of `memory.ts` — always describes
 * the last state it returned: handed any other state (an application's `setState`), it re-derives what depends
 * on it (indexes, run phase, open spans) and copies each container once before writing it, so nothing outside
 * can put the two out of step and no application array is ever written.
 */
export class AgentReducer {
  private memory: ReducerMemory;
  private last: AgentStateData | undefined;
  /** The typed change feed (`changes.ts`): the store turns it on while a change listener is attached and drains it after each publish. */
  readonly changes = new ChangeFeed();
  /**
   * The containers this reducer may write in place (its own copies). Renewed whenever it is handed a state it
   * did not produce and after every command that rebuilds the state (reset, truncateAfter, fork, switchBranch,
   * restore): from then on each container is copied once on its first write, so an application's array, a
   * branch tail or a state from before the command is never written.
   */
  private containers = new WeakSet<object>();

  constructor(private readonly options: AgentReducerOptions = {}) {
    this.memory = this.fresh();
  }

  private fresh(): ReducerMemory {
    const o = this.options;
    return new ReducerMemory(o.strict, o.jsonPatch, o.streaks ?? true, o.sharedOwnership ?? true, o.longTexts ?? true, o.chunkFastPath ?? true, this.changes);
  }

  /** The empty state for `threadId` (status `idle`), with `messages` as history (normalised; reasoning `complete`). */
  initial(threadId: string, messages: readonly Message[] = []): AgentStateData {
    this.memory = this.fresh();
    this.containers = new WeakSet();
    const base: AgentStateData = {
      threadId,
      revision: 0,
      messages: [],
      reasoning: dict(),
      spans: dict(),
      pendingToolCallEncryptedValues: dict(),
      toolCallTimes: dict(),
      status: "idle",
      diagnostics: [],
      steps: [],
      subagents: dict(),
      runId: undefined,
      state: undefined,
      error: undefined,
      outcome: undefined,
      usage: undefined,
      runs: [],
      branches: dict(),
      branchVariants: dict(),
    };
    if (messages.length === 0) return (this.last = base);
    return this.command(base, (d) => {
      for (const m of messages) addMessage(d, m);
    });
  }

  reduce(state: AgentStateData, input: ReducerInput): ReduceResult {
    if (state !== this.last) this.adopt(state);
    return input.type === "events" ? this.fold(state, input.events) : { state: this.apply(state, input), applied: 0 };
  }

  /** A client command (every input but `events`): the next state. */
  private apply(state: AgentStateData, input: Exclude<ReducerInput, { type: "events" }>): AgentStateData {
    switch (input.type) {
      case "beginRun":
        return this.command(state, (d) => beginRun(d, input.runId, input.forwardedProps, input.resume));
      case "endStream":
        return this.command(state, (d) => endStream(d, input.outcome));
      case "addMessage":
        return this.command(state, (d) => {
          if (d.data.threadId === "" && isRecord(input.message)) d.data.threadId = generateId("thread"); // a thread id on first use, never at creation
          addMessage(d, input.message);
        });
      case "reset": {
        const next = withActions(this.initial(input.threadId, input.messages), state);
        next.revision = (state.revision ?? 0) + 1;
        return (this.last = next);
      }
      case "truncateAfter":
        return this.truncateAfter(state, input.messageId);
      case "fork":
        return this.branch(state, forkState(state, input.parentMessageId));
      case "switchBranch":
        return this.branch(state, switchBranchState(state, input.parentMessageId, input.index));
      case "restore": {
        const base = this.initial(input.snapshot.threadId, input.snapshot.messages);
        return this.replace(state, restoredState(withActions(base, state), input.snapshot));
      }
    }
  }

  private truncateAfter(state: AgentStateData, messageId: string): AgentStateData {
    const at = state.messages.findIndex((m) => m.id === messageId);
    if (at < 0) return this.command(state, (d) => d.diag("unknown_message_id", `truncateAfter: no message '${messageId.slice(0, 128)}'; nothing changed`));
    const kept = state.messages.slice(0, at + 1);
    return this.replace(state, rewoundState(state, messageId, kept, this.initial(state.threadId, kept)));
  }

  /** Publishes `next`, a state a command built whole (truncate, branch, restore): the next revision, memory re-derived. */
  private replace(state: AgentStateData, next: AgentStateData): AgentStateData {
    next.revision = (state.revision ?? 0) + 1;
    this.last = undefined;
    this.adopt(next);
    return next;
  }

  /** Publishes a branch command's state (memory re-derived), or records its diagnostic and changes nothing else. */
  private branch(state: AgentStateData, result: BranchResult): AgentStateData {
    if ("diagnostic" in result) {
      const { code, message } = result.diagnostic;
      return this.command(state, (d) => d.diag(code, message));
    }
    return result.state === state ? state : this.replace(state, result.state);
  }

  /**
   * `state` is not the one this reducer returned last (an application called `setState`): what the memory
   * derives from the state is derived again, and the reducer stops writing any container in place until it
   * has copied it (the application's arrays are never mutated). Untouched fields (a `setState` of other keys:
   * the same live containers) cost nothing.
   */
  private adopt(state: AgentStateData): void {
    const last = this.last;
    const m = this.memory;
    m.streak = null;
    if (last && state.status === last.status && state.spans === last.spans && state.reasoning === last.reasoning && state.messages === last.messages) {
      this.last = state;
      return;
    }
    this.containers = new WeakSet();
    m.index.of = null;
    m.index.sync(state.messages);
    m.run.setPhase(phaseOfStatus(state.status));
    for (const id of m.reasoning.openIds()) m.reasoning.close(id);
    for (const id in state.reasoning) if (state.reasoning[id]!.status === "streaming") m.streamingReasoning(id, true);
    m.syncSpans(state.spans);
    this.last = state;
  }

  private fold(state: AgentStateData, events: readonly unknown[]): ReduceResult {
    const d = new Draft(this.memory, state, this.containers);
    let applied = 0;
    let error: unknown;
    let failed = false;
    try {
      for (const e of events) (applyOne(d, e), applied++);
    } catch (e) {
      (error = e), (failed = true);
    } finally {
      this.memory.index.of = d.data.messages;
      this.memory.current = undefined;
      d.release();
    }
    const next = (this.last = d.publish());
    return failed ? { state: next, error, applied } : { state: next, applied };
  }

  private command(state: AgentStateData, fn: (d: Draft) => void): AgentStateData {
    this.memory.streak = null;
    const d = new Draft(this.memory, state, this.containers);
    try {
      fn(d);
    } finally {
      this.memory.index.of = d.data.messages;
      d.release();
    }
    return (this.last = d.publish());
  }
}

/** `data` with the store's actions of `state` carried over (a fresh state's copy lists them as `undefined`). */
function withActions(data: AgentStateData, state: AgentStateData): AgentStateData {
  const next: Record<string, unknown> = { ...data };
  const from = state as unknown as Record<string, unknown>;
  for (const key in from) if (typeof from[key] === "function") next[key] = from[key];
  return next as unknown as AgentStateData;
}

/** The verify phase a state's status implies. */
function phaseOfStatus(status: RunStatus): RunPhase {
  return status === "running" ? "running" : status === "error" ? "errored" : status === "idle" ? "none" : "finished";
}

/**
 * Folds one incoming event: a delta continuing a streak straight away (`streak.ts`); anything else: validated
 * (an object with a string type of a known kind), run phase checked, deprecated THINKING_* mapped to
 * REASONING_*, then dispatched. Lenient: never throws; strict: throws `AgentProtocolError` before the
 * offending event changes anything.
 */
function applyOne(d: Draft, input: unknown): void {
  d.m.changes.nextEvent();
  const streak = d.m.streak;
  if (streak !== null && continueStreak(d, ruleOf(streak.type), input)) return;
  d.m.beginEvent(input);
  if (!isAgUiEvent(input)) return violation(d, "invalid_event", "ignored an event that is not an object with a string type");
  const event = input as BuiltEvent & { type: string };
  const type = event.type;
  if (!isKnownEventType(type)) return d.diag("unknown_event_type", `ignored an event of unknown type '${type.slice(0, 64)}'`, type.slice(0, 64), type);
  checkRunPhase(d, event);
  if (d.m.run.phase === "none" && type !== EventType.RUN_STARTED) d.m.run.setPhase("running");
  if (d.data.status === "idle" && type !== EventType.RUN_STARTED) {
    d.data.status = "running";
    openRunRecord(d, d.data.runId, d.time(event)); // events without RUN_STARTED still make a turn
  }
  if (isLegacyThinkingEvent(event)) for (const e of mapLegacyThinkingEvent(event, d.m.legacy)) dispatch(d, e.type as EventType, e as BuiltEvent);
  else dispatch(d, type as EventType, event);
}

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
      violation(d, "invalid_event", `${event.type} needs a string '${f}'`, event.type);
      return undefined;
    }
  }
  let out = event;
  const sub = event.subagentRunId as unknown;
  if (sub !== undefined && typeof sub !== "string") out = { ...event, subagentRunId: undefined };
  for (const f of rule.optional ?? NONE) {
    const v = event[f];
    if (v === undefined || typeof v === "string") continue;
    if (v === null) violation(d, "null_field", `${event.type} carried '${f}: null'; omit the field instead`, event.type, `null:${event.type}:${f}`);
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

/** Client command: a run begins (a new stream: what was open is interrupted, the verify phase starts over). */
function beginRun(d: Draft, runId: string, forwardedProps?: Record<string, unknown>, resume?: ResumeEntry[]): void {
  if (d.data.threadId === "") d.data.threadId = generateId("thread"); // a thread id on first use, never at creation
  if (d.m.pendingCount() > 0) interruptOpenStreams(d, Date.now());
  d.m.closeStreams();
  d.m.run.setPhase("none");
  d.data.runId = runId;
  d.data.status = "running";
  d.data.error = undefined;
  settleRunRecord(d, "stopped", Date.now());
  openRunRecord(d, runId, Date.now(), forwardedProps, resume);
}

/** Client command: the stream is over (see `AgentState.endStream`). */
function endStream(d: Draft, outcome: StreamOutcome): void {
  const interrupted = settleRun(d, Date.now());
  if (interrupted > 0) d.diag("interrupted_by_stream_end", `the stream ended with ${interrupted} open reasoning item(s)`);
  const settled = d.data.status === "finished" || d.data.status === "error" || d.data.status === "cancelled";
  if (!settled) {
    if (outcome.status === "cancelled") d.data.status = "cancelled";
    else {
      d.data.status = "error";
      d.data.error = outcome.status === "error" ? (outcome.error ?? { message: "The run failed" }) : STREAM_ENDED;
    }
  }
  if (d.m.run.phase !== "errored") d.m.run.setPhase("finished");
  const status = d.data.status;
  settleRunRecord(d, status === "cancelled" ? "stopped" : status === "error" ? failureStatus(d.data.error) : "finished", Date.now(), status === "error" ? { error: d.data.error } : {});
  const f = d.m.changes;
  const code = d.data.error?.code;
  if (f.on && (status === "finished" || status === "error" || status === "cancelled")) {
    f.push({ type: "stream-ended", ...(d.data.runId !== undefined && { runId: d.data.runId }), status, ...(status === "error" && code !== undefined && { code }) });
  }
}

/** Client command: appends a client-side message (normalised); an id already present is replaced in place. */
function addMessage(d: Draft, input: Message): void {
  if (!isRecord(input) || typeof input.id !== "string") return d.diag("invalid_message", "addMessage ignored a message without a string id");
  const message = normalizeMessage(input);
  const at = d.indexOf(message.id);
  if (d.m.changes.on) d.m.changes.push({ type: "message-added", messageId: message.id, role: message.role }, message.subagentRunId);
  if (at === undefined) d.push(message);
  else {
    d.diag("duplicate_message_id", `message '${message.id}' was added again; it replaced the earlier one`, undefined, message.id);
    d.replaceAt(at, message);
  }
  registerCompleteReasoning(d, message, Date.now);
}
