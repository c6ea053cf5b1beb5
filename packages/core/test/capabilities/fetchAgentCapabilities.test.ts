import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capabilitiesUrl, fetchAgentCapabilities, readAgentCapabilities } from "../../src";

let origin = "";
const server = createServer((req, res) => {
  const path = req.url ?? "/";
  if (path === "/ok/capabilities") return void res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ reasoning: { supported: false } }));
  if (path === "/array/capabilities") return void res.writeHead(200).end("[1,2]");
  if (path === "/junk/capabilities") return void res.writeHead(200).end("not json");
  if (path === "/huge/capabilities") return void res.writeHead(200).end(JSON.stringify({ custom: { pad: "x".repeat(100_000) } }));
  if (path === "/slow/capabilities") return void setTimeout(() => res.writeHead(200).end("{}"), 2000);
  if (path === "/auth/capabilities") return void res.writeHead(200).end(JSON.stringify({ identity: { name: req.headers.authorization } }));
  res.writeHead(404).end('{"error":"no"}');
});
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("capabilitiesUrl", () => {
  it("appends /capabilities to the agent path, keeping query and hash", () => {
    expect(capabilitiesUrl("http://h:1/agent")).toBe("http://h:1/agent/capabilities");
    expect(capabilitiesUrl("/api/agent/?key=1#x")).toBe("/api/agent/capabilities?key=1#x");
  });
});

describe("fetchAgentCapabilities", () => {
  it("returns the agent's JSON object, with the caller's headers", async () => {
    expect(await fetchAgentCapabilities(`${origin}/ok`)).toEqual({ reasoning: { supported: false } });
    expect(await fetchAgentCapabilities(`${origin}/auth`, { headers: { Authorization: "Bearer t" } })).toEqual({ identity: { name: "Bearer t" } });
  });

  it("resolves undefined (unknown) for 404, non-objects, junk, oversize bodies, timeouts, aborts and network errors", async () => {
    expect(await fetchAgentCapabilities(`${origin}/none`)).toBeUndefined();
    expect(await fetchAgentCapabilities(`${origin}/array`)).toBeUndefined();
    expect(await fetchAgentCapabilities(`${origin}/junk`)).toBeUndefined();
    expect(await fetchAgentCapabilities(`${origin}/huge`, { maxBytes: 1024 })).toBeUndefined();
    expect(await fetchAgentCapabilities(`${origin}/slow`, { timeoutMs: 50 })).toBeUndefined();
    const ac = new AbortController();
    const pending = fetchAgentCapabilities(`${origin}/slow`, { signal: ac.signal });
    ac.abort();
    expect(await pending).toBeUndefined();
    expect(await fetchAgentCapabilities("http://127.0.0.1:1/agent")).toBeUndefined();
    expect(await fetchAgentCapabilities(`${origin}/ok`, { fetch: () => Promise.reject(new TypeError("offline")) })).toBeUndefined();
    const bodyless = (text: string) => (async () => ({ ok: true, body: null, text: async () => text }) as unknown as Response) as typeof fetch;
    expect(await fetchAgentCapabilities("/a", { fetch: bodyless('{"reasoning":{}}') })).toEqual({ reasoning: {} });
    expect(await fetchAgentCapabilities("/a", { fetch: bodyless(`{"p":"${"x".repeat(2000)}"}`), maxBytes: 1024 })).toBeUndefined();
  });
});

describe("readAgentCapabilities", () => {
  it("asks an AG-UI agent object, tolerating no method, rejection, junk, a hang and an abort", async () => {
    expect(await readAgentCapabilities({ getCapabilities: async () => ({ reasoning: { supported: true } }) })).toEqual({ reasoning: { supported: true } });
    expect(await readAgentCapabilities({})).toBeUndefined();
    expect(await readAgentCapabilities({ getCapabilities: () => Promise.reject(new Error("boom")) })).toBeUndefined();
    expect(await readAgentCapabilities({ getCapabilities: () => { throw new Error("sync"); } })).toBeUndefined();
    expect(await readAgentCapabilities({ getCapabilities: async () => "yes" as never })).toBeUndefined();
    expect(await readAgentCapabilities({ getCapabilities: () => new Promise(() => {}) }, { timeoutMs: 20 })).toBeUndefined();
    const ac = new AbortController();
    const pending = readAgentCapabilities({ getCapabilities: () => new Promise(() => {}) }, { signal: ac.signal, timeoutMs: 60_000 });
    ac.abort();
    expect(await pending).toBeUndefined();
  });
});
