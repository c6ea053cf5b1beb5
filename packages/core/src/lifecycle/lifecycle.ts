/**
 * One lifecycle owner per kind of streamed entity (docs/architecture.md, "Store and reducer"): text messages, tool calls,
 * reasoning messages, reasoning spans, activity messages. The reducer, the agent package's emitter, the audit
 * trail and the event inspector's log all keep "what is open" in one of these, so there is one answer to "is
 * it open, who owns it, when did it start". No React, no reducer: a plain class over Maps (so any id, even
 * `__proto__`, is an ordinary key). Every method is O(1) except the ones documented as iterating.
 */

/** A lane: `undefined` is the parent agent, a string the `subagentRunId` of a subagent invocation. */
export type Lane = string | undefined;

/** The kinds of entity the kit tracks a lifecycle for (AG-UI 1.x event families). */
export type EntityKind = "text" | "toolCall" | "reasoning" | "span" | "activity";

/** Where an entity is in its lifecycle: open, or closed on the producer's behalf while the protocol still counts it open. */
export type LifecycleState = "open" | "closed-for-producer";

/** What an entry is now: open, closed for its producer, or `closed` (kept only for its lane owner). */
type EntryState = LifecycleState | "closed";

/**
 * One record per id: its open state and its lane rule owner together, so a new entity costs one hash insert (its
 * owner claimed, then opened, finds the same record) — at 100k ids every insert or first lookup is a cache miss.
 */
interface Entry<D> {
  lane: Lane;
  startedAt: number;
  state: EntryState;
  data: D | undefined;
  /** The lane rule's owner (`""`: the parent agent); `undefined` when none was recorded this run. */
  owner: string | undefined;
}

/**
 * The lifecycle of every entity of one kind: `open` / `continue` (reopen one closed for the producer) / `close` /
 * `closeForProducer`, `isOpen`, `owner` (the lane that opened it, kept for the whole run for the lane rule even
 * after it closed), `startedAt` (client clock, ms since epoch), per-entity `data` (e.g. a tool call's name), and
 * what `@ag-ui/client` 1.x `verifyEvents` still counts open (`protocolOpen`). Closing one lane's entities visits
 * that lane only (`idsIn`).
 *
 * @example
 * const text = new Lifecycle<undefined>("text");
 * text.open("m1", undefined);      // the parent agent's lane
 * text.isOpen("m1");              // true
 * text.closeForProducer("m1");    // closed by a reasoning start; the producer's END is still expected
 * text.settle("m1");              // its END arrived: true, and it is gone
 */
export class Lifecycle<D = undefined> {
  /** Every id open, closed for its producer, or with a lane owner this run (then `closed` once it is neither). */
  private readonly entries = new Map<string, Entry<D>>();
  /** lane → its open ids; `undefined` when the owner was made without the lane index (see the constructor). */
  private readonly lanes: Map<Lane, Set<string>> | undefined;
  private openCount = 0;
  /** Entries open or closed for their producer (what `verifyEvents` counts open). */
  private pendingCount = 0;

  constructor(
    /** Which kind of entity it tracks (for messages and debugging). */
    readonly kind: EntityKind,
    private readonly clock: () => number = Date.now,
    /**
     * Whether to index the open ids per lane (default true): {@link idsIn}, {@link countIn} and {@link lastIn} need
     * it. An owner nobody asks per lane (the reducer's tool calls, reasoning messages and activity owners) is made
     * without it and saves a set insert and delete per entity; those three methods then throw.
     */
    indexLanes = true,
  ) {
    this.lanes = indexLanes ? new Map() : undefined;
  }

  /** The lane index, for the methods that need it. */
  private laneIndex(): Map<Lane, Set<string>> {
    if (this.lanes === undefined) throw new Error(`Lifecycle(${this.kind}): made without the lane index (indexLanes: false)`);
    return this.lanes;
  }

  /** Adds `id` to `lane`'s open ids (when lanes are indexed). */
  private enter(id: string, lane: Lane): void {
    const lanes = this.lanes;
    if (lanes === undefined) return;
    let set = lanes.get(lane);
    if (!set) lanes.set(lane, (set = new Set()));
    set.add(id);
  }

  /**
   * Opens `id` in `lane` (`startedAt` now, on the client clock, unless `at` is given); re-opening an open or
   * closed-for-producer id restarts it. The lane rule's owner is recorded separately ({@link claim}).
   */
  open(id: string, lane: Lane, data?: D, at?: number): void {
    const startedAt = at ?? this.clock();
    const e = this.entries.get(id);
    if (e === undefined) this.entries.set(id, { lane, startedAt, state: "open", data, owner: undefined });
    else {
      if (e.state === "open") this.leave(id, e);
      if (e.state !== "closed") this.pendingCount--;
      e.lane = lane;
      e.startedAt = startedAt;
      e.state = "open";
      e.data = data;
    }
    this.openCount++;
    this.pendingCount++;
    this.enter(id, lane);
  }

  /** An id closed for the producer continues (its producer kept streaming): open again, same lane and start. Returns whether it was closed for the producer. */
  continue(id: string): boolean {
    if (this.pendingCount === this.openCount) return false; // none is closed for its producer: no lookup
    const e = this.entries.get(id);
    if (e?.state !== "closed-for-producer") return false;
    e.state = "open";
    this.openCount++;
    this.enter(id, e.lane);
    return true;
  }

  /** Closes `id` for good (its END arrived). Returns whether it was open. */
  close(id: string): boolean {
    const e = this.entries.get(id);
    if (e?.state !== "open") return false;
    this.leave(id, e);
    this.untrack(id, e);
    return true;
  }

  /**
   * Closes `id` on the producer's behalf (a reasoning start closing a forgotten text, a subagent's end, a
   * snapshot dropping it): no longer open, but still counted open by the protocol until its producer's END
   * ({@link settle}) — so a later content or END is accepted. An id not tracked is recorded in the parent lane.
   */
  closeForProducer(id: string, lane?: Lane): void {
    const e = this.entries.get(id);
    if (e === undefined || e.state === "closed") {
      if (e === undefined) this.entries.set(id, { lane, startedAt: this.clock(), state: "closed-for-producer", data: undefined, owner: undefined });
      else (e.lane = lane), (e.startedAt = this.clock()), (e.state = "closed-for-producer"), (e.data = undefined);
      this.pendingCount++;
      return;
    }
    if (e.state !== "open") return;
    e.state = "closed-for-producer";
    this.leave(id, e);
  }

  /** The producer's END for an id closed on its behalf: forgotten. Returns whether it was closed for the producer. */
  settle(id: string): boolean {
    if (this.pendingCount === this.openCount) return false;
    const e = this.entries.get(id);
    if (e?.state !== "closed-for-producer") return false;
    this.untrack(id, e);
    return true;
  }

  isOpen(id: string): boolean {
    return this.entries.get(id)?.state === "open";
  }

  isClosedForProducer(id: string): boolean {
    return this.pendingCount !== this.openCount && this.entries.get(id)?.state === "closed-for-producer";
  }

  /** Whether the protocol counts `id` open (open, or closed for the producer). */
  isPending(id: string): boolean {
    return this.tracked(id) !== undefined;
  }

  /** The lane the open (or closed-for-producer) id lives in; `undefined` for the parent agent's or an unknown id. */
  laneOf(id: string): Lane {
    return this.tracked(id)?.lane;
  }

  /** When `id` was opened (client clock, ms since epoch), while it is tracked. */
  startedAt(id: string): number | undefined {
    return this.tracked(id)?.startedAt;
  }

  /** What the opener attached to `id` (e.g. a tool call's name), while it is tracked. */
  data(id: string): D | undefined {
    return this.tracked(id)?.data;
  }

  /** Replaces what is attached to a tracked id. */
  setData(id: string, data: D): void {
    const e = this.tracked(id);
    if (e) e.data = data;
  }

  /** The lane that opened `id` in this run (`""`: the parent agent) — the lane rule's owner; kept after it closes until {@link forgetOwners}. */
  owner(id: string): string | undefined {
    return this.entries.get(id)?.owner;
  }

  /**
   * Records `lane` as the owner of `id` unless one was recorded (the first opener owns it). Returns the owner
   * recorded before (`undefined`: none, so `lane` owns it now) — {@link owner} and the claim in one lookup.
   */
  claim(id: string, lane: Lane): string | undefined {
    const e = this.entries.get(id);
    if (e === undefined) this.entries.set(id, { lane: undefined, startedAt: 0, state: "closed", data: undefined, owner: lane ?? "" });
    else if (e.owner === undefined) e.owner = lane ?? "";
    else return e.owner;
    return undefined;
  }

  /** Records `lane` as the owner of `id`, replacing any (a replacing snapshot, a tool result). */
  assign(id: string, lane: Lane): void {
    const e = this.entries.get(id);
    if (e === undefined) this.entries.set(id, { lane: undefined, startedAt: 0, state: "closed", data: undefined, owner: lane ?? "" });
    else e.owner = lane ?? "";
  }

  /** The open ids of one lane, in opening order (a snapshot: the caller may close them while iterating). O(open in that lane). */
  idsIn(lane: Lane): string[] {
    const set = this.laneIndex().get(lane);
    return set === undefined || set.size === 0 ? [] : [...set];
  }

  /** How many ids of `lane` are open. O(1). */
  countIn(lane: Lane): number {
    return this.laneIndex().get(lane)?.size ?? 0;
  }

  /** The most recently opened id still open in `lane` (e.g. the innermost span). O(open in that lane). */
  lastIn(lane: Lane): string | undefined {
    const set = this.laneIndex().get(lane);
    let last: string | undefined;
    if (set) for (const id of set) last = id;
    return last;
  }

  /** Every open id, in opening order (a snapshot). O(open). */
  openIds(): string[] {
    const out: string[] = [];
    for (const [id, e] of this.entries) if (e.state === "open") out.push(id);
    return out;
  }

  /** How many are open. */
  get size(): number {
    return this.openCount;
  }

  /** How many `@ag-ui/client` 1.x `verifyEvents` counts open: open plus closed for the producer. */
  get protocolOpen(): number {
    return this.pendingCount;
  }

  /** Forgets the ids closed for the producer (their END is no longer expected); open ones stay. O(tracked). */
  forgetClosedForProducer(): void {
    for (const [id, e] of this.entries) if (e.state === "closed-for-producer") this.untrack(id, e);
  }

  /** A stream boundary: nothing is open or pending any more (owners are kept: they last the run). O(tracked). */
  closeAll(): void {
    for (const [id, e] of this.entries) if (e.state !== "closed") this.untrack(id, e);
    this.lanes?.clear();
    this.openCount = 0;
    this.pendingCount = 0;
  }

  /** A new run: the lane rule's owners start over. O(tracked). */
  forgetOwners(): void {
    for (const [id, e] of this.entries) {
      if (e.state === "closed") this.entries.delete(id);
      else e.owner = undefined;
    }
  }

  /** Forgets everything. */
  reset(): void {
    this.entries.clear();
    this.lanes?.clear();
    this.openCount = 0;
    this.pendingCount = 0;
  }

  /** The entry of an id open or closed for its producer (not one kept only for its owner). */
  private tracked(id: string): Entry<D> | undefined {
    const e = this.entries.get(id);
    return e === undefined || e.state === "closed" ? undefined : e;
  }

  /** An open entry stops being open (its lane's set forgets it). */
  private leave(id: string, e: Entry<D>): void {
    this.openCount--;
    this.lanes?.get(e.lane)?.delete(id);
  }

  /** An entry open or closed for its producer (already left its lane) is no longer tracked: kept only for its owner. */
  private untrack(id: string, e: Entry<D>): void {
    this.pendingCount--;
    if (e.owner === undefined) this.entries.delete(id);
    else (e.state = "closed"), (e.data = undefined);
  }
}
