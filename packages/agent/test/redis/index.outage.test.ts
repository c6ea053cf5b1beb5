import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { createAgentStore } from "@reasoning-ui/core";
import { createClient } from "redis";
import { afterEach, describe, expect, it } from "vitest";
import { startRedis } from "../../../../scripts/redisProcess.mjs";
import { resumeHttpAgent } from "../../../core/src/transport/resumeHttpAgent";
import { createRunLog, runLogHandler, runLogNodeHandler, type RunLog } from "../../src";
import { redisRunStore } from "../../src/redis";

// Faults of the shared store are transient (issue 41): two agent instances on one real redis-server; Redis is
// killed mid-run and restarted (empty, and with its append-only file). The client following the run on the OTHER
// instance sees 503 store_unavailable / "Reconnecting…" — never "run gone" — and completes the turn with the exact text.

const cleanup: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

const WORDS = Array.from({ length: 70 }, (_, i) => `w${i} `);

/** The run on instance A: one word every 50 ms (3.5 s), then RUN_FINISHED. */
const paced = (threadId: string, runId: string) => (signal: AbortSignal) =>
  (async function* (): AsyncGenerator<BaseEvent> {
    yield { type: EventType.RUN_STARTED, threadId, runId } as BaseEvent;
    yield { type: EventType.TEXT_MESSAGE_START, messageId: "answer", role: "assistant" } as BaseEvent;
    for (const w of WORDS) {
      if (signal.aborted) return;
      await new Promise((r) => setTimeout(r, 50));
      yield { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "answer", delta: w } as BaseEvent;
    }
    yield { type: EventType.TEXT_MESSAGE_END, messageId: "answer" } as BaseEvent;
    yield { type: EventType.RUN_FINISHED, threadId, runId } as BaseEvent;
  })();

async function instance(url: string): Promise<{ origin: string; runs: RunLog }> {
  const client = createClient({ url, socket: { reconnectStrategy: () => 100 } });
  client.on("error", () => undefined); // node-redis emits 'error' on every lost connection: without a listener the process exits
  await client.connect();
  const runs = createRunLog({ store: redisRunStore(client) });
  const server: Server = createServer(runLogNodeHandler(runLogHandler(runs, { authorize: (r) => r.headers.get("x-user"), run: (input, signal) => paced(input.threadId, input.runId)(signal) })));
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  cleanup.push(
    () => client.destroy(),
    () => runs.close(),
    () => new Promise((r) => (server.closeAllConnections(), server.close(r))),
  );
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, runs };
}

describe.each([
  ["restarted empty", false],
  ["restarted with its append-only file", true],
] as const)("Redis killed mid-run and %s", (_name, aof) => {
  it("the client following on the other instance keeps Reconnecting through 503s and completes the turn with the exact text", async () => {
    const aofDir = aof ? mkdtempSync(join(tmpdir(), "rui-aof-")) : undefined;
    if (aofDir) cleanup.push(() => rmSync(aofDir, { recursive: true, force: true }));
    let redis = await startRedis(aofDir ? { aofDir } : {});
    cleanup.unshift(() => redis.stop()); // Redis stops last
    const a = await instance(redis.url);
    const b = await instance(redis.url);
    const threadId = `thread-${randomUUID()}`;
    const runId = randomUUID();
    const headers = { "x-user": "alice" };
    const started = await fetch(`${a.origin}/agent`, { method: "POST", headers, body: JSON.stringify({ threadId, runId, messages: [] }) });
    expect(started.status).toBe(200);
    const first = started.body!.getReader();
    await first.read();
    await first.cancel(); // the page went away; the run goes on at A
    for (let i = 0; i < 200 && (await b.runs.status({ threadId, runId, owner: "alice" }).catch(() => ({ status: "?" }))).status !== "running"; i++) await new Promise((r) => setTimeout(r, 10));

    const answers: number[] = [];
    let reconnecting = 0;
    const store = createAgentStore({ threadId });
    const following = resumeHttpAgent({
      url: `${b.origin}/agent`,
      run: { threadId, runId },
      runId,
      store,
      headers,
      fetch: async (input, init) => {
        const res = await fetch(input, init);
        answers.push(res.status);
        return res;
      },
      follow: { onReconnecting: () => void reconnecting++ },
      reattachBackoffMs: [100, 200, 400, 800, 1_600, 3_200],
    });
    await new Promise((r) => setTimeout(r, 900));
    await redis.kill();
    await new Promise((r) => setTimeout(r, 1_500));
    redis = await startRedis({ port: redis.port, ...(aofDir && { aofDir }) });
    cleanup.unshift(() => redis.stop());

    expect(await following).toBe("finished");
    const answer = store.getState().messages.find((m) => m.role === "assistant");
    expect(answer?.content).toBe(WORDS.join(""));
    expect(answers).toContain(503); // the outage was answered as transient
    expect(answers).not.toContain(404);
    expect(reconnecting).toBeGreaterThanOrEqual(1);
    // The run is resumable again from the shared store: its record is back, status on B says finished.
    expect((await b.runs.status({ threadId, runId, owner: "alice" })).status).toBe("finished");
  }, 60_000);
});

describe("no key without an expiry", () => {
  it("the reader heartbeat never re-creates an expired run; every key a run writes carries a TTL", async () => {
    const redis = await startRedis();
    cleanup.unshift(() => redis.stop());
    const client = createClient({ url: redis.url });
    client.on("error", () => undefined);
    await client.connect();
    cleanup.push(() => client.destroy());
    const store = redisRunStore(client);
    const gone = randomUUID();
    await store.touch(gone, Date.now());
    expect(await client.exists(`rui:run:${gone}`)).toBe(0);
    const runs = createRunLog({ store });
    cleanup.push(() => runs.close());
    const runId = randomUUID();
    const started = runs.start({ threadId: "t", runId, owner: "alice" }, paced("t", runId));
    for await (const _ of started.events) void _;
    for (let i = 0; i < 100 && (await client.hGet(`rui:run:${runId}`, "status")) !== "finished"; i++) await new Promise((r) => setTimeout(r, 20));
    const keys = await client.keys("rui:*");
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) expect(await client.pTTL(key), key).toBeGreaterThan(0);
    expect(await client.hGet(`rui:run:${runId}`, "owner")).toBe("alice");
  }, 30_000);
});
