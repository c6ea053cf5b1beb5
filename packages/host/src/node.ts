/**
 * `@reasoning-ui/host/node`: a Node `http.Server` for a web handler, with limits set for the open internet
 * (docs/architecture.md, "One hosting layer"). The only module of the package that imports `node:http` at run time.
 */
import { STATUS_CODES, createServer, type Server } from "node:http";
import type { Socket } from "node:net";
import { JSON_CONTENT_TYPE, errorBody } from "@reasoning-ui/core/protocol";
import { type FetchHandler, type NodeHandlerOptions, toNodeHandler } from "./toNodeHandler";

/**
 * The socket-level limits {@link createNodeServer} applies (Node's own defaults in brackets), and why:
 * - `headersTimeout` 10 s [60 s]: a client gets 10 s to send its headers (slowloris);
 * - `requestTimeout` 60 s [300 s]: and 60 s for the whole request with its body (an 8 MiB thread at ~1.2 Mbit/s);
 *   a slow-body connection is dropped then, not held for minutes. Answers (SSE) are not limited by it;
 * - `keepAliveTimeout` 5 s [5 s]: an idle kept-alive connection is closed after 5 s;
 * - `maxConnections` 1,000 [∞]: connections beyond are refused at accept (each costs a socket and buffers);
 * - `maxHeaderSize` 16 KiB [16 KiB] (beyond: `431`), `maxHeadersCount` 100 [2,000] (beyond: dropped);
 * - `connectionsCheckingInterval` 5 s [30 s]: how often the two timeouts above are checked.
 */
export const NODE_SERVER_DEFAULTS = {
  headersTimeout: 10_000,
  requestTimeout: 60_000,
  keepAliveTimeout: 5_000,
  maxConnections: 1_000,
  maxHeaderSize: 16 * 1024,
  maxHeadersCount: 100,
  connectionsCheckingInterval: 5_000,
} as const;

/** Options of {@link createNodeServer}: {@link NodeHandlerOptions} and the limits of {@link NODE_SERVER_DEFAULTS} (ms, count, bytes). */
export type NodeServerOptions = NodeHandlerOptions & Partial<Record<keyof typeof NODE_SERVER_DEFAULTS, number>>;

/** A raw JSON error answer on a socket Node's parser refused (no request object exists for it). */
function rawAnswer(socket: Socket, status: number, code: string, message: string): void {
  const body = JSON.stringify(errorBody(code, message));
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\nContent-Type: ${JSON_CONTENT_TYPE}\r\nCache-Control: no-store\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
}

/**
 * `http.createServer(toNodeHandler(handler, options))` with {@link NODE_SERVER_DEFAULTS} applied, requests Node's
 * parser refuses answered in core's JSON error body (`400 bad_request`, `431 headers_too_large`, `408
 * request_timeout`) instead of a bare status line, and `CONNECT` answered `501 not_implemented`. Call `.listen()`
 * yourself.
 *
 * @example
 * import { createNodeServer } from "@reasoning-ui/host/node";
 * createNodeServer((request) => threads.fetch(request)).listen(3000);
 */
export function createNodeServer(handler: FetchHandler, options: NodeServerOptions = {}): Server {
  const limits = { ...NODE_SERVER_DEFAULTS, ...Object.fromEntries(Object.entries(options).filter(([k, v]) => k in NODE_SERVER_DEFAULTS && typeof v === "number")) };
  const server = createServer(
    {
      headersTimeout: limits.headersTimeout,
      requestTimeout: limits.requestTimeout,
      keepAliveTimeout: limits.keepAliveTimeout,
      maxHeaderSize: limits.maxHeaderSize,
      connectionsCheckingInterval: limits.connectionsCheckingInterval,
    },
    toNodeHandler(handler, options),
  );
  server.maxConnections = limits.maxConnections;
  server.maxHeadersCount = limits.maxHeadersCount;
  server.on("clientError", (err: Error & { code?: string }, socket: Socket) => {
    const pending = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (!socket.writable || err.code === "ECONNRESET" || (pending && pending.headersSent)) return void socket.destroy();
    if (err.code === "HPE_HEADER_OVERFLOW") rawAnswer(socket, 431, "headers_too_large", "The request's headers are too large.");
    else if (err.code === "ERR_HTTP_REQUEST_TIMEOUT") rawAnswer(socket, 408, "request_timeout", "The request was not received in time.");
    else rawAnswer(socket, 400, "bad_request", "The request is not valid HTTP/1.1.");
  });
  server.on("connect", (_req, socket: Socket) => {
    socket.on("error", () => undefined);
    rawAnswer(socket, 501, "not_implemented", "CONNECT is not served (this is not a proxy).");
  });
  return server;
}

export { toNodeHandler, type FetchHandler, type NodeHandlerOptions } from "./toNodeHandler";
