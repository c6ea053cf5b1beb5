// P12 (issue 34): runs that outlive the page — the run log's cost, replay, Redis throughput, a finished run's
// memory, and reload → first resumed delta (node, real demo agent). Figures beside their budgets; never asserted.
import { EventType, type BaseEvent } from "@ag-ui/core";
import { createRunLog, memoryRunStore, compactEntries, runLogFrame, type LoggedEvent } from "@reasoning-ui/agent";
import { redisRunStore } from "@reasoning-ui/agent/redis";
import { createAgentSession, createAgentStore } from "@reasoning-ui/core";
import { memoryStorage } from "@reasoning-ui/core/storage";
import { createDemoAgent } from "@reasoning-ui/demo-agent";
import { createClient } from "redis";
import { parseSseChunks } from "../../packages/core/src/transport/parseSseStream";
import { startRedis } from "../../scripts/redisProcess.mjs";
import { record } from "../record.mjs";

const short = process.argv.includes("--short");
const row = (name: string, value: string, budget: string) => console.log(`  ${name.padEnd(58)} ${value.padStart(14)}   budget ${budget}`);
const gc = () => (globalThis as { gc?: () => void }).gc?.();

function events(n: number, runId = "r1"): BaseEvent[] {
  const out: BaseEvent[] = [{ type: EventType.RUN_STARTED, threadId: "t1", runId } as BaseEvent, { type: EventType.REASONING_MESSAGE_START, messageId: "m1", role: "reasoning" } as BaseEvent];
  for (let i = 0; i < n; i++) out.push({ type: EventType.REASONING_MESSAGE_CONTENT, messageId: "m1", delta: `word${i % 97} `, timestamp: 1_700_000_000_000 + i } as BaseEvent);
  out.push({ type: EventType.REASONING_MESSAGE_END, messageId: "m1" } as BaseEvent, { type: EventType.RUN_FINISHED, threadId: "t1", runId } as BaseEvent);
  return out;
}
async function* iterate(list: readonly BaseEvent[]) {
  for (const e of list) yield e;
}

console.log("\nP12 runs that outlive the page (issue 34)");

// 1. What the log adds per event in memory: a run through the log read by its first reader, minus the same events
//    iterated and serialised (what any SSE route does anyway).
{
  const n = short ? 20_000 : 100_000;
  const list = events(n);
  const base = async () => {
    const t = performance.now();
    for await (const e of iterate(list)) JSON.stringify(e);
    return performance.now() - t;
  };
  const logged = async (i: number) => {
    const runs = createRunLog({ maxLogEvents: n + 10 });
    const t = performance.now();
    const started = runs.start({ threadId: "t1", runId: `r${i}` }, iterate(list));
    for await (const _ of started.events);
    const ms = performance.now() - t;
    await runs.close();
    return ms;
  };
  for (let i = 0; i < 2; i++) await base(), await logged(100 + i); // warm-up
  const b = Math.min(await base(), await base(), await base());
  const l = Math.min(await logged(1), await logged(2), await logged(3));
  record("p12-log-per-event", { label: "run log, per event in memory", value: ((l - b) * 1000) / list.length, unit: "µs", budget: 2, note: `${n} events, best of 3` });
  row(`log cost per event in memory (${n} events)`, `${(((l - b) * 1000) / list.length).toFixed(2)} µs`, "≤ 2 µs");
}

// 2. Replaying a 1 MiB run log into the store: SSE parse + one applyEvents batch (the session's reload path).
{
  const entries: { seq: number; data: string }[] = [];
  let bytes = 0;
  let seq = 0;
  const push = (e: object) => {
    const data = JSON.stringify(e);
    entries.push({ seq: ++seq, data });
    bytes += data.length;
  };
  push({ type: "RUN_STARTED", threadId: "t1", runId: "r1" });
  let k = 0;
  while (bytes < 1024 * 1024) {
    const id = `m${k++}`;
    push({ type: "REASONING_MESSAGE_START", messageId: id, role: "reasoning" });
    for (let i = 0; i < 200; i++) push({ type: "REASONING_MESSAGE_CONTENT", messageId: id, delta: `token${i} `, timestamp: 1_700_000_000_000 + seq });
    push({ type: "REASONING_MESSAGE_END", messageId: id });
    push({ type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: id, encryptedValue: "x".repeat(512) });
  }
  push({ type: "RUN_FINISHED", threadId: "t1", runId: "r1" });
  const times: number[] = [];
  for (let round = 0; round < (short ? 3 : 8); round++) {
    const t = performance.now();
    const sse = compactEntries(entries)
      .map((e) => runLogFrame({ id: `r1:${e.seq}`, data: e.data }))
      .join("");
    const body = new Blob([sse]).stream();
    const store = createAgentStore({ threadId: "t1" });
    store.getState().addMessage({ id: "u1", role: "user", content: "q" });
    store.getState().beginRun("r1");
    for await (const batch of parseSseChunks(body)) store.getState().applyEvents(batch);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  record("p12-replay", { label: `replay of a ${(bytes / 1048576).toFixed(2)} MiB log`, value: times[Math.floor(times.length / 2)]!, unit: "ms", budget: 50, note: `${entries.length} events, median of ${times.length}` });
  row(`replay a ${(bytes / 1048576).toFixed(2)} MiB log into the store (${entries.length} events)`, `${times[Math.floor(times.length / 2)]!.toFixed(1)} ms`, "≤ 50 ms main thread");
}

// 3. A finished run's memory in the in-memory store, beyond its log.
{
  const store = memoryRunStore({ maxRuns: 10_000 });
  const runs = createRunLog({ store });
  const count = short ? 200 : 1000;
  const list = events(20);
  const logBytes = list.reduce((n, e) => n + JSON.stringify(e).length * 2, 0); // UTF-16 in memory
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < count; i++) {
    const s = runs.start({ threadId: "t1", runId: `fin-${i}` }, iterate(list.map((e) => (e.type === "RUN_STARTED" || e.type === "RUN_FINISHED" ? { ...e, runId: `fin-${i}` } : e)) as BaseEvent[]));
    for await (const _ of s.events);
    await s.done;
  }
  gc();
  const per = (process.memoryUsage().heapUsed - before) / count;
  record("p12-finished-run", { label: "a finished run beyond its log", value: Math.round(per - logBytes), unit: "B", budget: 1024, note: `${logBytes} B log, ${count} runs` });
  row(`finished run in memory: cost beyond its log (${logBytes} B log)`, `${Math.round(per - logBytes)} B`, "≤ 1 KiB (1024 B)");
  await runs.close();
}

// 4. Redis: one run's sustained rate, and 50 concurrent runs (a real redis-server on a free port).
{
  let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
  try {
    redis = await startRedis();
    const client = await createClient({ url: redis.url }).connect();
    const reader = await createClient({ url: redis.url }).connect();
    const runs = createRunLog({ store: redisRunStore(client), maxLogEvents: 1_000_000 });
    const remote = redisRunStore(reader);
    const mirrored = async (runId: string, last: number) => {
      for (;;) {
        const r = await remote.get(runId);
        if (r && r.lastSeq >= last && r.status !== "running") return;
        await new Promise((res) => setTimeout(res, 2));
      }
    };
    const n = short ? 20_000 : 50_000;
    const one = events(n, "big");
    let t = performance.now();
    const s = runs.start({ threadId: "t1", runId: "big" }, iterate(one));
    for await (const _ of s.events);
    await mirrored("big", one.length);
    record("p12-redis-one", { label: "Redis, one run", value: Math.round(one.length / ((performance.now() - t) / 1000)), unit: "ev/s", budget: 10_000, atLeast: true, note: `${one.length} events written and readable elsewhere` });
    row(`Redis: one run, events written and readable elsewhere`, `${Math.round(one.length / ((performance.now() - t) / 1000))} ev/s`, "≥ 10,000 ev/s");
    const k = 50;
    const per = short ? 400 : 2000;
    t = performance.now();
    await Promise.all(
      Array.from({ length: k }, async (_, i) => {
        const list = events(per, `c${i}`);
        const run = runs.start({ threadId: "t1", runId: `c${i}` }, iterate(list));
        for await (const _e of run.events);
        await mirrored(`c${i}`, list.length);
      }),
    );
    const secs = (performance.now() - t) / 1000;
    record("p12-redis-concurrent", { label: `Redis, ${k} concurrent runs`, value: k, unit: "runs", budget: 50, atLeast: true, note: `${Math.round((k * (per + 4)) / secs)} ev/s, all done in ${secs.toFixed(2)} s` });
    row(`Redis: ${k} concurrent runs × ${per} events`, `${Math.round((k * (per + 4)) / secs)} ev/s`, `≥ 50 runs (all ${k} done in ${secs.toFixed(2)} s)`);
    await runs.close();
    await remote.close?.();
    await client.quit();
    await reader.quit();
  } catch (err) {
    console.log(`  Redis rows skipped: ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    await redis?.stop();
  }
}

// 5. Reload → first resumed delta (node: the real demo agent over HTTP, storage in memory; Chromium adds its paint).
{
  const agent = createDemoAgent({ port: 0, paceMs: 20 });
  const { url } = await agent.listen();
  const samples: number[] = [];
  for (let i = 0; i < (short ? 3 : 8); i++) {
    const storage = memoryStorage();
    const a = createAgentSession({ url, storage, persistence: { saveDelayMs: 5 } });
    const off = a.connect();
    await a.ready();
    const running = a.run({ text: "visible", forwardedProps: { scenario: "visible" } });
    while (a.store.getState().messages.length < 2) await new Promise((r) => setTimeout(r, 5));
    off();
    await running;
    const b = createAgentSession({ url, storage });
    const t = performance.now();
    b.connect();
    await b.ready();
    const restored = performance.now();
    await new Promise<void>((resolve) => {
      const unsub = b.store.subscribe((s) => {
        if (s.status === "running" && s.messages.length >= 2) (unsub(), resolve());
      });
    });
    samples.push(performance.now() - restored);
    b.stop();
    void t;
  }
  samples.sort((a, b) => a - b);
  record("p12-reload-node", { label: "reload → first resumed delta (Node, after restore)", value: samples[Math.floor(samples.length / 2)]!, unit: "ms", budget: 300, note: `real demo agent; median of ${samples.length}` });
  row("reload → first resumed delta in the store (node, after restore)", `${samples[Math.floor(samples.length / 2)]!.toFixed(1)} ms`, "≤ 300 ms after the restored thread paints");
  await agent.close();
}
process.exit(0);
