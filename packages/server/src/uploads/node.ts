/**
 * Node `http` for the upload route until the kit's shared hosting layer (issue 41) replaces it: the request body is
 * a stream read only as the handler asks (nothing read before `authorize`, nothing buffered beyond one chunk), the
 * answer is streamed with backpressure, a client that goes away aborts the request, and it never throws out — a
 * request Node accepts but a `Request` cannot hold (`TRACE`, `CONNECT`, an invalid header value) is a `405`/`400`.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { JSON_CONTENT_TYPE, errorBody } from "@reasoning-ui/core/protocol";

function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { "Content-Type": JSON_CONTENT_TYPE, "Cache-Control": "no-store", Connection: "close" });
  res.end(JSON.stringify(errorBody(code, message)));
}

/** The request body as a Web stream that reads `req` only when pulled; cancelling it stops reading (the socket stays, for the answer). */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let done = false;
  let onData: ((chunk: Buffer) => void) | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.pause();
        onData = (chunk) => {
          if (done) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        };
        req.on("data", onData);
        req.pause();
        req.once("end", () => {
          if (!done) controller.close();
          done = true;
        });
        const cut = () => {
          if (!done) controller.error(new Error("The client closed the connection before the body ended."));
          done = true;
        };
        req.once("error", cut);
        req.once("close", () => {
          if (!req.complete) cut();
        });
      },
      pull() {
        if (!done) req.resume();
      },
      cancel() {
        done = true;
        if (onData) req.off("data", onData);
        req.pause();
      },
    },
    { highWaterMark: 64 * 1024, size: (chunk) => chunk.byteLength },
  );
}

/** How long, and how many bytes of, the unread rest of a refused body is drained (read and dropped, never kept). */
const LINGER_MS = 2000;
const LINGER_BYTES = 1024 * 1024;

/**
 * An answer given before the body ended (`401`, `413`, …): once it is written, what still arrives is dropped — at
 * most {@link LINGER_BYTES} or {@link LINGER_MS} — and then the socket is destroyed. A small body's rest ends within
 * that and the connection stays usable (keep-alive clients reuse it); a large one is not read on. Destroying the
 * socket at once would make the kernel send a reset that can discard the answer at the client before it is read
 * (the classic "lost 413"); `Connection: close` makes Node do exactly that, so it is not sent.
 */
function lingerThenClose(req: IncomingMessage, res: ServerResponse): void {
  res.once("finish", () => {
    if (req.complete) return;
    const socket = req.socket;
    let dropped = 0;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.byteLength;
      if (dropped > LINGER_BYTES) socket.destroy();
    });
    req.once("end", () => clearTimeout(timer));
    req.once("close", () => clearTimeout(timer));
    req.resume();
  });
}

/**
 * Adapts a Web handler (`(Request) => Promise<Response>`, e.g. `createUploadServer(…).fetch`) to Node's
 * `http.createServer`. A body the handler did not read whole (a `401`, `413`, `415`…) is not read on: the connection
 * is closed after the answer (its unread rest dropped for at most 1 MiB or 2 s, so the answer reaches the client).
 *
 * @example
 * import { createServer } from "node:http";
 * const uploads = createUploadServer({ backend, authorize, secret });
 * createServer(toNodeHandler(uploads.fetch)).listen(3000);
 */
export function toNodeHandler(fetch: (request: Request) => Promise<Response>): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void answer(fetch, req, res).catch(() => {
      if (!res.headersSent) refuse(res, 500, "internal_error", "The request could not be answered.");
      else res.destroy();
    });
  };
}

async function answer(fetch: (request: Request) => Promise<Response>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const method = (req.method ?? "GET").toUpperCase();
  if (method === "TRACE" || method === "TRACK" || method === "CONNECT") return refuse(res, 405, "method_not_allowed", `${method} is not answered here.`);
  if (!req.url?.startsWith("/")) return refuse(res, 400, "bad_request", "The request target must be a path.");
  const host = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(req.headers.host ?? "") ? req.headers.host! : "localhost";
  const abort = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) abort.abort();
  });
  const hasBody = method !== "GET" && method !== "HEAD";
  let request: Request;
  try {
    const headers = new Headers();
    for (const [name, values] of Object.entries(req.headersDistinct)) {
      if (name === "transfer-encoding" || name === "connection" || name === "keep-alive") continue;
      for (const value of values ?? []) headers.append(name, value);
    }
    request = new Request(new URL(req.url, `http://${host}`), { method, headers, signal: abort.signal, ...(hasBody && { body: bodyOf(req), duplex: "half" }) } as RequestInit);
  } catch {
    return refuse(res, 400, "bad_request", "The request line or a header is not valid.");
  }
  const response = await fetch(request);
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (hasBody && !req.complete) lingerThenClose(req, res);
  res.writeHead(response.status, headers);
  if (!response.body || method === "HEAD") {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value))
        await new Promise<void>((resolve) => {
          const done = () => {
            res.off("drain", done);
            res.off("close", done);
            resolve();
          };
          res.on("drain", done);
          res.on("close", done);
        });
      if (res.destroyed) break;
    }
    res.end();
  } catch {
    res.destroy(); // the store failed mid-stream: a cut answer, never a short one that looks whole
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}
