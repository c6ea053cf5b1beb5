// P12 (issue 41): a re-attach's first event at the agent — from the re-attach request (GET <base>/runs/<runId> with
// Last-Event-ID) to the first event frame's bytes at the client, through runLogHandler + runLogNodeHandler over
// loopback HTTP: on the instance running the run (memory), and on another instance reading it from Redis. Budget
// ≤ 10 ms. Also the per-step split of the Redis path, to show where the time goes. Figures only, never asserted.
import { randomUUID } from "node:crypto";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { createRunLog, runLogHandler, runLogNodeHandler, type RunLog } from "@reasoning-ui/agent";
import { redisRunStore } from "@reasoning-ui/agent/redis";
import { createClient } from "redis";
import { startRedis } from "../../scripts/redisProcess.mjs";
import { record } from "../record.mjs";

const short = process.argv.includes("--short");
const row = (name: string, value: string, budget: string) => console.log(`  ${name.padEnd(58)} ${value.padStart(14)}   budget ${budget}`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A run of 200 deltas that then waits (a long answer mid-way) until aborted. */
const pausedRun = (signal: AbortSignal) =>
  (async function* (): AsyncGenerator<BaseEvent> {
    yield { type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent;
    yield { type: EventType.TEXT_MESSAGE_START, messageId: "m", role: "assistant" } as BaseEvent;
    for (let i = 0; i < 200; i++) yield { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: `word${i} ` } as BaseEvent;
    await new Promise((r) => signal.addEventListener("abort", r, { once: true }));
  })();

async function serve(runs: RunLog) {
  const server = createServer(runLogNodeHandler(runLogHandler(runs, { authorize: () => "alice", run: (_i, signal) => pausedRun(signal) })));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((r) => (server.closeAllConnections(), server.close(r))) };
}

/** ms from sending the re-attach to the first `id:` frame's bytes; the connection is then dropped. */
function firstEvent(port: number, runId: string, lastEventId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const t = performance.now();
    const req = request({ host: "127.0.0.1", port, path: `/agent/runs/${runId}?threadId=t`, headers: { "Last-Event-ID": lastEventId, Accept: "text/event-stream" }, agent: false }, (res) => {
      res.on("data", (chunk: Buffer) => {
        if (!chunk.includes("id: ")) return;
        resolve(performance.now() - t);
        req.destroy();
      });
    });
    req.on("error", (e) => (e.message.includes("socket hang up") ? undefined : reject(e)));
    req.end();
  });
}

async function measure(label: string, id: string, runner: RunLog, reader: RunLog, port: number) {
  const runId = randomUUID();
  const started = runner.start({ threadId: "t", runId, owner: "alice" }, pausedRun);
  const it = started.events[Symbol.asyncIterator]();
  for (let i = 0; i < 202; i++) await it.next();
  void it.return?.(undefined as never);
  // wait until the reader instance sees the whole log
  for (let i = 0; i < 500 && (await reader.status({ threadId: "t", runId, owner: "alice" })).lastEventId !== `${runId}:202`; i++) await new Promise((r) => setTimeout(r, 5));
  const n = short ? 30 : 100;
  for (let i = 0; i < 30; i++) await firstEvent(port, runId, `${runId}:100`); // warm-up (the store's subscription, JIT, the HTTP stack)
  const samples: number[] = [];
  for (let i = 0; i < n; i++) samples.push(await firstEvent(port, runId, `${runId}:100`));
  await runner.cancel({ threadId: "t", runId, owner: "alice" });
  const m = median(samples);
  record(id, { label, value: m, unit: "ms", budget: 10, note: `median of ${n}; min ${Math.min(...samples).toFixed(2)}, max ${Math.max(...samples).toFixed(2)}` });
  row(label, `${m.toFixed(2)} ms`, "≤ 10 ms");
}

console.log("\nP12 re-attach's first event at the agent (issue 41)");
{
  const runs = createRunLog();
  const s = await serve(runs);
  await measure("re-attach → first event, same instance (memory)", "p12-reattach-first-event-memory", runs, runs, s.port);
  await s.close();
  await runs.close();
}
{
  const redis = await startRedis();
  const clients = await Promise.all([0, 1].map(async () => {
    const c = createClient({ url: redis.url });
    c.on("error", () => undefined);
    return c.connect();
  }));
  const a = createRunLog({ store: redisRunStore(clients[0]!) });
  const b = createRunLog({ store: redisRunStore(clients[1]!) });
  const s = await serve(b);
  await measure("re-attach → first event, another instance (Redis)", "p12-reattach-first-event", a, b, s.port);
  // Where the time goes on that path: one hGetAll (the record), one xRange of a batch (the replay).
  const store = redisRunStore(clients[1]!);
  const runId = randomUUID();
  const started = a.start({ threadId: "t", runId, owner: "alice" }, pausedRun);
  const it = started.events[Symbol.asyncIterator]();
  for (let i = 0; i < 202; i++) await it.next();
  await new Promise((r) => setTimeout(r, 100));
  const t0 = performance.now();
  for (let i = 0; i < 50; i++) await store.get(runId);
  const t1 = performance.now();
  for (let i = 0; i < 50; i++) await store.read(runId, 100, 512);
  const t2 = performance.now();
  console.log(`    split: store.get ${((t1 - t0) / 50).toFixed(3)} ms, store.read (102 entries) ${((t2 - t1) / 50).toFixed(3)} ms`);
  // The figures are printed: whatever the teardown below waits on (a paused run's close), the process ends within 5 s.
  setTimeout(() => process.exit(0), 5_000).unref();
  void it.return?.(undefined as never);
  await s.close();
  await a.close();
  await b.close();
  await store.close?.();
  for (const c of clients) c.destroy();
  await redis.stop();
}
