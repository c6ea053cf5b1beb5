import type { AgentState, Diagnostic, DiagnosticEvent } from "@reasoning-ui/core";

const sameSummary = (a: DiagnosticEvent, b: DiagnosticEvent): boolean => {
  const ka = Object.keys(a) as (keyof DiagnosticEvent)[];
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (a[k] !== b[k]) return false;
  return true;
};

/**
 * Finds which delivered event raised which diagnostic, from the store's public state only.
 *
 * The store publishes a batch's state (diagnostics included) before it delivers the batch's events, and a
 * diagnostic raised while folding an event carries that event's summary (`Diagnostic.event`, type and ids).
 * So when an event is delivered, the new diagnostics whose summary equals the event's belong to it; the
 * ones left when the batch is over (no summary: raised by `endStream`, `addMessage`, or by a value that is
 * not an event and so is never delivered) stand on their own. Two events of one batch with the same type
 * and ids cannot be told apart: their diagnostics go to the first of them.
 */
export class DiagnosticMatcher {
  private readonly seen: WeakSet<Diagnostic>;
  private pending: Diagnostic[] = [];

  constructor(state: AgentState) {
    this.seen = new WeakSet(state.diagnostics);
  }

  /** Moves diagnostics the store added since the last look into `pending` (O(new ones)). */
  private collect(state: AgentState): void {
    const list = state.diagnostics; // live: the store appends in place (AgentState.revision); walked back to the first seen
    const fresh: Diagnostic[] = [];
    for (let i = list.length - 1; i >= 0; i--) {
      const d = list[i]!;
      if (this.seen.has(d)) break;
      this.seen.add(d);
      fresh.push(d);
    }
    for (let i = fresh.length - 1; i >= 0; i--) this.pending.push(fresh[i]!);
  }

  /** The new diagnostics raised by the event whose summary is `summary`. */
  take(state: AgentState, summary: DiagnosticEvent | undefined): Diagnostic[] {
    this.collect(state);
    if (!summary || this.pending.length === 0) return [];
    const mine: Diagnostic[] = [];
    const rest: Diagnostic[] = [];
    for (const d of this.pending) (d.event && sameSummary(d.event, summary) ? mine : rest).push(d);
    this.pending = rest;
    return mine;
  }

  /** The new diagnostics no delivered event claimed (call once the batch's events are delivered). */
  leftovers(state: AgentState): Diagnostic[] {
    this.collect(state);
    const out = this.pending;
    this.pending = [];
    return out;
  }
}
