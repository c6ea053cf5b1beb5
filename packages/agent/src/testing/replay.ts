import { readFile } from "node:fs/promises";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** One request the replay server received; `body` is the raw bytes decoded as UTF-8, unmodified. */
export interface ReplayRequest {
  method: string;
  /** Path and query, e.g. `/v1/messages` or `/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse`. */
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** What to answer: `body` is written as `text/event-stream` in `chunkSize`-byte writes; `cut: true` destroys the socket after the bytes instead of ending the response (a cut connection). */
export interface ReplayReply {
  body: string;
  cut?: boolean;
  status?: number;
  /** Bytes per write (default 97, so frames and UTF-8 sequences split across chunks as on a real network). */
  chunkSize?: number;
  /** Pause between writes, ms (default 0: the next event-loop turn), to replay at a visible pace. */
  delayMs?: number;
  /** `Content-Type` of the reply. Default `text/event-stream; charset=utf-8`; e.g. `application/json` for an error body, `application/x-ndjson` for Ollama. */
  contentType?: string;
}

/** Options of {@link createReplayServer}. */
export interface ReplayServerOptions {
  /** Picks the reply for a request (called once per request, in order). Throwing answers 500 with the message. */
  respond(request: ReplayRequest, index: number): ReplayReply | Promise<ReplayReply>;
  /** Interface to bind. Default `127.0.0.1`. */
  host?: string;
  /** Port. Default 0 (a random free port). */
  port?: number;
}

/** A listening replay server. */
export interface ReplayServer {
  /** `http://127.0.0.1:<port>` — use as the SDK's `baseURL` (plus `/v1` for Anthropic-compatible clients that expect it). */
  origin: string;
  /** Every request so far, in arrival order. */
  requests: ReplayRequest[];
  close(): Promise<void>;
}

/** Largest request body recorded, bytes; a bigger one is answered 413 and not recorded. */
const MAX_BODY_BYTES = 32 * 1024 * 1024;

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

async function writeReply(res: ServerResponse, reply: ReplayReply): Promise<void> {
  res.writeHead(reply.status ?? 200, { "Content-Type": reply.contentType ?? "text/event-stream; charset=utf-8", "Cache-Control": "no-cache" });
  const bytes = Buffer.from(reply.body, "utf8");
  const size = Math.max(1, reply.chunkSize ?? 97);
  for (let i = 0; i < bytes.length; i += size) {
    res.write(bytes.subarray(i, i + size));
    if (res.destroyed) return;
    await new Promise((r) => (reply.delayMs ? setTimeout(r, reply.delayMs) : setImmediate(r)));
  }
  if (reply.cut) res.destroy();
  else res.end();
}

/**
 * Starts an HTTP server on 127.0.0.1 (random port by default) that records each request's raw body
 * (up to 32 MiB; bigger → 413) and answers it with recorded SSE bytes, as the provider would.
 * Resolves once listening. `respond` throwing → 500 `{ error: { message } }`.
 *
 * @example
 * const server = await createReplayServer({ respond: () => ({ body: await loadProviderFixture(dir, "anthropic", "plain") }) });
 * const anthropic = new Anthropic({ apiKey: "test", baseURL: server.origin });
 * // … run the bridge; then server.requests[1].body is the second request, byte for byte
 * await server.close();
 */
export async function createReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const requests: ReplayRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      if (body === undefined) {
        res.writeHead(413, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: `Request body exceeds ${MAX_BODY_BYTES} bytes.` } }));
        return;
      }
      const request: ReplayRequest = { method: req.method ?? "GET", path: req.url ?? "/", headers: req.headers, body };
      const index = requests.push(request) - 1;
      let reply: ReplayReply;
      try {
        reply = await options.respond(request, index);
      } catch (err) {
        res.writeHead(500, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: err instanceof Error ? err.message : String(err) } }));
        return;
      }
      await writeReply(res, reply);
    })().catch(() => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
  });
  const { port, address } = server.address() as AddressInfo;
  return {
    origin: `http://${address.includes(":") ? `[${address}]` : address}:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Reads `<dir>/<provider>/<name>.sse` (the recorded streams in `test/fixtures/providers/`) as UTF-8. */
export function loadProviderFixture(dir: string | URL, provider: string, name: string): Promise<string> {
  return readFile(join(typeof dir === "string" ? dir : fileURLToPath(dir), provider, `${name}.sse`), "utf8");
}
