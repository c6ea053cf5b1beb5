/** The run log's bounds and their defaults (docs/architecture.md, "Runs that outlive the page"). */
export interface RunLogBounds {
  /** Bytes of event JSON kept per run; beyond it the oldest events are trimmed (a re-attach before them gets `log_trimmed`). Default 8 MiB. */
  maxLogBytes: number;
  /** Events kept per run (the same trimming). Default 50,000. */
  maxLogEvents: number;
  /** How long an ended run stays readable (re-attach, status), ms. Default 10 minutes. */
  ttlMs: number;
  /**
   * Readers of one run at once on one instance. Only the run's owner can read it, so the cap never locks the owner
   * out: a re-attach beyond it drops the oldest stalled reader (one holding an unread event), else the oldest reader
   * (a reload's old connection). Default 8.
   */
  maxReaders: number;
  /** A reader that holds an unread event this long (it stopped reading: a stalled socket) is dropped — its connection closed, its slot freed; the run goes on, ms. Default 30 s. */
  writeTimeoutMs: number;
  /** Runs one principal may have running at once on one instance (a run beyond gets 429 `too_many_runs`). Default 16. */
  maxOpenRunsPerPrincipal: number;
  /** A running run with no reader (on any instance) for this long is cancelled (`no_reader`), ms. Default 5 minutes. */
  detachedRunMs: number;
  /** Entries read from the store per step of a replay. Default 512. */
  readBatch: number;
}

/** The defaults of {@link RunLogBounds}. */
export const DEFAULT_RUN_LOG_BOUNDS: Readonly<RunLogBounds> = Object.freeze({
  maxLogBytes: 8 * 1024 * 1024,
  maxLogEvents: 50_000,
  ttlMs: 10 * 60_000,
  maxReaders: 8,
  writeTimeoutMs: 30_000,
  maxOpenRunsPerPrincipal: 16,
  detachedRunMs: 5 * 60_000,
  readBatch: 512,
});

/** The bounds in `options` (positive finite numbers), each else its default. */
export function resolveBounds(options: Partial<RunLogBounds>): RunLogBounds {
  const out = { ...DEFAULT_RUN_LOG_BOUNDS };
  for (const key of Object.keys(out) as (keyof RunLogBounds)[]) {
    const v = options[key];
    if (typeof v === "number" && Number.isFinite(v) && v > 0) out[key] = v;
  }
  return out;
}
