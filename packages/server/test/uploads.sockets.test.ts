/**
 * The upload route under hostile traffic through raw sockets (issues 38 and 41): the Node adapter in front of the
 * handler on a real SQLite file. The process stays alive, answers are clear 4xx with a `code`, bodies are never read
 * before `authorize` nor beyond the limit, and a connection cut mid-upload leaves nothing stored.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createUploadServer, toNodeHandler, type UploadBackend } from "../src/uploads/index";
import { sqliteUploadBackend } from "../src/uploads/sqlite";
import { SECRET, png } from "./uploads/contract";
import type { UploadReceipt } from "@reasoning-ui/core/protocol";

const dir = mkdtempSync(path.join(tmpdir(), "rui-uploads-sock-"));
let backend: UploadBackend;
let http: Server;
let port = 0;
const MiB = 1024 * 1024;

beforeAll(async () => {
  backend = sqliteUploadBackend({ filename: path.join(dir, "uploads.db") });
  const uploads = createUploadServer({ backend, secret: SECRET, authorize: (r) => (r.headers.get("authorization") === "Bearer alice" ? "alice" : null) });
  http = createServer(toNodeHandler(uploads.fetch));
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  port = (http.address() as { port: number }).port;
});
afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await backend.close?.();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Sends `head` then up to `bodyBytes` in 1 MiB writes (respecting backpressure) until the server answers; resolves
 * with the answer's text and how many body bytes had been written when it arrived. `cutAfter`: destroy the socket
 * after that many body bytes instead.
 */
function raw(head: string, bodyBytes = 0, cutAfter?: number): Promise<{ answer: string; sent: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    let sentAtAnswer: number | undefined;
    const chunk = png(MiB);
    const pump = () => {
      while (sentAtAnswer === undefined && sent < bodyBytes && !socket.destroyed) {
        if (cutAfter !== undefined && sent >= cutAfter) {
          socket.destroy();
          return resolve({ answer: "", sent });
        }
        const n = Math.min(MiB, bodyBytes - sent);
        sent += n;
        if (!socket.write(n === MiB ? chunk : chunk.subarray(0, n))) return void socket.once("drain", pump);
      }
    };
    socket.on("connect", () => {
      socket.write(head);
      pump();
    });
    socket.on("data", (d) => {
      sentAtAnswer ??= sent;
      answer += d.toString("latin1");
    });
    socket.on("error", () => undefined); // a reset after the answer (the unread body) is expected
    socket.on("close", () => (answer || cutAfter === undefined ? resolve({ answer, sent: sentAtAnswer ?? sent }) : undefined));
    setTimeout(() => reject(new Error(`no answer; sent ${sent}`)), 30_000).unref();
  });
}

const post = (headers: string[]) => `POST /api/uploads HTTP/1.1\r\nHost: app.test\r\nContent-Type: image/png\r\n${headers.map((h) => `${h}\r\n`).join("")}\r\n`;
const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);
const codeOf = (answer: string) => /"code":"([a-z_]+)"/.exec(answer)?.[1];

it("a 300 MiB body without credentials is answered 401 without being read (the process stays small)", async () => {
  const rss = process.memoryUsage().rss;
  const { answer, sent } = await raw(post([`Content-Length: ${300 * MiB}`]), 300 * MiB);
  console.log(`401: body bytes written before the answer ${(sent / MiB).toFixed(1)} MiB, RSS +${((process.memoryUsage().rss - rss) / MiB).toFixed(1)} MiB`);
  expect(status(answer)).toBe(401);
  expect(codeOf(answer)).toBe("unauthorized");
  expect(sent).toBeLessThan(32 * MiB); // what the kernel's buffers took before the answer, not the body
  expect(process.memoryUsage().rss - rss).toBeLessThan(64 * MiB);
});

it("signed in, a 300 MiB body: 413 from Content-Length at once, and a chunked one as soon as 25 MiB are crossed", async () => {
  const declared = await raw(post(["Authorization: Bearer alice", `Content-Length: ${300 * MiB}`]), 300 * MiB);
  expect(status(declared.answer)).toBe(413);
  expect(codeOf(declared.answer)).toBe("body_too_large");
  expect(declared.sent).toBeLessThan(32 * MiB);

  const rss = process.memoryUsage().rss;
  // chunked: one 300 MiB chunk announced, sent a MiB at a time
  const chunked = await raw(post(["Authorization: Bearer alice", "Transfer-Encoding: chunked"]) + `${(300 * MiB).toString(16)}\r\n`, 300 * MiB);
  console.log(`413 chunked: written before the answer ${(chunked.sent / MiB).toFixed(1)} MiB, RSS +${((process.memoryUsage().rss - rss) / MiB).toFixed(1)} MiB`);
  expect(status(chunked.answer)).toBe(413);
  expect(chunked.sent).toBeLessThan(64 * MiB);
  expect(process.memoryUsage().rss - rss).toBeLessThan(96 * MiB);
  expect(await backend.usage("alice")).toEqual({ bytes: 0, count: 0 });
});

it("hostile request lines and headers: answered 4xx, the process alive", async () => {
  const cases: [string, number][] = [
    ["TRACE /api/uploads HTTP/1.1\r\nHost: app.test\r\n\r\n", 405],
    ["GET http://evil.test/api/uploads/AAAAAAAAAAAAAAAAAAAAAA HTTP/1.1\r\nHost: app.test\r\n\r\n", 400],
    ["GET /api/uploads/AAAAAAAAAAAAAAAAAAAAAA HTTP/1.1\r\nHost: a b\r\n\r\n", 400],
    ["GET /api/uploads/AAAAAAAAAAAAAAAAAAAAAA HTTP/1.1\r\nHost: a%zz\r\nAuthorization: Bearer alice\r\n\r\n", 400],
    ["GET /api/uploads/..%2F..%2Fetc%2Fpasswd HTTP/1.1\r\nHost: app.test\r\nAuthorization: Bearer alice\r\n\r\n", 400],
    ["DELETE /api/uploads HTTP/1.1\r\nHost: app.test\r\nAuthorization: Bearer alice\r\n\r\n", 405],
  ];
  for (const [request, expected] of cases) {
    const { answer } = await raw(request.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n"));
    expect(status(answer), request).toBe(expected);
  }
  const after = await fetch(`http://127.0.0.1:${port}/api/uploads/AAAAAAAAAAAAAAAAAAAAAA`, { headers: { Authorization: "Bearer alice" } });
  expect(after.status).toBe(404); // still serving
});

it("a connection cut mid-upload leaves nothing; the retry is stored and read back whole through Node", async () => {
  await raw(post(["Authorization: Bearer alice", `Content-Length: ${5 * MiB}`]), 5 * MiB, 2 * MiB);
  await expect.poll(async () => (new Database(path.join(dir, "uploads.db"), { readonly: true }).prepare("SELECT count(*) AS n FROM rui_uploads_chunks").get() as { n: number }).n, { timeout: 5000 }).toBe(0);
  expect(await backend.usage("alice")).toEqual({ bytes: 0, count: 0 });

  const bytes = png(5 * MiB);
  const res = await fetch(`http://127.0.0.1:${port}/api/uploads`, { method: "POST", body: bytes, headers: { Authorization: "Bearer alice", "Content-Type": "image/png" } });
  expect(res.status).toBe(201);
  const receipt = (await res.json()) as UploadReceipt;
  expect(receipt.url.startsWith(`http://127.0.0.1:${port}/api/uploads/${receipt.id}?`)).toBe(true);
  const read = await fetch(receipt.url); // the agent: no credentials, the signed URL
  expect(read.status).toBe(200);
  expect(read.headers.get("x-content-type-options")).toBe("nosniff");
  expect(Buffer.from(await read.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  expect(await backend.usage("alice")).toEqual({ bytes: 5 * MiB, count: 1 });
});
