/**
 * One backoff for every retry loop of the kit (the persistence queue, the agent's remote run-log writer, the
 * client's re-attach loop, the uploader): exponential growth, capped, with jitter so that many clients that failed
 * together do not retry together ("Exponential Backoff And Jitter", AWS Architecture Blog, 2015).
 *
 * Jitter kinds: `"equal"` (default) waits half the delay plus up to as much again at random — never less than half,
 * so a loop cannot spin; `"full"` waits anything from 0 to the delay; `"none"` waits the delay exactly (tests).
 */

/** How a retry loop's delays grow. All durations in milliseconds. */
export interface BackoffOptions {
  /** Delay before the first retry (attempt 0), ms. */
  initialMs: number;
  /** Cap on any delay, ms (before jitter). */
  maxMs: number;
  /** Growth per attempt; default 2. */
  factor?: number;
  /** Jitter kind; default `"equal"`. */
  jitter?: BackoffJitter;
}

/** See the module comment. */
export type BackoffJitter = "equal" | "full" | "none";

/** `ms` with jitter applied (`random` in [0, 1), default `Math.random`), rounded to a whole millisecond. */
export function jitter(ms: number, kind: BackoffJitter = "equal", random: () => number = Math.random): number {
  if (kind === "none") return Math.round(ms);
  if (kind === "full") return Math.round(random() * ms);
  return Math.round(ms / 2 + (random() * ms) / 2);
}

/**
 * The delay before retry `attempt` (0-based): `initialMs × factor^attempt`, capped at `maxMs`, then jittered.
 * A negative or non-finite attempt counts as 0.
 *
 * @example
 * backoffDelay(0, { initialMs: 100, maxMs: 5_000 }); // 50–100 ms
 * backoffDelay(10, { initialMs: 100, maxMs: 5_000 }); // 2 500–5 000 ms
 */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number = Math.random): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const base = Math.min(options.maxMs, options.initialMs * Math.pow(options.factor ?? 2, n));
  return jitter(base, options.jitter, random);
}

/**
 * The delay before retry `attempt` from an explicit schedule (its last entry again past its end; 1 s when empty),
 * jittered — for loops whose public option is a list of delays (`backoffMs` of the re-attach loop).
 */
export function scheduleDelay(schedule: readonly number[], attempt: number, kind: BackoffJitter = "equal", random: () => number = Math.random): number {
  const n = Number.isFinite(attempt) && attempt > 0 ? Math.floor(attempt) : 0;
  const base = schedule.length === 0 ? 1_000 : schedule[Math.min(n, schedule.length - 1)]!;
  return jitter(base, kind, random);
}
