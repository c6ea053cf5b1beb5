import type { ReasoningInfo, RunRecord, ThreadSnapshot } from "../types";
import type { Draft } from "./draft";

/**
 * A restored run replayed after a re-attach keeps the clock it had before the page went away (docs/architecture.md,
 * "Runs that outlive the page"): its reasoning messages take their stored receipt times, else their agent
 * timestamps shifted by the stored skew (client − agent clock), and its run record keeps its stored start. The
 * run clock's own estimate (`runClock.ts`) cannot give these back: a replay arrives in one burst, so its estimate
 * is only right once the live tail comes, and then only for what is still open — stored times are exact.
 */
export interface RunClockPin {
  /** Applies the pin to a batch's draft (see {@link keepPinnedClock}); the reducer calls it, and so bundles none of this module unless a session pins. */
  keep(d: Draft): void;
  /** The stored reasoning records of the thread (their times as they were saved). */
  readonly reasoning: Readonly<Record<string, ReasoningInfo>>;
  /** Client − agent clock (ms) of the stored records, from the first one that has both; undefined when none has. */
  readonly skew: number | undefined;
  /** The stored run's start (client clock, ms since epoch). */
  readonly startedAt: number;
}

/** The pin of a stored thread `snapshot` whose last run `record` is replayed. O(stored reasoning). */
export function clockPinOf(snapshot: ThreadSnapshot, record: RunRecord): RunClockPin {
  const reasoning = snapshot.reasoning;
  let skew: number | undefined;
  for (const id in reasoning) {
    const r = reasoning[id]!;
    if (r.startedAt !== undefined && r.agentStartedAt !== undefined) {
      skew = r.startedAt - r.agentStartedAt;
      break;
    }
  }
  const pin: RunClockPin = { reasoning, skew, startedAt: record.startedAt, keep: (d) => keepPinnedClock(d, pin) };
  return pin;
}

/**
 * Applies `pin` to the batch's draft (after its events or command, in the same publish): each reasoning message's
 * start and end as stored (or shifted by the stored skew), the last run record's start as stored when the replay
 * gave it a later one. O(reasoning records) per batch while a pin is held (a re-attach).
 */
export function keepPinnedClock(d: Draft, pin: RunClockPin): void {
  const { reasoning: stored, skew } = pin;
  const current = d.data.reasoning;
  for (const id in current) {
    const r = current[id]!;
    const was = stored[id];
    const start = was?.startedAt ?? (r.agentStartedAt !== undefined && skew !== undefined ? r.agentStartedAt + skew : undefined);
    const end =
      r.status === "streaming" ? undefined : was?.status === "complete" && was.endedAt !== undefined ? was.endedAt : r.agentEndedAt !== undefined && skew !== undefined ? r.agentEndedAt + skew : r.endedAt;
    if ((start !== undefined && r.startedAt !== start) || (end !== undefined && r.endedAt !== end)) {
      d.setReasoning({ ...r, ...(start !== undefined && { startedAt: start }), ...(end !== undefined && { endedAt: end }) });
    }
  }
  const runs = d.data.runs;
  const last = runs[runs.length - 1];
  if (last && last.startedAt !== pin.startedAt && last.startedAt >= pin.startedAt) {
    const next = runs.slice();
    next[next.length - 1] = { ...last, startedAt: pin.startedAt };
    d.setRuns(next, last.runId);
  }
}
