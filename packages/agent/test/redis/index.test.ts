import { EventType, type BaseEvent } from "@ag-ui/core";
import { createClient } from "redis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startRedis } from "../../../../scripts/redisProcess.mjs";
import { createRunLog, type LoggedEvent } from "../../src";
import { randomUUID } from "node:crypto";
import { type RedisClientLike, redisRunStore } from "../../src/redis";
import { runLogStoreContract } from "../../src/testing";

// A real redis-server (Debian's package), started here on a free port and stopped after.
let redis: Awaited<ReturnType<typeof startRedis>>;
const clients: { quit(): Promise<unknown> }[] = [];
beforeAll(async () => {
  redis = await startRedis();
}, 30_000);
afterAll(async () => {
  for (const c of clients) await c.quit().catch(() => undefined);
  await redis?.stop();
});

async function client() {
  const c = createClient({ url: redis.url });
  c.on("error", () => undefined);
  await c.connect();
  clients.push(c);
  return c;
}

function source(n: number, gate: { open: number; wake?: () => void }, runId = "r1") {
  return (signal: AbortSignal) =>
    (async function* (): AsyncGenerator<BaseEvent> {
      yield { type: EventType.RUN_STARTED, threadId: "t1", runId } as BaseEvent;
      yield { type: EventType.TEXT_MESSAGE_START, messageId: "m1", role: "assistant" } as BaseEvent;
      for (let i = 0; i < n; i++) {
        while (i >= gate.open) {
          if (signal.aborted) throw signal.reason;
          await new Promise<void>((r) => {
            gate.wake = r;
            signal.addEventListener("abort", () => r(), { once: true });
          });
        }
        yield { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m1", delta: `${i},` } as BaseEvent;
      }
      yield { type: EventType.TEXT_MESSAGE_END, messageId: "m1" } as BaseEvent;
      yield { type: EventType.RUN_FINISHED, threadId: "t1", runId } as BaseEvent;
    })();
}

const text = (events: LoggedEvent[]) =>
  events
    .map((e) => JSON.parse(e.data))
    .filter((e) => e.type === "TEXT_MESSAGE_CONTENT")
    .map((e) => e.delta)
    .join("");

async function waitFor(check: () => Promise<boolean> | boolean) {
  for (let i = 0; i < 1000 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
  expect(await check()).toBe(true);
}

// The store contract, shared: several stores (each its own client and subscriber) on one Redis, as agent instances
// behind a load balancer — re-attach and cancel across instances are in it.
runLogStoreContract("redis (real redis-server)", async () => redisRunStore(await client()), { shared: true, test: { describe, it, expect, afterEach } });

describe("redis run store (real redis-server)", () => {
  it("an ended run's log expires at its TTL; a restarted instance still reads it from Redis before then", async () => {
    const a = createRunLog({ store: redisRunStore(await client()), ttlMs: 400 });
    const started = a.start({ threadId: "t1", runId: "r3" }, source(3, { open: 99 }, "r3"));
    expect(await started.done).toBe("finished");
    await a.close();
    const restarted = createRunLog({ store: redisRunStore(await client()) });
    await waitFor(async () => (await restarted.status({ threadId: "t1", runId: "r3" })).status === "finished");
    const replay = await restarted.attach({ threadId: "t1", runId: "r3" }, null);
    const events: LoggedEvent[] = [];
    for await (const e of (replay as { events: AsyncIterable<LoggedEvent> }).events) events.push(e);
    expect(text(events)).toBe("0,1,2,");
    await waitFor(async () => (await restarted.status({ threadId: "t1", runId: "r3" })).status === "unknown");
    await restarted.close();
  });

  it("a subscriber of your own: the store subscribes on it and leaves it open at close; a node-redis client fits the typed interfaces as it is", async () => {
    const c = await client();
    const own = c.duplicate();
    own.on("error", () => undefined);
    await own.connect();
    clients.push(own);
    const typed: RedisClientLike = c; // node-redis 5+ as declared, no cast
    const store = redisRunStore(typed, { subscriber: own });
    const runId = randomUUID();
    await store.create({ threadId: "t", runId, status: "running", startedAt: 1, lastSeq: 0, firstSeq: 1, readerSeenAt: 1 });
    const seen: string[] = [];
    store.watch(runId, (n) => seen.push(n));
    await waitFor(async () => {
      if (seen.length === 0) await store.requestCancel(runId);
      return seen.includes("cancel");
    });
    await store.close?.();
    expect(own.isOpen).toBe(true);
  });

  it("Redis unreachable: the run still streams live with a diagnostic, nothing throws", async () => {
    const dead = createClient({ url: "redis://127.0.0.1:1", socket: { reconnectStrategy: false } });
    dead.on("error", () => undefined);
    const diagnostics: string[] = [];
    const runs = createRunLog({ store: redisRunStore(dead), onDiagnostic: (d) => diagnostics.push(d.code) });
    const started = runs.start({ threadId: "t1", runId: "r4" }, source(3, { open: 99 }, "r4"));
    const events: LoggedEvent[] = [];
    for await (const e of started.events) events.push(e);
    expect(text(events)).toBe("0,1,2,");
    expect(await started.done).toBe("finished");
    await waitFor(() => diagnostics.includes("run_store_unavailable"));
    await runs.close();
  });
});
