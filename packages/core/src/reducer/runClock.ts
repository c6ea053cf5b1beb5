/**
 * The run's own clock (docs/architecture.md, "Store and reducer"): the state's times are
 * on the client's clock (a live elapsed time is `Date.now() − startedAt`), but an event's receipt is not when it
 * happened when it arrives late — a run replayed from its log after a reload or in a second tab arrives in one
 * burst, seconds after its events. When events carry the agent's `timestamp`, the run's offset between the two
 * clocks is estimated as the smallest `receipt − timestamp` seen in the run (the least delayed event: the live tail
 * once the replay caught up), and an event's time is its timestamp shifted by it (never later than its receipt).
 * Without timestamps, times are receipts, as before. O(1) per event; what is still open is re-mapped when the
 * estimate improves by more than {@link REMAP_MS} (after a replay: once or a few times), O(open items).
 */

/** The estimate must improve by more than this (ms) for the open items' start times to be re-mapped. */
export const REMAP_MS = 500;

export class RunClock {
  /** Smallest `receipt − timestamp` of the run's events, ms (`Infinity`: none had a timestamp). */
  skew = Infinity;
  /** The estimate the open items were last mapped with. */
  mapped = Infinity;
  /** The agent's time of the run's start (RUN_STARTED's `timestamp`), when known. */
  agentStart: number | undefined;
  /** The latest `timestamp` of the run's events: where a run cut or stopped is known to have got to, on the agent's clock. */
  lastAgent: number | undefined;

  /** The latest time handed out: times never go back within a run (incoherent timestamps cannot order an end before its start). */
  private latest = -Infinity;

  /** A new run (`beginRun`): nothing known yet. */
  reset(): void {
    this.skew = this.mapped = Infinity;
    this.agentStart = this.lastAgent = undefined;
    this.latest = -Infinity;
  }

  /** An event received at `receipt` with agent time `agent` (undefined: no timestamp). */
  note(receipt: number, agent: number | undefined, runStarted: boolean): void {
    if (agent === undefined) return;
    const s = receipt - agent;
    if (s < this.skew) this.skew = s;
    if (runStarted) this.agentStart = agent;
    if (this.lastAgent === undefined || agent > this.lastAgent) this.lastAgent = agent;
  }

  /** The client-clock time of an event received at `receipt` with agent time `agent`. */
  toClient(receipt: number, agent: number | undefined): number {
    const t = agent === undefined || this.skew === Infinity ? receipt : Math.max(this.latest, Math.min(receipt, agent + this.skew));
    if (t > this.latest) this.latest = t;
    return t;
  }

  /** Whether the estimate improved enough since the open items were mapped (then they are, and this returns true once). */
  improved(): boolean {
    if (this.skew === Infinity || !(this.mapped - this.skew > REMAP_MS)) {
      if (this.mapped === Infinity) this.mapped = this.skew;
      return false;
    }
    this.mapped = this.skew;
    return true;
  }
}
