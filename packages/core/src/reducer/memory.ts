import { RunClock } from "./runClock";
import type { EventType, Message } from "@ag-ui/core";
import type { Diagnostic } from "../runTypes";
import { Lifecycle, type Lane } from "../lifecycle/lifecycle";
import { ChangeFeed } from "./changes";
import type { LegacyThinkingState } from "../protocol/legacyThinking";
import type { JsonPatchSupport, StrictVerification } from "../extensionTypes";
import type { TextStreams } from "./text";
import { ChunkLanes } from "./chunkLanes";
import { RunScope } from "./runScope";
import { Indexes } from "./positionIndex";

/**
 * What the reducer remembers between events that the state does not carry (docs/architecture.md, "Store and reducer"): a few
 * typed trackers, each with its own `reset`. Maps and Sets only, so ids such as `__proto__` are plain keys.
 * Nothing outside the reducer reads or writes them; the reducer re-derives them when it is handed a state it
 * did not produce (see `AgentReducer`).
 */

export type { Lane };
export type { ToolPlace } from "./positionIndex";

/** The kinds of entity `@ag-ui/client` 1.x `verifyEvents` tracks lane owners for (the lane rule, `lanes.ts`). */
export type Entity = "message" | "toolCall" | "reasoning" | "activity";

/**
 * A text or reasoning message the last applied event (a parent-lane TEXT_MESSAGE_CONTENT or
 * REASONING_MESSAGE_CONTENT, no metadata) appended to; any other event or command ends it (see `streak.ts`).
 */
export interface Streak {
  type: EventType.TEXT_MESSAGE_CONTENT | EventType.REASONING_MESSAGE_CONTENT;
  messageId: string;
  /** The id of the message its text goes to (after aliasing). */
  target: string;
}

/**
 * The last diagnostic recorded, its kind (code, variant and event type; `code` `""`: a transport's own, never
 * folded) and how many of that kind stand in a row with it. The kind is kept as its three parts, compared field
 * by field: a repeat builds no string.
 */
export interface DiagnosticRun {
  code: string;
  variant: unknown;
  eventType: string | undefined;
  count: number;
  entry: Diagnostic | undefined;
}

/**
 * Diagnostics already reported, by code and event type, then key (an id); bounded (a flood of distinct ids
 * forgets the oldest keys, never grows without limit). Nested rather than one joined key, so a check builds no
 * string and hashes the id the event already carried (its hash is cached on the string).
 */
class Reported {
  private keys = new Map<string, Map<string, Set<string>>>();
  private size = 0;
  /** Records `key` (cut to 256 characters) under `code` and `eventType`; returns false when it was already recorded. */
  add(code: string, eventType: string | undefined, key: string): boolean {
    const k = key.length > 256 ? key.slice(0, 256) : key;
    const type = eventType ?? "";
    let set = this.keys.get(code)?.get(type);
    if (set?.has(k)) return false;
    if (this.size >= 4096) (this.reset(), (set = undefined));
    if (set === undefined) {
      let byType = this.keys.get(code);
      if (byType === undefined) this.keys.set(code, (byType = new Map()));
      byType.set(type, (set = new Set()));
    }
    set.add(k);
    this.size++;
    return true;
  }
  reset(): void {
    this.keys.clear();
    this.size = 0;
  }
}

/**
 * The reducer's whole memory: the lifecycle owners of what is open (`lifecycle/`), the trackers above, and the
 * hot-path state (streak, long-text builders). Reducer files call the owners' methods; none writes a field here.
 */
export class ReducerMemory {
  /** The receipt time of the batch being applied (ms since epoch; 0: not read yet): read once per batch. */
  now = 0;
  /** The receipt clock of the draft and the lifecycle owners: the batch's time (`Draft.open` / `release` reset it). */
  readonly clock = (): number => (this.now === 0 ? (this.now = Date.now()) : this.now);
  readonly index = new Indexes();
  /** Text messages open per lane; their owners are the lane rule's `message` owners (text and tool results). */
  readonly text = new Lifecycle("text", this.clock);
  /** Tool calls open in the stream, each with its name (so a call a snapshot dropped can be built again). */
  readonly toolCalls = new Lifecycle<string>("toolCall", this.clock, false);
  /**
   * Reasoning messages whose status is `streaming` (kept by `Draft.setReasoning` / `deleteReasoning` through
   * {@link streamingReasoning}, rebuilt when a state arrives from elsewhere), so settling a run costs O(open
   * items), not O(every reasoning message); plus those closed for their producer (a span's or subagent's end,
   * a snapshot) whose later content / END is accepted.
   */
  readonly reasoning = new Lifecycle("reasoning", this.clock, false);
  /** Reasoning spans open per lane (the innermost is the lane's last). */
  readonly spans = new Lifecycle("span", this.clock);
  /** Activity messages: owners only (the lane rule). */
  readonly activity = new Lifecycle("activity", this.clock, false);
  readonly chunks = new ChunkLanes();
  readonly run = new RunScope();
  /** The run's own clock: the offset between the agent's timestamps and receipt (see `runClock.ts`). */
  readonly runClock = new RunClock();
  readonly reported = new Reported();
  /** The diagnostics of one code, variant and event type in a row at the end of the list (`Draft.foldRepeat`). */
  readonly diagnosticRun: DiagnosticRun = { code: "", variant: undefined, eventType: undefined, count: 0, entry: undefined };
  /** Where the id-less deprecated THINKING_* stream is. */
  legacy: LegacyThinkingState = {};
  /** The long texts being streamed (see `appendText`); created with the first text over 1 kB. */
  textStreams: TextStreams | undefined;
  streak: Streak | null = null;
  /** The event being applied (for diagnostics); cleared after it. */
  current: unknown;

  /** An event takes the general path: the streak ends, and diagnostics quote `input` (type and ids only). */
  beginEvent(input: unknown): void {
    this.streak = null;
    this.current = input;
  }

  /** The one streak record, reused (a flood of short streams starts one per event: no allocation each). */
  private readonly streakRecord: Streak = { type: "REASONING_MESSAGE_CONTENT" as unknown as Streak["type"], messageId: "", target: "" };

  /** Starts a streak (`streak.ts`). */
  startStreak(type: Streak["type"], messageId: string, target: string): void {
    const s = this.streakRecord;
    s.type = type;
    s.messageId = messageId;
    s.target = target;
    this.streak = s;
  }

  constructor(
    /** Strict verification (`@reasoning-ui/core/strict`), when the store was given it; lenient otherwise. */
    readonly strict: StrictVerification | undefined,
    /** RFC 6902 support for STATE_DELTA / ACTIVITY_DELTA, when the store was given one. */
    readonly jsonPatch: JsonPatchSupport | undefined,
    /** Whether the streak fast path is on (always, except in the benchmark rows that measure what it buys). */
    readonly streaks = true,
    /** Whether drafts share the process-wide ownership tracker (`draft.ts`) rather than a Set each. */
    readonly sharedOwnership = true,
    /** Whether long texts are built as flat chunks (`text.ts`) rather than by plain `+`. */
    readonly longTexts = true,
    /** Whether chunk shorthands continuing the parent lane take the fast path (`chunks.ts`); off only to compare both paths. */
    readonly chunkFastPath = true,
    /** The typed change feed (`changes.ts`): owned by the reducer, so it outlives a `reset`'s fresh memory. */
    readonly changes: ChangeFeed = new ChangeFeed(),
  ) {}

  /** The lifecycle owner whose lane owners the lane rule reads for `entity`. */
  owners(entity: Entity): Lifecycle<unknown> {
    return entity === "message" ? this.text : entity === "toolCall" ? this.toolCalls : entity === "reasoning" ? this.reasoning : this.activity;
  }

  /**
   * How many items `verifyEvents` would count open apart from streaming reasoning messages (RUN_FINISHED must
   * find none): text, tool calls, spans, and reasoning closed for its producer.
   */
  pendingCount(): number {
    const r = this.reasoning;
    return this.text.protocolOpen + this.toolCalls.protocolOpen + this.spans.protocolOpen + (r.protocolOpen - r.size);
  }

  /** A stream boundary (beginRun, RUN_STARTED, run end): nothing is open any more (streaming reasoning follows the state). */
  closeStreams(): void {
    this.streak = null;
    this.text.closeAll();
    this.toolCalls.closeAll();
    this.spans.closeAll();
    this.reasoning.forgetClosedForProducer();
    this.legacy = {};
    this.chunks.reset();
  }

  /** A new run (RUN_STARTED): per-run bookkeeping and lane owners start over. */
  newRun(): void {
    this.run.reset();
    for (const o of [this.text, this.toolCalls, this.reasoning, this.spans, this.activity]) o.forgetOwners();
  }

  /**
   * Keeps the reasoning owner in step with a reasoning message's status (`Draft.setReasoning` /
   * `deleteReasoning`): streaming opens it (or continues one closed for its producer) without changing the lane a
   * handler gave it; anything else closes it.
   */
  streamingReasoning(id: string, streaming: boolean): void {
    const r = this.reasoning;
    if (!streaming) r.close(id);
    else if (!r.isOpen(id) && !r.continue(id)) r.open(id, undefined);
  }

  /**
   * The one function that re-derives, from a state this memory did not produce (`AgentReducer.adopt`: an
   * application's `setState`, a command's rebuilt thread), what the memory keeps as indexes of the state: the id
   * indexes, the streaming reasoning messages (open in their owner), the spans still open, and the run phase's
   * facts (the phase is then the status's). O(messages + reasoning + open spans).
   */
  rebuild(state: { messages: readonly Message[]; reasoning: Readonly<Record<string, { status: string }>>; spans: Readonly<Record<string, { status: string }>> }): void {
    this.index.of = null;
    this.index.sync(state.messages);
    this.run.resetPhase();
    for (const id of this.reasoning.openIds()) this.reasoning.close(id);
    for (const id in state.reasoning) if (state.reasoning[id]!.status === "streaming") this.streamingReasoning(id, true);
    for (const id of this.spans.openIds()) if (state.spans[id]?.status !== "streaming") this.spans.close(id);
  }
}
