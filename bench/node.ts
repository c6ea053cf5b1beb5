/**
 * P1, P2, P5 (issue 5, docs/architecture.md, "Budgets and benchmarks"), printed by `pnpm bench`. Figures only: nothing here passes or fails.
 *   node --expose-gc --import tsx bench/node.ts [--short]
 */
import { createRequire } from "node:module";
import { defaultApplyEvents } from "@ag-ui/client";
import { EventType, type BaseEvent, type Message, type RunAgentInput } from "@ag-ui/core";
import { createStore } from "zustand/vanilla";
import { buildRunAgentInput, createAgentStore, runHttpAgent } from "../packages/core/src/index";
import { AgentReducer, type AgentReducerOptions } from "../packages/core/src/reducer/reducer";
import { parseSseChunks } from "../packages/core/src/transport/parseSseStream";
import { record } from "./record.mjs";

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

/** `count` earlier messages (user question, assistant answer, alternating): the conversation before the streaming reasoning. */
function history(count: number): Message[] {
  return Array.from({ length: count }, (_, i) =>
    i % 2 === 0 ? { id: `u${i}`, role: "user", content: `Question ${i}?` } : { id: `a${i}`, role: "assistant", content: `Answer ${i}, a sentence or two long.` },
  ) as Message[];
}

/** A store streaming reasoning message `r1` after `thread` earlier messages. */
function newStore(thread = 0) {
  const store = createAgentStore({ threadId: "t", messages: history(thread) });
  store.subscribe(() => {}); // a subscriber, as React adds one
  store.getState().applyEvents(prelude);
  // A history is old by the time an answer streams: let it reach the old generation first, so the stream's
  // first young-generation GCs do not pay for promoting it.
  if (thread > 0) gc();
  return store;
}

/** µs per delta, one applyEvent call per delta; every event a fresh object (as JSON.parse makes them). */
function oursSingle(n: number, thread = 0): number {
  const store = newStore(thread);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) store.getState().applyEvent(delta());
  const t = Number(process.hrtime.bigint() - t0) / 1e3 / n;
  if ((store.getState().messages.find((m) => m.id === "r1")?.content as string).length !== n * DELTA.length) throw new Error("content mismatch");
  return t;
}

function oursBatched(n: number, thread = 0, batch = 64): number {
  const store = newStore(thread);
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i += batch) {
    const events: BaseEvent[] = [];
    for (let j = 0; j < batch && i + j < n; j++) events.push(delta());
    store.getState().applyEvents(events);
  }
  return Number(process.hrtime.bigint() - t0) / 1e3 / n;
}

/** Reference: `n` deltas through @ag-ui/client 1.0's defaultApplyEvents; `seeded` deltas' worth of text already there. */
async function reference(n: number, seeded = 0, thread = 0): Promise<number> {
  const agent = { messages: [...history(thread), { id: "r1", role: "reasoning", content: DELTA.repeat(seeded) }] as Message[], state: {} };
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
    const k = `${n / 1000}k`;
    const anchor = `@ag-ui/client ${fmt(ref, 0)} µs${sampled ? ` (last ${sample} of ${n})` : ""}; median of ${reps}`;
    record(`p1-single-${k}`, { label: `${k} deltas`, value: median(single), unit: "µs", budget: 1, note: anchor });
    record(`p1-batched-${k}`, { label: `${k} deltas`, value: median(batched), unit: "µs", budget: 0.3, note: anchor });
  }
  const flat = rows[100_000]!.single / rows[1_000]!.single;
  console.log(`  flatness 100k/1k (1 event/call): ${flat.toFixed(2)}×`);
  record("p1-flatness", { label: "100k / 1k, one event per call", value: flat, unit: "×" });
  // A long conversation: before issue 23 each call copied the `messages` array (O(thread) per call); now the array is
  // written in place and a call costs the same at any thread length.
  const THREAD = 500;
  const n = SHORT ? 4_000 : 16_000;
  const single: number[] = [];
  const batched: number[] = [];
  (oursSingle(n, THREAD), oursBatched(n, THREAD)); // warm-up of this path
  for (let i = 0; i < (SHORT ? 3 : 7); i++) (single.push(oursSingle(n, THREAD)), batched.push(oursBatched(n, THREAD)));
  const ref = await reference(SHORT ? 100 : 300, 0, THREAD);
  console.log(`  after ${THREAD} earlier messages, ${n.toLocaleString("en")} deltas: 1 event/call ${fmt(median(single), 0)} µs, batch 64 ${fmt(median(batched), 0)} µs; @ag-ui/client ${fmt(ref, 0)} µs (ratio ${fmt(ref / median(single), 0)}×)`);
  const anchor = `${n / 1000}k deltas; @ag-ui/client ${fmt(ref, 0)} µs`;
  record("p1-thread500-single", { label: `one event per call after ${THREAD} messages`, value: median(single), unit: "µs", budget: 1, note: anchor });
  record("p1-thread500-batched", { label: `batched after ${THREAD} messages`, value: median(batched), unit: "µs", budget: 0.3, note: anchor });
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
  record("p2-ratio", { label: "SSE bytes → store", value: tl / to, unit: "× bare JSON.parse", budget: 0.5, atLeast: true, note: `${fmt(mb / to, 0)} MB/s, ${fmt(n / to / 1e6, 0)} M events/s; bare JSON.parse ${fmt(mb / tl, 0)} MB/s` });
  return { mbps: mb / to, limit: mb / tl, ratio: tl / to, eps: n / to };
}

/** Token-sized deltas as an LLM streams them: 4–20 characters (mean 12), cycling through this text. */
const TOKEN_SIZES = [4, 9, 13, 6, 20, 11, 7, 16, 5, 18, 12, 8, 15, 10, 19, 14, 4, 17, 9, 3];
const TOKEN_TEXT = "Let me think about this step by step: the user asks for the weather in Paris, so I should call the weather tool first. ";

async function p5() {
  const total = SHORT ? 2_000_000 : 10_000_000;
  // 4,096 distinct frames (as a server sends them, each with its own timestamp), cycled until `total` characters.
  const frames: string[] = [];
  const sizes: number[] = [];
  for (let at = 0, i = 0; frames.length < 4096; i++) {
    const size = TOKEN_SIZES[i % TOKEN_SIZES.length]!;
    const d = (TOKEN_TEXT + TOKEN_TEXT).slice(at, at + size);
    at = (at + size) % TOKEN_TEXT.length;
    frames.push(JSON.stringify({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: "r1", delta: d, timestamp: 1_763_798_400_000 + i * 37 }));
    sizes.push(size);
  }
  let n = 0;
  for (let len = 0; len < total; n++) len += sizes[n & 4095]!;
  const len = sizes.reduce((a, b) => a + b, 0) * Math.floor(n / 4096) + sizes.slice(0, n % 4096).reduce((a, b) => a + b, 0);
  /** The whole stream as SSE bytes (outside the JS heap, like a network buffer), built before the baseline. */
  const sse = (() => {
    const enc = new TextEncoder();
    const perCycle = enc.encode(frames.map((f) => `data: ${f}\n\n`).join(""));
    const cut = enc.encode(frames.slice(0, n % 4096).map((f) => `data: ${f}\n\n`).join(""));
    const prefix = enc.encode(prelude.map((e) => `data: ${JSON.stringify(e)}\n\n`).join(""));
    const out = new Uint8Array(prefix.length + perCycle.length * Math.floor(n / 4096) + cut.length);
    out.set(prefix, 0);
    let at = prefix.length;
    for (let c = 0; c < Math.floor(n / 4096); c++, at += perCycle.length) out.set(perCycle, at);
    out.set(cut, at);
    return out;
  })();
  const newP5Store = () => {
    const store = createAgentStore({ threadId: "t" });
    store.subscribe(() => {});
    return store;
  };
  const check = (store: ReturnType<typeof createAgentStore>) => {
    const got = (store.getState().messages.find((m) => m.id === "r1")?.content as string).length;
    if (got !== len) throw new Error(`P5 content mismatch: ${got} vs ${len}`);
  };
  const measure = async (body: (sample: () => void) => Promise<ReturnType<typeof createAgentStore>>) => {
    await new Promise((r) => setTimeout(r, 10)); // let the previous run's promises and stream settle, so GC frees it
    gc();
    gc();
    const base = process.memoryUsage().heapUsed;
    let peak = 0;
    const sample = () => void (peak = Math.max(peak, process.memoryUsage().heapUsed - base));
    const store = await body(sample);
    sample();
    gc();
    const live = process.memoryUsage().heapUsed - base;
    check(store);
    return { peak: peak / len, live: live / len, base };
  };
  /** As runHttpAgent folds a reply: SSE bytes in 16 KiB network chunks → parseSseChunks → one applyEvents per chunk. */
  const viaSse = () =>
    measure(async (sample) => {
      const store = newP5Store();
      for await (const batch of parseSseChunks(chunkStream(sse, 16_384))) (store.getState().applyEvents(batch), sample());
      return store;
    });
  /** One applyEvent per delta, each JSON-parsed from its frame text. */
  const single = () =>
    measure(async (sample) => {
      const store = newP5Store();
      store.getState().applyEvents(prelude);
      for (let i = 0; i < n; i++) {
        store.getState().applyEvent(JSON.parse(frames[i & 4095]!) as BaseEvent);
        if ((i & 255) === 0) sample();
      }
      return store;
    });
  console.log(`\nP5 heap while ingesting a ${(len / 1e6).toFixed(1)} MB reasoning stream: ${n.toLocaleString("en")} token-sized deltas (3–20 chars, mean ${(len / n).toFixed(1)}), each frame with a timestamp; budget peak ≤ 3 × content`);
  console.log("  peak = max(heapUsed − baseline after GC), sampled every network chunk / every 256 deltas, no forced GC during the stream");
  if (SHORT) console.log("  (--short: a 2 MB stream; V8's young generation, up to ~16 MB, does not shrink with it, so this ratio is not the 10 MB budget's)");
  const out: Record<string, { peak: number; live: number }> = {};
  for (const [name, run] of [["SSE bytes → store (16 KiB chunks, as runHttpAgent)", viaSse], ["1 applyEvent per JSON-parsed frame", single]] as const) {
    const r = await run();
    out[name.startsWith("SSE") ? "sse" : "single"] = { peak: r.peak, live: r.live };
    record(`p5-${name.startsWith("SSE") ? "sse" : "single"}`, { label: name.startsWith("SSE") ? "SSE bytes → store" : "1 applyEvent per parsed frame", value: r.peak, unit: "× content", ...(SHORT ? {} : { budget: 3 }), note: `${(len / 1e6).toFixed(1)} MB stream${SHORT ? ", --short: not the 10 MB budget's ratio (V8's young generation does not shrink with the stream)" : ""}; live after GC ${r.live.toFixed(2)} ×` });
    console.log(`  ${name.padEnd(50)}: baseline ${(r.base / 1e6).toFixed(1)} MB; peak ${((r.peak * len) / 1e6).toFixed(1)} MB = ${r.peak.toFixed(2)} × content; live after GC ${((r.live * len) / 1e6).toFixed(1)} MB = ${r.live.toFixed(2)} ×`);
  }
  return out;
}

/**
 * A store wired exactly as `createAgentStore` wires it — `set(reducer.reduce(get(), input))` — with the
 * reducer's performance devices toggled, so each one's worth is measured in the same run.
 */
function wiredStore(options: AgentReducerOptions) {
  const reducer = new AgentReducer(options);
  const store = createStore<ReturnType<AgentReducer["initial"]>>()(() => reducer.initial("t"));
  store.subscribe(() => {});
  const apply = (events: readonly unknown[]) => store.setState(reducer.reduce(store.getState(), { type: "events", events }).state, true);
  apply(prelude);
  return { store, apply };
}

const DEVICES: [string, AgentReducerOptions][] = [
  ["all devices on (as shipped)", {}],
  ["without the streak fast path", { streaks: false }],
  ["without the shared ownership tracker", { sharedOwnership: false }],
  ["without flat long-text chunks", { longTexts: false }],
];

/** What each device buys: P1 µs per delta (1 event/call, batch 64) and peak heap over a 4 MB stream, device by device. */
async function devices() {
  const n = SHORT ? 16_000 : 100_000;
  const run = (options: AgentReducerOptions, batch: number) => {
    const { store, apply } = wiredStore(options);
    const single: unknown[] = [undefined];
    const t0 = process.hrtime.bigint();
    if (batch === 1) for (let i = 0; i < n; i++) (single[0] = delta()), apply(single);
    else
      for (let i = 0; i < n; i += batch) {
        const events: BaseEvent[] = [];
        for (let j = 0; j < batch && i + j < n; j++) events.push(delta());
        apply(events);
      }
    const t = Number(process.hrtime.bigint() - t0) / 1e3 / n;
    if ((store.getState().messages[0]?.content as string).length !== n * DELTA.length) throw new Error("devices: content mismatch");
    return t;
  };
  const heap = async (options: AgentReducerOptions) => {
    const total = SHORT ? 1_000_000 : 4_000_000;
    const frames = Array.from({ length: 4096 }, (_, i) => JSON.stringify({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: "r1", delta: TOKEN_TEXT.slice(i % 40, (i % 40) + TOKEN_SIZES[i % TOKEN_SIZES.length]!) }));
    await new Promise((r) => setTimeout(r, 10));
    gc();
    gc();
    const base = process.memoryUsage().heapUsed;
    const { store, apply } = wiredStore(options);
    let peak = 0;
    let len = 0;
    for (let i = 0; len < total; i++) {
      const e = JSON.parse(frames[i & 4095]!) as { delta: string };
      len += e.delta.length;
      apply([e]);
      if ((i & 255) === 0) peak = Math.max(peak, process.memoryUsage().heapUsed - base);
    }
    gc();
    const live = process.memoryUsage().heapUsed - base;
    if ((store.getState().messages[0]?.content as string).length !== len) throw new Error("devices: heap content mismatch");
    return { peak: peak / len, live: live / len };
  };
  for (const [, o] of DEVICES) (run(o, 1), run(o, 64)); // warm-up
  console.log(`\nWhat each performance device buys (issue 10): ${n.toLocaleString("en")} reasoning deltas, median of ${SHORT ? 3 : 7}; heap: ${SHORT ? 1 : 4} MB of token-sized deltas, 1 event/call`);
  console.log("  store wired as createAgentStore does (set(reducer.reduce(get(), input)))   | 1 event/call µs | batch 64 µs | peak heap × content | live × content");
  const out: Record<string, { single: number; batched: number; peak: number; live: number }> = {};
  for (const [name, o] of DEVICES) {
    const single: number[] = [];
    const batched: number[] = [];
    for (let i = 0; i < (SHORT ? 3 : 7); i++) (single.push(run(o, 1)), batched.push(run(o, 64)));
    const h = await heap(o);
    out[name] = { single: median(single), batched: median(batched), peak: h.peak, live: h.live };
    console.log(`  ${name.padEnd(74)} | ${fmt(median(single), 15)} | ${fmt(median(batched), 11)} | ${fmt(h.peak, 19)} | ${fmt(h.live, 14)}`);
  }
  return out;
}

/** Longest a cell of the adversarial table may run (ms); beyond it the cell prints "> X (cut off after N events)". */
const CUT_OFF_MS = SHORT ? 3_000 : 10_000;

/** A cell: µs per event, or, when the cut-off stopped it, the µs per event so far and how many events it got through. */
interface Cell {
  us: number;
  done: number;
  of: number;
}
const cell = (c: Cell, w: number) => (c.done < c.of ? `> ${fmt(c.us, 0)} (cut off after ${c.done.toLocaleString("en")})` : fmt(c.us, 0)).padStart(w);

/**
 * Issue 15 / 23: event mixes an attacker would send, each event O(1) amortized whatever the mix (goal ≤ 2 µs, flat
 * to 100k). Three ways in, side by side in the same run: our store fed as the transport feeds it (`applyEvents`
 * per 64 events, one subscriber, one publish per batch), the anchor `@ag-ui/client` 1.x (`defaultApplyEvents`
 * over the same events: its API takes the stream, it publishes per event), and the attack path — SSE bytes in 16
 * KiB network chunks through `runHttpAgent` (parser, run loop batching, store).
 */
async function adversarial() {
  const patterns: [string, (n: number) => object[]][] = [
    [
      "n/2 open texts on a subagent lane, then n/2 parent REASONING_MESSAGE_STARTs",
      (n) => [
        ...Array.from({ length: n / 2 }, (_, i) => ({ type: "TEXT_MESSAGE_START", messageId: `t${i}`, role: "assistant", subagentRunId: "sub" })),
        ...Array.from({ length: n / 2 }, (_, i) => ({ type: "REASONING_MESSAGE_START", messageId: `r${i}`, role: "reasoning" })),
      ],
    ],
    ["n TOOL_CALL_STARTs on one parent message", (n) => [{ type: "TEXT_MESSAGE_START", messageId: "p", role: "assistant" }, ...Array.from({ length: n - 1 }, (_, i) => ({ type: "TOOL_CALL_START", toolCallId: `c${i}`, toolCallName: "f", parentMessageId: "p" }))]],
    ["n REASONING_MESSAGE_CONTENTs for unknown ids", (n) => Array.from({ length: n }, (_, i) => ({ type: "REASONING_MESSAGE_CONTENT", messageId: `u${i}`, delta: "x" }))],
  ];
  const sizes = [10_000, 40_000, 100_000];
  const start = { type: EventType.RUN_STARTED, threadId: "t", runId: "r" };
  const batched = (events: object[], batch = 64): Cell => {
    const store = createAgentStore({ threadId: "t" });
    store.subscribe(() => {});
    store.getState().applyEvent(start as BaseEvent);
    const t0 = process.hrtime.bigint();
    const deadline = performance.now() + CUT_OFF_MS;
    let done = 0;
    while (done < events.length && performance.now() < deadline) {
      store.getState().applyEvents(events.slice(done, done + batch) as BaseEvent[]);
      done = Math.min(events.length, done + batch);
    }
    return { us: Number(process.hrtime.bigint() - t0) / 1e3 / done, done, of: events.length };
  };
  // The anchor's pipeline buffers what it is handed, so it cannot be stopped mid-stream: it runs on a prefix of the
  // events, doubled while the whole run stays within the cut-off (then the full stream, if it fits).
  const anchorOn = async (events: object[]): Promise<number> => {
    const agent = { messages: [] as Message[], state: {} };
    const input: RunAgentInput = { threadId: "t", runId: "r", messages: [], tools: [], context: [], state: {} };
    const { warn, error } = console;
    console.warn = console.error = () => {}; // the anchor logs every unknown id
    const t0 = process.hrtime.bigint();
    try {
      await lastValueFrom(defaultApplyEvents(input, from([start, ...events]) as never, agent as never, []).pipe(defaultIfEmpty(null) as never));
    } catch {
      /* the anchor rejects some mixes: the figure stands for the events it got through */
    } finally {
      Object.assign(console, { warn, error });
    }
    return Number(process.hrtime.bigint() - t0) / 1e3;
  };
  const anchor = async (events: object[]): Promise<Cell> => {
    let m = Math.min(events.length, 500);
    let spent = 0;
    for (;;) {
      const us = await anchorOn(events.slice(0, m));
      spent += us / 1e3;
      // The next prefix (2×) costs at least 2× this one, and more where the anchor grows with the stream.
      if (m === events.length || spent + (us / 1e3) * 4 > CUT_OFF_MS) return { us: us / m, done: m, of: events.length };
      m = Math.min(events.length, m * 2);
    }
  };
  const viaHttp = async (events: object[]): Promise<Cell> => {
    const bytes = new TextEncoder().encode([start, ...events].map((e) => `data: ${JSON.stringify(e)}\n\n`).join(""));
    const store = createAgentStore({ threadId: "t" });
    store.subscribe(() => {});
    const fetch = async () => new Response(chunkStream(bytes, 16_384), { headers: { "Content-Type": "text/event-stream" } });
    const t0 = process.hrtime.bigint();
    await runHttpAgent({ url: "http://agent.invalid/", input: buildRunAgentInput(store.getState()), store, fetch });
    const t = Number(process.hrtime.bigint() - t0) / 1e3 / events.length;
    if (store.getState().error?.code !== "stream_ended") throw new Error(`adversarial: ${store.getState().error?.code}`);
    return { us: t, done: events.length, of: events.length };
  };
  for (const [, make] of patterns) (batched(make(10_000)), await viaHttp(make(10_000))); // warm-up
  console.log("\nAdversarial event mixes (issues 15, 23; goal ≤ 2 µs per event, flat): µs per event, fed 64 events per applyEvents (ours: median of 3)");
  console.log(`  anchor: @ag-ui/client defaultApplyEvents over the same events (one state per event); cut off after ${CUT_OFF_MS / 1000} s per cell`);
  const W = 34;
  for (const [name, make] of patterns) {
    console.log(`  ${name}`);
    console.log(`    ${"events".padStart(7)} | ${"ours, batch 64".padStart(W)} | ${"@ag-ui/client".padStart(W)} | ${"ours via runHttpAgent".padStart(W)}`);
    for (const n of sizes) {
      const events = make(n);
      const runs = [batched(events), batched(events), batched(events)].sort((a, b) => a.us - b.us);
      const ours = runs[1]!; // median of 3 (this VM moves single runs by ±30 %)
      const ref = await anchor(events);
      const http = await viaHttp(events);
      out[name] ??= [];
      out[name]!.push({ n, ours, ref, http });
      console.log(`    ${String(n).padStart(7)} | ${cell(ours, W)} | ${cell(ref, W)} | ${cell(http, W)}`);
      record(`p8-${mixId(name)}-${n / 1000}k`, { label: `${mixLabel(name)}, ${n / 1000}k`, value: ours.us, unit: "µs", budget: 2, note: `${ours.done < ours.of ? `cut off after ${ours.done} events; ` : ""}median of 3; via runHttpAgent ${cell(http, 0).trim()} µs; @ag-ui/client ${cell(ref, 0).trim()} µs` });
    }
  }
  return out;
}
const out: Record<string, { n: number; ours: Cell; ref: Cell; http: Cell }[]> = {};
/** Short ids and labels of the three adversarial mixes, for bench/results/speed.json. */
const mixId = (name: string) => (name.includes("subagent") ? "lanes" : name.includes("TOOL_CALL") ? "toolcalls" : "unknown");
const mixLabel = (name: string) => (name.includes("subagent") ? "subagent lanes" : name.includes("TOOL_CALL") ? "tool calls on one parent" : "unknown ids");

/** min / median / max of `xs`, formatted. */
const spread = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0]!, median: s[s.length >> 1]!, max: s[s.length - 1]! };
};
const fmtSpread = (xs: number[], w = 24) => {
  const { min, median, max } = spread(xs);
  return `${fmt(min, 0)} / ${fmt(median, 0)} / ${fmt(max, 0)}`.padStart(w);
};

/**
 * Issue 31: P1 with its run-to-run spread, flat 1k → 100k both on an empty thread and after 500 earlier messages
 * (the history promoted to the old generation first, as a long conversation's is): min / median / max of fresh
 * streams, one event per call and batches of 64, beside the anchor (@ag-ui/client 1.0 defaultApplyEvents, same
 * events; sampled at 100k as in the P1 table).
 */
/** One stream of `n` deltas after `thread` messages (1 event per call, or batches of 64): wall and process-CPU µs per delta. */
function oursTimed(n: number, thread: number, batch: number): { wall: number; cpu: number } {
  const store = newStore(thread);
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  if (batch === 1) for (let i = 0; i < n; i++) store.getState().applyEvent(delta());
  else
    for (let i = 0; i < n; i += batch) {
      const events: BaseEvent[] = [];
      for (let j = 0; j < batch && i + j < n; j++) events.push(delta());
      store.getState().applyEvents(events);
    }
  const wall = Number(process.hrtime.bigint() - t0) / 1e3 / n;
  const c = process.cpuUsage(c0);
  return { wall, cpu: (c.user + c.system) / n };
}

async function p1Spread() {
  const sizes = [1_000, 16_000, 100_000];
  const THREAD = 500;
  for (let i = 0; i < (SHORT ? 3 : 8); i++) (oursSingle(20_000), oursBatched(20_000), oursSingle(16_000, THREAD), oursBatched(16_000, THREAD)); // warm-up (JIT)
  console.log("\nP1 spread (issue 31): µs per REASONING_MESSAGE_CONTENT delta, min / median / max of fresh streams (budget ≤ 1 µs one event per call, ≤ 0.3 µs batched, flat 1k → 100k)");
  console.log("  wall clock; in brackets the median of process CPU time (user + system, GC threads included), which a busy machine disturbs less");
  console.log(`  ${"thread".padStart(6)} | ${"deltas".padStart(7)} | ${"1 event/call min / med / max [cpu]".padStart(36)} | ${"batch 64 min / med / max [cpu]".padStart(36)} | ${"@ag-ui/client".padStart(13)} | runs`);
  const rows: Record<string, { single: ReturnType<typeof spread>; batched: ReturnType<typeof spread>; ref: number }> = {};
  for (const thread of [0, THREAD]) {
    const medians: number[] = [];
    for (const n of sizes) {
      const reps = SHORT ? 5 : n >= 100_000 ? 9 : n >= 16_000 ? 15 : 31;
      const single: number[] = [];
      const batched: number[] = [];
      const singleCpu: number[] = [];
      const batchedCpu: number[] = [];
      for (let i = 0; i < reps; i++) {
        const a = oursTimed(n, thread, 1);
        const b = oursTimed(n, thread, 64);
        (single.push(a.wall), singleCpu.push(a.cpu), batched.push(b.wall), batchedCpu.push(b.cpu));
      }
      const sampled = n >= 16_000;
      const sample = SHORT ? 200 : 500;
      const ref = sampled ? await reference(sample, n - sample, thread) : await reference(n, 0, thread);
      rows[`${thread}:${n}`] = { single: spread(single), batched: spread(batched), ref };
      medians.push(spread(single).median);
      for (const [kind, xs, cpus, budget] of [["single", single, singleCpu, 1], ["batched", batched, batchedCpu, 0.3]] as const) {
        const s = spread(xs);
        record(`p1-spread-${thread}-${kind}-${n / 1000}k`, { label: `${n / 1000}k${thread ? ` after ${thread} messages` : ""}`, value: s.median, unit: "µs", budget, note: `${fmt(s.min, 0)}–${fmt(s.max, 0)} over ${reps}; cpu ${fmt(spread(cpus).median, 0)}; @ag-ui/client ${fmt(ref, 0)}` });
      }
      console.log(`  ${String(thread).padStart(6)} | ${String(n).padStart(7)} | ${`${fmtSpread(single, 0)} [${fmt(spread(singleCpu).median, 0)}]`.padStart(36)} | ${`${fmtSpread(batched, 0)} [${fmt(spread(batchedCpu).median, 0)}]`.padStart(36)} | ${fmt(ref, 13)} | ${reps}${sampled ? `  (ref: last ${sample} of ${n})` : ""}`);
    }
    console.log(`  ${String(thread).padStart(6)} | flatness 100k/1k (1 event/call, medians): ${(medians[2]! / medians[0]!).toFixed(2)}×`);
  }
  return rows;
}

/**
 * Issue 31: P8 with its run-to-run spread: the three adversarial mixes, 64 events per applyEvents, min / median /
 * max of 5 fresh stores per cell (goal ≤ 2 µs per event, flat); the anchor is the @ag-ui/client column of the
 * adversarial table (measured there, once per cell: it is cut off after the time limit).
 */
async function adversarialSpread() {
  const mixes: [string, (n: number) => object[]][] = [
    ["n/2 open texts on a subagent lane, then n/2 parent REASONING_MESSAGE_STARTs", (n) => [
      ...Array.from({ length: n / 2 }, (_, i) => ({ type: "TEXT_MESSAGE_START", messageId: `t${i}`, role: "assistant", subagentRunId: "sub" })),
      ...Array.from({ length: n / 2 }, (_, i) => ({ type: "REASONING_MESSAGE_START", messageId: `r${i}`, role: "reasoning" })),
    ]],
    ["n TOOL_CALL_STARTs on one parent message", (n) => [{ type: "TEXT_MESSAGE_START", messageId: "p", role: "assistant" }, ...Array.from({ length: n - 1 }, (_, i) => ({ type: "TOOL_CALL_START", toolCallId: `c${i}`, toolCallName: "f", parentMessageId: "p" }))]],
    ["n REASONING_MESSAGE_CONTENTs for unknown ids", (n) => Array.from({ length: n }, (_, i) => ({ type: "REASONING_MESSAGE_CONTENT", messageId: `u${i}`, delta: "x" }))],
  ];
  const run = (events: object[]) => {
    const store = createAgentStore({ threadId: "t" });
    store.subscribe(() => {});
    store.getState().applyEvent({ type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent);
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < events.length; i += 64) store.getState().applyEvents(events.slice(i, i + 64) as BaseEvent[]);
    const wall = Number(process.hrtime.bigint() - t0) / 1e3 / events.length;
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / events.length);
    return wall;
  };
  let cpu: number[] = [];
  for (const [, make] of mixes) (run(make(10_000)), run(make(10_000))); // warm-up
  const reps = SHORT ? 3 : 5;
  console.log(`\nP8 spread (issue 31): µs per event, 64 events per applyEvents, min / median / max of ${reps} fresh stores (goal ≤ 2 µs, flat); [cpu: median process CPU time]`);
  const rows: Record<string, Record<number, ReturnType<typeof spread>>> = {};
  for (const [name, make] of mixes) {
    const anchor = out[name];
    console.log(`  ${name}`);
    for (const n of [10_000, 40_000, 100_000]) {
      const events = make(n);
      cpu = [];
      const xs = Array.from({ length: reps }, () => run(events));
      (rows[name] ??= {})[n] = spread(xs);
      const ref = anchor?.find((r) => r.n === n)?.ref;
      const s = spread(xs);
      record(`p8-spread-${mixId(name)}-${n / 1000}k`, { label: `${mixLabel(name)}, ${n / 1000}k`, value: s.median, unit: "µs", budget: 2, note: `${fmt(s.min, 0)}–${fmt(s.max, 0)} over ${reps}; cpu ${fmt(spread(cpu).median, 0)}${ref ? `; @ag-ui/client ${cell(ref, 0).trim()}` : ""}` });
      console.log(`    ${String(n).padStart(7)} | ours ${fmtSpread(xs)} [cpu ${fmt(spread(cpu).median, 0)}] | @ag-ui/client ${ref ? cell(ref, 0) : "(run the adversarial section for the anchor)"}`);
    }
  }
  return rows;
}

/** `BENCH_ONLY=devices,adversarial` runs only those sections (all by default; also p1spread, p8spread: issue 31's spreads). */
const only = process.env.BENCH_ONLY?.split(",");
const want = (name: string) => !only || only.includes(name);
const results = {
  p1: want("p1") ? await p1() : undefined,
  p2: want("p2") ? await p2() : undefined,
  p5: want("p5") ? await p5() : undefined,
  devices: want("devices") ? await devices() : undefined,
  adversarial: want("adversarial") ? await adversarial() : undefined,
  p1Spread: want("p1spread") ? await p1Spread() : undefined,
  adversarialSpread: want("p8spread") ? await adversarialSpread() : undefined,
};
if (process.env.BENCH_JSON) console.log(`BENCH_JSON ${JSON.stringify(results)}`);
