import type { AgentChange } from "../changeTypes";

export type { AgentChange, AgentChangeListener, AgentChangeType } from "../changeTypes";

type Distribute<C> = C extends AgentChange ? Omit<C, "eventIndex"> : never;
/** A change as a handler reports it (the feed stamps `eventIndex`). */
export type ChangeInput = Distribute<AgentChange>;

/**
 * The reducer's change feed: handlers `push` typed changes while someone listens (`on`), the store `drain`s them
 * after publishing the batch. Nobody listening, `push` is never reached (`on` is checked first): O(1), nothing
 * allocated. Bounded: a batch holds at most {@link MAX_PENDING} changes (the oldest dropped first, counted).
 */
export class ChangeFeed {
  /** Whether anyone listens; handlers test it before building a change. */
  on = false;
  private pending: AgentChange[] = [];
  private index = -1;
  /** Changes dropped because a batch produced more than the bound. */
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

  /** Takes the changes of the batch (or command) just published; the next batch starts at event 0. */
  drain(): readonly AgentChange[] {
    this.index = -1;
    if (this.pending.length === 0) return NO_CHANGES;
    const out = this.pending;
    this.pending = [];
    return out;
  }
}

const NO_CHANGES: readonly AgentChange[] = [];

/** Most changes one batch holds before the oldest are dropped. */
export const MAX_PENDING = 65_536;
