/**
 * The request `toNodeHandler` hands a web handler: a `Request` built lazily over Node's `IncomingMessage`
 * (docs/architecture.md, "One hosting layer"). Node 20's `new Request` (undici) costs tens of µs — URL and header
 * parsing, a `ReadableStream`, an `AbortSignal` with a finalizer — on every request, while most handlers read a
 * method, a URL and a header or two. So `method` / `url` are plain fields, `headers` / `body` / `signal` are built on
 * first read, and the real `Request` is built only when something needs it (`text()` / `json()` / `clone()` /
 * `new Request(request)` / `fetch(request)` / `cache`…).
 */
import type { IncomingMessage } from "node:http";
import { bodyTooLarge } from "./body";
import { HttpError } from "./errors";

/** Hop-by-hop headers, not forwarded to the handler (RFC 9110 §7.6.1). */
const HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te", "trailer"]);

/** The request's headers without hop-by-hop ones; `400 invalid_header` for a name or value `Headers` refuses. */
export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  const raw = req.rawHeaders;
  try {
    for (let i = 0; i + 1 < raw.length; i += 2) {
      const name = raw[i]!;
      if (!HOP.has(name.toLowerCase())) headers.append(name, raw[i + 1]!);
    }
  } catch {
    throw new HttpError(400, "invalid_header", "A request header has an invalid name or value.");
  }
  return headers;
}

/**
 * The request body as a web stream that reads from the socket only when the handler reads (high-water mark 0:
 * nothing is read before the handler asks — `authorize` runs on an untouched body), at most `cap` bytes.
 */
export function bodyOf(req: IncomingMessage, cap: number): ReadableStream<Uint8Array> {
  let settled = false;
  let received = 0;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stop = () => {
    settled = true;
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("close", onClose);
    req.pause();
  };
  const onData = (chunk: Uint8Array) => {
    if (settled) return;
    received += chunk.byteLength;
    if (received > cap) {
      stop();
      controller.error(bodyTooLarge(cap));
      return;
    }
    controller.enqueue(chunk);
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const onEnd = () => {
    if (settled) return;
    stop();
    controller.close();
  };
  const onClose = () => {
    if (settled || req.complete) return;
    stop();
    controller.error(new HttpError(400, "invalid_body", "The client went away mid-body."));
  };
  return new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        req.on("data", onData);
        req.on("end", onEnd);
        req.on("close", onClose);
        req.pause();
      },
      pull() {
        if (!settled) req.resume();
      },
      cancel() {
        if (!settled) stop();
      },
    },
    { highWaterMark: 0 },
  );
}

/** The answer's life, shared by the request and the adapter: `gone` once the client left before the answer finished. */
export interface Life {
  gone: boolean;
  abort?: AbortController;
}

/**
 * undici's internal slots of a `Request` (state, signal, headers, dispatcher), found on a probe: the lazy request
 * answers them from the real one, so `Request.prototype`'s own methods and `new Request(request)` work on it.
 * Empty where the `Request` is not undici's (then {@link nodeRequest} builds the real one at once).
 */
const SLOTS: symbol[] = (() => {
  try {
    const slots = Object.getOwnPropertySymbols(new Request("http://localhost/"));
    return slots.some((s) => s.description === "state") ? slots : [];
  } catch {
    return [];
  }
})();

/** A `Request` (`instanceof Request`, `Request.prototype`'s methods) whose parts are built on first read. */
class NodeRequest {
  readonly #req: IncomingMessage;
  readonly #method: string;
  readonly #url: string;
  readonly #hasBody: boolean;
  readonly #cap: number;
  readonly #life: Life;
  #headers: Headers | undefined;
  #body: ReadableStream<Uint8Array> | null | undefined;
  #real: Request | undefined;

  constructor(req: IncomingMessage, method: string, url: string, hasBody: boolean, cap: number, life: Life) {
    this.#req = req;
    this.#method = method;
    this.#url = url;
    this.#hasBody = hasBody;
    this.#cap = cap;
    this.#life = life;
  }

  get method(): string {
    return this.#method;
  }

  get url(): string {
    return this.#url;
  }

  /** Built on first read (`400 invalid_header` thrown from here for a header `Headers` refuses). */
  get headers(): Headers {
    return (this.#headers ??= this.#real ? this.#real.headers : headersOf(this.#req));
  }

  /** The body stream over the socket (see {@link bodyOf}), or `null` for a request without one. */
  get body(): ReadableStream<Uint8Array> | null {
    if (this.#body === undefined) this.#body = this.#hasBody ? bodyOf(this.#req, this.#cap) : null;
    return this.#body;
  }

  /** Aborted when the client goes away before the answer finished. */
  get signal(): AbortSignal {
    const life = this.#life;
    if (!life.abort) {
      life.abort = new AbortController();
      if (life.gone) life.abort.abort();
    }
    return life.abort.signal;
  }

  get bodyUsed(): boolean {
    return this.#body ? this.#request().bodyUsed : false;
  }

  /** The real `Request`, built once, over the same headers, body stream and signal. */
  #request(): Request {
    if (!this.#real) {
      const body = this.body;
      this.#real = new Request(this.#url, { method: this.#method, headers: this.headers, signal: this.signal, ...(body && { body, duplex: "half" }) } as RequestInit);
    }
    return this.#real;
  }

  static {
    Object.setPrototypeOf(NodeRequest.prototype, Request.prototype);
    for (const slot of SLOTS) {
      Object.defineProperty(NodeRequest.prototype, slot, {
        configurable: true,
        get(this: NodeRequest) {
          return (this.#request() as unknown as Record<symbol, unknown>)[slot];
        },
      });
    }
  }
}

/**
 * The handler's request for `req`: lazy where the runtime's `Request` is undici's (Node), else a real `Request`
 * built at once with the same parts.
 * @param url - the checked absolute URL; `hasBody` - whether the request carries a body; `cap` - largest body, bytes.
 */
export function nodeRequest(req: IncomingMessage, method: string, url: string, hasBody: boolean, cap: number, life: Life): Request {
  const request = new NodeRequest(req, method, url, hasBody, cap, life);
  if (SLOTS.length > 0) return request as unknown as Request;
  const real = new Request(url, { method, headers: request.headers, ...(hasBody && { body: request.body, duplex: "half" }) } as RequestInit);
  Object.defineProperty(real, "signal", { configurable: true, get: () => request.signal });
  return real;
}
