/**
 * Load test (issue 15): hostile clients that send 5 MB bodies and 5 MB ids and never read a byte of the
 * reply must leave the agent's memory bounded and normal runs answering. The agent runs as a child process
 * (scripts/demoAgentProcess.mjs) with its default limits, so its RSS is measured alone (Linux /proc).
 * Loopback only; bounded: 40 hostile sockets, 3 normal runs, every socket destroyed at the end.
 */
import { readFileSync } from "node:fs";
import { type Socket, connect } from "node:net";
import { afterAll, beforeAll, expect, it, onTestFinished } from "vitest";
import { freePort, startDemoAgent } from "../../../scripts/demoAgentProcess.mjs";
import { input, run, user } from "./helpers";

const MB5 = 5 * 1000 * 1000;
const MiB = 1024 * 1024;
let agent: Awaited<ReturnType<typeof startDemoAgent>>;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  port = await freePort();
  agent = await startDemoAgent({ port, paceMs: 2 });
}, 40_000);
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await agent?.stop();
});

/** Resident and peak resident set size of a process, bytes (`VmRSS`, `VmHWM` in /proc/<pid>/status). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb("VmRSS"), peak: kb("VmHWM") };
}

/** A body `{"threadId":"t","runId":"xxx…","messages":[]}` of exactly `size` bytes (the runId fills it). */
function bodyWithRunId(size: number): Buffer {
  const head = '{"threadId":"t","runId":"';
  const tail = '","messages":[]}';
  return Buffer.from(head + "x".repeat(size - head.length - tail.length) + tail);
}

/** Opens a raw socket that sends `head` + `body` and never reads what comes back (paused for good). */
function hostile(head: string, body: Buffer | string[] = []): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.pause();
      socket.write(head);
      if (Buffer.isBuffer(body)) socket.write(body, () => resolve());
      else {
        for (const part of body) socket.write(part);
        socket.write("", () => resolve());
      }
    });
    socket.on("error", () => resolve());
    socket.on("close", () => resolve());
    sockets.push(socket);
  });
}

const headers = (extra: string) => `POST /agent HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n${extra}\r\n`;

/** A chunked body of `total` bytes sent as 64 KiB chunks. */
function chunked(total: number): string[] {
  const parts: string[] = [];
  const chunk = "x".repeat(64 * 1024);
  parts.push(`${(25).toString(16)}\r\n{"threadId":"t","runId":"\r\n`);
  for (let sent = 25; sent < total; sent += chunk.length) parts.push(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
  parts.push('3\r\n"}\n\r\n0\r\n\r\n');
  return parts;
}

it("10 non-reading clients per attack (5 MB bodies, 5 MB runIds, stalled streams) leave RSS < 300 MiB and runs answering", async () => {
  const pid = agent.child.pid!;
  const before = memoryOf(pid);
  let sampled = before.rss;
  const sampler = setInterval(() => {
    if (agent.child.exitCode === null) sampled = Math.max(sampled, memoryOf(pid).rss);
  }, 20);
  onTestFinished(() => clearInterval(sampler));
  const started = performance.now();

  const attacks: Promise<void>[] = [];
  for (let i = 0; i < 10; i++) {
    // A: 5 MB body whose runId is 5 MB, announced by Content-Length.
    const a = bodyWithRunId(MB5);
    attacks.push(hostile(headers(`Content-Length: ${a.length}\r\n`), a));
    // B: the same 5 MB, chunked (no Content-Length), so the agent has to read it to find out.
    attacks.push(hostile(headers("Transfer-Encoding: chunked\r\n"), chunked(MB5)));
    // C: a body just under the 1 MiB limit that is nearly all runId (400 id_too_long).
    const c = bodyWithRunId(MiB - 64);
    attacks.push(hostile(headers(`Content-Length: ${c.length}\r\n`), c));
    // D: a valid run whose stream is never read.
    const d = Buffer.from(JSON.stringify(input([user("visible")])));
    attacks.push(hostile(headers(`Content-Length: ${d.length}\r\n`), d));
  }

  // Normal runs while the attack is on.
  const normal: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const { events } = await run(agent.url, input([user("summary")]));
    normal.push(performance.now() - t0);
    expect(events.at(-1)?.type).toBe("RUN_FINISHED");
  }
  await Promise.all(attacks);
  const attackMs = performance.now() - started;
  // Once every hostile byte is out, one more run still answers.
  const t1 = performance.now();
  const after = await run(agent.url, input([user("tool")]));
  const lastRunMs = performance.now() - t1;
  expect(after.events.at(-1)?.type).toBe("RUN_FINISHED");
  clearInterval(sampler);

  const end = memoryOf(pid);
  const peak = Math.max(end.peak, sampled);
  const mib = (n: number) => `${(n / MiB).toFixed(1)} MiB`;
  console.log(
    `[load] agent RSS: start ${mib(before.rss)}, peak ${mib(peak)} (VmHWM), end ${mib(end.rss)}; ` +
      `40 hostile sockets (${((20 * MB5 + 10 * MiB) / 1e6).toFixed(0)} MB sent) in ${attackMs.toFixed(0)} ms; ` +
      `normal runs during the attack ${normal.map((n) => n.toFixed(0)).join(", ")} ms, after ${lastRunMs.toFixed(0)} ms`,
  );
  expect(peak).toBeLessThan(300 * MiB);
}, 60_000);
