/**
 * The hosting layer (issue 41, `@reasoning-ui/host`, docs/architecture.md "One hosting layer"), figures only:
 * - cost per request over a bare handler: `toNodeHandler(async () => new Response(json))` against a Node listener
 *   writing the same answer itself, both called in-process with Node's own `IncomingMessage` / `ServerResponse`
 *   objects on a socket that drops its bytes (no network in the figure) — budget ≤ 5 µs per request; then its
 *   breakdown: the layer alone (a `Response` made once and answered again), with a header / `request.signal` read,
 *   and the handler's own `new Response(json, { headers })`. These in-process figures are the process's CPU time
 *   (`cpuNow`), not wall-clock time;
 * - cost per streamed event: one answer of 20,000 SSE frames from a web `ReadableStream`, against the same frames
 *   written with `res.write` — budget ≤ 0.5 µs per event;
 * - RSS of the thread store's process (bench/host/server.ts, its own process, `createNodeServer`) under 120
 *   anonymous 8 MiB bodies at once over real sockets: peak ≤ 150 MiB above idle, and back within 10 % of idle
 *   60 s later (10 s under `--short`). (Stalled run-log readers are the run log's bench.)
 *   node --import tsx bench/host/run.ts [--short]
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { IncomingMessage, ServerResponse } from "node:http";
import net from "node:net";
import { Writable } from "node:stream";
import { toNodeHandler } from "../../packages/host/src/index";
import { record } from "../record.mjs";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
/**
 * This process's CPU time, µs (user + system): the in-process figures below are CPU time, not wall-clock time, so
 * the time the process waits for a core on a loaded machine (other benches, other test runs) is not in them.
 */
const cpuNow = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** A socket that accepts and drops every byte (the answer's bytes are produced exactly as on a real one). */
function sink(): net.Socket {
  const w = new Writable({ write: (_c, _e, cb) => cb() }) as unknown as net.Socket;
  Object.assign(w, { remoteAddress: "127.0.0.1", setTimeout: () => w, setNoDelay: () => w, cork: () => undefined, uncork: () => undefined, _httpMessage: null });
  return w;
}

/** One request through `listener` on fresh Node objects; resolves when the answer ended. */
function call(listener: (req: IncomingMessage, res: ServerResponse) => void, socket: net.Socket): Promise<void> {
  const req = new IncomingMessage(socket);
  req.method = "GET";
  req.url = "/api/threads/rui-thread:abc";
  req.headers = { host: "app.test", accept: "application/json", "x-user": "alice" };
  req.rawHeaders = ["Host", "app.test", "Accept", "application/json", "x-user", "alice"];
  req.complete = true;
  req.push(null);
  const res = new ServerResponse(req);
  res.assignSocket(socket);
  return new Promise((resolve) => {
    res.once("finish", () => {
      res.detachSocket(socket);
      resolve();
    });
    listener(req, res);
  });
}

const BODY = JSON.stringify({ schema: "reasoning-ui.thread", version: 1, threadId: "abc", title: "t", savedAt: 1, messages: [] });
const bare = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", etag: '"1"' });
  res.end(BODY);
};
const hosted = toNodeHandler(async () => new Response(BODY, { headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", etag: '"1"' } }));

// The breakdown of the figure above: the layer alone answering one `Response` made once (its string body is written
// from its source, never read, so it can be answered again), the same reading a header / `request.signal`, and the
// handler's own `new Response(json, { headers })` (Node 20's undici builds a ReadableStream for every Response).
const ONCE = new Response(BODY, { headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", etag: '"1"' } });
const layerOnly = toNodeHandler(async () => ONCE);
const layerHeader = toNodeHandler(async (request) => (request.headers.get("x-user"), ONCE));
const layerSignal = toNodeHandler(async (request) => (request.signal, ONCE));
function responseCost(n: number): number {
  const t = cpuNow();
  for (let i = 0; i < n; i++) new Response(BODY, { headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", etag: '"1"' } });
  return (cpuNow() - t) / n;
}

async function perRequest(listener: typeof bare, n: number): Promise<number> {
  const socket = sink();
  const t = cpuNow();
  for (let i = 0; i < n; i++) await call(listener, socket);
  return (cpuNow() - t) / n;
}

const EVENTS = 20_000;
const FRAMES = Array.from({ length: 64 }, (_, i) => new TextEncoder().encode(`id: r:${i}\nevent: TEXT_MESSAGE_CONTENT\ndata: {"delta":"tok${i}"}\n\n`));
const bareStream = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { "content-type": "text/event-stream" });
  for (let i = 0; i < EVENTS; i++) res.write(FRAMES[i % 64]!);
  res.end();
};
const hostedStream = toNodeHandler(async () => {
  let i = 0;
  return new Response(new ReadableStream<Uint8Array>({ pull: (c) => (i < EVENTS ? c.enqueue(FRAMES[i++ % 64]!) : c.close()) }), { headers: { "content-type": "text/event-stream" } });
});
async function perEvent(listener: typeof bare): Promise<number> {
  const socket = sink();
  const t = cpuNow();
  await call(listener, socket);
  return (cpuNow() - t) / EVENTS;
}

async function costs(): Promise<void> {
  const N = SHORT ? 5_000 : 20_000;
  const ROUNDS = SHORT ? 5 : 9;
  await perRequest(bare, 2_000);
  await perRequest(hosted, 2_000); // warm-up
  const req: number[] = [];
  const b: number[] = [];
  const h: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const x = await perRequest(bare, N);
    const y = await perRequest(hosted, N);
    b.push(x), h.push(y), req.push(y - x);
  }
  const reqCost = median(req);
  console.log(`host: per request over a bare handler ${reqCost.toFixed(2)} µs (bare ${median(b).toFixed(2)} µs, hosted ${median(h).toFixed(2)} µs; ${ROUNDS}× ${N} requests)   budget ≤ 5 µs`);
  record("host-request", { label: "per request over a bare handler", value: reqCost, unit: "µs", budget: 5, note: `bare ${median(b).toFixed(2)} µs, hosted ${median(h).toFixed(2)} µs, median of ${ROUNDS} rounds of ${N}` });
  const parts: Record<"layer" | "header" | "signal" | "response", number[]> = { layer: [], header: [], signal: [], response: [] };
  for (let r = 0; r < ROUNDS; r++) {
    const x = await perRequest(bare, N);
    parts.layer.push((await perRequest(layerOnly, N)) - x);
    parts.header.push((await perRequest(layerHeader, N)) - x);
    parts.signal.push((await perRequest(layerSignal, N)) - x);
    parts.response.push(responseCost(N));
  }
  const [layer, header, signal, response] = [median(parts.layer), median(parts.header), median(parts.signal), median(parts.response)];
  console.log(`host:   of which the layer alone ${layer.toFixed(2)} µs (reading a header ${header.toFixed(2)} µs, reading request.signal ${signal.toFixed(2)} µs); the handler's new Response(json, { headers }) ${response.toFixed(2)} µs`);
  record("host-request-layer", { label: "of which the layer alone (one Response answered again)", value: layer, unit: "µs", note: `reading a header ${header.toFixed(2)} µs, reading request.signal ${signal.toFixed(2)} µs; the handler's new Response(json, { headers }) ${response.toFixed(2)} µs` });

  await perEvent(bareStream);
  await perEvent(hostedStream);
  const ev: number[] = [];
  for (let r = 0; r < ROUNDS; r++) ev.push((await perEvent(hostedStream)) - (await perEvent(bareStream)));
  const evCost = median(ev);
  console.log(`host: per streamed event over res.write ${evCost.toFixed(3)} µs (${ROUNDS}× ${EVENTS} events)   budget ≤ 0.5 µs`);
  record("host-event", { label: "per streamed event over res.write", value: evCost, unit: "µs", budget: 0.5, note: `median of ${ROUNDS} answers of ${EVENTS} SSE frames` });
}

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) / 1024;

async function flood(): Promise<void> {
  const child = spawn(process.execPath, ["--import", "tsx", new URL("./server.ts", import.meta.url).pathname], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      child.stdout!.on("data", (d: Buffer) => {
        const m = /port (\d+)/.exec(d.toString());
        if (m) resolve(Number(m[1]));
      });
      child.once("exit", () => reject(new Error("bench/host/server.ts exited")));
    });
    await new Promise((r) => setTimeout(r, 2_000));
    const idle = rssMiB(child.pid!);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(child.pid!))), 20);
    const MiB = 1024 * 1024;
    const piece = Buffer.alloc(MiB, 0x7b);
    const statuses = new Map<number, number>();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        new Promise<void>((resolve) => {
          const s = net.connect(port, "127.0.0.1");
          let answered = false;
          let text = "";
          s.on("data", (d: Buffer) => {
            text += d.toString("latin1");
            if (!answered && text.includes("\r\n")) {
              answered = true;
              const status = Number(text.slice(9, 12));
              statuses.set(status, (statuses.get(status) ?? 0) + 1);
            }
          });
          s.on("error", () => undefined);
          s.on("close", () => resolve());
          s.write(`PUT /api/threads/rui-thread:flood${i} HTTP/1.1\r\nHost: app.test\r\nContent-Type: application/json\r\nIf-None-Match: *\r\nContent-Length: ${8 * MiB}\r\n\r\n`);
          void (async () => {
            for (let sent = 0; sent < 8 * MiB && !answered && !s.destroyed; sent += MiB) if (!s.write(piece)) await new Promise((r) => s.once("drain", r));
            if (!s.destroyed) s.end();
          })();
        }),
      ),
    );
    const tookMs = performance.now() - started;
    clearInterval(sampler);
    const settleMs = SHORT ? 10_000 : 60_000;
    await new Promise((r) => setTimeout(r, settleMs));
    const after = rssMiB(child.pid!);
    const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
    const answers = [...statuses].map(([s, n]) => `${n}× ${s}`).join(", ") + (answered < 120 ? `, ${120 - answered} closed unanswered` : "");
    console.log(`host: 120 anonymous 8 MiB bodies on the thread store's Node mount (${answers}, ${tookMs.toFixed(0)} ms): RSS idle ${idle.toFixed(1)} MiB, peak ${peak.toFixed(1)} MiB (+${(peak - idle).toFixed(1)}; budget ≤ +150), ${settleMs / 1000} s later ${after.toFixed(1)} MiB (${(((after - idle) / idle) * 100).toFixed(1)} % of idle; budget within 10 %)`);
    record("host-rss-peak", { label: "120 anonymous 8 MiB bodies: RSS peak above idle", value: peak - idle, unit: "MiB", budget: 150, note: `idle ${idle.toFixed(1)} MiB; ${answers}` });
    record("host-rss-settled", { label: `${settleMs / 1000} s later, above idle`, value: ((after - idle) / idle) * 100, unit: "%", budget: 10, note: `${after.toFixed(1)} MiB vs idle ${idle.toFixed(1)} MiB` });
  } finally {
    child.kill();
  }
}

await costs();
await flood();
