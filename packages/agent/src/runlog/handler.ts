import type { AgentCapabilities, BaseEvent, RunAgentInput } from "@ag-ui/core";
import { HttpError, type NodeHandlerOptions, readBodyText, toNodeHandler } from "@reasoning-ui/host";
import { JSON_CONTENT_TYPE, RUN_HEADERS, RUN_LIMITS, errorBody, isRunId, isThreadId, matchRunRoute, unknownRunBody } from "@reasoning-ui/core/protocol";
import type { RunLog, RunLogError, RunRef } from "./runLog";
import { runLogResponse } from "./sse";
import { RunStoreUnavailableError } from "./types";

/** What a route is about to do, as the {@link RunLogHandlerOptions.authorize} hook sees it. */
export interface RunRouteAction {
  kind: "run" | "attach" | "cancel" | "status" | "capabilities";
  /** The thread (the `threadId` query of the run routes; absent for `run` — decided before the body is read — and `capabilities`). */
  threadId?: string;
  runId?: string;
}

/**
 * What `authorize` answers: the principal (your user id, a non-empty string) — or `null` / `undefined` for "not
 * signed in" (401 `unauthorized`), or a `Response` sent as it is. Deprecated: `false` (403) and `true` (allowed,
 * with no principal: runs then have no owner and any caller allowed this way can reach them).
 */
export type RunRouteVerdict = string | null | undefined | boolean | Response;

/** Options of {@link runLogHandler}. */
export interface RunLogHandlerOptions {
  /** Runs one accepted `RunAgentInput` for `principal` (what `authorize` returned): return its AG-UI events (a bridge's output), passing `signal` to the provider call so cancel aborts it. */
  run(input: RunAgentInput, signal: AbortSignal, principal: string | undefined): AsyncIterable<BaseEvent>;
  /** The agent's capabilities (answered on `GET …/capabilities` with `transport.resumable: true` added). Default `{}`. */
  capabilities?: AgentCapabilities;
  /**
   * Your auth, called before every route (before a body is read) with the request and what it will do. Return the
   * principal — the signed-in user's id — as the thread store's `authorize` does: a run belongs to the principal
   * that started it, and re-attach, status and cancel by anyone else answer exactly as for an unknown run (404 /
   * `unknown`). `null` / `undefined` → 401 `unauthorized`; a `Response` is sent as it is; a throw → 403.
   * (A boolean is still read — `false` 403, `true` allowed without a principal — but is deprecated: return the user id.)
   * Without `authorize` every caller is the same anonymous principal: only for a single-user local agent.
   */
  authorize?(request: Request, action: RunRouteAction): RunRouteVerdict | Promise<RunRouteVerdict>;
  /** Largest accepted run body, bytes (413 `body_too_large` beyond; a larger `Content-Length` is refused before reading). Default 4 MiB (`RUN_LIMITS.maxBodyBytes`). */
  maxBodyBytes?: number;
  /** Longest accepted `threadId`, characters (400 beyond). Default 256. Run ids are UUIDs (`isRunId`). */
  maxIdLength?: number;
  /** Drop a reader (close its stream) that has not taken an event for this long, ms. Default the run log's `writeTimeoutMs` (30 s). */
  writeTimeoutMs?: number;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": JSON_CONTENT_TYPE, "Cache-Control": "no-store", ...headers } });

/** An error answer in the kit's one shape (`{ error: { code, message, retryAfter? } }`), with `Retry-After` when given. */
const fail = (status: number, code: string, message: string, headers: Record<string, string> = {}, retryAfter?: number) =>
  json(status, errorBody(code, message, retryAfter), { ...headers, ...(retryAfter !== undefined && { [RUN_HEADERS.retryAfter]: String(retryAfter) }) });

const refuse = (e: RunLogError) => fail(e.status, e.code, e.message, {}, e.retryAfter ?? (e.status === 503 ? 1 : undefined));
const unavailable = () => fail(503, "store_unavailable", "The run store cannot be reached just now; try again.", {}, 1);
const method = (allow: string) => fail(405, "method_not_allowed", `Use ${allow}.`, { Allow: allow });

/**
 * The agent's routes over a run log, as one web-standard handler `(request) => Promise<Response>` (Next.js
 * route handlers, Hono, Bun, Deno, Node through `runLogNodeHandler`), matched on the END of the path so it can be
 * mounted anywhere (`/api/agent`, `/agent`, …) — the routes are `RUN_ROUTES` of `@reasoning-ui/core/protocol`:
 * - `POST <base>` — a `RunAgentInput` (its `runId` a UUID): starts the run for the principal `authorize`
 *   returned, answers SSE with `id: <runId>:<seq>`; with a `Last-Event-ID` header it re-attaches instead;
 * - `GET <base>/runs/<runId>?threadId=…` (+ `Last-Event-ID` header or `lastEventId` query) — re-attach: the
 *   events after the id, then the live tail;
 * - `POST <base>/runs/<runId>/cancel?threadId=…` — cancel; `{ status, reason?, code? }`;
 * - `GET <base>/runs/<runId>/status?threadId=…` — `{ status: "running" | "finished" | "cancelled" | "error", reason?, code?, lastEventId? }`;
 *   an unknown run (or another principal's) is `404` `{ status: "unknown", error: { code: "run_not_found", … } }` on both;
 * - `GET <base>/capabilities` — the capabilities with `transport.resumable: true`.
 * A run is its owner's: another principal's re-attach, status and cancel get exactly what an unknown run gets.
 * Refusals are the kit's `ErrorBody` `{ error: { code, message, retryAfter? } }`: 400 (`invalid_request`,
 * `invalid_run_id`, `invalid_last_event_id`, `last_event_id_other_run`, `last_event_id_ahead`), 401
 * (`unauthorized`), 403 (`forbidden`), 404 (`run_not_found`, `not_found`), 405, 409 (`run_exists`), 410
 * (`log_trimmed`), 413 (`body_too_large`), 429 (`too_many_runs`), 503 (`store_unavailable`, with `Retry-After`:
 * the shared store is down — the run is not gone), 500 (`internal_error`). It never throws.
 *
 * @example
 * // app/api/agent/[[...path]]/route.ts (Next.js)
 * const runs = createRunLog();
 * const handler = runLogHandler(runs, {
 *   authorize: async (request) => (await getSession(request))?.userId, // the principal; null → 401
 *   run: (input, signal) => anthropicMessagesToAgUi(anthropic.messages.stream({ ... }, { signal }), input),
 * });
 * export const GET = handler, POST = handler;
 */
export function runLogHandler(runs: RunLog, options: RunLogHandlerOptions): (request: Request) => Promise<Response> {
  const maxBody = options.maxBodyBytes ?? RUN_LIMITS.maxBodyBytes;
  const maxId = options.maxIdLength ?? 256;
  const writeTimeoutMs = options.writeTimeoutMs ?? runs.bounds.writeTimeoutMs;
  /** The principal, or the refusal to send. */
  const authorize = async (request: Request, action: RunRouteAction): Promise<{ principal: string | undefined } | Response> => {
    if (!options.authorize) return { principal: undefined };
    let verdict: RunRouteVerdict;
    try {
      verdict = await options.authorize(request, action);
    } catch {
      return fail(403, "forbidden", "Not allowed.");
    }
    if (verdict instanceof Response) return verdict;
    if (typeof verdict === "string" && verdict !== "") return { principal: verdict };
    if (verdict === true) return { principal: undefined }; // deprecated boolean authorize: no owner
    if (verdict === false) return fail(403, "forbidden", "Not allowed.");
    return fail(401, "unauthorized", "Sign in to run the agent.");
  };
  const stream = (events: Parameters<typeof runLogResponse>[0], dropped?: AbortSignal) => runLogResponse(events, { writeTimeoutMs, ...(dropped && { signal: dropped }) });
  const reattach = async (request: Request, ref: RunRef, lastEventId: string | null) => {
    const result = await runs.attach(ref, lastEventId, request.signal);
    return result.ok ? stream(result.events, result.dropped) : refuse(result.error);
  };

  const handle = async (request: Request): Promise<Response> => {
    const url = new URL(request.url, "http://localhost");
    const route = matchRunRoute(url.pathname);
    if (route.kind === "capabilities") {
      if (request.method !== "GET" && request.method !== "HEAD") return method("GET");
      const who = await authorize(request, { kind: "capabilities" });
      return who instanceof Response ? who : json(200, runs.capabilities(options.capabilities));
    }
    if (route.kind === "not_found") return fail(404, "not_found", "No such route.");
    if (route.kind !== "run") {
      const want = route.kind === "cancel" ? "POST" : "GET";
      if (request.method !== want) return method(want);
      const threadId = url.searchParams.get("threadId");
      if (!isThreadId(threadId, maxId)) return fail(400, "invalid_request", "A run route needs the run id in the path and ?threadId=.");
      if (!isRunId(route.runId)) return fail(400, "invalid_run_id", "A run id is a UUID.");
      const who = await authorize(request, { kind: route.kind, threadId, runId: route.runId });
      if (who instanceof Response) return who;
      const ref: RunRef = { threadId, runId: route.runId, owner: who.principal };
      if (route.kind === "attach") return reattach(request, ref, request.headers.get("last-event-id") ?? url.searchParams.get("lastEventId"));
      try {
        const answer = route.kind === "cancel" ? await runs.cancel(ref) : await runs.status(ref);
        return answer.status === "unknown" ? json(404, unknownRunBody()) : json(200, answer);
      } catch (err) {
        if (err instanceof RunStoreUnavailableError) return unavailable();
        throw err;
      }
    }
    if (request.method !== "POST") return method("POST");
    const declared = Number(request.headers.get("content-length") ?? "0");
    if (declared > maxBody) return fail(413, "body_too_large", `The body is larger than ${maxBody} bytes.`, { Connection: "close" });
    // Decided before a byte of the body is read: the ids are not known yet.
    const who = await authorize(request, { kind: "run" });
    if (who instanceof Response) return who;
    let text: string;
    try {
      text = await readBodyText(request, maxBody); // incremental: 413 as soon as the limit is crossed
    } catch (err) {
      if (err instanceof HttpError) return fail(err.status, err.code, err.message);
      throw err;
    }
    let input: RunAgentInput;
    try {
      input = JSON.parse(text) as RunAgentInput;
    } catch {
      return fail(400, "invalid_request", "The body is not JSON.");
    }
    if (!input || typeof input !== "object" || !isThreadId(input.threadId, maxId)) return fail(400, "invalid_request", "The body is not a RunAgentInput (threadId, runId).");
    if (!isRunId(input.runId)) return fail(400, "invalid_run_id", "A run id is a UUID (crypto.randomUUID()).");
    const ref: RunRef = { threadId: input.threadId, runId: input.runId, owner: who.principal };
    const lastEventId = request.headers.get("last-event-id");
    if (lastEventId !== null) return reattach(request, ref, lastEventId);
    const started = await runs.startOrError(ref, (signal) => options.run(input, signal, who.principal));
    if ("error" in started) return refuse(started.error);
    return stream(started.events);
  };

  return async (request) => {
    try {
      return await handle(request);
    } catch {
      return fail(500, "internal_error", "The agent failed to answer.");
    }
  };
}

/** The Node request {@link runLogNodeHandler} takes (`http.IncomingMessage`). */
export type NodeRequestLike = Parameters<ReturnType<typeof toNodeHandler>>[0];

/** The Node response {@link runLogNodeHandler} writes (`http.ServerResponse`). */
export type NodeResponseLike = Parameters<ReturnType<typeof toNodeHandler>>[1];

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
