import { EventType, type BaseEvent } from "@ag-ui/core";
import { describe, expect, it } from "vitest";
import { compactEntries, createRunLog, parseRunEventId, runLogHandler, type LoggedEvent, type RunLog } from "../../src";

/** A source that yields `n` reasoning deltas then RUN_FINISHED, each after the previous `gate` resolves (a controllable provider). */
function gatedSource(n: number) {
  const waiters: (() => void)[] = [];
  let released = 0;
  let aborted = false;
  const release = (k = 1) => {
    released += k;
    while (waiters.length) waiters.shift()!();
  };
  const wait = (i: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const check = () => (signal.aborted ? reject(signal.reason) : i < released ? resolve() : waiters.push(check));
      signal.addEventListener("abort", () => ((aborted = true), reject(signal.reason)), { once: true });
      check();
    });
  const source = (signal: AbortSignal) =>
    (async function* (): AsyncGenerator<BaseEvent> {
      yield { type: EventType.RUN_STARTED, threadId: "t1", runId: "r1" } as BaseEvent;
      yield { type: EventType.REASONING_MESSAGE_START, messageId: "m1", role: "reasoning" } as BaseEvent;
      for (let i = 0; i < n; i++) {
        await wait(i, signal);
        yield { type: EventType.REASONING_MESSAGE_CONTENT, messageId: "m1", delta: `d${i} ` } as BaseEvent;
      }
      yield { type: EventType.REASONING_MESSAGE_END, messageId: "m1" } as BaseEvent;
      yield { type: EventType.RUN_FINISHED, threadId: "t1", runId: "r1" } as BaseEvent;
    })();
  return { source, release, wasAborted: () => aborted };
}

async function take(events: AsyncIterable<LoggedEvent>, n: number): Promise<LoggedEvent[]> {
  const out: LoggedEvent[] = [];
  if (n === 0) return out;
  for await (const e of events) {
    out.push(e);
    if (out.length >= n) break;
  }
  return out;
}

async function all(events: AsyncIterable<LoggedEvent>): Promise<LoggedEvent[]> {
  const out: LoggedEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

const deltaText = (events: LoggedEvent[]) =>
  events
    .map((e) => JSON.parse(e.data) as { type: string; delta?: string })
    .filter((e) => e.type === "REASONING_MESSAGE_CONTENT")
    .map((e) => e.delta)
    .join("");

async function waitFor(check: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 2000 && !(await check()); i++) await new Promise((r) => setTimeout(r, 5));
  expect(await check()).toBe(true);
}

describe("run log (memory)", () => {
  it("numbers events <runId>:<seq>, and a re-attach after an id gets the rest then the live tail, nothing doubled", async () => {
    const runs = createRunLog();
    const g = gatedSource(6);
    const started = runs.start({ threadId: "t1", runId: "r1" }, g.source);
    g.release(2);
    const first = await take(started.events, 4); // RUN_STARTED, START, d0, d1
    expect(first.map((e) => e.id)).toEqual(["r1:1", "r1:2", "r1:3", "r1:4"]);
    // the first reader goes away: the run goes on
    g.release(2);
    await waitFor(async () => (await runs.status({ threadId: "t1", runId: "r1" })).lastEventId === "r1:6");
    const again = await runs.attach({ threadId: "t1", runId: "r1" }, "r1:4");
    expect(again.ok).toBe(true);
    const rest = all((again as { events: AsyncIterable<LoggedEvent> }).events);
    g.release(10);
    const tail = await rest;
    // d2 d3 were logged while no one read: merged on replay; d4 d5 arrived live
    expect(deltaText(first) + deltaText(tail)).toBe("d0 d1 d2 d3 d4 d5 ");
    expect(JSON.parse(tail[tail.length - 1]!.data).type).toBe("RUN_FINISHED");
    expect(tail[tail.length - 1]!.id).toBe("r1:10");
    expect(await started.done).toBe("finished");
    expect(await runs.status({ threadId: "t1", runId: "r1" })).toMatchObject({ status: "finished" });
  });

  it("several readers follow one run; a run is found only within its thread", async () => {
    const runs = createRunLog();
    const g = gatedSource(3);
    runs.start({ threadId: "t1", runId: "r1" }, g.source);
    const a = await runs.attach({ threadId: "t1", runId: "r1" }, null);
    const b = await runs.attach({ threadId: "t1", runId: "r1" }, "r1:1");
    expect(await runs.attach({ threadId: "t2", runId: "r1" }, null)).toMatchObject({ ok: false, error: { status: 404, code: "run_not_found" } });
    expect((await runs.status({ threadId: "t2", runId: "r1" })).status).toBe("unknown");
    g.release(3);
    const [ea, eb] = await Promise.all([all((a as { events: AsyncIterable<LoggedEvent> }).events), all((b as { events: AsyncIterable<LoggedEvent> }).events)]);
    expect(deltaText(ea)).toBe("d0 d1 d2 ");
    expect(deltaText(eb)).toBe("d0 d1 d2 ");
    expect(JSON.parse(eb[0]!.data).type).toBe("REASONING_MESSAGE_START");
  });

  it("refuses a malformed, foreign, ahead or trimmed Last-Event-ID with its code", async () => {
    const runs = createRunLog({ maxLogEvents: 3 });
    const g = gatedSource(5);
    const started = runs.start({ threadId: "t1", runId: "r1" }, g.source);
    g.release(5);
    expect(await started.done).toBe("finished");
    const ref = { threadId: "t1", runId: "r1" };
    expect(await runs.attach(ref, "garbage")).toMatchObject({ ok: false, error: { status: 400, code: "invalid_last_event_id" } });
    expect(await runs.attach(ref, "r2:3")).toMatchObject({ ok: false, error: { status: 400, code: "last_event_id_other_run" } });
    expect(await runs.attach(ref, "r1:99")).toMatchObject({ ok: false, error: { status: 400, code: "last_event_id_ahead" } });
    expect(await runs.attach(ref, "r1:2")).toMatchObject({ ok: false, error: { status: 410, code: "log_trimmed" } });
    const kept = await runs.attach(ref, "r1:6");
    expect(kept.ok).toBe(true);
    expect((await all((kept as { events: AsyncIterable<LoggedEvent> }).events)).map((e) => e.id)).toEqual(["r1:7", "r1:8", "r1:9"]);
    // a run id never holds a colon: an id with two is malformed, not another run's (the grammar of core/protocol)
    expect(parseRunEventId("r:1:5", "r:1")).toMatchObject({ ok: false, code: "invalid_last_event_id" });
  });

  it("cancel aborts the source through its signal and ends the run cancelled; disconnect alone does not", async () => {
    const runs = createRunLog();
    const g = gatedSource(100);
    const started = runs.start({ threadId: "t1", runId: "r1" }, g.source);
    g.release(1);
    await take(started.events, 3);
    expect((await runs.status({ threadId: "t1", runId: "r1" })).status).toBe("running");
    expect(g.wasAborted()).toBe(false);
    expect(await runs.cancel({ threadId: "t1", runId: "r1" })).toMatchObject({ status: "cancelled" });
    expect(await started.done).toBe("cancelled");
    expect(g.wasAborted()).toBe(true);
    expect(await runs.status({ threadId: "t1", runId: "r1" })).toMatchObject({ status: "cancelled", code: "cancelled" });
  });

  it("a run with no reader for the budget is cancelled, with the reason in words", async () => {
    const runs = createRunLog({ detachedRunMs: 200 });
    const g = gatedSource(100);
    const started = runs.start({ threadId: "t1", runId: "r1" }, g.source);
    await take(started.events, 2);
    expect(await started.done).toBe("cancelled");
    const s = await runs.status({ threadId: "t1", runId: "r1" });
    expect(s).toMatchObject({ status: "cancelled", code: "no_reader" });
    expect(s.reason).toMatch(/No one followed the run/);
  });

  it("an ended run is gone after its TTL (unknown)", async () => {
    const runs = createRunLog({ ttlMs: 50 });
    const g = gatedSource(0);
    const started = runs.start({ threadId: "t1", runId: "r1" }, g.source);
    expect(await started.done).toBe("finished");
    await waitFor(async () => (await runs.status({ threadId: "t1", runId: "r1" })).status === "unknown");
  });

  it("compacts consecutive deltas of one message only, keeping the last seq and every other event byte-for-byte", () => {
    const e = (seq: number, o: object) => ({ seq, data: JSON.stringify(o) });
    const out = compactEntries([
      e(1, { type: "TEXT_MESSAGE_CONTENT", messageId: "a", delta: "x" }),
      e(2, { type: "TEXT_MESSAGE_CONTENT", messageId: "a", delta: "y" }),
      e(3, { type: "TEXT_MESSAGE_CONTENT", messageId: "b", delta: "z" }),
      e(4, { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: "a", encryptedValue: "opaque==" }),
      e(5, { type: "TEXT_MESSAGE_CONTENT", messageId: "b", delta: "1", metadata: { k: 1 } }),
    ]);
    expect(out.map((x) => x.seq)).toEqual([2, 3, 4, 5]);
    expect(JSON.parse(out[0]!.data).delta).toBe("xy");
    expect(out[2]!.data).toBe(JSON.stringify({ type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: "a", encryptedValue: "opaque==" }));
  });
});

describe("compaction keeps the folded text exact", () => {
  it("escapes, quotes, backslashes, unicode and key orders: the joined delta equals the deltas joined", () => {
    const deltas = ['a "quoted" ', "back\\slash\\", "new\nline\t", "é😀\u2028", "", "end"];
    const fast = deltas.map((delta, i) => ({ seq: i + 1, data: JSON.stringify({ type: "TEXT_MESSAGE_CONTENT", messageId: 'm"1', delta, timestamp: 10 + i }) }));
    const out = compactEntries(fast);
    expect(out).toHaveLength(1);
    expect(JSON.parse(out[0]!.data)).toEqual({ type: "TEXT_MESSAGE_CONTENT", messageId: 'm"1', delta: deltas.join(""), timestamp: 10 });
    expect(out[0]!.seq).toBe(deltas.length);
    // another key order takes the general path, with the same result
    const slow = deltas.map((delta, i) => ({ seq: i + 1, data: JSON.stringify({ delta, messageId: "m", type: "REASONING_MESSAGE_CONTENT" }) }));
    expect(JSON.parse(compactEntries(slow)[0]!.data).delta).toBe(deltas.join(""));
  });
});

describe("runLogHandler (web routes)", () => {
  const R = "3f2a6c1e-8b4d-4e2f-9a1b-2c3d4e5f6a7b";
  const input = { threadId: "t1", runId: R, messages: [], tools: [], context: [], state: {}, forwardedProps: {} };
  const make = (runs: RunLog, g: ReturnType<typeof gatedSource>, authorize?: (r: Request) => boolean | string | undefined) =>
    runLogHandler(runs, { run: (_input, signal) => g.source(signal), capabilities: { identity: { name: "x" } } as never, ...(authorize && { authorize }) });

  it("serves run, re-attach (GET and POST with Last-Event-ID), status, cancel and capabilities", async () => {
    const runs = createRunLog();
    const g = gatedSource(4);
    const handler = make(runs, g);
    const caps = await (await handler(new Request("http://x/api/agent/capabilities"))).json();
    expect(caps.transport).toEqual({ streaming: true, resumable: true });
    const res = await handler(new Request("http://x/api/agent", { method: "POST", body: JSON.stringify(input) }));
    expect(res.headers.get("content-type")).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    // the stream opens with the keep-alive comment announcing its interval (the client's stall window), then the run
    expect(new TextDecoder().decode((await reader.read()).value)).toBe(": keep-alive 15000\n\n");
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toBe(`id: ${R}:1\ndata: ${JSON.stringify({ type: "RUN_STARTED", threadId: "t1", runId: "r1" })}\n\n`);
    await reader.cancel();
    expect(await (await handler(new Request("http://x/api/agent", { method: "POST", body: JSON.stringify(input) }))).json()).toMatchObject({ error: { code: "run_exists" } });
    const status = await (await handler(new Request(`http://x/api/agent/runs/${R}/status?threadId=t1`))).json();
    expect(status.status).toBe("running");
    const get = await handler(new Request(`http://x/api/agent/runs/${R}?threadId=t1`, { headers: { "Last-Event-ID": `${R}:1` } }));
    const post = await handler(new Request("http://x/api/agent", { method: "POST", body: JSON.stringify(input), headers: { "Last-Event-ID": `${R}:2` } }));
    g.release(4);
    const [a, b] = await Promise.all([get.text(), post.text()]);
    expect(a.startsWith(`: keep-alive 15000\n\nid: ${R}:2\n`)).toBe(true);
    const deltas = (sse: string) => [...sse.matchAll(/"delta":"([^"]*)"/g)].map((m) => m[1]).join("");
    expect(deltas(b)).toBe("d0 d1 d2 d3 ");
    expect(deltas(a)).toBe("d0 d1 d2 d3 ");
    expect(b.startsWith(`: keep-alive 15000\n\nid: ${R}:`)).toBe(true);
    expect(b).not.toContain("REASONING_MESSAGE_START");
    const foreign = await handler(new Request(`http://x/api/agent/runs/${R}/status?threadId=t2`));
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ status: "unknown", error: { code: "run_not_found" } });
    expect((await handler(new Request(`http://x/api/agent/runs/${R}?threadId=t1`, { headers: { "Last-Event-ID": "bad" } }))).status).toBe(400);
  });

  it("cancel route ends the run cancelled; the auth hook sees re-attach and cancel like a run", async () => {
    const runs = createRunLog();
    const g = gatedSource(100);
    const seen: string[] = [];
    const handler = make(runs, g, (r) => {
      seen.push(new URL(r.url).pathname);
      return r.headers.get("authorization") === "Bearer ok";
    });
    const auth = { authorization: "Bearer ok" };
    expect((await handler(new Request("http://x/a", { method: "POST", body: JSON.stringify(input) }))).status).toBe(403);
    const res = await handler(new Request("http://x/a", { method: "POST", body: JSON.stringify(input), headers: auth }));
    expect((await handler(new Request(`http://x/a/runs/${R}?threadId=t1`))).status).toBe(403);
    expect((await handler(new Request(`http://x/a/runs/${R}/cancel?threadId=t1`, { method: "POST" }))).status).toBe(403);
    const cancelled = await (await handler(new Request(`http://x/a/runs/${R}/cancel?threadId=t1`, { method: "POST", headers: auth }))).json();
    expect(cancelled.status).toBe("cancelled");
    await res.text(); // the first reader's stream ends (no RUN_FINISHED)
    expect(g.wasAborted()).toBe(true);
    expect(seen).toContain(`/a/runs/${R}/cancel`);
  });
});
