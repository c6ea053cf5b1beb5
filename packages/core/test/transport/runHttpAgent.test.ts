import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildRunAgentInput, createAgentStore, runHttpAgent, type AgentStore } from "../../src/index";
import { secretOf } from "../helpers";
import { strict as strictVerification } from "../../src/strict/index";

const FIXTURES = new URL("../../../../test/fixtures/agui/", import.meta.url);
const frame = (e: object) => `data: ${JSON.stringify(e)}\n\n`;
const SECRET = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..cut-run.c2VjcmV0.dGFn";

let server: Server;
let base: string;
const sockets = new Set<Socket>();
const requests: { headers: IncomingMessage["headers"]; body: string; url: string }[] = [];

function sse(res: ServerResponse) {
  res.writeHead(200, { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-cache" });
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      requests.push({ headers: req.headers, body, url: req.url ?? "" });
      const url = req.url ?? "";
      if (url.startsWith("/fixture/")) {
        sse(res);
        res.end(readFileSync(new URL(`${url.slice(9)}.sse`, FIXTURES)));
      } else if (url === "/error500") {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ message: "backend exploded" }));
      } else if (url === "/html") {
        res.writeHead(200, { "Content-Type": "text/html" });
        res.end("<html>login</html>");
      } else if (url === "/cut" || url === "/hang") {
        sse(res);
        res.write(frame({ type: "RUN_STARTED", threadId: "thread-1", runId: "r-cut" }));
        res.write(frame({ type: "REASONING_START", messageId: "s-cut" }));
        res.write(frame({ type: "REASONING_MESSAGE_START", messageId: "m-cut", role: "reasoning" }));
        res.write(frame({ type: "REASONING_MESSAGE_CONTENT", messageId: "m-cut", delta: "partial thought" }));
        res.write(frame({ type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: "m-cut", encryptedValue: SECRET }));
        if (url === "/cut") setTimeout(() => req.socket.destroy(), 30);
      } else if (url === "/malformed") {
        sse(res);
        res.end(frame({ type: "RUN_STARTED", threadId: "thread-1", runId: "r" }) + "data: {not json\n\n");
      } else {
        res.writeHead(404);
        res.end();
      }
    });
  });
  server.on("connection", (s) => (sockets.add(s), s.on("close", () => sockets.delete(s))));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => server.close(resolve));
});

function turn(store: AgentStore, path: string, extra: Partial<Parameters<typeof runHttpAgent>[0]> = {}) {
  store.getState().addMessage({ id: `u-${requests.length}-${Math.random()}`, role: "user", content: "go" });
  return runHttpAgent({ url: base + path, input: buildRunAgentInput(store.getState()), store, ...extra });
}

describe("runHttpAgent against a real node:http server", () => {
  it("POSTs the input as JSON with SSE headers and folds the reply", async () => {
    const store = createAgentStore({ threadId: "thread-1" });
    const status = await turn(store, "/fixture/summary-encrypted", { headers: { Authorization: "Bearer t" } });
    expect(status).toBe("finished");
    const req = requests.at(-1)!;
    expect(req.headers["content-type"]).toBe("application/json");
    expect(req.headers.accept).toBe("text/event-stream");
    expect(req.headers.authorization).toBe("Bearer t");
    expect(JSON.parse(req.body)).toMatchObject({ threadId: "thread-1", messages: [{ role: "user", content: "go" }], tools: [], context: [] });
    const s = store.getState();
    expect(s.reasoning["msg-456"]).toMatchObject({ status: "complete", visibility: "summary", spanId: "reasoning-002" });
    expect(secretOf(s.messages.find((m) => m.id === "msg-456"))).toBe("eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..fixture-not-a-real-key.c2FtcGxl.dGFn");
  });

  it("HTTP 500 with a JSON body → error http_error with status and message", async () => {
    const store = createAgentStore();
    expect(await turn(store, "/error500")).toBe("error");
    expect(store.getState().error?.code).toBe("http_error");
    expect(store.getState().error?.message).toContain("500");
    expect(store.getState().error?.message).toContain("backend exploded");
    expect(store.getState().messages).toHaveLength(1);
  });

  it("a non-SSE content type → not_sse", async () => {
    const store = createAgentStore();
    expect(await turn(store, "/html")).toBe("error");
    expect(store.getState().error).toMatchObject({ code: "not_sse" });
    expect(store.getState().error?.message).toContain("text/html");
  });

  it("a malformed frame → malformed_frame, earlier events kept", async () => {
    const store = createAgentStore();
    expect(await turn(store, "/malformed")).toBe("error");
    expect(store.getState().error?.code).toBe("malformed_frame");
    expect(store.getState().runId).toBe("r");
  });

  it("connection destroyed mid-reasoning: earlier turns and every encrypted value kept, next run works", async () => {
    const store = createAgentStore({ threadId: "thread-1" });
    expect(await turn(store, "/fixture/hidden-only")).toBe("finished");
    expect(await turn(store, "/cut")).toBe("error");
    let s = store.getState();
    expect(["network_error", "stream_ended"]).toContain(s.error?.code);
    expect(s.reasoning["m-cut"]).toMatchObject({ status: "interrupted" });
    expect(s.spans["s-cut"]!.status).toBe("interrupted");
    expect(s.messages.find((m) => m.id === "m-cut")).toMatchObject({ content: "partial thought", encryptedValue: SECRET });
    expect(secretOf(s.messages.find((m) => m.id === "msg-h1"))).toBe("eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..hidden-fixture.c2VjcmV0.dGFn");

    expect(await turn(store, "/fixture/visible-basic")).toBe("finished");
    s = store.getState();
    expect(s.error).toBeUndefined();
    expect(s.messages.find((m) => m.id === "answer-1")).toMatchObject({ content: "Here is the answer." });
    const sent = JSON.parse(requests.at(-1)!.body) as { messages: { id: string; encryptedValue?: string }[] };
    expect(sent.messages.find((m) => m.id === "m-cut")?.encryptedValue).toBe(SECRET);
    expect(sent.messages.find((m) => m.id === "msg-h1")?.encryptedValue).toBe("eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..hidden-fixture.c2VjcmV0.dGFn");
  });

  it("abort mid-stream → cancelled, reasoning interrupted, content kept", async () => {
    const store = createAgentStore();
    const controller = new AbortController();
    const seen = new Promise<void>((resolve) => {
      const off = store.subscribe((st) => {
        if (st.messages.some((m) => m.id === "m-cut" && secretOf(m))) (off(), resolve());
      });
    });
    const running = turn(store, "/hang", { signal: controller.signal });
    await seen;
    controller.abort();
    expect(await running).toBe("cancelled");
    expect(store.getState().status).toBe("cancelled");
    expect(store.getState().reasoning["m-cut"]!.status).toBe("interrupted");
    expect(store.getState().messages.find((m) => m.id === "m-cut")).toMatchObject({ content: "partial thought", encryptedValue: SECRET });
  });

  it("a silent server → idle_timeout", async () => {
    const store = createAgentStore();
    expect(await turn(store, "/hang", { idleTimeoutMs: 150 })).toBe("error");
    expect(store.getState().error?.code).toBe("idle_timeout");
    expect(store.getState().reasoning["m-cut"]!.status).toBe("interrupted");
  });

  it("an unreachable server → network_error, never rejects", async () => {
    const store = createAgentStore();
    await expect(runHttpAgent({ url: "http://127.0.0.1:1/agent", input: buildRunAgentInput(store.getState()), store })).resolves.toBe("error");
    expect(store.getState().error?.code).toBe("network_error");
  });

  it("strict store: a protocol violation becomes strict_violation", async () => {
    const store = createAgentStore({ strict: strictVerification });
    const fetchStub: typeof fetch = async () =>
      new Response(frame({ type: "RUN_STARTED", threadId: "t", runId: "r" }) + frame({ type: "TEXT_MESSAGE_CONTENT", messageId: "nope", delta: "x" }), {
        headers: { "Content-Type": "text/event-stream" },
      });
    expect(await runHttpAgent({ url: "http://stub/agent", input: buildRunAgentInput(store.getState()), store, fetch: fetchStub })).toBe("error");
    expect(store.getState().error?.code).toBe("strict_violation");
  });

  it("a stream that ends without RUN_FINISHED → stream_ended", async () => {
    const store = createAgentStore();
    const fetchStub: typeof fetch = async () =>
      new Response(frame({ type: "RUN_STARTED", threadId: "t", runId: "r" }) + frame({ type: "REASONING_MESSAGE_CHUNK", messageId: "m", delta: "x" }), {
        headers: { "Content-Type": "text/event-stream" },
      });
    expect(await runHttpAgent({ url: "http://stub/agent", input: buildRunAgentInput(store.getState()), store, fetch: fetchStub })).toBe("error");
    expect(store.getState().error?.code).toBe("stream_ended");
    expect(store.getState().reasoning.m!.status).toBe("interrupted");
  });
});
