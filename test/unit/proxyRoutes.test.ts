/**
 * The README's Vite proxy (examples/vite/vite.config.ts, served by a real Vite dev server) and Next.js route handler
 * (examples/nextjs/app/api/agent/[[...path]]/route.ts, called as Next calls it) pass every route beside the run
 * through to the demo agent: capabilities, the run, re-attach with Last-Event-ID, status and cancel (issue 34, "Also
 * found": the proxy rewrote every path to the run path, the route served only the run).
 */
import { fileURLToPath } from "node:url";
import { createDemoAgent } from "@reasoning-ui/demo-agent";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const agent = createDemoAgent({ port: 0, paceMs: 10 });
let agentUrl = "";
beforeAll(async () => {
  agentUrl = (await agent.listen()).url;
  process.env.AGENT_URL = agentUrl;
});
afterAll(async () => {
  delete process.env.AGENT_URL;
  await agent.close();
});

const input = (runId: string) => ({ threadId: "t-proxy", runId, messages: [{ id: "u1", role: "user", content: "visible" }], tools: [], context: [], state: {}, forwardedProps: { scenario: "visible" } });

/** Reads SSE frames until `enough` frames with ids arrived (then cancels) or the stream ends. */
async function ids(res: Response, enough = Infinity): Promise<string[]> {
  const out: string[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    for (const m of text.matchAll(/^id: (.+)$/gm)) if (!out.includes(m[1]!)) out.push(m[1]!);
    if (out.length >= enough) {
      await reader.cancel();
      break;
    }
  }
  return out;
}

/** The routes through `base` (the page's own `/api/agent`), as the kit's client calls them. */
async function drive(call: (path: string, init?: RequestInit) => Promise<Response>) {
  const caps = await call("/api/agent/capabilities");
  expect(caps.status).toBe(200);
  expect((await caps.json()).transport).toEqual({ streaming: true, resumable: true });
  const runId = crypto.randomUUID();
  const run = await call("/api/agent", { method: "POST", headers: { "Content-Type": "application/json", Accept: "text/event-stream" }, body: JSON.stringify(input(runId)) });
  const first = await ids(run, 3);
  expect(first[2]).toBe(`${runId}:3`);
  const attached = await call(`/api/agent/runs/${runId}?threadId=t-proxy`, { headers: { Accept: "text/event-stream", "Last-Event-ID": first[2]! } });
  expect(attached.status).toBe(200);
  const next = await ids(attached, 1);
  expect(Number(next[0]!.split(":")[1])).toBeGreaterThan(3);
  const status = await (await call(`/api/agent/runs/${runId}/status?threadId=t-proxy`)).json();
  expect(status.status).toBe("running");
  const cancelled = await (await call(`/api/agent/runs/${runId}/cancel?threadId=t-proxy`, { method: "POST" })).json();
  expect(cancelled.status).toBe("cancelled");
  expect((await (await fetch(`${agentUrl}/runs/${runId}/status?threadId=t-proxy`)).json()).status).toBe("cancelled");
}

describe("the README's proxy and route handler pass the re-attach, cancel, status and capabilities routes", () => {
  it("Vite dev server with examples/vite/vite.config.ts", async () => {
    const { createServer } = await import("vite");
    const root = fileURLToPath(new URL("../../examples/vite/", import.meta.url));
    const server = await createServer({ root, configFile: `${root}vite.config.ts`, logLevel: "silent", server: { port: 0, host: "127.0.0.1", strictPort: false } });
    await server.listen();
    try {
      const origin = server.resolvedUrls!.local[0]!.replace(/\/$/, "");
      await drive((path, init) => fetch(`${origin}${path}`, init));
    } finally {
      await server.close();
    }
  }, 60_000);

  it("Next.js catch-all route handler examples/nextjs/app/api/agent/[[...path]]/route.ts", async () => {
    const route = (await import("../../examples/nextjs/app/api/agent/[[...path]]/route")) as {
      GET: (r: Request, c: { params: Promise<{ path?: string[] }> }) => Promise<Response>;
      POST: (r: Request, c: { params: Promise<{ path?: string[] }> }) => Promise<Response>;
    };
    await drive((path, init) => {
      const url = new URL(path, "http://localhost:3000");
      const rest = url.pathname.replace(/^\/api\/agent\/?/, "");
      const params = Promise.resolve(rest ? { path: rest.split("/").map(decodeURIComponent) } : {});
      const request = new Request(url, init);
      return (init?.method === "POST" ? route.POST : route.GET)(request, { params });
    });
  });
});
