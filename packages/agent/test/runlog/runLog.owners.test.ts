import { randomUUID } from "node:crypto";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis } from "../../../../scripts/redisProcess.mjs";
import { createRunLog, runLogHandler, type RunLog } from "../../src";
import { redisRunStore } from "../../src/redis";

// Runs have owners (issue 41): the principal `authorize` returns is stamped on the run at start; another
// principal's re-attach, status and cancel get exactly what an unknown run gets (404, same body); no principal → 401.

let redis: Awaited<ReturnType<typeof startRedis>>;
const closers: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  redis = await startRedis();
}, 30_000);
afterAll(async () => {
  for (const c of closers.reverse()) await c().catch(() => undefined);
  await redis?.stop();
});

/** A run that streams a delta every 20 ms until aborted or `n` deltas are out. */
function slowSource(n: number) {
  return (signal: AbortSignal) =>
    (async function* (): AsyncGenerator<BaseEvent> {
      yield { type: EventType.RUN_STARTED, threadId: "t1", runId: "r" } as BaseEvent;
      yield { type: EventType.TEXT_MESSAGE_START, messageId: "m1", role: "assistant" } as BaseEvent;
      for (let i = 0; i < n && !signal.aborted; i++) {
        await new Promise((r) => setTimeout(r, 20));
        yield { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m1", delta: `${i},` } as BaseEvent;
      }
      yield { type: EventType.TEXT_MESSAGE_END, messageId: "m1" } as BaseEvent;
      yield { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r" } as BaseEvent;
    })();
}

const stores: [string, () => Promise<RunLog>][] = [
  ["memory", async () => createRunLog()],
  [
    "redis",
    async () => {
      const c = createClient({ url: redis.url });
      c.on("error", () => undefined);
      await c.connect();
      closers.push(() => c.quit());
      return createRunLog({ store: redisRunStore(c) });
    },
  ],
];

describe.each(stores)("run owners (%s store)", (_name, make) => {
  it("user B with A's ids gets 404 for re-attach, status and cancel — the same answer as an unknown run; no credentials → 401", async () => {
    const runs = await make();
    closers.push(() => runs.close());
    // Two instances on the Redis store: B asks the other one, so the shared record's owner is what is checked.
    const other = _name === "redis" ? await make() : runs;
    if (other !== runs) closers.push(() => other.close());
    const authorize = (request: Request) => request.headers.get("x-user");
    const run = (_input: unknown, signal: AbortSignal) => slowSource(500)(signal);
    const a = runLogHandler(runs, { authorize, run });
    const b = runLogHandler(other, { authorize, run });
    const threadId = "thread-a";
    const runId = randomUUID();
    const input = { threadId, runId, messages: [], tools: [], context: [], state: {}, forwardedProps: {} };
    const started = await a(new Request("http://x/agent", { method: "POST", body: JSON.stringify(input), headers: { "x-user": "alice" } }));
    expect(started.status).toBe(200);
    const reader = started.body!.getReader();
    await reader.read();
    // The run is in the shared store before B asks.
    for (let i = 0; i < 200 && (await other.status({ threadId, runId, owner: "alice" })).status !== "running"; i++) await new Promise((r) => setTimeout(r, 10));

    const as = (user: string | undefined, path: string, init: RequestInit = {}) =>
      b(new Request(`http://x/agent${path}`, { ...init, headers: { ...(user && { "x-user": user }), "Last-Event-ID": "" } }));
    const unknownId = randomUUID();
    for (const [route, method] of [["", "GET"], ["/status", "GET"], ["/cancel", "POST"]] as const) {
      const stolen = await as("bob", `/runs/${runId}${route}?threadId=${threadId}`, { method });
      const unknown = await as("bob", `/runs/${unknownId}${route}?threadId=${threadId}`, { method });
      expect(stolen.status, `bob ${route || "attach"}`).toBe(404);
      expect(unknown.status).toBe(404);
      expect(await stolen.text()).toBe(await unknown.text()); // no existence leak in the body
      expect(stolen.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
      const anonymous = await as(undefined, `/runs/${runId}${route}?threadId=${threadId}`, { method });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ error: { code: "unauthorized" } });
    }
    // Bob re-attaching through the run route's POST with Last-Event-ID: 404 too.
    const viaPost = await b(new Request("http://x/agent", { method: "POST", body: JSON.stringify(input), headers: { "x-user": "bob", "Last-Event-ID": `${runId}:1` } }));
    expect(viaPost.status).toBe(404);
    // The owner still sees and controls the run; Bob's cancel did nothing.
    const status = await as("alice", `/runs/${runId}/status?threadId=${threadId}`);
    expect(await status.json()).toMatchObject({ status: "running" });
    const mine = await as("alice", `/runs/${runId}?threadId=${threadId}`);
    expect(mine.status).toBe(200);
    await mine.body!.cancel();
    const cancelled = await as("alice", `/runs/${runId}/cancel?threadId=${threadId}`, { method: "POST" });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ status: "cancelled" });
    await reader.cancel();
  });

  it("run ids must be UUIDs; guessable ids are refused before anything is looked up", async () => {
    const runs = await make();
    closers.push(() => runs.close());
    const handler = runLogHandler(runs, { authorize: () => "alice", run: (_i, signal) => slowSource(1)(signal) });
    for (const runId of ["1", "r1", "run-1", `${randomUUID()}x`, ""]) {
      const res = await handler(new Request("http://x/agent", { method: "POST", body: JSON.stringify({ threadId: "t", runId, messages: [] }) }));
      expect(res.status, runId).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_run_id");
      expect((await handler(new Request(`http://x/agent/runs/${encodeURIComponent(runId || "x")}/status?threadId=t`))).status).toBe(400);
    }
  });
});

describe("bounds per principal", () => {
  it("the run POST's body limit (4 MiB by default, an option) answers 413 from Content-Length before authorize or the body", async () => {
    const runs = createRunLog();
    closers.push(() => runs.close());
    let asked = 0;
    const handler = runLogHandler(runs, { maxBodyBytes: 1024, authorize: () => (asked++, "alice"), run: (_i, signal) => slowSource(1)(signal) });
    let pulled = false;
    const body = new ReadableStream({ pull: () => void (pulled = true) }, { highWaterMark: 0 });
    const res = await handler(new Request("http://x/agent", { method: "POST", headers: { "content-length": "5000" }, body, duplex: "half" } as RequestInit));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: "body_too_large" } });
    expect(asked).toBe(0);
    expect(pulled).toBe(false);
    const noUser = runLogHandler(runs, { authorize: () => null, run: (_i, signal) => slowSource(1)(signal) });
    const anonymous = await noUser(new Request("http://x/agent", { method: "POST", body: new ReadableStream({ pull: () => void (pulled = true) }, { highWaterMark: 0 }), duplex: "half" } as RequestInit));
    expect(anonymous.status).toBe(401); // authorize before a byte of the body is read
    expect(pulled).toBe(false);
  });

  it("open runs per user are capped (429 too_many_runs with Retry-After); other users are not affected", async () => {
    const runs = createRunLog({ maxOpenRunsPerPrincipal: 2 });
    closers.push(() => runs.close());
    const handler = runLogHandler(runs, { authorize: (r) => r.headers.get("x-user"), run: (_i, signal) => slowSource(1000)(signal) });
    const post = (user: string) =>
      handler(new Request("http://x/agent", { method: "POST", headers: { "x-user": user }, body: JSON.stringify({ threadId: "t", runId: randomUUID(), messages: [] }) }));
    const open = [await post("alice"), await post("alice")];
    expect(open.map((r) => r.status)).toEqual([200, 200]);
    const third = await post("alice");
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await third.json()).toMatchObject({ error: { code: "too_many_runs" } });
    const bobs = await post("bob");
    expect(bobs.status).toBe(200);
    for (const r of [...open, bobs]) await r.body!.cancel();
  });

  it("1,000 abandoned runs do not starve a new run of the log: the longest-unfollowed run is evicted, the new run is resumable", async () => {
    const runs = createRunLog({ maxOpenRunsPerPrincipal: 10_000 });
    closers.push(() => runs.close());
    const never = (signal: AbortSignal) =>
      (async function* (): AsyncGenerator<BaseEvent> {
        yield { type: EventType.RUN_STARTED, threadId: "t", runId: "x" } as BaseEvent;
        await new Promise((r) => signal.addEventListener("abort", r, { once: true }));
      })();
    const abandoned: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const runId = randomUUID();
      abandoned.push(runId);
      const started = runs.start({ threadId: "t", runId, owner: `user-${i % 50}` }, never);
      expect(started.logged).toBe(true);
      const it = started.events[Symbol.asyncIterator]();
      await it.next();
      await it.return?.(undefined as never); // the page went away: no reader
    }
    const fresh = randomUUID();
    const started = runs.start({ threadId: "t", runId: fresh, owner: "carol" }, slowSource(3));
    expect(started.logged).toBe(true);
    const attached = await runs.attach({ threadId: "t", runId: fresh, owner: "carol" }, null);
    expect(attached.ok).toBe(true);
    // The oldest abandoned run made room: it is cancelled (evicted), not the new one.
    expect((await runs.status({ threadId: "t", runId: abandoned[0]!, owner: "user-0" })).status).toBe("unknown");
    expect((await runs.status({ threadId: "t", runId: abandoned[999]!, owner: "user-49" })).status).toBe("running");
    expect(await started.done).toBe("finished");
  });
});
