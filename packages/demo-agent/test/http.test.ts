import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { input, parseSse, startAgent, user } from "./helpers";

let ctx: Awaited<ReturnType<typeof startAgent>>;
const logs: string[] = [];
beforeAll(async () => {
  ctx = await startAgent({ maxBodyBytes: 64 * 1024, log: (line) => logs.push(line) });
});
afterAll(() => ctx.agent.close());

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(ctx.url, { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body });

describe("http", () => {
  it("GET /health → 200 JSON", async () => {
    const res = await fetch(`${ctx.origin}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
  });

  it("unknown routes → 404 JSON, wrong method → 405", async () => {
    const res = await fetch(`${ctx.origin}/nope`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    expect((await fetch(ctx.url)).status).toBe(405);
  });

  it("bad JSON or a non-object body → 400 JSON { error, code }", async () => {
    for (const body of ["{not json", "[1,2]", '{"messages":"no"}']) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });

  it("an oversized body → 413", async () => {
    const res = await post(JSON.stringify(input([user("x".repeat(100 * 1024))])));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    expect((await fetch(`${ctx.origin}/health`)).status).toBe(200);
  });

  it("an oversized chunked body (no Content-Length) → 413", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(ctx.url, { method: "POST", headers: { "Content-Type": "application/json" } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on("error", reject);
      for (let i = 0; i < 10; i++) req.write("x".repeat(16 * 1024));
      req.end();
    });
    expect(status).toBe(413);
  });

  it("CORS: preflight from a local origin allows POST with Content-Type and Authorization", async () => {
    const res = await fetch(ctx.url, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:6006",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,authorization",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:6006");
    expect(res.headers.get("access-control-allow-methods")).toContain("POST");
    expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toMatch(/content-type.*authorization/);
    const stream = await post(JSON.stringify(input([user("hi")])), { Origin: "http://127.0.0.1:5173" });
    expect(stream.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
    await stream.text();
  });

  it("CORS: other origins get no allow-origin header", async () => {
    const res = await fetch(ctx.url, { method: "OPTIONS", headers: { Origin: "https://evil.example" } });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("a RunAgentInput without ids still gets a run", async () => {
    const events = parseSse(await (await post(JSON.stringify({ messages: [user("hi")] }))).text());
    expect(events[0]).toMatchObject({ type: "RUN_STARTED", threadId: expect.any(String), runId: expect.any(String) });
    expect(events.at(-1)!.type).toBe("RUN_FINISHED");
  });
});

describe("client disconnect", () => {
  it("stops the scenario without errors, and close() ends streams in flight", async () => {
    const paced = await startAgent({ paceMs: 20, log: (line) => logs.push(line) });
    const controller = new AbortController();
    const res = await fetch(paced.url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(input([user("visible")])),
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read();
    controller.abort();
    await new Promise((r) => setTimeout(r, 100));

    const inFlight = await fetch(paced.url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(input([user("hidden")])) });
    const reading = inFlight.text().catch(() => "broken");
    await paced.agent.close();
    await reading;
    expect(logs.filter((l) => /error/i.test(l))).toEqual([]);
    expect(logs.filter((l) => l.endsWith("client went away, stopped"))).toHaveLength(2);
  });
});
