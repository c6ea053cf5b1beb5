/** One test per request limit of the demo agent (issue 15, item 1). Each fails if its limit is removed. */
import { request } from "node:http";
import { type Socket, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { optionsFromEnv } from "../src/index";
import { input, parseSse, readBody, startAgent, user } from "./helpers";

type Agent = Awaited<ReturnType<typeof startAgent>>;
const agents: Agent[] = [];
const sockets: Socket[] = [];
async function agentWith(options: Parameters<typeof startAgent>[0] = {}) {
  const a = await startAgent(options);
  agents.push(a);
  return a;
}
let ctx: Agent;
const logs: string[] = [];
beforeAll(async () => {
  ctx = await agentWith({ maxIdLength: 64, runLog: false, log: (l) => logs.push(l) }); // without a run log: any run id (a logged run needs a UUID)
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await Promise.all(agents.map((a) => a.agent.close()));
});

const post = (url: string, body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
  fetch(url, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });

/** A request with an explicit Host header (fetch does not let one set it). */
function withHost(url: string, host: string, method = "GET", body?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, setHost: false, headers: { Host: host, "Content-Type": "application/json" } }, (res) => {
      let text = "";
      res.on("data", (d) => (text += d));
      res.on("end", () => resolve({ status: res.statusCode!, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Opens a raw socket, writes `text`, and resolves with what came back and how long until the server closed it. */
function raw(port: number, text: string, waitMs: number): Promise<{ reply: string; closedAfterMs: number | undefined }> {
  return new Promise((resolve) => {
    const t0 = performance.now();
    let reply = "";
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    sockets.push(socket);
    socket.on("data", (d) => (reply += d));
    socket.on("error", () => {});
    const timer = setTimeout(() => resolve({ reply, closedAfterMs: undefined }), waitMs);
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ reply, closedAfterMs: performance.now() - t0 });
    });
  });
}

describe("id limits", () => {
  it("every id over maxIdLength gets 400 id_too_long naming the field, never echoing it; at the limit it runs", async () => {
    const long = "r".repeat(65);
    const cases: [unknown, string][] = [
      [{ ...input([user("hi")]), runId: long }, "`runId`"],
      [{ ...input([user("hi")]), threadId: long }, "`threadId`"],
      [input([{ id: long, role: "user", content: "hi" }]), "`messages[0].id`"],
      [input([user("hi"), { id: "t", role: "tool", toolCallId: long, content: "x" }]), "`messages[1].toolCallId`"],
      [input([{ id: "a", role: "assistant", toolCalls: [{ id: long, type: "function", function: { name: "f", arguments: "{}" } }] }]), "`messages[0].toolCalls[0].id`"],
    ];
    for (const [body, field] of cases) {
      const res = await post(ctx.url, body);
      expect(res.status, field).toBe(400);
      const json = await res.json();
      expect(json).toEqual({ error: { code: "id_too_long", message: expect.stringContaining(field) } });
      expect(json.error.message).not.toContain(long);
    }
    const ok = await post(ctx.url, { ...input([user("hi")]), runId: "r".repeat(64) });
    expect(parseSse(await ok.text()).at(-1)!.type).toBe("RUN_FINISHED");
  });
});

describe("body limit", () => {
  it("a body over maxBodyBytes gets 413 body_too_large, announced or chunked, and the agent keeps serving", async () => {
    const small = await agentWith({ maxBodyBytes: 4096 });
    const res = await post(small.url, input([user("x".repeat(5000))]));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: "body_too_large", message: expect.any(String) } });
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = request(small.url, { method: "POST", headers: { "Content-Type": "application/json" } }, (r) => {
        r.resume();
        resolve(r.statusCode!);
      });
      req.on("error", reject);
      for (let i = 0; i < 4; i++) req.write("x".repeat(2048));
      req.end();
    });
    expect(chunked).toBe(413);
    expect((await fetch(`${small.origin}/health`)).status).toBe(200);
  });
});

describe("content type", () => {
  it("only application/json POSTs run (415 otherwise), so a cross-origin page needs a CORS preflight", async () => {
    const body = JSON.stringify(input([user("hi")]));
    for (const headers of [{ "Content-Type": "text/plain" }, { "Content-Type": "application/x-www-form-urlencoded" }, {} as Record<string, string>]) {
      const res = await post(ctx.url, body, headers);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: { code: "unsupported_media_type", message: expect.stringContaining("application/json") } });
    }
    const ok = await post(ctx.url, body, { "Content-Type": "Application/JSON; charset=utf-8" });
    expect(ok.status).toBe(200);
    await ok.text();
  });
});

describe("Host check", () => {
  it("loopback names and configured hosts are served; any other Host gets 403 host_not_allowed", async () => {
    const a = await agentWith({ allowedHosts: ["agent.example.com"] });
    for (const host of [`127.0.0.1:${a.port}`, `localhost:${a.port}`, "[::1]", "agent.example.com", "AGENT.example.com:443"]) {
      expect((await withHost(`${a.origin}/health`, host)).status, host).toBe(200);
    }
    for (const host of ["evil.example", "rebind.attacker.test:8787", "127.0.0.1.evil.example"]) {
      const res = await withHost(`${a.origin}/health`, host);
      expect(res.status, host).toBe(403);
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: "host_not_allowed" } });
    }
    const post403 = await withHost(a.url, "evil.example", "POST", JSON.stringify(input([user("hi")])));
    expect(post403.status).toBe(403);
  });
});

describe("ALLOWED_ORIGINS", () => {
  it("configured origins replace the local default", async () => {
    const a = await agentWith({ allowedOrigins: ["https://app.example.com", "http://localhost:3000/"] });
    const preflight = (origin: string) => fetch(a.url, { method: "OPTIONS", headers: { Origin: origin, "Access-Control-Request-Method": "POST" } });
    expect((await preflight("https://app.example.com")).headers.get("access-control-allow-origin")).toBe("https://app.example.com");
    expect((await preflight("http://localhost:3000")).headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect((await preflight("http://localhost:6006")).headers.get("access-control-allow-origin")).toBeNull();
    expect((await preflight("https://evil.example")).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("optionsFromEnv reads ALLOWED_ORIGINS / ALLOWED_HOSTS as comma-separated lists and refuses a non-origin", () => {
    expect(optionsFromEnv({ ALLOWED_ORIGINS: " https://a.example , http://localhost:3000,", ALLOWED_HOSTS: "a.example,b.example" })).toEqual({
      allowedOrigins: ["https://a.example", "http://localhost:3000"],
      allowedHosts: ["a.example", "b.example"],
    });
    expect(optionsFromEnv({})).toEqual({});
    for (const bad of ["*", "https://a.example/path", "a.example", "ftp://a.example"]) {
      expect(() => optionsFromEnv({ ALLOWED_ORIGINS: bad }), bad).toThrow(/ALLOWED_ORIGINS: Not an origin/);
    }
    expect(() => optionsFromEnv({ DEMO_AGENT_MAX_BODY_BYTES: "-1" })).toThrow(/DEMO_AGENT_MAX_BODY_BYTES/);
  });
});

describe("connection cap", () => {
  it("connections over maxConnections are closed unanswered until one frees up", async () => {
    const a = await agentWith({ maxConnections: 2 });
    const hold = () =>
      new Promise<Socket>((resolve) => {
        const s = connect(a.port, "127.0.0.1", () => resolve(s));
        s.on("error", () => {});
        sockets.push(s);
      });
    const [first] = [await hold(), await hold()];
    await new Promise((r) => setTimeout(r, 50));
    const third = await raw(a.port, `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, 2000);
    expect(third.reply).toBe("");
    expect(third.closedAfterMs).toBeDefined();
    first!.destroy();
    await new Promise((r) => setTimeout(r, 50));
    const fourth = await raw(a.port, `GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 2000);
    expect(fourth.reply).toMatch(/^HTTP\/1\.1 200/);
  });
});

describe("timeouts", () => {
  it("headers not finished within headersTimeoutMs: the connection is closed", async () => {
    const a = await agentWith({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const slow = await raw(a.port, "POST /agent HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty", 5000);
    expect(slow.closedAfterMs).toBeDefined();
    expect(slow.reply === "" || /^HTTP\/1\.1 408/.test(slow.reply)).toBe(true);
  });

  it("a body not finished within bodyTimeoutMs gets 408 body_timeout", async () => {
    const a = await agentWith({ bodyTimeoutMs: 300 });
    const head = `POST /agent HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`;
    const slow = await raw(a.port, `${head}{"threadId":`, 5000);
    expect(slow.reply).toMatch(/^HTTP\/1\.1 408/);
    expect(slow.reply).toContain('"code":"body_timeout"');
  });

  it("requestTimeoutMs bounds receiving the request, not the stream: a run longer than it still finishes", async () => {
    const a = await agentWith({ paceMs: 15, headersTimeoutMs: 200, requestTimeoutMs: 400 });
    const t0 = performance.now();
    const res = await post(a.url, input([user("visible")]));
    const { text, broken } = await readBody(res);
    expect(performance.now() - t0).toBeGreaterThan(400);
    expect(broken).toBe(false);
    expect(parseSse(text).at(-1)!.type).toBe("RUN_FINISHED");
  });
});

describe("logs", () => {
  it("escape client data: a newline in runId cannot forge a log line", async () => {
    const res = await post(ctx.url, { ...input([user("hi")]), runId: "r1\n[demo-agent] run forged: scenario x\u2028y" });
    await res.text();
    const line = logs.find((l) => l.includes("r1"))!;
    expect(line).toBeDefined();
    expect(line).not.toMatch(/[\n\r\u2028]/);
    expect(line).toContain("\\u000a[demo-agent] run forged");
  });

  it("truncate client data: a long path or id is cut to a bounded length", async () => {
    logs.length = 0;
    const res = await fetch(`${ctx.origin}/${"p".repeat(4000)}`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message.length).toBeLessThan(200);
    await (await post(ctx.url, { ...input([user("hi")]), runId: "q".repeat(64) })).text();
    expect(logs.length).toBeGreaterThanOrEqual(2);
    for (const l of logs) expect(l.length).toBeLessThan(220);
    expect(logs.some((l) => l.includes("…(+"))).toBe(true);
  });
});
