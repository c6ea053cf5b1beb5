/**
 * The readers of one instance's runs (docs/architecture.md, "Runs that outlive the page"): at most `maxReaders`
 * per run; only the run's owner can attach, so the cap must never lock the owner out — a reader beyond it drops
 * the oldest STALLED reader (parked on an event its client has not taken for a second), else the oldest reader
 * (the connection a reload left behind).
 */

/** One attached reader: when it opened, since when it holds an unread event (0: it does not), how to drop it. */
export interface ReaderSlot {
  openedAt: number;
  blockedSince: number;
  drop(): void;
}

const STALLED_MS = 1_000;

/** Per-run reader slots with the eviction rule above. O(readers of the run) per attach. */
export class ReaderSlots {
  private readonly byRun = new Map<string, Set<ReaderSlot>>();

  constructor(
    private readonly max: number,
    private readonly now: () => number,
  ) {}

  /** Readers of `runId` here now. */
  count(runId: string): number {
    return this.byRun.get(runId)?.size ?? 0;
  }

  /** Adds `slot` to `runId`, dropping one reader first when the run is at its cap. */
  add(runId: string, slot: ReaderSlot): void {
    let set = this.byRun.get(runId);
    if (!set) this.byRun.set(runId, (set = new Set()));
    if (set.size >= this.max) {
      const t = this.now();
      let victim: ReaderSlot | undefined;
      for (const s of set) if (s.blockedSince > 0 && t - s.blockedSince >= STALLED_MS && (!victim || s.blockedSince < victim.blockedSince)) victim = s;
      if (!victim) for (const s of set) if (!victim || s.openedAt < victim.openedAt) victim = s;
      if (victim) {
        set.delete(victim);
        victim.drop();
      }
    }
    set.add(slot);
  }

  /** Removes `slot` (its reader ended). */
  remove(runId: string, slot: ReaderSlot): void {
    const set = this.byRun.get(runId);
    if (!set) return;
    set.delete(slot);
    if (set.size === 0) this.byRun.delete(runId);
  }
}
