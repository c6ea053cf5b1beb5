/**
 * P1, P2, P5 (issue 5, DESIGN.md §8), printed by `pnpm bench`. Figures only: nothing here passes or fails.
 *   node --expose-gc --import tsx bench/node.ts [--short]
 */
import { createRequire } from "node:module";
import { defaultApplyEvents } from "@ag-ui/client";
import { EventType, type BaseEvent, type Message, type RunAgentInput } from "@ag-ui/core";
import { createAgentStore, parseSseChunks } from "../packages/core/src/index";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const requireFromClient = createRequire(createRequire(import.meta.url).resolve("@ag-ui/client"));
type Rx = {
  from<T>(xs: T[]): unknown;
  lastValueFrom(o: unknown): Promise<unknown>;
  defaultIfEmpty(v: unknown): unknown;
};
const { from, lastValueFrom, defaultIfEmpty } = requireFromClient("rxjs") as Rx;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const fmt = (x: number, w = 8) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toFixed(3)).padStart(w);
const DELTA = "think ";
const delta = (id = "r1"): BaseEvent => ({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: id, delta: DELTA }) as BaseEvent;
const prelude: BaseEvent[] = [
  { type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent,
  { type: EventType.REASONING_START, messageId: "s1" } as BaseEvent,
  { type: EventType.REASONING_MESSAGE_START, messageId: "r1", role: "reasoning" } as BaseEvent,
];

function newStore() {
  const store = createAgentStore({ threadId: "t" });
  store.subscribe(() => {}); // a subscriber, as React adds one
  store.getState().applyEvents(prelude);
  return store;
}

/** µs per delta, one applyEvent call per delta; every event a fresh object (as JSON.parse makes them). */
function oursSingle(n: number): number {
  const store = newStore();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) store.getState().applyEvent(delta());
  const t = Number(process.hrtime.bigint() - t0) / 1e3 / n;
  if ((store.getState().messages.find((m) => m.id === "r1")?.content as string).length !== n * DELTA.length) throw new Error("content mismatch");
  return t;
}

function oursBatched(n: number, batch = 64): number {
  const store = newStore();
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i += batch) {
    const events: BaseEvent[] = [];
    for (let j = 0; j < batch && i + j < n; j++) events.push(delta());
    store.getState().applyEvents(events);
  }
  return Number(process.hrtime.bigint() - t0) / 1e3 / n;
}

/** Reference: `n` deltas through @ag-ui/client 1.0's defaultApplyEvents; `seeded` deltas' worth of text already there. */
async function reference(n: number, seeded = 0): Promise<number> {
  const agent = { messages: [{ id: "r1", role: "reasoning", content: DELTA.repeat(seeded) }] as Message[], state: {} };
  const input: RunAgentInput = { threadId: "t", runId: "r", messages: [], tools: [], context: [], state: {} };
  const events = Array.from({ length: n }, () => delta());
  const t0 = process.hrtime.bigint();
  await lastValueFrom(defaultApplyEvents(input, from(events) as never, agent as never, []).pipe(defaultIfEmpty(null) as never));
  return Number(process.hrtime.bigint() - t0) / 1e3 / n;
}

async function p1() {
  const sizes = [1_000, 16_000, 100_000];
  for (let i = 0; i < (SHORT ? 3 : 10); i++) (oursSingle(20_000), oursBatched(20_000)); // warm-up (JIT)
  await reference(200);
  console.log("\nP1 ingest: µs per REASONING_MESSAGE_CONTENT delta (budget ≤ 1 µs, flat 1k → 100k)");
  console.log("  median of fresh streams (GC included); reference: @ag-ui/client 1.0 defaultApplyEvents, same events");
  console.log("   deltas | ours 1 event/call | ours batch 64 | @ag-ui/client | ratio ref/ours");
  const rows: Record<number, { single: number; batched: number; ref: number }> = {};
  for (const n of sizes) {
    const reps = SHORT ? 3 : n >= 100_000 ? 9 : n >= 16_000 ? 15 : 41;
    const single: number[] = [];
    const batched: number[] = [];
    for (let i = 0; i < reps; i++) (single.push(oursSingle(n)), batched.push(oursBatched(n)));
    // The reference is O(n²) over a stream: at 100k it is sampled (last 1,000 deltas, text pre-seeded).
    const sampled = n >= 100_000 || (SHORT && n >= 16_000);
    const sample = SHORT ? 300 : 1_000;
    const ref = sampled ? await reference(sample, n - sample) : await reference(n);
    rows[n] = { single: median(single), batched: median(batched), ref };
    console.log(`  ${String(n).padStart(7)} | ${fmt(median(single), 17)} | ${fmt(median(batched), 13)} | ${fmt(ref, 13)} | ${fmt(ref / median(single), 9)}×${sampled ? `  (ref: last ${sample} of ${n})` : ""}`);
  }
  const flat = rows[100_000]!.single / rows[1_000]!.single;
  console.log(`  flatness 100k/1k (1 event/call): ${flat.toFixed(2)}×`);
  return rows;
}

/** SSE bytes of `n` reasoning deltas (delta of `size` chars) as the official encoder writes them. */
function sseBytes(n: number, size: number): { bytes: Uint8Array; frames: string[] } {
  const frames: string[] = [];
  const d = "The quick brown fox jumps over the lazy dog. ".repeat(4).slice(0, size);
  for (const e of prelude) frames.push(JSON.stringify(e));
  for (let i = 0; i < n; i++) frames.push(JSON.stringify({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: "r1", delta: d, timestamp: 1_763_798_400_000 + i }));
  const text = frames.map((f) => `data: ${f}\n\n`).join("");
  return { bytes: new TextEncoder().encode(text), frames };
}

function chunkStream(bytes: Uint8Array, size: number): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(c) {
      if (at >= bytes.length) return c.close();
      c.enqueue(bytes.subarray(at, at + size));
      at += size;
    },
  });
}

async function p2() {
  const n = SHORT ? 20_000 : 100_000;
  const { bytes, frames } = sseBytes(n, 40);
  const mb = bytes.length / 1e6;
  const limitRun = () => {
    const t0 = process.hrtime.bigint();
    let k = 0;
    for (const f of frames) k += (JSON.parse(f) as { type: string }).type.length;
    if (k === 0) throw new Error();
    return Number(process.hrtime.bigint() - t0) / 1e9;
  };
  const oursRun = async () => {
    const store = createAgentStore({ threadId: "t" });
    store.subscribe(() => {});
    const t0 = process.hrtime.bigint();
    for await (const batch of parseSseChunks(chunkStream(bytes, 16_384))) store.getState().applyEvents(batch);
    const t = Number(process.hrtime.bigint() - t0) / 1e9;
    if (store.getState().messages.length !== 1) throw new Error("P2: wrong store");
    return t;
  };
  for (let i = 0; i < 2; i++) (limitRun(), await oursRun());
  const reps = SHORT ? 3 : 7;
  const limits: number[] = [];
  const ours: number[] = [];
  for (let i = 0; i < reps; i++) (limits.push(limitRun()), ours.push(await oursRun()));
  const tl = median(limits);
  const to = median(ours);
  console.log(`\nP2 SSE bytes → store: ${n.toLocaleString("en")} frames, ${mb.toFixed(1)} MB, 16 KiB network chunks (budget ≥ 0.5 × bare JSON.parse)`);
  console.log(`  bare JSON.parse of the frames: ${fmt(mb / tl, 7)} MB/s ${fmt(n / tl / 1e6, 6)} M events/s`);
  console.log(`  ours (decode+frame+parse+fold): ${fmt(mb / to, 6)} MB/s ${fmt(n / to / 1e6, 6)} M events/s   ratio ${(tl / to).toFixed(2)} × the limit`);
  return { mbps: mb / to, limit: mb / tl, ratio: tl / to, eps: n / to };
}

async function p5() {
  const total = SHORT ? 2_000_000 : 10_000_000;
  const size = 40;
  const n = total / size;
  const d = "Let me think about this step by step. ".repeat(2).slice(0, size);
  const run = (single: boolean) => {
    gc();
    gc();
    const base = process.memoryUsage().heapUsed;
    let peak = 0;
    const store = createAgentStore({ threadId: "t" });
    store.subscribe(() => {});
    store.getState().applyEvents(prelude);
    const frame = (i: number) => `{"type":"REASONING_MESSAGE_CONTENT","messageId":"r1","delta":"${d}","timestamp":${1_763_798_400_000 + i}}`;
    const batch: BaseEvent[] = [];
    for (let i = 0; i < n; i++) {
      const e = JSON.parse(frame(i)) as BaseEvent; // as off the wire
      if (single) store.getState().applyEvent(e);
      else if (batch.push(e) === 64) (store.getState().applyEvents(batch), (batch.length = 0));
      if ((i & 1023) === 0) peak = Math.max(peak, process.memoryUsage().heapUsed - base);
    }
    store.getState().applyEvents(batch);
    peak = Math.max(peak, process.memoryUsage().heapUsed - base);
    gc();
    const live = process.memoryUsage().heapUsed - base;
    const len = (store.getState().messages[0]!.content as string).length;
    if (len !== total) throw new Error("P5 content mismatch");
    return { peak, live };
  };
  console.log(`\nP5 heap while ingesting a ${(total / 1e6).toFixed(0)} MB reasoning stream (${n.toLocaleString("en")} deltas of ${size} chars, JSON-parsed; budget peak ≤ 3 × content)`);
  const out: Record<string, { peak: number; live: number }> = {};
  for (const single of [true, false]) {
    const r = run(single);
    out[single ? "single" : "batched"] = r;
    console.log(`  ${single ? "1 event/call " : "batches of 64"}: peak heapUsed ${(r.peak / 1e6).toFixed(1)} MB = ${(r.peak / total).toFixed(2)} × content; live after GC ${(r.live / 1e6).toFixed(1)} MB = ${(r.live / total).toFixed(2)} ×`);
  }
  return out;
}

const results = { p1: await p1(), p2: await p2(), p5: await p5() };
if (process.env.BENCH_JSON) console.log(`BENCH_JSON ${JSON.stringify(results)}`);
