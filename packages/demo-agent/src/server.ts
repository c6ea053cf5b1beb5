import type { AgentCapabilities } from "@ag-ui/core";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import { quoteForLog } from "./logSafe";
import { hostAllowed, originAllowed } from "./origins";
import { HttpError, readJson, refusalLine, requireJson, sendJson, validateInput } from "./request";
import type { DemoRunInput } from "./run";
import type { RunLog } from "@reasoning-ui/agent";
import { serveAttach, serveRunLookup } from "./runlog";
import { errorBody, isRunId, isThreadId } from "@reasoning-ui/core/protocol";
import { verifyPrincipal } from "./principal";

/** Limits and timeouts of the demo agent's server (all required here; `createDemoAgent` fills defaults). */
export interface ServerLimits {
  /** Largest accepted request body, bytes; bigger gets 413. */
  maxBodyBytes: number;
  /** Longest accepted id (`threadId`, `runId`, message and tool call ids), characters; longer gets 400. */
  maxIdLength: number;
  /** Most simultaneous connections; further ones are dropped until one closes (`server.maxConnections`). */
  maxConnections: number;
  /** Time allowed for the request headers, ms (`server.headersTimeout`; 408 after). */
  headersTimeoutMs: number;
  /** Time allowed for the whole request (headers + body), ms (`server.requestTimeout`; 408 after). */
  requestTimeoutMs: number;
  /** Time allowed for the body once the headers are in, ms (408 JSON after). */
  bodyTimeoutMs: number;
  /** How long an SSE write may wait for a client that stopped reading before the connection is dropped, ms. */
  writeStallMs: number;
  /** Interval of a logged run stream's keep-alive comment (`: keep-alive <ms>`, sent first and after this long without an event), ms. */
  heartbeatMs: number;
}

export interface ServerOptions extends ServerLimits {
  /**
   * Answers one accepted run: the input passed every check (Host, CORS, JSON, body and id limits). It owns
   * the response from here (status, SSE head, events, end) and must honour backpressure.
   */
  run: (input: DemoRunInput, res: ServerResponse, req: IncomingMessage, principal: string | undefined) => Promise<void>;
  /**
   * The secret principal tokens are signed with (`signPrincipal`; `PRINCIPAL_TOKEN` of `@reasoning-ui/core/protocol`).
   * With it, `POST /agent` and the run routes need `Authorization: Bearer <token>` (401 `unauthorized` without a
   * valid one) and each run belongs to the token's `sub`: another user's re-attach, status and cancel are 404 /
   * `unknown`, as for a run that does not exist. Without it every caller is one anonymous user (a local demo).
   */
  authSecret?: string | undefined;
  /**
   * The run log (docs/architecture.md, "Runs that outlive the page"): with it the server also answers
   * `GET /agent/runs/<runId>?threadId=` (re-attach, `Last-Event-ID`), `POST /agent/runs/<runId>/cancel?threadId=`
   * and `GET /agent/runs/<runId>/status?threadId=`, and the capabilities say `transport.resumable: true`.
   */
  runs?: RunLog | undefined;
  /** Served on `GET /agent/capabilities` (AG-UI 1.0 `AgentCapabilities`); `undefined` → that path is 404. */
  capabilities?: AgentCapabilities | undefined;
  /** Extra fields of `GET /health`'s JSON (e.g. the provider a provider-backed agent runs on). */
  health?: Record<string, unknown>;
  /** Origins allowed by CORS; `undefined` = the local origins (http://localhost:*, 127.0.0.1, [::1]). */
  allowedOrigins: readonly string[] | undefined;
  /** Host names accepted in `Host` besides the loopback names and the listening interface. */
  allowedHosts: readonly string[];
  /** The interface the server listens on (its name is accepted in `Host`). */
  listenHost: string;
  log?: (line: string) => void;
}

function cors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[] | undefined): void {
  const origin = req.headers.origin;
  res.setHeader("Vary", "Origin");
  if (origin && originAllowed(origin, allowed)) res.setHeader("Access-Control-Allow-Origin", origin);
}

async function handle(req: IncomingMessage, res: ServerResponse, options: ServerOptions): Promise<void> {
  if (!hostAllowed(req.headers.host, options.listenHost, options.allowedHosts)) {
    throw new HttpError(403, "host_not_allowed", "This Host is not allowed; add it to ALLOWED_HOSTS (allowedHosts).");
  }
  cors(req, res, options.allowedOrigins);
  const path = new URL(req.url ?? "/", "http://localhost").pathname;
  if (req.method === "OPTIONS") {
    res.writeHead(204, {
      "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
      "Access-Control-Allow-Headers": "Content-Type, Authorization, Accept, Last-Event-ID",
      "Access-Control-Max-Age": "600",
    });
    res.end();
    return;
  }
  if (path === "/health") {
    if (req.method !== "GET" && req.method !== "HEAD") throw new HttpError(405, "method_not_allowed", "Use GET.", { Allow: "GET" });
    return sendJson(res, 200, { ok: true, name: "@reasoning-ui/demo-agent", ...options.health });
  }
  if (path === "/agent/capabilities" && options.capabilities) {
    if (req.method !== "GET" && req.method !== "HEAD") throw new HttpError(405, "method_not_allowed", "Use GET.", { Allow: "GET, OPTIONS" });
    const capabilities = options.runs ? options.runs.capabilities(options.capabilities) : options.capabilities;
    return sendJson(res, 200, capabilities, { "Cache-Control": "no-store" });
  }
  const runRoute = /^\/agent\/runs\/([^/]+)(?:\/(cancel|status))?$/.exec(path);
  const principal = async (): Promise<string | undefined> => {
    if (!options.authSecret) return undefined;
    const user = await verifyPrincipal(req.headers.authorization, options.authSecret);
    if (user === undefined) throw new HttpError(401, "unauthorized", "A valid principal token (Authorization: Bearer …) is required.");
    return user;
  };
  if (runRoute && options.runs) {
    const action = runRoute[2] as "cancel" | "status" | undefined;
    const method = action === "cancel" ? "POST" : "GET";
    if (req.method !== method) throw new HttpError(405, "method_not_allowed", `Use ${method}.`, { Allow: `${method}, OPTIONS` });
    const url = new URL(req.url ?? "/", "http://localhost");
    const threadId = url.searchParams.get("threadId") ?? "";
    let runId = "";
    try {
      runId = decodeURIComponent(runRoute[1]!);
    } catch {
      /* refused below */
    }
    if (!isThreadId(threadId, options.maxIdLength)) throw new HttpError(400, "invalid_request", "A run route needs the run id in the path and ?threadId= (at most maxIdLength characters).");
    if (!isRunId(runId)) throw new HttpError(400, "invalid_run_id", "A run id is a UUID.");
    const ref = { threadId, runId, owner: await principal() };
    if (action) return serveRunLookup(options.runs, ref, action, res);
    const lastEventId = req.headers["last-event-id"];
    return serveAttach(options.runs, ref, typeof lastEventId === "string" ? lastEventId : url.searchParams.get("lastEventId"), res, options.writeStallMs, options.heartbeatMs);
  }
  if (path !== "/agent") throw new HttpError(404, "not_found", `No route for ${quoteForLog(path, 80)}.`);
  if (req.method !== "POST") throw new HttpError(405, "method_not_allowed", "Use POST.", { Allow: "POST, OPTIONS" });
  const owner = await principal(); // before the body is read
  requireJson(req);
  const input = validateInput(await readJson(req, options), options.maxIdLength);
  if (options.runs && input.runId !== undefined && !isRunId(input.runId)) throw new HttpError(400, "invalid_run_id", "A run id is a UUID (crypto.randomUUID()).");
  await options.run(input, res, req, owner);
}

export { startSse } from "./sseHead";

/** How long a refused request's connection may linger after the reply before it is destroyed, ms. */
const LINGER_MS = 2000;

/**
 * The demo agent's `node:http` server: Host check, CORS, routing, body/id limits, timeouts, a
 * connection cap, and JSON errors in the kit's `ErrorBody` `{ error: { code, message, retryAfter? } }` (docs/architecture.md, "Agent bridges and the demo agent").
 */
export function createAgentServer(options: ServerOptions): Server {
  const server = createServer(
    {
      headersTimeout: options.headersTimeoutMs,
      requestTimeout: options.requestTimeoutMs,
      // Node checks both timeouts on this interval (default 30 s, which would stretch them).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(options.headersTimeoutMs / 4))),
    },
    (req, res) => {
      handle(req, res, options).catch((err: unknown) => {
        const known = err instanceof HttpError;
        if (known) options.log?.(refusalLine(req, err));
        else options.log?.(`request failed: ${quoteForLog(err instanceof Error ? err.message : String(err), 200)}`);
        if (res.headersSent) return void res.end();
        const status = known ? err.status : 500;
        const body = known ? errorBody(err.code, err.message, err.retryAfter) : errorBody("internal_error", "Internal error.");
        sendJson(res, status, body, known ? err.headers : {});
        if (known && err.headers.Connection === "close") {
          // The unread rest of the body is discarded by node; a client that never finishes sending it
          // (or never reads the reply) keeps the socket at most LINGER_MS longer.
          res.once("finish", () => setTimeout(() => req.socket.destroy(), LINGER_MS).unref());
        }
      });
    },
  );
  server.maxConnections = options.maxConnections;
  let dropped = 0;
  let reported = 0;
  server.on("drop", () => {
    dropped++;
    const now = Date.now();
    if (now - reported < 1000) return;
    reported = now;
    options.log?.(`connection cap ${options.maxConnections} reached: dropped ${dropped} connection(s) so far`);
  });
  return server;
}
