import type { IncomingMessage, ServerResponse } from "node:http";
import type { AgentCapabilities, BaseEvent, RunAgentInput } from "@ag-ui/core";
import { HttpError, type NodeHandlerOptions, readBodyText, toNodeHandler } from "@reasoning-ui/host";
import type { RunLog, RunLogError, RunRef } from "./runLog";
import { runLogResponse } from "./sse";

/** What a route is about to do, as the {@link RunLogHandlerOptions.authorize} hook sees it. */
export interface RunRouteAction {
  kind: "run" | "attach" | "cancel" | "status" | "capabilities";
  /** The thread (from the body for `run`, from the `threadId` query for the others; absent for `capabilities`). */
  threadId?: string;
  runId?: string;
}

/** Options of {@link runLogHandler}. */
export interface RunLogHandlerOptions {
  /** Runs one accepted `RunAgentInput`: return its AG-UI events (a bridge's output), passing `signal` to the provider call so cancel aborts it. */
  run(input: RunAgentInput, signal: AbortSignal): AsyncIterable<BaseEvent>;
  /** The agent's capabilities (answered on `GET …/capabilities` with `transport.resumable: true` added). Default `{}`. */
  capabilities?: AgentCapabilities;
  /**
   * Your auth, called before every route with the request and what it will do — re-attach, cancel and status
   * exactly like starting a run. Return `false` (403) or a `Response` (sent as it is) to refuse, or throw.
   */
  authorize?(request: Request, action: RunRouteAction): unknown;
  /** Largest accepted run body, bytes (413 beyond). Default 4 MiB. */
  maxBodyBytes?: number;
  /** Longest accepted `threadId` / `runId`, characters (400 beyond). Default 256. */
  maxIdLength?: number;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", "Cache-Control": "no-store", ...headers } });

const refuse = (e: RunLogError) => json(e.status, { error: e.message, code: e.code });

/**
 * The agent's routes over a run log, as one web-standard handler `(request) => Promise<Response>` (Next.js
 * route handlers, Hono, Bun, Deno, Node through `runLogNodeHandler`), matched on the END of the path so it can be
 * mounted anywhere (`/api/agent`, `/agent`, …):
 * - `POST <base>` — a `RunAgentInput`: starts the run, answers SSE with `id: <runId>:<seq>`; with a
 *   `Last-Event-ID` header it re-attaches to that run instead (AG-UI clients that only know the one route);
 * - `GET <base>/runs/<runId>?threadId=…` (+ `Last-Event-ID` header or `lastEventId` query) — re-attach: the
 *   events after the id, then the live tail;
 * - `POST <base>/runs/<runId>/cancel?threadId=…` — cancel; `{ status, reason?, code? }`;
 * - `GET <base>/runs/<runId>/status?threadId=…` — `{ status: "running" | "finished" | "cancelled" | "error" | "unknown", reason?, code?, lastEventId? }`;
 * - `GET <base>/capabilities` — the capabilities with `transport.resumable: true`.
 * Refusals are JSON `{ error, code }`: 400 (`invalid_request`, `invalid_last_event_id`, `last_event_id_other_run`,
 * `last_event_id_ahead`), 403 (`forbidden`), 404 (`run_not_found`, `not_found`), 405, 409 (`run_exists`), 410
 * (`log_trimmed`), 413, 429 (`too_many_readers`).
 *
 * @example
 * // app/api/agent/[[...path]]/route.ts (Next.js)
 * const runs = createRunLog();
 * const handler = runLogHandler(runs, { run: (input, signal) => anthropicMessagesToAgUi(anthropic.messages.stream({ ... }, { signal }), input) });
 * export const GET = handler, POST = handler;
 */
export function runLogHandler(runs: RunLog, options: RunLogHandlerOptions): (request: Request) => Promise<Response> {
  const maxBody = options.maxBodyBytes ?? 4 * 1024 * 1024;
  const maxId = options.maxIdLength ?? 256;
  const okId = (v: unknown): v is string => typeof v === "string" && v.length > 0 && v.length <= maxId;
  const authorize = async (request: Request, action: RunRouteAction): Promise<Response | undefined> => {
    if (!options.authorize) return undefined;
    try {
      const verdict = await options.authorize(request, action);
      if (verdict instanceof Response) return verdict;
      if (verdict === false) return json(403, { error: "Not allowed.", code: "forbidden" });
    } catch {
      return json(403, { error: "Not allowed.", code: "forbidden" });
    }
    return undefined;
  };
  const reattach = async (request: Request, ref: RunRef, lastEventId: string | null) => {
    const result = await runs.attach(ref, lastEventId, request.signal);
    return result.ok ? runLogResponse(result.events) : refuse(result.error);
  };

  return async (request) => {
    const url = new URL(request.url, "http://localhost");
    const parts = url.pathname.split("/").filter(Boolean);
    const last = parts[parts.length - 1];
    if (last === "capabilities") {
      if (request.method !== "GET" && request.method !== "HEAD") return json(405, { error: "Use GET.", code: "method_not_allowed" }, { Allow: "GET" });
      return (await authorize(request, { kind: "capabilities" })) ?? json(200, runs.capabilities(options.capabilities));
    }
    const at = parts.lastIndexOf("runs");
    if (at >= 0 && at >= parts.length - 3 && parts.length - at >= 2) {
      const runId = decodeURIComponent(parts[at + 1]!);
      const action = parts[at + 2];
      const threadId = url.searchParams.get("threadId");
      if (!okId(runId) || !okId(threadId)) return json(400, { error: "A run route needs the run id in the path and ?threadId=.", code: "invalid_request" });
      const ref = { threadId, runId };
      if (action === undefined) {
        if (request.method !== "GET") return json(405, { error: "Use GET.", code: "method_not_allowed" }, { Allow: "GET" });
        const denied = await authorize(request, { kind: "attach", ...ref });
        return denied ?? reattach(request, ref, request.headers.get("last-event-id") ?? url.searchParams.get("lastEventId"));
      }
      if (action === "cancel") {
        if (request.method !== "POST") return json(405, { error: "Use POST.", code: "method_not_allowed" }, { Allow: "POST" });
        return (await authorize(request, { kind: "cancel", ...ref })) ?? json(200, await runs.cancel(ref));
      }
      if (action === "status") {
        if (request.method !== "GET") return json(405, { error: "Use GET.", code: "method_not_allowed" }, { Allow: "GET" });
        return (await authorize(request, { kind: "status", ...ref })) ?? json(200, await runs.status(ref));
      }
      return json(404, { error: "No such route.", code: "not_found" });
    }
    if (request.method !== "POST") return json(405, { error: "Use POST.", code: "method_not_allowed" }, { Allow: "POST" });
    let text: string;
    try {
      text = await readBodyText(request, maxBody); // incremental: 413 as soon as the limit is crossed (Content-Length first)
    } catch (err) {
      if (err instanceof HttpError) return json(err.status, { error: err.message, code: err.code });
      throw err;
    }
    let input: RunAgentInput;
    try {
      input = JSON.parse(text) as RunAgentInput;
    } catch {
      return json(400, { error: "The body is not JSON.", code: "invalid_request" });
    }
    if (!input || !okId(input.threadId) || !okId(input.runId)) return json(400, { error: "The body is not a RunAgentInput (threadId, runId).", code: "invalid_request" });
    const ref = { threadId: input.threadId, runId: input.runId };
    const lastEventId = request.headers.get("last-event-id");
    if (lastEventId !== null) return (await authorize(request, { kind: "attach", ...ref })) ?? reattach(request, ref, lastEventId);
    const denied = await authorize(request, { kind: "run", ...ref });
    if (denied) return denied;
    const started = await runs.startOrError(ref, (signal) => options.run(input, signal));
    if ("error" in started) return refuse(started.error);
    return runLogResponse(started.events);
  };
}

/** The Node request {@link runLogNodeHandler} takes (`http.IncomingMessage`). */
export type NodeRequestLike = IncomingMessage;

/** The Node response {@link runLogNodeHandler} writes (`http.ServerResponse`). */
export type NodeResponseLike = ServerResponse;

/**
 * A web handler (such as {@link runLogHandler}'s) as a Node `http` request listener — `@reasoning-ui/host`'s
 * `toNodeHandler`, the hosting layer shared with the thread store: the request body streams to the handler on
 * demand, the client going away aborts `request.signal` (which stops that reader, not the run), the `Response` is
 * written with backpressure, and nothing throws out (a malformed `Host`, an absolute-form target, `TRACE` /
 * `CONNECT` are answered `400` / `405` / `501`). For the socket limits use `createNodeServer` from
 * `@reasoning-ui/host/node`.
 *
 * @example
 * createServer(runLogNodeHandler(runLogHandler(runs, { run }))).listen(8787);
 */
export function runLogNodeHandler(handler: (request: Request) => Promise<Response>, options?: NodeHandlerOptions): (req: NodeRequestLike, res: NodeResponseLike) => void {
  return toNodeHandler(handler, options);
}
