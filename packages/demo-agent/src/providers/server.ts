import { randomUUID } from "node:crypto";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { Message } from "@ag-ui/core";
import { writeAgUiSse } from "@reasoning-ui/agent";
import type { ProviderStep } from "./clients";
import { runOnProvider } from "./loop";

/** Origins allowed by CORS, as for the scripted agent: http://localhost:*, http://127.0.0.1:*, http://[::1]:*. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage, limit: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > limit ? undefined : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

/**
 * The provider-backed demo agent's `node:http` server: `POST /agent` (a `RunAgentInput` → AG-UI SSE from
 * {@link runOnProvider}), `GET /health`, CORS preflight for local origins; malformed JSON 400, a body
 * over `maxBodyBytes` 413, other paths 404. A client that goes away aborts the provider request.
 */
export function createProviderServer(options: { step: ProviderStep; label: string; maxBodyBytes: number; log?: (line: string) => void }): Server {
  return createServer((req, res) => {
    const origin = req.headers.origin;
    res.setHeader("Vary", "Origin");
    if (origin && LOCAL_ORIGIN.test(origin)) res.setHeader("Access-Control-Allow-Origin", origin);
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (req.method === "OPTIONS") {
      res.writeHead(204, { "Access-Control-Allow-Methods": "GET, POST, OPTIONS", "Access-Control-Allow-Headers": "Content-Type, Authorization, Accept", "Access-Control-Max-Age": "600" });
      return void res.end();
    }
    if (path === "/health") return json(res, 200, { ok: true, name: "@reasoning-ui/demo-agent", provider: options.label });
    if (path !== "/agent") return json(res, 404, { error: `No route for ${path}.` });
    if (req.method !== "POST") return json(res, 405, { error: "Use POST." }, { Allow: "POST, OPTIONS" });
    void (async () => {
      const raw = await readBody(req, options.maxBodyBytes);
      if (raw === undefined) return json(res, 413, { error: `Request body exceeds ${options.maxBodyBytes} bytes.` }, { Connection: "close" });
      let body: { threadId?: unknown; runId?: unknown; messages?: unknown };
      try {
        body = JSON.parse(raw);
      } catch {
        return json(res, 400, { error: "Request body is not valid JSON." });
      }
      if (typeof body !== "object" || body === null || (body.messages !== undefined && !Array.isArray(body.messages))) {
        return json(res, 400, { error: "Request body must be a RunAgentInput object with a `messages` array." });
      }
      const threadId = typeof body.threadId === "string" && body.threadId ? body.threadId : randomUUID();
      const runId = typeof body.runId === "string" && body.runId ? body.runId : randomUUID();
      const abort = new AbortController();
      res.on("close", () => abort.abort());
      options.log?.(`run ${runId}: ${options.label}`);
      await writeAgUiSse(res, runOnProvider({ threadId, runId, messages: (body.messages ?? []) as Message[] }, options.step, abort.signal));
    })().catch((err: unknown) => {
      options.log?.(`request failed: ${err instanceof Error ? err.message : String(err)}`);
      if (!res.headersSent) json(res, 500, { error: "Internal error." });
      else res.end();
    });
  });
}
