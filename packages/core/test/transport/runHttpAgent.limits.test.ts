/**
 * Issue 15 (client side) and issue 9: the HTTP transport is bounded by default — a frame or a buffer past its
 * limit, or silence that only an endless line fills, ends the run as `status: "error"` with a clear code,
 * earlier messages and encrypted values kept — and an HTTP failure reads as a sentence, never an HTML page,
 * with the status and the (redacted) body left on the error for developers.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRunAgentInput, createAgentStore, runHttpAgent, type RunHttpAgentOptions } from "../../src/index";
import { secretOf } from "../helpers";

let server: Server;
let base = "";
const sockets = new Set<Socket>();
const timers = new Set<ReturnType<typeof setInterval>>();
const SECRET = "enc-kept-byte-for-byte";
const frame = (e: object) => `data: ${JSON.stringify(e)}\n\n`;

function prelude(res: ServerResponse): void {
  res.writeHead(200, { "Content-Type": "text/event-stream" });
  res.write(frame({ type: "RUN_STARTED", threadId: "t", runId: "r" }));
  res.write(frame({ type: "REASONING_MESSAGE_START", messageId: "m", role: "reasoning" }));
  res.write(frame({ type: "REASONING_MESSAGE_CONTENT", messageId: "m", delta: "before" }));
  res.write(frame({ type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: "m", encryptedValue: SECRET }));
}

/** Writes `piece` every 10 ms until the client goes away. */
function forever(res: ServerResponse, piece: string): void {
  const t = setInterval(() => res.write(piece), 10);
  timers.add(t);
  res.on("close", () => (clearInterval(t), timers.delete(t)));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const url = req.url ?? "";
      if (url === "/404-html") {
        res.writeHead(404, "Not Found", { "Content-Type": "text/html" });
        res.end(`<!doctype html><html><body><h1>Not Found</h1><pre>${"x".repeat(500)}</pre></body></html>`);
      } else if (url === "/endless-line") {
        prelude(res);
        res.write("data: {\"type\":\"TEXT_MESSAGE_CONTENT\",\"delta\":\"");
        forever(res, "y".repeat(4096));
      } else if (url === "/endless-data-lines") {
        prelude(res);
        forever(res, `data: ${"z".repeat(1000)}\n`);
      } else if (url === "/slow-endless-line") {
        prelude(res);
        res.write("data: ");
        forever(res, "y");
      } else if (url === "/heartbeats") {
        prelude(res);
        let n = 0;
        const t = setInterval(() => {
          if (++n < 12) return void res.write(": heartbeat\n\n");
          clearInterval(t);
          res.end(frame({ type: "REASONING_MESSAGE_END", messageId: "m" }) + frame({ type: "RUN_FINISHED", threadId: "t", runId: "r" }));
        }, 50);
      } else {
        res.writeHead(500);
        res.end();
      }
    });
  });
  server.on("connection", (s) => (sockets.add(s), s.on("close", () => sockets.delete(s))));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const t of timers) clearInterval(t);
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => server.close(resolve));
});

async function turn(path: string, extra: Partial<RunHttpAgentOptions> = {}) {
  const store = createAgentStore({ threadId: "t", messages: [{ id: "r0", role: "reasoning", content: "", encryptedValue: "earlier-secret" }] });
  store.getState().addMessage({ id: "u1", role: "user", content: "go" });
  const status = await runHttpAgent({ url: base + path, input: buildRunAgentInput(store.getState()), store, ...extra });
  return { status, state: store.getState() };
}

/** Earlier messages and both encrypted values survived the failure. */
function expectKept(state: ReturnType<typeof createAgentStore>["getState"] extends () => infer S ? S : never): void {
  expect(secretOf(state.messages.find((m) => m.id === "r0"))).toBe("earlier-secret");
  expect(state.messages.find((m) => m.id === "m")).toMatchObject({ content: "before", encryptedValue: SECRET });
  expect(state.reasoning.m?.status).toBe("interrupted");
}

describe("runHttpAgent limits", () => {
  it("an HTTP error with an HTML page reads as a sentence; status and body stay on the error", async () => {
    const { status, state } = await turn("/404-html");
    expect(status).toBe("error");
    expect(state.error).toMatchObject({ code: "http_error", status: 404, message: "The agent answered HTTP 404 Not Found" });
    expect(state.error?.body).toMatch(/^<!doctype html>/);
  });

  it("an endless line ends the run with buffer_overflow (maxBufferSize)", async () => {
    const { status, state } = await turn("/endless-line", { maxBufferSize: 256 * 1024, maxFrameSize: 1024 * 1024 });
    expect(status).toBe("error");
    expect(state.error?.code).toBe("buffer_overflow");
    expectKept(state);
  });

  it("endless data: lines end the run with frame_too_large (maxFrameSize)", async () => {
    const { status, state } = await turn("/endless-data-lines", { maxFrameSize: 64 * 1024 });
    expect(status).toBe("error");
    expect(state.error?.code).toBe("frame_too_large");
    expectKept(state);
  });

  it("a trickling endless line does not keep the run alive: idle_timeout", async () => {
    const { status, state } = await turn("/slow-endless-line", { idleTimeoutMs: 150 });
    expect(status).toBe("error");
    expect(state.error?.code).toBe("idle_timeout");
    expectKept(state);
  });

  it("heartbeat comments keep a quiet run alive", async () => {
    // 12 comments 50 ms apart (≈ 600 ms without an event) under a 250 ms idle timeout.
    const { status, state } = await turn("/heartbeats", { idleTimeoutMs: 250 });
    expect(status).toBe("finished");
    expect(state.messages.find((m) => m.id === "m")).toMatchObject({ content: "before", encryptedValue: SECRET });
  });

  it("a flood of events is applied in a few batches (one per macrotask turn), order kept", async () => {
    const events = [{ type: "RUN_STARTED", threadId: "t", runId: "r" }, ...Array.from({ length: 5000 }, (_, i) => ({ type: "REASONING_MESSAGE_CONTENT", messageId: `u${i}`, delta: "x" })), { type: "RUN_FINISHED", threadId: "t", runId: "r" }];
    const bytes = new TextEncoder().encode(events.map((e) => frame(e)).join(""));
    let at = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (at >= bytes.length) return c.close();
        c.enqueue(bytes.subarray(at, (at += 2048)));
      },
    });
    const store = createAgentStore({ threadId: "t" });
    let publishes = 0;
    store.subscribe(() => publishes++);
    const fetch = async () => new Response(body, { headers: { "Content-Type": "text/event-stream" } });
    expect(await runHttpAgent({ url: "http://agent.invalid/", input: buildRunAgentInput(store.getState()), store, fetch })).toBe("finished");
    expect(store.getState().messages.map((m) => m.id)).toEqual(Array.from({ length: 5000 }, (_, i) => `u${i}`));
    // beginRun, endStream and the batches: far fewer than the 100+ network chunks.
    expect(bytes.length / 2048).toBeGreaterThan(100);
    expect(publishes).toBeLessThan(20);
  });
});
