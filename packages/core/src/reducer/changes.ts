import type { AgentChange } from "../changeTypes";

export type { AgentChange, AgentChangeListener, AgentChangeType } from "../changeTypes";

type Distribute<C> = C extends AgentChange ? Omit<C, "eventIndex"> : never;
/** A change as a handler reports it (the feed stamps `eventIndex`). */
export type ChangeInput = Distribute<AgentChange>;

/** The ids a batch's `content-changed` lists, by kind (see {@link ChangeFeed.touch}). */
export type TouchedKind = "messageIds" | "toolCallIds" | "spanIds" | "runIds";

/**
 * The reducer's change feed: handlers `push` typed changes while someone listens (`on`), the store `drain`s them
 * after publishing the batch. Nobody listening, `push` and `touch` are never reached (`on` is checked first): O(1),
 * nothing allocated. Bounded: a batch holds at most {@link MAX_PENDING} changes (the oldest dropped first,
 * counted) and lists at most {@link MAX_PENDING} ids of each kind in its `content-changed`.
 *
 * Every write of saved content goes through the draft (`draft.ts`), which `touch`es what it writes — a message
 * copied for a delta, a tool call's times, a span, a run record; at `drain` the ids touched become ONE
 * `content-changed` change, the batch's last: a streamed delta costs one id compare per batch, never a change per
 * event. So "did this batch change what is saved" is "did it report `content-changed`" (or a command that
 * rebuilt the thread) — persistence schedules its saves on that alone.
 */
export class ChangeFeed {
  /** Whether anyone listens; handlers test it before building a change. */
  on = false;
  private pending: AgentChange[] = [];
  private index = -1;
  /** What the batch wrote of the saved content, by kind (taken at each drain). */
  private readonly touched: Record<TouchedKind, IdList> = { messageIds: new IdList(), toolCallIds: new IdList(), spanIds: new IdList(), runIds: new IdList() };
  private touchedAny = false;
  /** Changes dropped because a batch produced more than the bound (and ids left out of a `content-changed`). */
  dropped = 0;

  /** The next event of the batch is being applied. */
  nextEvent(): void {
    if (this.on) this.index++;
  }

  /**
   * Queues `change`, stamped with the event's position; `lane` (a `subagentRunId`; undefined: the parent agent)
   * and the event's `timestamp` (as `agentAt`, when a finite number) are added when given.
   */
  push(change: ChangeInput, lane?: string, event?: { timestamp?: unknown }): void {
    const c = change as AgentChange & { lane?: string; agentAt?: number };
    c.eventIndex = this.index;
    if (lane !== undefined) c.lane = lane;
    const t = event?.timestamp;
    if (typeof t === "number" && Number.isFinite(t)) c.agentAt = t;
    this.pending.push(c);
    if (this.pending.length > MAX_PENDING) {
      const cut = this.pending.length - MAX_PENDING;
      this.pending.splice(0, cut);
      this.dropped += cut;
    }
  }

  /**
   * The batch wrote saved content of the entity `id` (of `kind`) in place: listed in the batch's `content-changed`
   * (no `id`: a whole list was replaced — a snapshot's — the change is reported, with the ids touched one by one).
   * O(1) (see `IdList`). Called only while `on`.
   */
  touch(kind: TouchedKind, id?: string): void {
    this.touchedAny = true;
    if (id !== undefined && !this.touched[kind].add(id)) this.dropped++;
  }

  /** Takes the changes of the batch (or command) just published — its `content-changed` last; the next batch starts at event 0. */
  drain(): readonly AgentChange[] {
    if (this.touchedAny) this.summarise();
    this.index = -1;
    if (this.pending.length === 0) return NO_CHANGES;
    const out = this.pending;
    this.pending = [];
    return out;
  }

  /** The batch's one `content-changed` (stamped with its last event), the touched lists taken. */
  private summarise(): void {
    const t = this.touched;
    this.touchedAny = false;
    this.push({ type: "content-changed", messageIds: t.messageIds.take(), toolCallIds: t.toolCallIds.take(), spanIds: t.spanIds.take(), runIds: t.runIds.take() });
  }
}

const NO_CHANGES: readonly AgentChange[] = [];
const NO_IDS: readonly string[] = Object.freeze([]);

/** Ids without repeats, in first-write order, at most {@link MAX_PENDING}: a batch streams into one entity at a time, so the last id is checked first; a set is kept only past a few ids. */
class IdList {
  private ids: string[] | undefined;
  private set: Set<string> | undefined;

  /** Adds `id` (O(1)); false when the list is full and `id` is not in it. */
  add(id: string): boolean {
    const ids = this.ids;
    if (ids === undefined) return (this.ids = [id]), true;
    if (ids[ids.length - 1] === id) return true;
    if (this.set === undefined) {
      if (ids.length < 8) {
        if (!ids.includes(id)) ids.push(id);
        return true;
      }
      this.set = new Set(ids);
    }
    if (this.set.has(id)) return true;
    if (ids.length >= MAX_PENDING) return false;
    ids.push(id);
    this.set.add(id);
    return true;
  }

  /** The ids listed (a shared empty list when none), the list emptied. */
  take(): readonly string[] {
    const ids = this.ids;
    this.ids = this.set = undefined;
    return ids ?? NO_IDS;
  }
}

/** Most changes one batch holds before the oldest are dropped (and most ids of one kind a `content-changed` lists). */
export const MAX_PENDING = 65_536;
