import type { EventType, Message } from "@ag-ui/core";
import { Lifecycle, type Lane } from "../lifecycle/lifecycle";
import { ChangeFeed } from "./changes";
import type { LegacyThinkingState } from "../protocol/legacyThinking";
import type { JsonPatchSupport } from "./jsonPatch";
import type { StrictVerification } from "./strict";
import type { TextStreams } from "./text";

/**
 * What the reducer remembers between events that the state does not carry (docs/architecture.md §5): a few
 * typed trackers, each with its own `reset`. Maps and Sets only, so ids such as `__proto__` are plain keys.
 * Nothing outside the reducer reads or writes them; the reducer re-derives them when it is handed a state it
 * did not produce (see `AgentReducer`).
 */

export type { Lane };

/** The kinds of entity `@ag-ui/client` 1.x `verifyEvents` tracks lane owners for (the lane rule, `lanes.ts`). */
export type Entity = "message" | "toolCall" | "reasoning" | "activity";

/** message id → position in `messages`, tool call id → holder, and the aliases of ids that collided. */
export class Indexes {
  readonly position = new Map<string, number>();
  readonly toolParent = new Map<string, string>();
  /** tool call id → its position in the holder's `toolCalls` (checked on use: a hint, never trusted blindly). */
  readonly toolPosition = new Map<string, number>();
  /** Original id → derived id of a reasoning message whose id belonged to another message. */
  readonly reasoningAlias = new Map<string, string>();
  /** Original id → derived id of a text message whose id belonged to a reasoning / tool / activity message. */
  readonly textAlias = new Map<string, string>();
  /** The array the maps describe; another array means they must be rebuilt. */
  of: readonly Message[] | null = null;

  /** Records that later events for `id` go to the derived message `target` (an id that belonged to another kind of message). */
  alias(kind: "text" | "reasoning", id: string, target: string): void {
    (kind === "text" ? this.textAlias : this.reasoningAlias).set(id, target);
  }

  /** Rebuilds the maps from `messages` (O(n)) unless they already describe it. Returns whether it rebuilt. */
  sync(messages: readonly Message[]): boolean {
    if (this.of === messages) return false;
    this.position.clear();
    this.toolParent.clear();
    this.toolPosition.clear();
    for (let i = 0; i < messages.length; i++) {
      const m = messages[i]!;
      this.position.set(m.id, i);
      if (m.role === "assistant" && Array.isArray(m.toolCalls)) m.toolCalls.forEach((tc, j) => (this.toolParent.set(tc.id, m.id), this.toolPosition.set(tc.id, j)));
    }
    this.of = messages;
    return true;
  }

  reset(): void {
    this.position.clear();
    this.toolParent.clear();
    this.toolPosition.clear();
    this.reasoningAlias.clear();
    this.textAlias.clear();
    this.of = null;
  }
}

/** A chunk shorthand currently open. `@ag-ui/client` 1.x keeps one per lane: the parent agent's and one per `subagentRunId`. */
export interface ChunkLane {
  kind: "text" | "tool" | "reasoning";
  id: string;
  /** `subagentRunId` of the opening chunk, copied onto the events it expands to. */
  subagentRunId?: string;
  /** Fields of the opening chunk a continuing chunk may not change (text: role, name; tool: toolCallName, parentMessageId). */
  role?: string;
  name?: string;
  toolCallName?: string;
  parentMessageId?: string;
}

/**
 * The lifecycle owner of chunk lanes: the chunk stream open per lane (parent agent, each `subagentRunId`), and
 * per lane the last reasoning chunk message (so an id-less chunk continues it). Private state; O(1) per call
 * except {@link settleAll} and {@link laneReopening} (O(lanes), only while a lane is reopenable).
 */
export class ChunkLanes {
  private readonly lanes = new Map<Lane, ChunkLane>();
  /** `closedByEmpty`: an empty delta closed it; the reference still counts it open, so a chunk may silently reopen it. */
  private readonly last = new Map<Lane, { id: string; closedByEmpty: boolean }>();
  /** How many `last` entries are `closedByEmpty` (a cheap test for the common path). */
  private reopenableCount = 0;
  /** Id of the reasoning message a chunk is silently reopening (its START raises no `duplicate_start`). */
  private reopeningId: string | null = null;

  /** The chunk stream open in `lane`. */
  get(lane: Lane): ChunkLane | undefined {
    return this.lanes.get(lane);
  }
  /** Opens `chunk` in `lane` (the caller closed what was open there). */
  open(lane: Lane, chunk: ChunkLane): void {
    this.lanes.set(lane, chunk);
  }
  /** Closes and returns the chunk stream open in `lane`. */
  close(lane: Lane): ChunkLane | undefined {
    const open = this.lanes.get(lane);
    if (open) this.lanes.delete(lane);
    return open;
  }
  /** How many lanes have a chunk stream open. */
  get size(): number {
    return this.lanes.size;
  }
  /** The lanes with a chunk stream open, and what is open there (a snapshot). */
  entries(): [Lane, ChunkLane][] {
    return [...this.lanes];
  }
  /** Whether any lane's reasoning chunk message was closed by an empty delta and may be silently reopened. */
  get reopenable(): boolean {
    return this.reopenableCount > 0;
  }
  /** The lane's last reasoning chunk message. */
  lastReasoning(lane: Lane): { readonly id: string; readonly closedByEmpty: boolean } | undefined {
    return this.last.get(lane);
  }
  /** A reasoning chunk message opens in `lane`: it becomes the lane's last (the previous one settled). */
  setLastReasoning(lane: Lane, id: string): void {
    this.settle(lane);
    this.last.set(lane, { id, closedByEmpty: false });
  }
  /** An empty delta closed the lane's last reasoning chunk message: the reference still counts it open. */
  closeByEmpty(lane: Lane): void {
    const last = this.last.get(lane);
    if (last && !last.closedByEmpty) (last.closedByEmpty = true), this.reopenableCount++;
  }
  /** The reference now closes the lane's stream an empty delta closed for us: no silent reopening any more. */
  settle(lane: Lane): void {
    const last = this.last.get(lane);
    if (!last?.closedByEmpty) return;
    last.closedByEmpty = false;
    this.reopenableCount--;
  }
  /** {@link settle} for every lane. */
  settleAll(): void {
    if (this.reopenableCount > 0) for (const lane of this.last.keys()) this.settle(lane);
  }
  /** The lane whose last reasoning chunk message `id` an empty delta closed, if any. */
  laneReopening(id: string): { lane: Lane } | undefined {
    if (this.reopenableCount === 0) return undefined;
    for (const [lane, last] of this.last) if (last.closedByEmpty && last.id === id) return { lane };
    return undefined;
  }
  /** A chunk silently reopens reasoning message `id` (its START raises no `duplicate_start`). */
  startReopening(id: string): void {
    this.reopeningId = id;
  }
  /** Whether the START of `id` is that silent reopening (then it is over). */
  takeReopening(id: string): boolean {
    if (this.reopeningId !== id) return false;
    this.reopeningId = null;
    return true;
  }

  reset(): void {
    this.lanes.clear();
    this.last.clear();
    this.reopenableCount = 0;
    this.reopeningId = null;
  }
}

/** Where the stream is, for `@ag-ui/client` 1.x `verifyEvents` rules: before any RUN_STARTED, running, after RUN_FINISHED, after RUN_ERROR. */
export type RunPhase = "none" | "running" | "finished" | "errored";

/**
 * The run's own lifecycle (what RUN_STARTED resets): its verify phase, the steps active per lane, the subagents
 * active and done in it, the tool calls started and answered in it. Private state, methods only.
 */
export class RunScope {
  private current: RunPhase = "none";
  private readonly steps = new Map<Lane, Set<string>>();
  private readonly activeSubagents = new Set<string>();
  /** Subagents finished or errored in this run (their ids cannot be reused within it). */
  private readonly doneSubagents = new Set<string>();
  /** Tool calls started in the run, in start order (a Set keeps insertion order), and those answered (RUN_FINISHED `pendingToolCallIds`). */
  private readonly toolCalls = new Set<string>();
  private readonly toolResults = new Set<string>();

  /** Where the stream is, for `verifyEvents`' rules. */
  get phase(): RunPhase {
    return this.current;
  }
  /** Moves the verify phase (RUN_STARTED, RUN_FINISHED, RUN_ERROR, a client command, a state from elsewhere). */
  setPhase(phase: RunPhase): void {
    this.current = phase;
  }

  /** The steps active in `lane`, in start order (a copy). */
  activeSteps(lane: Lane): string[] {
    const set = this.steps.get(lane);
    return set ? [...set] : [];
  }
  /** Starts step `name` in `lane`; false when it was already active there. */
  startStep(lane: Lane, name: string): boolean {
    let set = this.steps.get(lane);
    if (!set) this.steps.set(lane, (set = new Set()));
    if (set.has(name)) return false;
    set.add(name);
    return true;
  }
  /** The lane where step `name` is active: `lane` itself when it is there, else another lane, else none. O(lanes) off the common path. */
  laneOfStep(lane: Lane, name: string): { lane: Lane } | undefined {
    if (this.steps.get(lane)?.has(name)) return { lane };
    for (const [l, set] of this.steps) if (l !== lane && set.has(name)) return { lane: l };
    return undefined;
  }
  finishStep(lane: Lane, name: string): void {
    this.steps.get(lane)?.delete(name);
  }
  clearSteps(): void {
    this.steps.clear();
  }
  /** How many steps are active in every lane. */
  stepCount(): number {
    let n = 0;
    for (const set of this.steps.values()) n += set.size;
    return n;
  }

  isSubagentActive(id: string): boolean {
    return this.activeSubagents.has(id);
  }
  /** Whether subagent `id` finished or errored in this run. */
  isSubagentDone(id: string): boolean {
    return this.doneSubagents.has(id);
  }
  subagentStarted(id: string): void {
    this.activeSubagents.add(id);
    this.doneSubagents.delete(id);
  }
  subagentEnded(id: string): void {
    this.activeSubagents.delete(id);
    this.doneSubagents.add(id);
  }
  /** A run boundary: no subagent is active any more. */
  clearActiveSubagents(): void {
    this.activeSubagents.clear();
  }
  get activeSubagentCount(): number {
    return this.activeSubagents.size;
  }

  toolCallStarted(id: string): void {
    this.toolCalls.add(id);
  }
  toolCallAnswered(id: string): void {
    this.toolResults.add(id);
  }
  /** Tool calls started in the run without a result, in start order. */
  unansweredToolCalls(): string[] {
    return [...this.toolCalls].filter((id) => !this.toolResults.has(id));
  }

  reset(): void {
    this.steps.clear();
    this.activeSubagents.clear();
    this.doneSubagents.clear();
    this.toolCalls.clear();
    this.toolResults.clear();
  }
}

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

/** Keys of diagnostics already reported; bounded (a flood of distinct ids forgets the oldest keys, never grows without limit). */
class Reported {
  private keys = new Set<string>();
  /** Records `key` (cut to 256 characters); returns false when it was already recorded. */
  add(key: string): boolean {
    const k = key.length > 256 ? key.slice(0, 256) : key;
    if (this.keys.has(k)) return false;
    if (this.keys.size >= 4096) this.keys = new Set();
    this.keys.add(k);
    return true;
  }
  reset(): void {
    this.keys.clear();
  }
}

/**
 * The reducer's whole memory: the lifecycle owners of what is open (`lifecycle/`), the trackers above, and the
 * hot-path state (streak, long-text builders). Reducer files call the owners' methods; none writes a field here.
 */
export class ReducerMemory {
  readonly index = new Indexes();
  /** Text messages open per lane; their owners are the lane rule's `message` owners (text and tool results). */
  readonly text = new Lifecycle("text");
  /** Tool calls open in the stream, each with its name (so a call a snapshot dropped can be built again). */
  readonly toolCalls = new Lifecycle<string>("toolCall");
  /**
   * Reasoning messages whose status is `streaming` (kept by `Draft.setReasoning` / `deleteReasoning` through
   * {@link streamingReasoning}, rebuilt when a state arrives from elsewhere), so settling a run costs O(open
   * items), not O(every reasoning message); plus those closed for their producer (a span's or subagent's end,
   * a snapshot) whose later content / END is accepted.
   */
  readonly reasoning = new Lifecycle("reasoning");
  /** Reasoning spans open per lane (the innermost is the lane's last). */
  readonly spans = new Lifecycle("span");
  /** Activity messages: owners only (the lane rule). */
  readonly activity = new Lifecycle("activity");
  readonly chunks = new ChunkLanes();
  readonly run = new RunScope();
  readonly reported = new Reported();
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

  /** Starts a streak (`streak.ts`). */
  startStreak(streak: Streak): void {
    this.streak = streak;
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

  /** A state from elsewhere (`adopt`): spans it does not show streaming are no longer open. O(open spans). */
  syncSpans(spans: Readonly<Record<string, { status: string }>>): void {
    for (const id of this.spans.openIds()) if (spans[id]?.status !== "streaming") this.spans.close(id);
  }
}
