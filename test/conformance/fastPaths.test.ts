/**
 * The reducer's fast paths — the streak (`reducer/streak.ts`, through the delta's descriptor) and the chunk
 * shorthand's parent-lane continuation (`reducer/chunks.ts`) — must be unobservable: every input folded with
 * them on and off (the `AgentReducerOptions` devices `streaks` and `chunkFastPath`) gives equal states (so equal
 * diagnostics), equal typed change feeds (`AgentChange`) and, in strict mode, the same error. Inputs: every AG-UI
 * fixture in test/fixtures/agui (CRLF twins included), every hostile sequence of the protocol corpus, and
 * generated streams of every event family (test/conformance/streamBuilder.ts), one event per batch and in batches.
 */
import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AgentChange } from "../../packages/core/src/reducer/changes";
import type { AgentStateData } from "../../packages/core/src/reducer/draft";
import { AgentReducer } from "../../packages/core/src/reducer/reducer";
import { strict as strictVerification } from "../../packages/core/src/strict/index";
import { parseSseStream } from "../../packages/core/src/transport/parseSseStream";
import { cases } from "../corpus/protocolCases";
import { buildStream, CHUNK_HEAVY, DEFAULT_WEIGHTS, type Move } from "./streamBuilder";

interface Fold {
  state: AgentStateData;
  changes: AgentChange[];
  error?: string;
}

/** Folds `events` in batches of `batch`, the stream ended by the transport, with the fast paths on or off; the change feed recorded. */
function fold(events: readonly unknown[], opts: { strict: boolean; batch: number; fast: boolean }): Fold {
  let n = 0;
  vi.spyOn(globalThis.crypto, "randomUUID").mockImplementation(() => `00000000-0000-4000-8000-${String(n++).padStart(12, "0")}` as `${string}-${string}-${string}-${string}-${string}`);
  const reducer = new AgentReducer({ strict: opts.strict ? strictVerification : undefined, streaks: opts.fast, chunkFastPath: opts.fast });
  reducer.changes.on = true;
  const changes: AgentChange[] = [];
  let state = reducer.initial("thread-1");
  for (let i = 0; i < events.length; i += opts.batch) {
    const r = reducer.reduce(state, { type: "events", events: events.slice(i, i + opts.batch) });
    state = r.state;
    changes.push(...reducer.changes.drain());
    if (r.error !== undefined) return { state, changes, error: String(r.error) };
  }
  state = reducer.reduce(state, { type: "endStream", outcome: { status: "finished" } }).state;
  changes.push(...reducer.changes.drain());
  return { state, changes };
}

function bothWays(events: readonly unknown[], batches: readonly number[] = [1, 64]): void {
  for (const strict of [false, true]) {
    for (const batch of batches) {
      const on = fold(events, { strict, batch, fast: true });
      const off = fold(events, { strict, batch, fast: false });
      expect(on.error).toEqual(off.error);
      expect(on.state.diagnostics).toEqual(off.state.diagnostics);
      expect(on.state).toEqual(off.state);
      expect(on.changes).toEqual(off.changes);
    }
  }
}

/** The events of an SSE file, framed by the kit's own parser (`parseSseStream`, eventsource-parser). */
async function sseEvents(url: URL): Promise<unknown[]> {
  const out: unknown[] = [];
  for await (const e of parseSseStream(new Response(readFileSync(url)).body!)) out.push(e);
  return out;
}

const FIXTURES = new URL("../fixtures/agui/", import.meta.url);

describe("fast paths on and off fold every input alike (states, diagnostics, change feed)", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(1_763_798_400_000);
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const files = readdirSync(FIXTURES).filter((f) => f.endsWith(".sse"));
  it("has fixtures to feed", () => expect(files.length).toBeGreaterThanOrEqual(10));
  it.each(files)("fixture %s", async (file) => {
    const events = await sseEvents(new URL(file, FIXTURES));
    expect(events.length).toBeGreaterThan(0);
    bothWays(events, [1, 3, 64]);
  });

  it.each(cases.map((c) => [c.name, c] as const))("corpus: %s", (_name, c) => {
    bothWays(c.events("c2VjcmV0LWJsb2I="));
  });

  const move = fc.tuple(fc.nat(999), fc.nat(999), fc.nat(999)) as fc.Arbitrary<Move>;
  const streams = (weights: typeof DEFAULT_WEIGHTS) => fc.tuple(fc.array(move, { minLength: 1, maxLength: 40, size: "max" }), fc.nat(2)).map(([moves, ending]) => buildStream(moves, ending, weights).events);

  it("generated streams of every event family (200)", () => {
    fc.assert(fc.property(streams(DEFAULT_WEIGHTS), (events) => bothWays(events, [1, 7])), { numRuns: 200, seed: 20261124 });
  }, 60_000);

  it("chunk-heavy generated streams with subagent lanes (200)", () => {
    fc.assert(fc.property(streams(CHUNK_HEAVY), (events) => bothWays(events, [1, 7])), { numRuns: 200, seed: 7_7_2026 });
  }, 60_000);
});
