/**
 * P10 (issue 24 part 2), printed by `pnpm bench`: an AI SDK UI message stream (`toUIMessageStreamResponse`
 * bytes) → the store, per reasoning delta, at 1k / 16k / 100k deltas — the kit's transport
 * (`runAiSdkRoute`: SSE framing, chunk mapping, one `applyEvents` per macrotask turn) beside `ai`'s own client
 * path in the same run (`parseJsonEventStream` + `uiMessageChunkSchema` → `readUIMessageStream`, every
 * message snapshot consumed, as `useChat` receives them). Goal: ≥ 10× and flat. Figures only.
 *   node --import tsx bench/p10/run.ts [--short]
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { buildRunAgentInput, createAgentStore } from "../../packages/core/src/index";
import { runAiSdkRoute } from "../../packages/core/src/transport/aiSdk/fromAiSdkRoute";
import { record } from "../record.mjs";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const requireFromAgent = createRequire(new URL("../../packages/agent/package.json", import.meta.url));
/** The part of `ai` 6 used here (it is a devDependency of packages/agent, not of the root). */
interface UIMessage {
  parts: { type: string; text?: string }[];
}
interface Ai {
  uiMessageChunkSchema: unknown;
  parseJsonEventStream(options: { stream: ReadableStream<Uint8Array>; schema: unknown }): ReadableStream<{ success: boolean; value?: unknown }>;
  readUIMessageStream(options: { stream: ReadableStream<unknown> }): AsyncIterable<UIMessage>;
}
const ai = (await import(pathToFileURL(requireFromAgent.resolve("ai")).href)) as Ai;

const DELTA = "think ";
/** Frames per network chunk: a 60 Hz frame's worth of a fast stream arrives together. */
const FRAMES_PER_CHUNK = 64;

/** The route's reply for `n` reasoning deltas, as network chunks of {@link FRAMES_PER_CHUNK} SSE frames. */
function replyChunks(n: number): Uint8Array[] {
  const frames: string[] = [
    { type: "start", messageId: "m1" },
    { type: "start-step" },
    { type: "reasoning-start", id: "r0" },
    ...Array.from({ length: n }, () => ({ type: "reasoning-delta", id: "r0", delta: DELTA })),
    { type: "reasoning-end", id: "r0", providerMetadata: { anthropic: { signature: "EqQBCkgIBxABGAIiQLgVvNqB3bW1uC8sXkqz2mN7oV0d4pR6tY8w==" } } },
    { type: "text-start", id: "t0" },
    { type: "text-delta", id: "t0", delta: "Done." },
    { type: "text-end", id: "t0" },
    { type: "finish-step" },
    { type: "finish", finishReason: "stop" },
  ].map((c) => `data: ${JSON.stringify(c)}\n\n`);
  frames.push("data: [DONE]\n\n");
  const enc = new TextEncoder();
  const out: Uint8Array[] = [];
  for (let i = 0; i < frames.length; i += FRAMES_PER_CHUNK) out.push(enc.encode(frames.slice(i, i + FRAMES_PER_CHUNK).join("")));
  return out;
}

const body = (chunks: Uint8Array[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const x of chunks) c.enqueue(x);
      c.close();
    },
  });

/** µs per reasoning delta through the kit's AI SDK transport into a subscribed store. */
async function ours(n: number, chunks: Uint8Array[]): Promise<number> {
  const store = createAgentStore({ threadId: "t" });
  store.subscribe(() => {}); // a subscriber, as React adds one
  store.getState().addMessage({ id: "u1", role: "user", content: "Q" });
  const fetch = (async () => new Response(body(chunks), { headers: { "content-type": "text/event-stream" } })) as unknown as typeof globalThis.fetch;
  const t0 = performance.now();
  const status = await runAiSdkRoute({ url: "/api/chat", fetch, input: buildRunAgentInput(store.getState()), store });
  const t = ((performance.now() - t0) * 1e3) / n;
  const reasoning = store.getState().messages.find((m) => m.role === "reasoning");
  if (status !== "finished" || (reasoning?.content as string).length !== n * DELTA.length) throw new Error(`ours: ${status}`);
  return t;
}

/** µs per reasoning delta through `ai`'s client path, every snapshot consumed. */
async function theirs(n: number, chunks: Uint8Array[]): Promise<number> {
  const t0 = performance.now();
  const parsed = ai.parseJsonEventStream({ stream: body(chunks), schema: ai.uiMessageChunkSchema }).pipeThrough(
    new TransformStream<{ success: boolean; value?: unknown }, unknown>({
      transform: (p, c) => void (p.success && c.enqueue(p.value)),
    }),
  );
  let last: UIMessage | undefined;
  for await (const m of ai.readUIMessageStream({ stream: parsed })) last = m;
  const t = ((performance.now() - t0) * 1e3) / n;
  const text = last?.parts.find((p) => p.type === "reasoning")?.text;
  if (text?.length !== n * DELTA.length) throw new Error("theirs: content mismatch");
  return t;
}

/** `k` timed runs, one after the other (a full GC between them makes every run slower: the heap shrinks and regrows). */
const repeat = async (k: number, f: () => Promise<number>) => {
  const xs: number[] = [];
  for (let i = 0; i < k; i++) xs.push(await f());
  return xs;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x >= 1 ? x.toFixed(2) : x.toFixed(3)).padStart(9);

console.log("\nP10 (issue 24): AI SDK UI message stream bytes → store, µs per reasoning delta (goal: ≥ 10× ai's readUIMessageStream, flat)");
console.log("  deltas   reasoning-ui/ai-sdk   ai readUIMessageStream    ratio");
for (const n of [1_000, 16_000, 100_000]) {
  const chunks = replyChunks(n);
  // 1k deltas take ~5 ms: GC and JIT make single runs vary 3×, so more repetitions there.
  const reps = n >= 100_000 ? (SHORT ? 1 : 3) : n >= 16_000 ? (SHORT ? 3 : 7) : 25;
  // Warm-up, both sides alike: steady state is measured (JIT tiers), not a cold first turn.
  for (let i = 0; i < (n >= 100_000 ? 1 : 10); i++) await ours(n, chunks), n < 100_000 && (await theirs(n, chunks));
  const mine = median(await repeat(reps, () => ours(n, chunks)));
  // ai's snapshot per chunk copies the growing message: quadratic, so fewer repetitions at the large sizes.
  const theirReps = n >= 100_000 ? 1 : n >= 16_000 ? (SHORT ? 1 : 3) : reps;
  const other = median(await repeat(theirReps, () => theirs(n, chunks)));
  record(`p10-ratio-${n / 1000}k`, { label: `${n / 1000}k deltas`, value: other / mine, unit: "× ai's readUIMessageStream", budget: 10, atLeast: true, note: `ours ${fmt(mine).trim()} µs, ai ${fmt(other).trim()} µs per delta` });
  console.log(`  ${String(n).padStart(6)}   ${fmt(mine)}             ${fmt(other)}            ${(other / mine).toFixed(1).padStart(6)}×`);
}
