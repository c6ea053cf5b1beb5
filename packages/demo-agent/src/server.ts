import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { ReasoningCipher } from "./crypto";
import { type DemoRunInput, runAgent } from "./run";

export interface ServerOptions {
  cipher: ReasoningCipher;
  paceMs: number;
  /** Largest accepted request body, bytes; bigger gets 413. */
  maxBodyBytes: number;
  log?: (line: string) => void;
}

/** Origins allowed by CORS: http://localhost:*, http://127.0.0.1:*, http://[::1]:*. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function cors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader("Vary", "Origin");
  if (origin && LOCAL_ORIGIN.test(origin)) res.setHeader("Access-Control-Allow-Origin", origin);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
}

function readJson(req: IncomingMessage, limit: number): Promise<unknown> {
  const tooBig = () => new HttpError(413, `Request body exceeds ${limit} bytes.`);
  if (Number(req.headers["content-length"] ?? 0) > limit) {
    req.resume(); // discard the body; the reply closes the connection
    return Promise.reject(tooBig());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      req.off("data", onData);
      req.resume();
      reject(tooBig());
    };
    req.on("data", onData);
    req.on("error", reject);
    req.on("end", () => {
      if (size > limit) return;
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch {
        reject(new HttpError(400, "Request body is not valid JSON."));
      }
    });
  });
}

function validate(body: unknown): DemoRunInput {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError(400, "Request body must be a RunAgentInput object.");
  }
  const input = body as DemoRunInput;
  if (input.messages !== undefined && !Array.isArray(input.messages)) throw new HttpError(400, "`messages` must be an array.");
  return input;
}

async function handle(req: IncomingMessage, res: ServerResponse, options: ServerOptions): Promise<void> {
  cors(req, res);
  const path = new URL(req.url ?? "/", "http://localhost").pathname;
  if (req.method === "OPTIONS") {
    res.writeHead(204, {
      "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
      "Access-Control-Allow-Headers": "Content-Type, Authorization, Accept",
      "Access-Control-Max-Age": "600",
    });
    res.end();
    return;
  }
  if (path === "/health") {
    if (req.method !== "GET" && req.method !== "HEAD") return sendJson(res, 405, { error: "Use GET." }, { Allow: "GET" });
    return sendJson(res, 200, { ok: true, name: "@reasoning-ui/demo-agent" });
  }
  if (path !== "/agent") return sendJson(res, 404, { error: `No route for ${path}.` });
  if (req.method !== "POST") return sendJson(res, 405, { error: "Use POST." }, { Allow: "POST, OPTIONS" });
  const input = validate(await readJson(req, options.maxBodyBytes));
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  res.flushHeaders();
  await runAgent(input, res, options);
}

/** The demo agent's `node:http` server: routing, CORS, body limits and JSON errors `{ error }`. */
export function createAgentServer(options: ServerOptions): Server {
  return createServer((req, res) => {
    handle(req, res, options).catch((err: unknown) => {
      const status = err instanceof HttpError ? err.status : 500;
      const message = err instanceof HttpError ? err.message : "Internal error.";
      if (!(err instanceof HttpError)) options.log?.(`request failed: ${err instanceof Error ? err.message : String(err)}`);
      if (res.headersSent) return void res.end();
      // After a 413 the rest of the body is not read: close the connection once the reply is out.
      sendJson(res, status, { error: message }, status === 413 ? { Connection: "close" } : {});
    });
  });
}
