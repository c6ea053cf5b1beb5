/**
 * Property tests (fast-check) of the upload route's request validation: ids and paths, names, signed-URL queries,
 * content sniffing. Whatever a client sends, the handler answers a 4xx with a `code` (never a 5xx, never a throw),
 * never reaches the store with a malformed id, and never accepts a signature it did not make.
 */
import fc from "fast-check";
import { afterAll, expect, it } from "vitest";
import { UPLOAD_ID_PATTERN, UPLOAD_MAX_NAME_LENGTH, cleanUploadName, isUploadId, uploadOwnerUrl, type UploadReceipt } from "@reasoning-ui/core/protocol";
import { contentChecker, createUploadServer, createUrlSigner, type UploadBackend } from "../src/uploads/index";
import { sqliteUploadBackend } from "../src/uploads/sqlite";
import { BASE, SECRET, png, post } from "./uploads/contract";

const sqlite = sqliteUploadBackend({ filename: ":memory:" });
/** The real backend, counting what reaches it. */
let reached: string[] = [];
const backend: UploadBackend = {
  ...sqlite,
  usage: (u) => sqlite.usage(u),
  begin: (id) => sqlite.begin(id),
  read: (id) => sqlite.read(id),
  remove: (u, id) => (reached.push(id), sqlite.remove(u, id)),
  head: (id) => (reached.push(id), sqlite.head(id)),
};
const server = createUploadServer({ backend, authorize: (r) => r.headers.get("x-user"), secret: SECRET });
afterAll(() => sqlite.close?.());

it("ids: any path segment is 400 invalid_id unless it is a well-formed id, and only well-formed ids reach the store", async () => {
  await fc.assert(
    fc.asyncProperty(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_-]{20,24}$/), fc.webSegment()), fc.constantFrom("GET", "HEAD", "DELETE"), async (segment, method) => {
      reached = [];
      let url: string;
      try {
        url = `${BASE}/${encodeURIComponent(segment)}`;
        new URL(url);
      } catch {
        return; // not a URL a client can send
      }
      const res = await server.fetch(new Request(url, { method, headers: { "x-user": "alice" } }));
      expect(res.status).toBeLessThan(500);
      if (isUploadId(segment)) expect(res.status).toBe(404);
      else {
        // 400 invalid_id; "" and "." are the collection once the URL is normalised (405), ".." leaves the route (404)
        expect(res.status).toBe(segment === "" || segment === "." ? 405 : segment === ".." ? 404 : 400);
        expect(reached).toEqual([]);
      }
      expect(reached.every((id) => UPLOAD_ID_PATTERN.test(id))).toBe(true);
    }),
    { numRuns: 300 },
  );
});

it("every id the server mints is well-formed, distinct, and ≥ 122 random bits (22 base64url characters)", async () => {
  const ids = new Set<string>();
  for (let i = 0; i < 40; i++) {
    const receipt = (await (await server.fetch(post(png(20), {}, "minter"))).json()) as UploadReceipt;
    expect(isUploadId(receipt.id)).toBe(true);
    ids.add(receipt.id);
  }
  expect(ids.size).toBe(40);
  expect(22 * 6 - 4).toBeGreaterThanOrEqual(122); // 16 random bytes → 22 characters (the last carries 2 bits)
});

it("names: cleaned names hold no path separator or control character, are bounded, stable, and always make a valid header", async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: "binary", maxLength: 400 }), async (name) => {
      const clean = cleanUploadName(name);
      expect(clean).not.toMatch(/[\u0000-\u001f\u007f-\u009f/\\]/);
      expect(clean.length).toBeLessThanOrEqual(UPLOAD_MAX_NAME_LENGTH);
      expect(cleanUploadName(clean)).toBe(clean);
      let header: string;
      try {
        header = encodeURIComponent(name);
      } catch {
        return; // a lone surrogate cannot be sent as UTF-8
      }
      const res = await server.fetch(post(png(20), { "Reasoning-UI-File-Name": header }, "names"));
      expect(res.status).toBe(201);
      const receipt = (await res.json()) as UploadReceipt;
      expect(receipt.name).toBe(clean);
      const read = await server.fetch(new Request(`${BASE}/${receipt.id}`, { method: "HEAD", headers: { "x-user": "names" } }));
      expect(read.headers.get("Content-Disposition")).toMatch(/^inline/);
      await server.fetch(new Request(`${BASE}/${receipt.id}`, { method: "DELETE", headers: { "x-user": "names" } }));
    }),
    { numRuns: 60 },
  );
});

it("signed-URL queries: no expires/signature a client makes up is valid; every one the signer makes is, until it expires", async () => {
  const signer = createUrlSigner(SECRET);
  const id = "AAAAAAAAAAAAAAAAAAAAAA";
  await fc.assert(
    fc.asyncProperty(fc.string(), fc.string(), fc.base64String({ minLength: 43, maxLength: 44 }), async (expires, signature, b64) => {
      for (const sig of [signature, b64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")]) {
        const check = await signer.verify(id, new URLSearchParams({ expires, signature: sig }), 0);
        expect(check).toBe("invalid");
      }
    }),
    { numRuns: 200 },
  );
  await fc.assert(
    fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 40 }), fc.stringMatching(/^[A-Za-z0-9_-]{22}$/), async (expires, other) => {
      const query = await signer.sign(id, expires);
      expect(await signer.verify(id, query, expires * 1000 - 1)).toBe("valid");
      expect(await signer.verify(id, query, expires * 1000)).toBe("expired");
      if (other !== id) expect(await signer.verify(other, query, 0)).toBe("invalid");
    }),
    { numRuns: 100 },
  );
});

it("sniffing: bytes declared PNG pass exactly when they start with PNG's signature, however they are split into chunks", () => {
  const magic = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  fc.assert(
    fc.property(fc.boolean(), fc.uint8Array({ maxLength: 64 }), fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 10 }), (withMagic, rest, cuts) => {
      const bytes = Uint8Array.from(withMagic ? [...magic, ...rest] : [...rest]);
      const check = contentChecker("image/png");
      let ok = true;
      let at = 0;
      for (const cut of [...cuts, bytes.length]) {
        if (at >= bytes.length) break;
        ok = check.push(bytes.subarray(at, at + cut)) && ok;
        at += cut;
      }
      ok = check.end() && ok;
      const expected = bytes.length >= 8 && magic.every((b, i) => bytes[i] === b);
      expect(ok).toBe(expected);
    }),
    { numRuns: 500 },
  );
});

it("owner URLs: any string gives undefined or the route's blob path of a well-formed id, with no query", () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.stringMatching(/^[A-Za-z0-9_-]{20,24}$/).map((id) => `https://app.test/api/uploads/${id}?expires=1&signature=x`)), (url) => {
      const owner = uploadOwnerUrl(url);
      if (owner === undefined) return;
      const parsed = new URL(owner);
      expect(parsed.search).toBe("");
      expect(parsed.pathname).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{22}$/);
      expect(owner.startsWith(new URL(url).origin)).toBe(true);
    }),
    { numRuns: 500 },
  );
});
