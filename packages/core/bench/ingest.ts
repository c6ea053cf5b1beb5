/**
 * P1 (DESIGN.md §8, issue 5): ingest cost per reasoning delta at 1k, 16k and 100k deltas, ours and
 * `@ag-ui/client` 1.0's `defaultApplyEvents` side by side, with the ratio.
 *
 *   pnpm exec tsx packages/core/bench/ingest.ts           # reference at 100k: last 1,000 deltas, sampled
 *   pnpm exec tsx packages/core/bench/ingest.ts --full    # reference at 100k: the whole stream (minutes)
 *
 * Ours is the best of several fresh streams per size, measured two ways: one `applyEvent` call (and store notification) per delta — the worst case —
 * and `applyEvents` in batches of 64, as `runHttpAgent` does per network chunk. The reference is fed the
 * same events through an rxjs Observable, with no subscribers.
 */
import { createRequire } from "node:module";
import { defaultApplyEvents } from "@ag-ui/client";
import { EventType, type BaseEvent, type Message, type RunAgentInput } from "@ag-ui/core";
import { createAgentStore } from "../src/index";

const requireFromClient = createRequire(createRequire(import.meta.url).resolve("@ag-ui/client"));
const { from, lastValueFrom, defaultIfEmpty } = requireFromClient("rxjs") as typeof import("rxjs");

const SIZES = [1_000, 16_000, 100_000];
const FULL = process.argv.includes("--full");
const SAMPLE = 1_000;
const DELTA = "think ";

function deltas(n: number, id = "r1"): BaseEvent[] {
  const out: BaseEvent[] = [];
  for (let i = 0; i < n; i++) out.push({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: id, delta: DELTA } as BaseEvent);
  return out;
}

const prelude: BaseEvent[] = [
  { type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent,
  { type: EventType.REASONING_START, messageId: "s1" } as BaseEvent,
  { type: EventType.REASONING_MESSAGE_START, messageId: "r1", role: "reasoning" } as BaseEvent,
];

function oursSingle(n: number): number {
  const store = createAgentStore({ threadId: "t" });
  store.subscribe(() => {});
  store.getState().applyEvents(prelude);
  const events = deltas(n);
  const t0 = process.hrtime.bigint();
  for (const e of events) store.getState().applyEvent(e);
  const t1 = process.hrtime.bigint();
  check(store.getState().messages, n);
  return Number(t1 - t0) / 1e3 / n;
}

function oursBatched(n: number, batch = 64): number {
  const store = createAgentStore({ threadId: "t" });
  store.subscribe(() => {});
  store.getState().applyEvents(prelude);
  const events = deltas(n);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i += batch) store.getState().applyEvents(events.slice(i, i + batch));
  const t1 = process.hrtime.bigint();
  check(store.getState().messages, n);
  return Number(t1 - t0) / 1e3 / n;
}

function check(messages: readonly Message[], n: number): void {
  const m = messages.find((x) => x.id === "r1");
  if (!m || m.role !== "reasoning" || m.content.length !== n * DELTA.length) throw new Error("bench: content mismatch");
}

/** Reference: `n` deltas; when `seeded`, the message already holds `seeded` deltas' worth of text. */
async function reference(n: number, seeded = 0): Promise<number> {
  const agent = {
    messages: [{ id: "r1", role: "reasoning", content: DELTA.repeat(seeded) }] as Message[],
    state: {},
  };
  const input: RunAgentInput = { threadId: "t", runId: "r", messages: [], tools: [], context: [], state: {} };
  const events = deltas(n);
  const t0 = process.hrtime.bigint();
  const out$ = defaultApplyEvents(input, from(events), agent as never, []);
  await lastValueFrom(out$.pipe(defaultIfEmpty(null)));
  const t1 = process.hrtime.bigint();
  return Number(t1 - t0) / 1e3 / n;
}

const best = (reps: number, fn: () => number) => Math.min(...Array.from({ length: reps }, fn));

const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toFixed(3)).padStart(9);

async function main() {
  oursSingle(20_000);
  oursBatched(20_000);
  await reference(200);
  console.log("P1 ingest: µs per REASONING_MESSAGE_CONTENT delta (one reasoning message, delta = 6 chars)");
  console.log("  deltas | ours 1 event/call | ours batch of 64 | @ag-ui/client 1.0 | ratio ref/ours(1/call)");
  for (const n of SIZES) {
    // Best of several fresh streams: small streams take a millisecond, so one GC pause would dominate.
    const reps = Math.min(30, Math.max(3, Math.round(200_000 / n)));
    const single = best(reps, () => oursSingle(n));
    const batched = best(reps, () => oursBatched(n));
    const sampled = n >= 100_000 && !FULL;
    const ref = sampled ? await reference(SAMPLE, n - SAMPLE) : await reference(n);
    const note = sampled ? `  (reference: last ${SAMPLE} of ${n}, content pre-seeded)` : "";
    console.log(`  ${String(n).padStart(6)} | ${fmt(single)} | ${fmt(batched)} | ${fmt(ref)} | ${fmt(ref / single)}×${note}`);
  }
}

void main();
