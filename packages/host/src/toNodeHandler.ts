import type { IncomingMessage, ServerResponse } from "node:http";
import { bodyTooLarge } from "./body";
import { HttpError, errorResponse, httpErrorResponse } from "./errors";
import { type Life, nodeRequest } from "./request";

/** A web-standard request handler: Next.js route handlers, Hono, Bun, Deno, the kit's servers. */
export type FetchHandler = (request: Request) => Promise<Response> | Response;

/** Options of {@link toNodeHandler}. */
export interface NodeHandlerOptions {
  /**
   * The public origin request URLs are built on (`"https://app.example.com"`); the `Host` header is then only
   * validated, never trusted. Default: `http(s)://<Host>` (`https:` on a TLS socket), `Host` checked against the
   * authority grammar (`400 invalid_host` otherwise).
   */
  origin?: string;
  /**
   * Largest request body the adapter lets through on any route, bytes: a larger `Content-Length` is answered
   * `413 body_too_large` before the handler runs, and a chunked body that crosses it errors the handler's stream
   * with the same. Default: no adapter-wide cap (each route reads with its own limit: `readBody(request, limit)`).
   */
  maxBodyBytes?: number;
  /** Called with what the handler threw or rejected with (answered `500 internal_error`) and with a response stream that failed mid-way (the connection is then cut). */
  onError?(error: unknown): void;
}

/** Methods answered without calling the handler: `TRACE` / `TRACK` (`405`, cross-site tracing) and `CONNECT` (`501`, this is not a proxy). */
const REFUSED: Record<string, [number, string, string]> = {
  TRACE: [405, "method_not_allowed", "TRACE is not served."],
  TRACK: [405, "method_not_allowed", "TRACK is not served."],
  CONNECT: [501, "not_implemented", "CONNECT is not served (this is not a proxy)."],
};
/** `host[:port]`: a DNS name or IPv4 address, or a bracketed IPv6 address (RFC 9110 §7.2, without user info). */
const AUTHORITY = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
/** The request's URL, or an {@link HttpError} (absolute-form or non-`/` target, invalid `Host`). */
function urlOf(req: IncomingMessage, origin: string | undefined): string {
  const target = req.url ?? "";
  if (!target.startsWith("/")) throw new HttpError(400, "invalid_target", "The request target is not a path (absolute-form and authority-form targets are not served).");
  const host = req.headers.host;
  if (typeof host !== "string" || !AUTHORITY.test(host)) throw new HttpError(400, "invalid_host", "The Host header is missing or not a valid authority.");
  const base = origin ?? `${(req.socket as { encrypted?: boolean } | undefined)?.encrypted ? "https" : "http"}://${host}`;
  try {
    // concatenated, not resolved: a target `//evil.example/x` stays a path of this origin
    return new URL(base + target).href;
  } catch {
    throw new HttpError(400, "invalid_target", "The request target is not a valid path.");
  }
}

/**
 * How long, and how many more body bytes, a connection is read (and dropped) after answering a body not read to its
 * end. The byte bound is above what a fast client has in flight when the answer leaves (its send buffer and ours, up
 * to ~10 MiB on Linux with autotuning): cut sooner, the reset can reach the client before it read the answer.
 */
const LINGER_MS = 2_000;
const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * A lingering close for an answer given before the request's body was read to its end (a `401`, a `413`): Node closes
 * such a connection right after the answer, and a client still sending then gets a reset that can destroy the answer
 * before it is read. Instead the server's side is ended after the answer (FIN), what the client still sends is read
 * and dropped — never kept — for at most 2 s or 1 MiB, then the connection is cut.
 */
function linger(req: IncomingMessage): void {
  const socket = req.socket as (IncomingMessage["socket"] & { destroySoon?: () => void }) | null;
  if (!socket || typeof socket.destroySoon !== "function") return;
  socket.destroySoon = function lingeringClose() {
    let dropped = 0;
    const cut = () => socket.destroy();
    const timer = setTimeout(cut, LINGER_MS);
    timer.unref?.();
    socket.once("close", () => clearTimeout(timer));
    req.removeAllListeners("data");
    req.on("data", (chunk: Uint8Array) => {
      dropped += chunk.byteLength;
      if (dropped > LINGER_BYTES) cut();
    });
    req.resume();
    if (socket.writable) socket.end();
    else cut();
  };
}

/** undici's internal state slot of a `Response` (its body's `source` is the string / bytes it was made from). */
const RESPONSE_STATE = (() => {
  try {
    return Object.getOwnPropertySymbols(new Response("")).find((s) => s.description === "state");
  } catch {
    return undefined;
  }
})();

/**
 * The body of a `Response` made from a string or bytes (`new Response(text)`, `Response.json(…)`) and not read yet,
 * taken from undici's state: written in one `end()` instead of read chunk by chunk from its stream. `undefined`
 * for a stream body, a body already read, or a runtime whose `Response` keeps no such state.
 */
function wholeBody(response: Response): string | Uint8Array | undefined {
  if (!RESPONSE_STATE) return undefined;
  const body = (response as unknown as Record<symbol, { body?: { source?: unknown; stream?: ReadableStream } | null } | undefined>)[RESPONSE_STATE]?.body;
  const source = body?.source;
  if ((typeof source !== "string" && !(source instanceof Uint8Array)) || !body!.stream || body!.stream.locked || response.bodyUsed) return undefined;
  return source;
}

/** Writes `response` to `res` with backpressure; stops (and cancels the body) when the client goes away. */
async function send(req: IncomingMessage, res: ServerResponse, response: Response, onError: ((e: unknown) => void) | undefined): Promise<void> {
  const out: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") out[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) out["set-cookie"] = cookies;
  // a body not read to its end (refused before or while reading): the connection is not reused
  if (!req.complete) {
    out.connection = "close";
    linger(req);
  }
  const whole = wholeBody(response);
  // an answer known up front is written in one go, with its length (no chunked framing, no stream read)
  if (whole !== undefined && out["content-length"] === undefined && response.status !== 204 && response.status !== 304) out["content-length"] = String(typeof whole === "string" ? Buffer.byteLength(whole) : whole.byteLength);
  res.writeHead(response.status, out);
  if (whole !== undefined) {
    if (req.method === "HEAD" || response.status === 204 || response.status === 304) res.end();
    else res.end(whole);
    return;
  }
  const body = response.body;
  if (!body || req.method === "HEAD") {
    await body?.cancel().catch(() => undefined);
    res.end();
    return;
  }
  await pump(res, body.getReader(), onError);
}

/**
 * Writes a body stream to `res` chunk by chunk, in a chain of `read().then` callbacks (no async frame per chunk):
 * each chunk is written as it comes; when `res.write` says the socket is full, the next read waits for `drain`, or
 * `close`, or the body stream failing (the run log drops a reader that stopped reading: the wait ends at once, the
 * next read rejects and the connection is cut). A stream that fails mid-way → `onError`, the connection cut (the
 * client sees an incomplete answer). Resolves once done, the reader cancelled.
 */
function pump(res: ServerResponse, reader: ReadableStreamDefaultReader<Uint8Array>, onError: ((e: unknown) => void) | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    let settled = false;
    let waiting = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      if (waiting) stopWaiting();
      reader.cancel().then(() => resolve(), () => resolve());
    };
    const fail = (err: unknown) => {
      if (settled) return;
      onError?.(err);
      res.destroy();
      finish();
    };
    const stopWaiting = () => {
      waiting = false;
      res.off("drain", resume);
      res.off("close", resume);
    };
    const resume = () => {
      if (!waiting || settled) return;
      stopWaiting();
      next();
    };
    const onChunk = (result: ReadableStreamReadResult<Uint8Array>) => {
      if (settled) return;
      try {
        if (result.done || res.destroyed) {
          if (!res.destroyed) res.end();
          return finish();
        }
        if (res.write(result.value) || res.destroyed) return next();
      } catch (err) {
        // a chunk `res.write` refuses (not bytes or a string): the answer is cut like a failed stream
        return fail(err);
      }
      waiting = true;
      res.on("drain", resume);
      res.on("close", resume);
    };
    const next = () => void reader.read().then(onChunk, fail);
    reader.closed.then(undefined, resume);
    next();
  });
}

/**
 * A web handler `(request) => Promise<Response>` as a Node `http` request listener — the one hosting layer of
 * `@reasoning-ui/agent`'s run routes and `@reasoning-ui/server`'s thread store (docs/architecture.md, "One hosting
 * layer"). It never throws out and never leaves a rejection unhandled:
 * - the request: `TRACE` / `TRACK` → `405`, `CONNECT` → `501`, a target that is not a path (absolute-form
 *   `GET http://…`) → `400 invalid_target`, a `Host` that is not an authority (`a b`, `a%zz`) → `400 invalid_host`,
 *   an invalid header → `400 invalid_header`, a `Content-Length` over `maxBodyBytes` → `413 body_too_large` — all in
 *   core's JSON error body, before the handler runs;
 * - the body streams to the handler on demand (nothing is read before the handler reads it; see `readBody`);
 * - the client going away aborts `request.signal` (and stops writing the answer);
 * - the answer streams with backpressure (SSE frames are written as they come); `Set-Cookie` headers kept apart;
 *   a request whose body was not read to its end gets `Connection: close`;
 * - the handler throwing → `500 internal_error` (`onError` gets the error); its stream failing mid-way → the
 *   connection is cut.
 * Socket-level limits (header size, timeouts, connection cap) are the server's: see `createNodeServer`
 * (`@reasoning-ui/host/node`).
 *
 * @example
 * import { createServer } from "node:http";
 * createServer(toNodeHandler((request) => server.fetch(request))).listen(8787);
 */
export function toNodeHandler(handler: FetchHandler, options: NodeHandlerOptions = {}): (req: IncomingMessage, res: ServerResponse) => void {
  const cap = options.maxBodyBytes ?? Number.POSITIVE_INFINITY;
  // the configured origin as scheme://host[:port] (a path or trailing slash in it would be doubled before the target)
  const origin = options.origin === undefined ? undefined : new URL(options.origin).origin;
  const serve = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    req.on("error", () => undefined);
    res.on("error", () => undefined);
    let response: Response;
    const method = (req.method ?? "GET").toUpperCase();
    try {
      const refused = REFUSED[method];
      if (refused) throw new HttpError(refused[0], refused[1], refused[2], refused[0] === 405 ? { Allow: "GET, HEAD, POST, PUT, PATCH, DELETE" } : {});
      const url = urlOf(req, origin);
      const declared = Number(req.headers["content-length"] ?? 0);
      if (declared > cap) throw bodyTooLarge(cap);
      const hasBody = method !== "GET" && method !== "HEAD" && (declared > 0 || req.headers["transfer-encoding"] !== undefined);
      // `request.signal` aborts when the client goes away (made on first read; see ./request)
      const life: Life = { gone: false };
      res.once("close", () => {
        if (res.writableFinished) return;
        life.gone = true;
        life.abort?.abort();
      });
      const request = nodeRequest(req, method, url, hasBody, cap, life);
      try {
        response = await handler(request);
        if (!(response instanceof Response)) throw new TypeError("The handler did not return a Response.");
      } catch (err) {
        if (err instanceof HttpError) throw err;
        options.onError?.(err);
        response = errorResponse(500, "internal_error", "The server failed to answer this request.");
      }
    } catch (err) {
      response = err instanceof HttpError ? httpErrorResponse(err) : errorResponse(400, "bad_request", "The request could not be read.");
    }
    await send(req, res, response, options.onError);
  };
  return (req, res) => {
    serve(req, res).catch((err: unknown) => {
      options.onError?.(err);
      try {
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json; charset=utf-8", connection: "close" }).end('{"error":{"code":"internal_error","message":"The server failed to answer this request."}}');
        else res.destroy();
      } catch {
        res.destroy();
      }
    });
  };
}
