import type { Message, ResumeEntry } from "@ag-ui/core";
import { isRecord } from "../protocol/guards";
import type { JsonPatchSupport, StrictVerification } from "../extensionTypes";
import type { ThreadSnapshot } from "../types";
import { addMessage, beginRun, endStream, type StreamOutcome } from "./commands";
import { Draft, dict, type AgentStateData } from "./draft";
import { ChangeFeed, type ChangeInput } from "./changes";
import { ReducerMemory } from "./memory";
import { applyOne } from "./pipeline";
import { composeEvents, type ComposedEvents, type EventFamily } from "./events";
import { allEventFamilies } from "./families/index";
import { rewoundState } from "./truncate";
import { remapOpenTimes } from "./runClockRemap";
import type { RunClockPin } from "./runClockPin";
import { forkState, switchBranchState, type BranchResult, type CommandDiagnostic } from "./branches";
import { restoredState } from "./restore";
import { generateId } from "../protocol/ids";

export type { StreamOutcome } from "./commands";

/**
 * What the reducer takes: a batch of incoming events, or one of the commands a client issues around them.
 * - `events`: AG-UI events (anything; what is not an event is rejected with a diagnostic);
 * - `beginRun`: the client starts a run (status `running`, error cleared, a new stream begins);
 * - `endStream`: the transport's word that the stream is over (see `AgentState.endStream`);
 * - `addMessage`: a message the client authored (the user's turn);
 * - `reset`: forget everything (an empty conversation, or `messages`, on `threadId`);
 * - `truncateAfter`: rewind to a message (see `AgentState.truncateAfter`);
 * - `fork` / `switchBranch`: branches (see `AgentState.fork`, `reducer/branches.ts`);
 * - `restore`: a persisted thread (see `AgentState.restore`, `reducer/restore.ts`);
 * - `pinClock`: a restored run is replayed (a re-attach): from now on every batch keeps its stored times
 *   (`runClockPin.ts`) in the same publish, until `pin` is `undefined`.
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
  | { type: "restore"; snapshot: ThreadSnapshot }
  | { type: "pinClock"; pin: RunClockPin | undefined };

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
  /**
   * The event families it handles beyond the core (`families/`). {@link AgentReducer}: every family unless given;
   * {@link EventReducer}: only those given (none by default).
   */
  families?: readonly EventFamily[] | undefined;
}

/**
 * The event reducer, and the owner of its memory (docs/architecture.md, "Store and reducer"): `reduce(state, input)` folds a
 * batch of events or a command into `state` and returns the next state — a new object with every `AgentState`
 * field and `revision` one higher (the store's actions carried over), or `state` itself when nothing changed.
 * One publish per batch: the containers (`messages`, `toolCalls`, the records, `diagnostics`) are the reducer's
 * own and written in place, the entities in them copied on their first change in the batch (`draft.ts`); so a
 * batch costs O(events), never O(thread length). Its memory — the trackers of `memory.ts` — always describes
 * the last state it returned: handed any other state (an application's `setState`), it re-derives what depends
 * on it (indexes, run phase, open spans) and copies each container once before writing it, so nothing outside
 * can put the two out of step and no application array is ever written.
 */
export class EventReducer {
  private memory: ReducerMemory;
  /** The core's event table with its families' (composed once, and again when families are added). */
  private events: ComposedEvents;
  private families: readonly EventFamily[];
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
  /** The stored clock a replayed run keeps (`pinClock`), applied to every batch and command while set. */
  private clockPin: RunClockPin | undefined;
  /** The draft reused batch after batch (`Draft.open`), for the current memory. */
  private draft: Draft | undefined;

  constructor(private readonly options: AgentReducerOptions = {}) {
    this.families = options.families ?? [];
    this.events = composeEvents(this.families);
    this.memory = this.fresh();
  }

  /**
   * Adds event families (those it has are skipped): from the next event on, their events are handled. The session
   * loads the families beyond the core this way before its first run (docs/architecture.md, "Event families as modules").
   */
  addFamilies(families: readonly EventFamily[]): void {
    const added = families.filter((f) => !this.families.includes(f));
    if (added.length === 0) return;
    this.families = [...this.families, ...added];
    this.events = composeEvents(this.families);
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
    // History given with the empty state is not the user adding messages: the command that asked for it (reset,
    // restore, truncate) reports itself on the feed instead.
    const on = this.changes.on;
    this.changes.on = false;
    try {
      return this.command(base, (d) => {
        for (const m of messages) addMessage(d, m, true);
      });
    } finally {
      this.changes.on = on;
    }
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
        this.emit({ type: "thread-reset", threadId: next.threadId, count: next.messages.length });
        return (this.last = next);
      }
      case "truncateAfter":
        return this.truncateAfter(state, input.messageId);
      case "fork": {
        const { parentMessageId } = input;
        return this.branch(state, forkState(state, parentMessageId), (next) => ({ type: "branch-forked", parentMessageId, count: next.branches[parentMessageId]?.count ?? 1 }));
      }
      case "switchBranch": {
        const { parentMessageId, index } = input;
        return this.branch(state, switchBranchState(state, parentMessageId, index), () => ({ type: "branch-switched", parentMessageId, index }));
      }
      case "pinClock":
        this.clockPin = input.pin;
        return state; // nothing changes now: the next batch keeps the pinned times
      case "restore": {
        const base = this.initial(input.snapshot.threadId, input.snapshot.messages);
        const next = restoredState(withActions(base, state), input.snapshot);
        return this.replace(state, next, { type: "thread-restored", threadId: next.threadId, count: next.messages.length });
      }
    }
  }

  private truncateAfter(state: AgentStateData, messageId: string): AgentStateData {
    const at = state.messages.findIndex((m) => m.id === messageId);
    if (at < 0) return this.command(state, (d) => d.diag("unknown_message_id", { command: "truncateAfter", id: messageId }));
    const kept = state.messages.slice(0, at + 1);
    const next = rewoundState(state, messageId, kept, this.initial(state.threadId, kept));
    return this.replace(state, next, { type: "thread-truncated", messageId, count: next.messages.length });
  }

  /** Queues a command's change on the feed (when anyone listens); the store delivers it after the publish. */
  private emit(change: ChangeInput): void {
    if (this.changes.on) this.changes.push(change);
  }

  /**
   * Publishes `next`, a state a command built whole (truncate, branch, restore): the next revision, memory
   * re-derived, `change` on the feed; a `diagnostic` beside it is recorded through a `Draft` like any other.
   */
  private replace(state: AgentStateData, next: AgentStateData, change: ChangeInput, diagnostic?: CommandDiagnostic): AgentStateData {
    next.revision = (state.revision ?? 0) + 1;
    this.last = undefined;
    this.adopt(next);
    this.emit(change);
    if (!diagnostic) return next;
    next.revision = state.revision ?? 0; // the draft publishes it one higher
    return this.command(next, (d) => d.diag(diagnostic.code, diagnostic.params));
  }

  /** Publishes a branch command's state (memory re-derived) with its change, or records its diagnostic and changes nothing else. */
  private branch(state: AgentStateData, result: BranchResult, change: (next: AgentStateData) => ChangeInput): AgentStateData {
    if (!("state" in result)) {
      const { code, params } = result.diagnostic;
      return this.command(state, (d) => d.diag(code, params));
    }
    return result.state === state ? state : this.replace(state, result.state, change(result.state), result.diagnostic);
  }

  /**
   * `state` is not the one this reducer returned last (an application called `setState`): the saved fields it
   * replaced are reported (`state-set`, while anyone listens), what the memory derives from the state is derived
   * again, and the reducer stops writing any container in place until it has copied it (the application's arrays
   * are never mutated). Untouched fields (a `setState` of other keys: the same live containers) cost nothing.
   */
  private adopt(state: AgentStateData): void {
    const last = this.last;
    const m = this.memory;
    if (last && this.changes.on) {
      // A raw write of saved fields is a change like any other: on the feed, first in this batch.
      let fields: string[] | undefined;
      for (const f of SAVED_FIELDS) if (state[f] !== last[f]) (fields ??= []).push(f);
      if (fields) this.changes.push({ type: "state-set", fields });
    }
    m.streak = null;
    if (last && state.status === last.status && state.spans === last.spans && state.reasoning === last.reasoning && state.messages === last.messages) {
      this.last = state;
      return;
    }
    this.containers = new WeakSet();
    m.rebuild(state);
    this.last = state;
  }

  /** The reducer's draft for its current memory, opened on `state` (a fresh one if a batch is already open on it). */
  private draftOn(state: AgentStateData): Draft {
    let d = this.draft;
    if (d === undefined || d.m !== this.memory || d.busy) {
      d = new Draft(this.memory);
      if (this.draft === undefined || this.draft.m !== this.memory || !this.draft.busy) this.draft = d;
    }
    return d.open(state, this.containers);
  }

  private fold(state: AgentStateData, events: readonly unknown[]): ReduceResult {
    const d = this.draftOn(state);
    let applied = 0;
    let error: unknown;
    let failed = false;
    try {
      const clock = this.memory.runClock;
      for (const e of events) {
        clock.note(this.memory.clock(), d.agentTime(e as { timestamp?: unknown }), (e as { type?: unknown } | null)?.type === "RUN_STARTED");
        applyOne(d, e, this.events);
        applied++;
      }
      if (clock.improved()) remapOpenTimes(d);
      this.clockPin?.keep(d);
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
    const d = this.draftOn(state);
    try {
      fn(d);
      this.clockPin?.keep(d);
    } finally {
      this.memory.index.of = d.data.messages;
      d.release();
    }
    return (this.last = d.publish());
  }
}

/**
 * {@link EventReducer} with every event family (the default preset `allEventFamilies`: every AG-UI 1.x event type
 * and the deprecated THINKING_* ones) unless `options.families` names others: what `createAgentStore` uses. An
 * app that imports only `EventReducer` (through `createAgentStoreWith`) does not bundle the families it leaves out.
 */
export class AgentReducer extends EventReducer {
  constructor(options: AgentReducerOptions = {}) {
    super({ ...options, families: options.families ?? allEventFamilies });
  }
}

/** The fields of a state a save writes (`storage/schema.ts`, `toStoredThread`): an application's `setState` of one is a `state-set` change. */
const SAVED_FIELDS = ["threadId", "messages", "reasoning", "spans", "toolCallTimes", "runs", "branches", "branchVariants"] as const satisfies readonly (keyof AgentStateData)[];

/** `data` with the store's actions of `state` carried over (a fresh state's copy lists them as `undefined`). */
function withActions(data: AgentStateData, state: AgentStateData): AgentStateData {
  const next: Record<string, unknown> = { ...data };
  const from = state as unknown as Record<string, unknown>;
  for (const key in from) if (typeof from[key] === "function") next[key] = from[key];
  return next as unknown as AgentStateData;
}
