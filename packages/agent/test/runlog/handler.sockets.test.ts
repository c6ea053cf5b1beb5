import { randomUUID } from "node:crypto";
import { type Server, createServer } from "node:http";
import { type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";
import { EventType, type BaseEvent } from "@ag-ui/core";
import { afterEach, describe, expect, it } from "vitest";
import { createRunLog, runLogHandler, runLogNodeHandler, type RunLog } from "../../src";

// The run log's routes under readers that stop reading, through raw sockets (issue 41): stalled readers are dropped
// after the write timeout, the reader cap never locks the owner out, and the process stays alive.

let server: Server | undefined;
let runs: RunLog | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await runs?.close();
  await new Promise<void>((r) => (server ? (server.closeAllConnections(), server.close(() => r())) : r()));
  server = undefined;
});

/** A run that streams an 8 KiB delta every 2 ms until aborted (or `n` deltas), then finishes. */
const chatty = (n: number) => (signal: AbortSignal) =>
  (async function* (): AsyncGenerator<BaseEvent> {
    yield { type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent;
    yield { type: EventType.TEXT_MESSAGE_START, messageId: "m", role: "assistant" } as BaseEvent;
    const chunk = "x".repeat(8192);
    for (let i = 0; i < n && !signal.aborted; i++) {
      await new Promise((r) => setTimeout(r, 5));
      yield { type: EventType.TEXT_MESSAGE_CONTENT, messageId: "m", delta: `${i}:${chunk}` } as BaseEvent;
    }
    yield { type: EventType.TEXT_MESSAGE_END, messageId: "m" } as BaseEvent;
    yield { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" } as BaseEvent;
  })();

async function serve(options: Parameters<typeof createRunLog>[0], source: ReturnType<typeof chatty>, writeTimeoutMs: number) {
  runs = createRunLog(options);
  const handler = runLogHandler(runs, { authorize: (r) => r.headers.get("x-user"), run: (_i, signal) => source(signal), writeTimeoutMs });
  server = createServer(runLogNodeHandler(handler));
  await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A raw-socket reader that sends its request and never reads a byte. */
function stalledReader(origin: string, path: string): Promise<Socket> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const s = connect(Number(port), "127.0.0.1", () => {
      s.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nx-user: alice\r\nAccept: text/event-stream\r\n\r\n`);
      s.pause();
      resolve(s);
    });
    s.on("error", () => undefined);
    s.once("error", reject);
    sockets.push(s);
  });
}

const connections = () => new Promise<number>((r) => server!.getConnections((_e, n) => r(n)));

async function startRun(origin: string, runId: string) {
  const res = await fetch(`${origin}/agent`, { method: "POST", headers: { "x-user": "alice" }, body: JSON.stringify({ threadId: "t", runId, messages: [] }) });
  expect(res.status).toBe(200);
  return res;
}

describe("readers that stop reading (raw sockets)", () => {
  it("200 non-reading readers are dropped after the write timeout; the process lives and the owner still follows the run", async () => {
    const origin = await serve({ maxReaders: 250 }, chatty(4000), 400);
    const runId = randomUUID();
    const rss0 = process.memoryUsage().rss;
    const first = await startRun(origin, runId);
    let accepted = 0;
    server!.on("connection", () => accepted++);
    await Promise.all(Array.from({ length: 200 }, () => stalledReader(origin, `/agent/runs/${runId}?threadId=t`)));
    for (let i = 0; i < 750 && accepted < 200; i++) await new Promise((r) => setTimeout(r, 20));
    expect(accepted).toBe(200);
    // Their socket buffers fill, the write timeout passes: the server closes them (only the first POST's stays).
    for (let i = 0; i < 300 && (await connections()) > 20; i++) await new Promise((r) => setTimeout(r, 50));
    const left = await connections();
    const rss = process.memoryUsage().rss;
    console.log(`200 stalled readers: ${left} connections left after the write timeout; RSS +${((rss - rss0) / 2 ** 20).toFixed(1)} MiB`);
    expect(left).toBeLessThanOrEqual(20);
    // The owner re-attaches and reads on.
    const mine = await fetch(`${origin}/agent/runs/${runId}?threadId=t`, { headers: { "x-user": "alice" } });
    expect(mine.status).toBe(200);
    const reader = mine.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    await first.body!.cancel();
  }, 60_000);

  it("the reader cap never locks the owner out: at the cap a new reader drops the oldest stalled one", async () => {
    const origin = await serve({ maxReaders: 8 }, chatty(100_000), 60_000);
    const runId = randomUUID();
    const first = await startRun(origin, runId);
    for (let i = 0; i < 20; i++) await stalledReader(origin, `/agent/runs/${runId}?threadId=t`);
    await new Promise((r) => setTimeout(r, 1200)); // they are parked on unread events: stalled
    const mine = await fetch(`${origin}/agent/runs/${runId}?threadId=t`, { headers: { "x-user": "alice" } });
    expect(mine.status).toBe(200); // never 429 too_many_readers
    const reader = mine.body!.getReader();
    expect((await reader.read()).done).toBe(false);
    // The dropped readers' connections are closed: at most the cap of readers + the POST + this one remain.
    for (let i = 0; i < 100 && (await connections()) > 10; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await connections()).toBeLessThanOrEqual(10);
    await reader.cancel();
    await first.body!.cancel();
  }, 30_000);
});

describe("a run's end is its event's type", () => {
  it("an earlier event whose value contains {\"type\":\"RUN_FINISHED\"} does not end the run", async () => {
    const log = createRunLog();
    const gate: { open?: () => void } = {};
    const source = (async function* (): AsyncGenerator<BaseEvent> {
      yield { type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent;
      yield { type: EventType.CUSTOM, name: "quote", value: { text: '{"type":"RUN_FINISHED"}', nested: { type: "RUN_FINISHED" } } } as BaseEvent;
      yield { type: EventType.TEXT_MESSAGE_START, messageId: "m", role: "assistant", note: '"type":"RUN_ERROR"' } as unknown as BaseEvent;
      await new Promise<void>((r) => (gate.open = r));
      yield { type: EventType.TEXT_MESSAGE_END, messageId: "m" } as BaseEvent;
      yield { type: EventType.RUN_FINISHED, threadId: "t", runId: "r" } as BaseEvent;
    })();
    const runId = randomUUID();
    const started = log.start({ threadId: "t", runId }, source);
    const it = started.events[Symbol.asyncIterator]();
    for (let i = 0; i < 3; i++) await it.next();
    expect((await log.status({ threadId: "t", runId })).status).toBe("running");
    gate.open!();
    expect(await started.done).toBe("finished");
    await log.close();
  });
});

describe("diagnostics carry the provider's status and code, not its message", () => {
  it("source_failed names status 429 and the code; the raw message only with includeProviderMessages", async () => {
    const failing = () =>
      (async function* (): AsyncGenerator<BaseEvent> {
        yield { type: EventType.RUN_STARTED, threadId: "t", runId: "r" } as BaseEvent;
        throw Object.assign(new Error("429 You exceeded your quota. Prompt was: my secret plan"), { status: 429, error: { code: "insufficient_quota", message: "You exceeded your quota. Prompt was: my secret plan" } });
      })();
    for (const includeProviderMessages of [false, true]) {
      const seen: { code: string; message: string }[] = [];
      const log = createRunLog({ onDiagnostic: (d) => seen.push(d), includeProviderMessages });
      const started = log.start({ threadId: "t", runId: randomUUID() }, failing());
      expect(await started.done).toBe("error");
      const d = seen.find((x) => x.code === "source_failed")!;
      expect(d.message).toContain("status 429");
      expect(d.message).toContain("insufficient_quota");
      expect(d.message.includes("my secret plan")).toBe(includeProviderMessages);
      await log.close();
    }
  });
});
