import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startDemoAgent } from "../../../scripts/demoAgentProcess.mjs";
import { startRedis } from "../../../scripts/redisProcess.mjs";

// Two demo agent processes (`pnpm --filter @reasoning-ui/demo-agent start`) sharing one real redis-server through
// REDIS_URL: a run started on one is re-attached, looked up and cancelled on the other.
let redis: Awaited<ReturnType<typeof startRedis>>;
let a: Awaited<ReturnType<typeof startDemoAgent>>;
let b: Awaited<ReturnType<typeof startDemoAgent>>;
beforeAll(async () => {
  redis = await startRedis();
  const env = { REDIS_URL: redis.url, DEMO_AGENT_KEY: "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8" };
  [a, b] = await Promise.all([startDemoAgent({ port: await freePort(), paceMs: 15, env }), startDemoAgent({ port: await freePort(), paceMs: 15, env })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await redis?.stop();
});

const input = (runId: string, scenario = "visible") => ({ threadId: "thread-r", runId, messages: [{ id: "u1", role: "user", content: "hello" }], tools: [], context: [], state: {}, forwardedProps: { scenario } });

/** Reads SSE frames `{ id, data }` from a response until `stop` says so or the stream ends. */
async function frames(res: Response, stop: (f: { id: string; type: string }[]) => boolean = () => false) {
  const out: { id: string; type: string; delta?: string }[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = "";
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done) break;
    buf += decoder.decode(value, { stream: true });
    let at: number;
    while ((at = buf.indexOf("\n\n")) >= 0) {
      const frame = buf.slice(0, at);
      buf = buf.slice(at + 2);
      const id = /^id: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      if (id && data) {
        const e = JSON.parse(data) as { type: string; delta?: string };
        out.push({ id, type: e.type, ...(e.delta !== undefined && { delta: e.delta }) });
      }
    }
    if (stop(out)) {
      await reader.cancel();
      break;
    }
  }
  return out;
}

const text = (f: { type: string; delta?: string }[]) => f.filter((x) => x.type.endsWith("_CONTENT")).map((x) => x.delta).join("");

const RUN_AB = randomUUID();
const RUN_CANCEL = randomUUID();

describe("demo agents sharing one Redis (REDIS_URL)", () => {
  it("a run started on agent A is re-attached on agent B after the last id, then followed to its end", async () => {
    const started = await fetch(a.url, { method: "POST", headers: { "Content-Type": "application/json", Accept: "text/event-stream" }, body: JSON.stringify(input(RUN_AB)) });
    const first = await frames(started, (f) => f.filter((x) => x.type.endsWith("_CONTENT")).length >= 3);
    const last = first[first.length - 1]!.id;
    expect(last).toMatch(new RegExp(`^${RUN_AB}:\\d+$`));
    const caps = await (await fetch(`${b.url}/capabilities`)).json();
    expect(caps.transport).toEqual({ streaming: true, resumable: true });
    const res = await fetch(`${b.url}/runs/${RUN_AB}?threadId=thread-r`, { headers: { "Last-Event-ID": last, Accept: "text/event-stream" } });
    expect(res.status).toBe(200);
    const rest = await frames(res);
    expect(rest[0]!.id).not.toBe(last);
    expect(Number(rest[0]!.id.split(":")[1])).toBeGreaterThan(Number(last.split(":")[1]));
    expect(rest[rest.length - 1]!.type).toBe("RUN_FINISHED");
    // the whole run from the start, read on A, is the first part and the rest joined: nothing doubled or lost
    const whole = await frames(await fetch(`${a.url}/runs/${RUN_AB}?threadId=thread-r`, { headers: { Accept: "text/event-stream" } }));
    expect(text(first) + text(rest)).toBe(text(whole));
    expect(await (await fetch(`${b.url}/runs/${RUN_AB}/status?threadId=thread-r`)).json()).toMatchObject({ status: "finished" });
    const foreign = await fetch(`${b.url}/runs/${RUN_AB}/status?threadId=other`);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ status: "unknown", error: { code: "run_not_found" } });
  });

  it("cancel on B ends a run running on A; its readers end and the status says cancelled", async () => {
    const started = await fetch(a.url, { method: "POST", headers: { "Content-Type": "application/json", Accept: "text/event-stream" }, body: JSON.stringify(input(RUN_CANCEL)) });
    const reading = frames(started);
    await new Promise((r) => setTimeout(r, 200));
    const cancelled = await (await fetch(`${b.url}/runs/${RUN_CANCEL}/cancel?threadId=thread-r`, { method: "POST" })).json();
    expect(cancelled.status).toBe("cancelled");
    const seen = await reading;
    expect(seen.some((f) => f.type === "RUN_FINISHED")).toBe(false);
    expect(await (await fetch(`${a.url}/runs/${RUN_CANCEL}/status?threadId=thread-r`)).json()).toMatchObject({ status: "cancelled" });
  });

  it("a malformed or foreign Last-Event-ID gets a clear 400", async () => {
    const bad = await fetch(`${b.url}/runs/${RUN_AB}?threadId=thread-r`, { headers: { "Last-Event-ID": "nonsense" } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe("invalid_last_event_id");
    const other = await fetch(`${b.url}/runs/${RUN_AB}?threadId=thread-r`, { headers: { "Last-Event-ID": `${randomUUID()}:3` } });
    expect((await other.json()).error.code).toBe("last_event_id_other_run");
  });
});
