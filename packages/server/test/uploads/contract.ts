/**
 * The upload route's contract, run against every blob backend through the same handler (issue 38 item 3): SQLite
 * (a file), PostgreSQL (a real server), a directory. Requests are Web `Request`s (what a Next.js route gets).
 */
import { describe, expect, it } from "vitest";
import { UPLOAD_NAME_HEADER, isUploadId, uploadOwnerUrl, type UploadReceipt } from "@reasoning-ui/core/protocol";
import { createUploadServer, type UploadBackend, type UploadServerOptions } from "../../src/uploads/index";

export const BASE = "http://app.test/api/uploads";
export const SECRET = "a test secret of at least thirty-two bytes!";

/** `size` bytes that start as a PNG does (the rest random). */
export function png(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(bytes.subarray(i, Math.min(size, i + 65536)));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].slice(0, size));
  return bytes;
}

/** A body stream of `chunks` chunks of `chunkSize` bytes (PNG-like), counting what was pulled; `cutAfter`: errors after that many. */
export function counted(chunks: number, chunkSize: number, cutAfter?: number) {
  const state = { pulled: 0 };
  const first = png(chunkSize);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (cutAfter !== undefined && state.pulled >= cutAfter) return controller.error(new Error("connection cut"));
      if (state.pulled >= chunks) return controller.close();
      controller.enqueue(state.pulled === 0 ? first : new Uint8Array(chunkSize).fill(7));
      state.pulled++;
    },
  }, { highWaterMark: 0 }); // nothing pulled until the handler reads
  return { stream, state };
}

export function post(body: BodyInit | Uint8Array | null, headers: Record<string, string> = {}, user: string | null = "alice"): Request {
  return new Request(BASE, {
    method: "POST",
    body: body as BodyInit | null,
    headers: { "Content-Type": "image/png", [UPLOAD_NAME_HEADER]: encodeURIComponent("screen shot é.png"), ...(user && { "x-user": user }), ...headers },
    ...(body instanceof ReadableStream && { duplex: "half" }),
  } as RequestInit);
}
export const get = (url: string, user: string | null = "alice", method = "GET") => new Request(url.startsWith("http") ? url : `${BASE}/${url}`, { method, headers: user ? { "x-user": user } : {} });
/** The answer's body is exactly `bytes` (compared as buffers: a deep equality over megabytes is slow). */
export const sameBytes = async (res: Response, bytes: Uint8Array) => Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
export const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

export function uploadContract(name: string, backend: () => UploadBackend, leftovers: () => Promise<number>) {
  let clock = Date.now();
  const server = (extra: Partial<UploadServerOptions> = {}) =>
    createUploadServer({ backend: backend(), authorize: (r) => r.headers.get("x-user"), secret: SECRET, now: () => clock, ...extra });

  describe(`${name}: upload route contract`, () => {
    it("round trip: 201 receipt; the owner and the signed URL read the same bytes with safe headers", async () => {
      const s = server();
      const bytes = png(700 * 1024 + 3); // several 256 KiB chunks and a short last one
      const res = await s.fetch(post(bytes));
      expect(res.status).toBe(201);
      const receipt = (await res.json()) as UploadReceipt;
      expect(isUploadId(receipt.id)).toBe(true);
      expect(receipt).toMatchObject({ mimeType: "image/png", size: bytes.byteLength, name: "screen shot é.png" });
      expect(res.headers.get("Location")).toBe(`/api/uploads/${receipt.id}`);
      expect(receipt.url.startsWith(`${BASE}/${receipt.id}?expires=`)).toBe(true);
      expect(receipt.expiresAt).toBeGreaterThan(clock);

      const own = await s.fetch(get(receipt.id));
      expect(own.status).toBe(200);
      expect(own.headers.get("Content-Type")).toBe("image/png");
      expect(own.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(own.headers.get("Cache-Control")).toMatch(/^private/);
      expect(own.headers.get("Content-Length")).toBe(String(bytes.byteLength));
      expect(own.headers.get("Content-Disposition")).toBe(`inline; filename="screen shot _.png"; filename*=UTF-8''screen%20shot%20%C3%A9.png`);
      expect(await sameBytes(own, bytes)).toBe(true);

      const owner = uploadOwnerUrl(receipt.url); // the page's URL once the signed one expired: the cookie reads it
      expect(owner).toBe(`${BASE}/${receipt.id}`);
      expect((await s.fetch(get(owner!, null))).status).toBe(401);
      expect(await sameBytes(await s.fetch(get(owner!)), bytes)).toBe(true);
      const agent = await s.fetch(get(receipt.url, null)); // no cookie: the signature is the credential
      expect(agent.status).toBe(200);
      expect(await sameBytes(agent, bytes)).toBe(true);
      const head = await s.fetch(get(receipt.id, "alice", "HEAD"));
      expect(head.status).toBe(200);
      expect(head.headers.get("Content-Length")).toBe(String(bytes.byteLength));
    });

    it("another user's blob is 404 (read and delete); the owner deletes it and then it is gone for everyone", async () => {
      const s = server();
      const receipt = (await (await s.fetch(post(png(1000)))).json()) as UploadReceipt;
      const other = await s.fetch(get(receipt.id, "mallory"));
      expect(other.status).toBe(404);
      expect(await code(other)).toBe("not_found");
      expect((await s.fetch(get(receipt.id, "mallory", "DELETE"))).status).toBe(404);
      expect((await s.fetch(get(receipt.id))).status).toBe(200);
      expect(await s.refreshUrl(receipt.url, "mallory")).toBeUndefined();
      expect((await s.fetch(get(receipt.id, "alice", "DELETE"))).status).toBe(204);
      expect((await s.fetch(get(receipt.id))).status).toBe(404);
      expect((await s.fetch(get(receipt.url, null))).status).toBe(404);
    });

    it("no credentials: 401 before a byte of the body is read", async () => {
      const s = server();
      const { stream, state } = counted(100, 65536);
      const res = await s.fetch(post(stream, {}, null));
      expect(res.status).toBe(401);
      expect(await code(res)).toBe("unauthorized");
      expect(state.pulled).toBe(0);
      expect((await s.fetch(get("AAAAAAAAAAAAAAAAAAAAAA", null))).status).toBe(401);
      expect((await s.fetch(get("AAAAAAAAAAAAAAAAAAAAAA", null, "DELETE"))).status).toBe(401);
    });

    it("size limit: 413 from Content-Length before reading, and as soon as a streamed body crosses it", async () => {
      const s = server({ maxBytes: 100 * 1024 });
      const declared = await s.fetch(post(png(100 * 1024 + 1)));
      expect(declared.status).toBe(413);
      expect(await code(declared)).toBe("body_too_large");
      const { stream, state } = counted(1000, 16 * 1024);
      const streamed = await s.fetch(post(stream));
      expect(streamed.status).toBe(413);
      expect(await code(streamed)).toBe("body_too_large");
      expect(state.pulled).toBeLessThanOrEqual(100 / 16 + 2); // stopped right after the limit
      expect((await s.fetch(post(png(100 * 1024)))).status).toBe(201); // exactly the limit is fine
    });

    it("per-user quota: 429 by count, 413 by bytes (declared or streamed), other users unaffected; concurrent uploads cannot overshoot", async () => {
      const s = server({ quotaCount: 3, quotaBytes: 50_000 });
      const user = `q-${name}`;
      const answers = await Promise.all(Array.from({ length: 6 }, () => s.fetch(post(png(1000), {}, user))));
      expect(answers.filter((r) => r.status === 201)).toHaveLength(3);
      const refused = answers.filter((r) => r.status !== 201);
      expect(refused.every((r) => r.status === 429)).toBe(true);
      expect(await code(refused[0]!)).toBe("quota_count_exceeded");
      expect((await backend().usage(user)).count).toBe(3);

      const bytesUser = `qb-${name}`;
      expect((await s.fetch(post(png(40_000), {}, bytesUser))).status).toBe(201);
      const over = await s.fetch(post(png(20_000), {}, bytesUser));
      expect(over.status).toBe(413);
      expect(await code(over)).toBe("quota_bytes_exceeded");
      const { stream } = counted(4, 8000);
      const streamed = await s.fetch(post(stream, {}, bytesUser));
      expect(streamed.status).toBe(413);
      expect(await code(streamed)).toBe("quota_bytes_exceeded");
      expect(await backend().usage(bytesUser)).toEqual({ bytes: 40_000, count: 1 });
      expect((await s.fetch(post(png(20_000), {}, `other-${name}`))).status).toBe(201);
    });

    it("lying or refused types: HTML as PNG, PDF as PNG → 422; SVG, executables, no type → 415; SVG allowed only as a download", async () => {
      const s = server();
      const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
      const lie = await s.fetch(post(html));
      expect(lie.status).toBe(422);
      expect(await code(lie)).toBe("content_mismatch");
      expect((await s.fetch(post(new TextEncoder().encode("%PDF-1.7 ..........")))).status).toBe(422);
      expect((await s.fetch(post(new TextEncoder().encode("%PDF-1.7 .........."), { "Content-Type": "application/pdf" }))).status).toBe(201);
      expect((await s.fetch(post(new Uint8Array([1, 0, 2]), { "Content-Type": "text/plain" }))).status).toBe(422); // NUL in text
      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const refused = await s.fetch(post(svg, { "Content-Type": "image/svg+xml" }));
      expect(refused.status).toBe(415);
      expect(await code(refused)).toBe("unsupported_media_type");
      expect((await s.fetch(post(png(100), { "Content-Type": "application/x-msdownload" }))).status).toBe(415);
      expect((await s.fetch(new Request(BASE, { method: "POST", body: png(100) as BodyInit, headers: { "x-user": "alice" } }))).status).toBe(415);

      const withSvg = server({ allowSvg: true });
      const stored = (await (await withSvg.fetch(post(svg, { "Content-Type": "image/svg+xml", [UPLOAD_NAME_HEADER]: "x.svg" }))).json()) as UploadReceipt;
      const served = await withSvg.fetch(get(stored.id));
      expect(served.headers.get("Content-Disposition")).toBe('attachment; filename="x.svg"; filename*=UTF-8\'\'x.svg');
      expect(served.headers.get("Content-Security-Policy")).toContain("sandbox");
      expect((await withSvg.fetch(post(new TextEncoder().encode("not markup"), { "Content-Type": "image/svg+xml" }))).status).toBe(422);
    });

    it("zero bytes: 400 empty_upload (declared or streamed), nothing stored", async () => {
      const s = server();
      const user = `empty-${name}`;
      const empty = await s.fetch(post(new Uint8Array(0), {}, user));
      expect(empty.status).toBe(400);
      expect(await code(empty)).toBe("empty_upload");
      const streamed = await s.fetch(post(new ReadableStream({ start: (c) => c.close() }), {}, user));
      expect(streamed.status).toBe(400);
      expect(await backend().usage(user)).toEqual({ bytes: 0, count: 0 });
    });

    it("an upload cut mid-way leaves nothing (no blob, no chunk, no quota used) and the retry is stored whole", async () => {
      const errors: unknown[] = [];
      const s = server({ onError: (e) => errors.push(e) });
      const user = `cut-${name}`;
      const { stream } = counted(20, 100 * 1024, 7); // 700 KiB, then the connection is cut
      const cut = await s.fetch(post(stream, {}, user));
      expect(cut.status).toBe(503);
      expect(cut.headers.get("Retry-After")).toBe("2");
      expect(await backend().usage(user)).toEqual({ bytes: 0, count: 0 });
      expect(await leftovers()).toBe(0);
      const retry = await s.fetch(post(png(2 * 1024 * 1024), {}, user));
      expect(retry.status).toBe(201);
      expect(await backend().usage(user)).toEqual({ bytes: 2 * 1024 * 1024, count: 1 });
    });

    it("signed URLs: expired → 403 url_expired; forged, altered or for another id → 403 signature_invalid; refreshUrl re-signs for the owner", async () => {
      const s = server({ urlTtlSeconds: 60 });
      const a = (await (await s.fetch(post(png(500)))).json()) as UploadReceipt;
      const b = (await (await s.fetch(post(png(500)))).json()) as UploadReceipt;
      const url = new URL(a.url);
      const sig = url.searchParams.get("signature")!;
      const forged = new URL(a.url);
      forged.searchParams.set("signature", (sig[0] === "A" ? "B" : "A") + sig.slice(1));
      const longer = new URL(a.url);
      longer.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 3600));
      const swapped = new URL(b.url);
      swapped.pathname = url.pathname;
      for (const bad of [forged, longer, swapped]) {
        const res = await s.fetch(get(bad.href, null));
        expect(res.status).toBe(403);
        expect(await code(res)).toBe("signature_invalid");
      }
      const saved = clock;
      clock += 61_000;
      try {
        const expired = await s.fetch(get(a.url, null));
        expect(expired.status).toBe(403);
        expect(await code(expired)).toBe("url_expired");
        const fresh = await s.refreshUrl(a.url, "alice");
        expect(fresh).toMatch(new RegExp(`^${BASE}/${a.id}\\?expires=\\d+&signature=`));
        expect((await s.fetch(get(fresh!, null))).status).toBe(200);
        expect(await s.signedUrl("alice", a.id, "https://app.example.com")).toMatch(/^https:\/\/app\.example\.com\/api\/uploads\//);
      } finally {
        clock = saved;
      }
      const otherSecret = createUploadServer({ backend: backend(), authorize: () => "alice", secret: "another secret of at least thirty-two bytes" });
      expect((await otherSecret.fetch(get(a.url, null))).status).toBe(403);
    });

    it("ids and methods: malformed ids 400, traversal never reaches the store, wrong methods 405", async () => {
      const s = server();
      for (const bad of ["..%2F..%2Fetc%2Fpasswd", "short", "AAAAAAAAAAAAAAAAAAAAA%00", "AAAAAAAAAAAAAAAAAAAAAAA"]) {
        const res = await s.fetch(get(bad));
        expect(res.status).toBe(400);
        expect(await code(res)).toBe("invalid_id");
      }
      expect((await s.fetch(get(`${BASE}/a/b`))).status).toBe(400);
      expect((await s.fetch(new Request(BASE, { headers: { "x-user": "alice" } }))).status).toBe(405);
      expect((await s.fetch(new Request(`${BASE}/AAAAAAAAAAAAAAAAAAAAAA`, { method: "PUT", body: "x", headers: { "x-user": "alice" } }))).status).toBe(405);
      expect((await s.fetch(get("AAAAAAAAAAAAAAAAAAAAAA"))).status).toBe(404);
    });
  });
}
