/**
 * The reducer's streak path (packages/core/src/reducer/streak.ts) is an optimisation: it must be
 * unobservable. Oracle: the same reducer with the streak cleared before every event, so every event takes
 * the general path. Streams: the differential test's generator (every event family, chunk lanes, subagent
 * lanes), and the same streams perturbed — events dropped, repeated, or a RUN_FINISHED / RUN_ERROR / chunk /
 * metadata-carrying delta inserted — so that streaks also meet recoveries and protocol errors.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AgentStateData } from "../../packages/core/src/reducer/draft";
import { AgentReducer } from "../../packages/core/src/reducer/reducer";
import { buildStream, CHUNK_HEAVY, DEFAULT_WEIGHTS, type Ev, type Move } from "./streamBuilder";
import { strict as strictVerification } from "../../packages/core/src/strict/index";

type Fold = { state: AgentStateData; error?: string };

/** Folds `events` in batches of `batch` (the streak carries across batches), lenient or strict. */
function fold(events: readonly Ev[], strict: boolean, batch: number, noStreak: boolean): Fold {
  let n = 0;
  // Generated ids (id-less chunks, THINKING_*) count from 0 in each fold, so both folds name them alike.
  vi.spyOn(globalThis.crypto, "randomUUID").mockImplementation(() => `00000000-0000-4000-8000-${String(n++).padStart(12, "0")}` as `${string}-${string}-${string}-${string}-${string}`);
  // The oracle is the same reducer with its streak fast path turned off: every event takes the general path.
  const reducer = new AgentReducer({ strict: strict ? strictVerification : undefined, streaks: !noStreak });
  let state = reducer.initial("thread-1");
  for (let i = 0; i < events.length; i += batch) {
    const r = reducer.reduce(state, { type: "events", events: events.slice(i, i + batch) });
    state = r.state;
    if (r.error !== undefined) return { state, error: String(r.error) };
  }
  return { state };
}

const INSERTS: Ev[] = [
  { type: "RUN_FINISHED", threadId: "thread-1", runId: "run-1" },
  { type: "RUN_ERROR", message: "boom" },
  { type: "TEXT_MESSAGE_CHUNK", messageId: "t-x", delta: "chunk" },
  { type: "REASONING_MESSAGE_CHUNK", delta: "" },
  { type: "REASONING_MESSAGE_END", messageId: "r-x" },
];

/**
 * `events` with perturbations applied: [kind, position, which] — drop, repeat, insert, add metadata / a
 * subagentRunId to an event, or turn a chunk into the explicit event it continues with (so explicit deltas
 * meet an open chunk stream of the same message).
 */
function perturb(events: Ev[], edits: [number, number, number][]): Ev[] {
  const out = events.slice();
  for (const [kind, pos, which] of edits) {
    if (out.length === 0) break;
    const at = pos % out.length;
    const e = out[at]!;
    const k = kind % 6;
    if (k === 0) out.splice(at, 1);
    else if (k === 1) out.splice(at, 0, structuredClone(e));
    else if (k === 2) out.splice(at, 0, structuredClone(INSERTS[which % INSERTS.length]!));
    else if (k === 3) out[at] = { ...e, metadata: { n: which } };
    else if (k === 4) out[at] = { ...e, subagentRunId: `sub-${which % 2}` };
    else {
      // Every chunk from here on becomes explicit: a chunk stream's opener stays a chunk, its continuation does not.
      for (let i = at + 1; i < out.length; i++) {
        const c = out[i]!;
        if (c.type === "TEXT_MESSAGE_CHUNK" || c.type === "REASONING_MESSAGE_CHUNK") out[i] = { ...c, type: c.type.replace("_CHUNK", "_CONTENT") };
      }
    }
  }
  return out;
}

const move = fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999)) as fc.Arbitrary<Move>;
const edits = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { maxLength: 6 });
const streams = (weights: typeof DEFAULT_WEIGHTS) =>
  fc.tuple(fc.array(move, { minLength: 1, maxLength: 40, size: "max" }), fc.nat(2), edits).map(([moves, ending, e]) => perturb(buildStream(moves, ending, weights).events, e));

function check(events: Ev[], batch: number): void {
  for (const strict of [false, true]) {
    const fast = fold(events, strict, batch, false);
    const general = fold(events, strict, batch, true);
    expect(fast.error).toEqual(general.error);
    expect(fast.state).toEqual(general.state);
  }
}

describe("the streak path is unobservable", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_763_798_400_000);
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("every event family, with perturbations, one event per batch and in batches of 7 (600 streams)", () => {
    fc.assert(
      fc.property(streams(DEFAULT_WEIGHTS), fc.constantFrom(1, 7), (events, batch) => check(events, batch)),
      { numRuns: 600, seed: 20261122 },
    );
  }, 30_000);

  it("chunk-heavy streams with subagent lanes, with perturbations (300 streams)", () => {
    fc.assert(
      fc.property(streams(CHUNK_HEAVY), fc.constantFrom(1, 7), (events, batch) => check(events, batch)),
      { numRuns: 300, seed: 424242 },
    );
  }, 30_000);
});
