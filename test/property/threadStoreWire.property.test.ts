/**
 * The thread store's request validation (issue 41), property-based: keys, ids, revisions and paging parameters as
 * an attacker would send them. Whatever arrives, the server answers a 2xx or a 4xx with core's error body — never a
 * 5xx, never a throw — and what protocol/threadStore.ts builds, it parses back.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PART_ID_PATTERN, THREAD_ID_PATTERN, parsePartKey, parseRevisionETag, parseThreadKey, partKey, revisionETag, threadKey } from "@reasoning-ui/core/protocol";
import { createThreadServer } from "@reasoning-ui/server";
import { sqliteBackend } from "@reasoning-ui/server/sqlite";

const idChar = fc.constantFrom(..."ABCXYZabcxyz0189._:~-".split(""));
const threadId = fc.string({ unit: idChar, minLength: 1, maxLength: 200 });
const partId = fc.string({ unit: fc.constantFrom(..."Aaz09_-".split("")), minLength: 1, maxLength: 64 });
const hostile = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }), fc.constantFrom("", ":", "rui-thread:", "rui-page::", "rui-page:a:", "rui-page::b", "%zz", "../x", "a/b", "\u0000", "rui-thread:a b", "rui-page:a:b:c"));

describe("thread store keys", () => {
  it("threadKey / partKey parse back to their ids, for every valid id", () => {
    fc.assert(
      fc.property(threadId, partId, (t, p) => {
        expect(parseThreadKey(threadKey(t))).toBe(t);
        expect(parsePartKey(partKey(t, p))).toEqual({ threadId: t, partId: p });
      }),
    );
  });

  it("any string parses to a valid id or to nothing (never throws, never an id outside the grammar)", () => {
    fc.assert(
      fc.property(hostile, (s) => {
        for (const key of [s, `rui-thread:${s}`, `rui-page:${s}`, `rui-page:t:${s}`]) {
          const t = parseThreadKey(key);
          if (t !== undefined) expect(THREAD_ID_PATTERN.test(t)).toBe(true);
          const p = parsePartKey(key);
          if (p) expect(THREAD_ID_PATTERN.test(p.threadId) && PART_ID_PATTERN.test(p.partId)).toBe(true);
        }
      }),
    );
  });

  it("revisions: an ETag of up to 15 digits parses back; any other string is not a revision", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999_999_999 }), (n) => {
        expect(parseRevisionETag(revisionETag(n))).toBe(n);
        expect(parseRevisionETag(`W/${revisionETag(n)}`)).toBe(n);
      }),
    );
    expect(parseRevisionETag(revisionETag(10 ** 15))).toBeUndefined(); // 16 digits: not a revision (≤ 15)
    fc.assert(fc.property(hostile, (s) => {
      const r = parseRevisionETag(s);
      if (r !== undefined) expect(Number.isSafeInteger(r) && r >= 0).toBe(true);
    }));
  });
});

describe("thread store requests (SQLite in memory)", () => {
  const backend = sqliteBackend({ filename: ":memory:" });
  const server = createThreadServer({ backend, authorize: (r) => r.headers.get("x-user") });
  const statusOk = async (res: Response) => {
    expect(res.status).toBeLessThan(500);
    if (res.status >= 400) expect(typeof ((await res.json()) as { error: { code: string } }).error.code).toBe("string");
  };

  it("hostile keys on every method: a 2xx or a 4xx with a code, never a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(hostile, fc.constantFrom("GET", "PUT", "DELETE", "PATCH", "POST"), fc.option(hostile), async (key, method, ifMatch) => {
        const headers: Record<string, string> = { "x-user": "prop", "Content-Type": "application/json" };
        if (ifMatch !== null && /^[\t\x20-\x7e]*$/.test(ifMatch)) headers["If-Match"] = ifMatch;
        const body = method === "GET" || method === "DELETE" ? undefined : JSON.stringify({ title: key });
        await statusOk(await server.fetch(new Request(`http://app.test/api/threads/${encodeURIComponent(key)}`, { method, headers, ...(body !== undefined && { body }) })));
      }),
      { numRuns: 300 },
    );
  });

  it("paging: any limit and cursor answer 200 with at most 200 threads (limit clamped to 1–200)", async () => {
    for (let i = 0; i < 5; i++) {
      const text = JSON.stringify({ schema: "reasoning-ui.thread", version: 1, threadId: `p${i}`, title: `t${i}`, savedAt: 1, messages: [] });
      await server.fetch(new Request(`http://app.test/api/threads/rui-thread:p${i}`, { method: "PUT", body: text, headers: { "x-user": "pager", "Content-Type": "application/json", "If-None-Match": "*" } }));
    }
    await fc.assert(
      fc.asyncProperty(fc.oneof(hostile, fc.integer().map(String), fc.double().map(String)), fc.option(hostile), async (limit, cursor) => {
        const url = new URL("http://app.test/api/threads");
        url.searchParams.set("limit", limit);
        if (cursor !== null) url.searchParams.set("cursor", cursor);
        const res = await server.fetch(new Request(url, { headers: { "x-user": "pager" } }));
        expect(res.status).toBe(200);
        const page = (await res.json()) as { threads: unknown[] };
        expect(page.threads.length).toBeLessThanOrEqual(5);
        expect(page.threads.length).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});
