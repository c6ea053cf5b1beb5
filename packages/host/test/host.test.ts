/**
 * `@reasoning-ui/host` on a real Node server (issue 41): the answer streams as it is produced, a client going away
 * aborts `request.signal`, a throwing handler is a JSON 500 (process alive), `Set-Cookie` headers stay apart, the
 * body is read incrementally against the limit, and `withPrincipal` decides before one byte of it is read.
 */
import { connect, type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { readBody, readBodyText, withPrincipal, type FetchHandler } from "@reasoning-ui/host";
import { createNodeServer } from "@reasoning-ui/host/node";
import { raw } from "./rawHttp";

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function serve(handler: FetchHandler, onError?: (e: unknown) => void): Promise<number> {
  const server = createNodeServer(handler, { onError });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  close = async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
  return (server.address() as AddressInfo).port;
}

describe("toNodeHandler", () => {
  it("streams the answer frame by frame (each arrives before the next is produced), and aborts request.signal when the client goes away", async () => {
    let aborted = false;
    let release!: () => void;
    const port = await serve(async (request) => {
      request.signal.addEventListener("abort", () => (aborted = true));
      let n = 0;
      return new Response(
        new ReadableStream({
          async pull(c) {
            if (n > 0) await new Promise<void>((r) => (release = r));
            c.enqueue(new TextEncoder().encode(`data: ${n++}\n\n`));
          },
        }),
        { headers: { "Content-Type": "text/event-stream" } },
      );
    });
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/events`, { signal: controller.signal });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("data: 0\n\n"); // the first frame, while the second waits
    release();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("data: 1\n\n");
    controller.abort();
    for (let i = 0; i < 100 && !aborted; i++) await new Promise((r) => setTimeout(r, 10));
    expect(aborted).toBe(true);
  });

  it("a handler that throws is a JSON 500 internal_error (onError told), and the next request is served", async () => {
    const errors: unknown[] = [];
    const port = await serve(async (request) => {
      if (new URL(request.url).pathname === "/boom") throw new Error("boom");
      return new Response("ok");
    }, (e) => errors.push(e));
    const boom = await raw(port, "GET /boom HTTP/1.1\r\nHost: app.test\r\n\r\n");
    expect([boom.status, boom.code]).toEqual([500, "internal_error"]);
    expect(errors).toHaveLength(1);
    expect((await raw(port, "GET / HTTP/1.1\r\nHost: app.test\r\nConnection: close\r\n\r\n")).body).toBe("ok");
  });

  it("keeps several Set-Cookie headers apart and passes duplicate request headers joined", async () => {
    const port = await serve(async (request) => {
      const headers = new Headers({ "x-seen": request.headers.get("x-dup") ?? "" });
      headers.append("Set-Cookie", "a=1; Path=/");
      headers.append("Set-Cookie", "b=2; Path=/");
      return new Response(null, { status: 204, headers });
    });
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: [["x-dup", "1"], ["x-dup", "2"]] });
    expect(res.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(res.headers.get("x-seen")).toBe("1, 2");
  });

  it("builds the URL on a configured origin (Host only checked), a `//` target staying a path of it", async () => {
    const server = createNodeServer(async (request) => new Response(request.url), { origin: "https://app.example.com/" });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    close = async () => void (await new Promise((r) => server.close(r)));
    const port = (server.address() as AddressInfo).port;
    expect((await raw(port, "GET //evil.example/x?y=1 HTTP/1.1\r\nHost: other.test\r\nConnection: close\r\n\r\n")).body).toBe("https://app.example.com//evil.example/x?y=1");
  });

  it("passes a body through byte-for-byte (UTF-8, 3 MiB in pieces)", async () => {
    const port = await serve(async (request) => new Response(await readBodyText(request, 4 * 1024 * 1024)));
    const text = "ünïcødé 🧠 ".repeat(200_000);
    const res = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: text });
    expect(await res.text()).toBe(text);
  });
});

describe("toNodeHandler's request and answer", () => {
  it("the handler's request is a real Request: instanceof, text() / json() / clone() / new Request(request), headers without hop-by-hop ones", async () => {
    const seen: Record<string, unknown> = {};
    const port = await serve(async (request) => {
      seen.instance = request instanceof Request;
      seen.tag = Object.prototype.toString.call(request);
      seen.method = request.method;
      seen.url = request.url;
      seen.connection = request.headers.get("connection");
      seen.user = request.headers.get("x-user");
      seen.bodyUsedBefore = request.bodyUsed;
      seen.mode = request.mode;
      if (request.method === "GET") {
        const copy = new Request(request, { headers: { "x-copy": "1" } }); // undici's own constructor over it
        seen.copy = [copy.method, copy.url, copy.headers.get("x-copy"), copy.headers.get("x-user")];
        return new Response(null, { status: 204 });
      }
      const clone = request.clone();
      seen.clone = await clone.text();
      seen.json = await request.json();
      seen.bodyUsedAfter = request.bodyUsed;
      seen.aborted = request.signal.aborted;
      return Response.json({ ok: true });
    });
    expect((await raw(port, "GET /c HTTP/1.1\r\nHost: app.test\r\nX-User: bob\r\nConnection: close\r\n\r\n")).status).toBe(204);
    expect(seen.copy).toEqual(["GET", "http://app.test/c", "1", null]);
    const res = await raw(port, 'POST /x?y=1 HTTP/1.1\r\nHost: app.test\r\nX-User: alice\r\nContent-Type: application/json\r\nContent-Length: 11\r\nConnection: close\r\n\r\n{"a":[1,2]}');
    expect(res.status).toBe(200);
    expect(res.body).toBe('{"ok":true}');
    expect(seen).toEqual({
      instance: true,
      tag: "[object Request]",
      method: "POST",
      url: "http://app.test/x?y=1",
      connection: null,
      user: "alice",
      bodyUsedBefore: false,
      mode: "cors",
      copy: ["GET", "http://app.test/c", "1", null],
      clone: '{"a":[1,2]}',
      json: { a: [1, 2] },
      bodyUsedAfter: true,
      aborted: false,
    });
  });

  it("a GET's request has no body; a HEAD is answered without one; a string or bytes answer is written whole with its Content-Length", async () => {
    const port = await serve(async (request) => {
      if (new URL(request.url).pathname === "/bytes") return new Response(new TextEncoder().encode("héllo bytes"));
      return new Response(`${request.method} body=${request.body === null} ünï`, { headers: { "x-kind": "text" } });
    });
    const text = await raw(port, "GET / HTTP/1.1\r\nHost: app.test\r\nConnection: close\r\n\r\n");
    expect([text.status, text.body, text.headers["content-length"], text.headers["transfer-encoding"], text.headers["x-kind"]]).toEqual([200, "GET body=true ünï", String(Buffer.byteLength("GET body=true ünï")), undefined, "text"]);
    const bytes = await raw(port, "GET /bytes HTTP/1.1\r\nHost: app.test\r\nConnection: close\r\n\r\n");
    expect([bytes.body, bytes.headers["content-length"]]).toEqual(["héllo bytes", String(Buffer.byteLength("héllo bytes"))]);
    const head = await raw(port, "HEAD / HTTP/1.1\r\nHost: app.test\r\nConnection: close\r\n\r\n");
    expect([head.status, head.body, head.headers["content-length"]]).toEqual([200, "", String(Buffer.byteLength("HEAD body=true ünï"))]);
  });

  it("a stream that fails mid-way, or yields a chunk that is not bytes, cuts the connection after what was sent (onError told), and the server goes on", async () => {
    const errors: unknown[] = [];
    const port = await serve(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/ok") return new Response("fine");
      let n = 0;
      return new Response(
        new ReadableStream({
          async pull(c) {
            if (n++ === 0) return c.enqueue(new TextEncoder().encode("first|"));
            await new Promise((r) => setTimeout(r, 30)); // the first chunk is on the wire by then
            if (path === "/fail") return c.error(new Error("source failed"));
            c.enqueue(42 as unknown as Uint8Array);
          },
        }),
      );
    }, (e) => errors.push(e));
    for (const path of ["/fail", "/number"]) {
      // every byte until the server closes (a kept-alive request: only a cut connection closes it)
      const text = await new Promise<string>((resolve) => {
        let got = "";
        const socket = connect(port, "127.0.0.1", () => socket.write(`GET ${path} HTTP/1.1\r\nHost: app.test\r\n\r\n`));
        socket.on("data", (d: Buffer) => (got += d.toString("latin1")));
        socket.on("error", () => undefined);
        socket.on("close", () => resolve(got));
      });
      expect(text).toMatch(/^HTTP\/1\.1 200 /);
      expect(text).toContain("first|");
      expect(text.endsWith("\r\n0\r\n\r\n")).toBe(false); // no last chunk: the client sees an incomplete answer
    }
    expect(errors).toHaveLength(2);
    expect(String(errors[0])).toContain("source failed");
    expect((await raw(port, "GET /ok HTTP/1.1\r\nHost: app.test\r\nConnection: close\r\n\r\n")).body).toBe("fine");
  });

  it("an answer already read by the handler is not written twice from its source; a stream answer is chunked", async () => {
    const port = await serve(async (request) => {
      if (new URL(request.url).pathname === "/stream") return new Response(new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode("a")), c.enqueue(new TextEncoder().encode("b")), c.close()) }));
      const used = new Response("spent");
      await used.text();
      return used;
    });
    const spent = await raw(port, "GET / HTTP/1.1\r\nHost: app.test\r\nConnection: close\r\n\r\n");
    expect(spent.body).not.toContain("spent");
    const stream = await raw(port, "GET /stream HTTP/1.1\r\nHost: app.test\r\nConnection: close\r\n\r\n");
    expect([stream.status, stream.body, stream.headers["transfer-encoding"]]).toEqual([200, "ab", "chunked"]);
  });
});

describe("readBody and withPrincipal", () => {
  const chunked = (bytes: number, piece = 1024) => {
    let sent = 0;
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        pulls++;
        if (sent >= bytes) return c.close();
        sent += piece;
        c.enqueue(new Uint8Array(piece));
      },
    }, { highWaterMark: 0 }); // pulled only when read
    return { body, sent: () => sent, pulls: () => pulls };
  };

  it("a Content-Length over the limit is 413 body_too_large before one byte is read", async () => {
    const source = chunked(10_000);
    const request = new Request("http://app.test/", { method: "POST", body: source.body, headers: { "Content-Length": "10000" }, duplex: "half" } as RequestInit);
    await expect(readBody(request, 1000)).rejects.toMatchObject({ status: 413, code: "body_too_large" });
    expect(source.sent()).toBe(0);
  });

  it("a body without Content-Length is refused as soon as it crosses the limit: not one more piece is pulled", async () => {
    const source = chunked(1024 * 1024);
    const request = new Request("http://app.test/", { method: "POST", body: source.body, duplex: "half" } as RequestInit);
    await expect(readBody(request, 10 * 1024)).rejects.toMatchObject({ status: 413, code: "body_too_large" });
    expect(source.sent()).toBeLessThanOrEqual(12 * 1024);
  });

  it("withPrincipal: a refusal is 401 unauthorized (core's error body) with the body untouched; a principal reaches the handler, which reads it", async () => {
    const source = chunked(4096);
    const handle = withPrincipal(
      (request) => request.headers.get("x-user"),
      async (request, user) => new Response(`${user}:${(await readBody(request, 8192)).byteLength}`),
    );
    const refused = await handle(new Request("http://app.test/", { method: "POST", body: source.body, duplex: "half" } as RequestInit));
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: "unauthorized", message: "Sign in first." } });
    expect(source.sent()).toBe(0);
    const ok = await handle(new Request("http://app.test/", { method: "POST", body: chunked(4096).body, headers: { "x-user": "alice" }, duplex: "half" } as RequestInit));
    expect(await ok.text()).toBe("alice:4096");
    const thrown = await withPrincipal(() => Promise.reject(new Error("db down")), async () => new Response("no"))(new Request("http://app.test/"));
    expect(thrown.status).toBe(401);
  });
});
