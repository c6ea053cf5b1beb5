/**
 * The thread store's contract, run against every backend through the same request handler (issue 30): SQLite
 * (sqlite.test.ts) and PostgreSQL (postgres.test.ts). Requests are Web `Request`s (what a Next.js route gets).
 */
import { describe, expect, it } from "vitest";
import { createThreadServer, type ThreadStoreBackend } from "../src/index";

export const BASE = "http://app.test/api/threads";
const ENCRYPTED = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..aXY.Y2lwaGVy.dGFn";

/** A stored thread's JSON text, with odd spacing and key order the store must keep byte-for-byte. */
export function threadText(threadId: string, turns = 1, extra: Record<string, unknown> = {}): string {
  const messages = [];
  for (let i = 0; i < turns; i++) {
    messages.push({ id: `u${i}`, role: "user", content: `question ${i} — ünïcødé 🧠` });
    messages.push({ id: `r${i}`, role: "reasoning", content: `thinking ${i}`, encryptedValue: ENCRYPTED });
    messages.push({ role: "assistant", id: `a${i}`, content: `answer ${i}` });
  }
  const body = { schema: "reasoning-ui.thread", version: 1, savedAt: 1, title: "question 0", threadId, messages, reasoning: {}, spans: {}, toolCallTimes: {}, runs: [], branches: {}, branchVariants: {}, ...extra };
  return JSON.stringify(body).replace('"messages":', '"messages" :  ');
}

const user = (req: Request) => req.headers.get("x-user");

export function put(key: string, body: string, headers: Record<string, string>, userId = "alice"): Request {
  return new Request(`${BASE}/${encodeURIComponent(key)}`, { method: "PUT", body, headers: { "Content-Type": "application/json", "x-user": userId, ...headers } });
}
export const get = (key: string, userId = "alice") => new Request(`${BASE}/${encodeURIComponent(key)}`, { headers: { "x-user": userId } });
const del = (key: string, userId = "alice", headers: Record<string, string> = {}) => new Request(`${BASE}/${encodeURIComponent(key)}`, { method: "DELETE", headers: { "x-user": userId, ...headers } });
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

export function threadContract(name: string, backend: () => ThreadStoreBackend) {
  const server = () => createThreadServer({ backend: backend(), authorize: user, maxBodyBytes: 64 * 1024 });

  describe(`${name}: thread store contract`, () => {
    it("creates with If-None-Match: *, answers the same bytes with an ETag, and saves only on the current revision", async () => {
      const s = server();
      const key = "rui-thread:t-create";
      expect((await s.fetch(get(key))).status).toBe(404);
      const text = threadText("t-create");
      const created = await s.fetch(put(key, text, { "If-None-Match": "*" }));
      expect(created.status).toBe(200);
      expect(created.headers.get("ETag")).toBe('"1"');
      const read = await s.fetch(get(key));
      expect(read.headers.get("ETag")).toBe('"1"');
      expect(await read.text()).toBe(text); // byte-for-byte: spacing, key order, encrypted value
      expect((await s.fetch(put(key, text, { "If-None-Match": "*" }))).status).toBe(412); // exists already

      const next = threadText("t-create", 2);
      const saved = await s.fetch(put(key, next, { "If-Match": '"1"' }));
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ revision: 2 });
      const stale = await s.fetch(put(key, threadText("t-create", 3), { "If-Match": '"1"' }));
      expect(stale.status).toBe(412);
      expect(await errorCode(stale)).toBe("revision_mismatch");
      expect(stale.headers.get("ETag")).toBe('"2"');
      expect(await (await s.fetch(get(key))).text()).toBe(next);
    });

    it("of many saves on one revision at the same moment exactly one wins; the stored value is that one, whole", async () => {
      const s = server();
      const key = "rui-thread:t-race";
      await s.fetch(put(key, threadText("t-race"), { "If-None-Match": "*" }));
      const bodies = Array.from({ length: 12 }, (_, i) => threadText("t-race", i + 2));
      const answers = await Promise.all(bodies.map((b) => s.fetch(put(key, b, { "If-Match": '"1"' }))));
      const won = answers.flatMap((r, i) => (r.status === 200 ? [i] : []));
      expect(won).toHaveLength(1);
      expect(answers.filter((r) => r.status === 412)).toHaveLength(11);
      expect(await (await s.fetch(get(key))).text()).toBe(bodies[won[0]!]);
      const creates = await Promise.all([0, 1, 2].map((i) => s.fetch(put("rui-thread:t-race-new", threadText("t-race-new", i + 1), { "If-None-Match": "*" }))));
      expect(creates.filter((r) => r.status === 200)).toHaveLength(1);
    });

    it("refuses bad input with a clear status and code, and changes nothing", async () => {
      const s = server();
      const key = "rui-thread:t-bad";
      const good = threadText("t-bad");
      await s.fetch(put(key, good, { "If-None-Match": "*" }));
      const cases: [Request, number, string][] = [
        [put(key, good, {}), 428, "revision_required"],
        [put(key, "{not json", { "If-Match": '"1"' }), 400, "invalid_json"],
        [put(key, "x".repeat(70 * 1024), { "If-Match": '"1"' }), 413, "body_too_large"],
        [put(key, threadText("t-bad", 1, { version: 99 }), { "If-Match": '"1"' }), 422, "unsupported_version"],
        [put(key, threadText("t-bad", 1, { schema: "other" }), { "If-Match": '"1"' }), 422, "invalid_thread"],
        [put(key, threadText("t-bad", 1, { messages: "no" }), { "If-Match": '"1"' }), 422, "invalid_thread"],
        [put(key, threadText("someone-else"), { "If-Match": '"1"' }), 422, "invalid_thread"],
        [put(key, "[]", { "If-Match": "1" }), 400, "invalid_request"],
        [new Request(`${BASE}/${key}`, { method: "PUT", body: good, headers: { "Content-Type": "text/plain", "If-Match": '"1"', "x-user": "alice" } }), 415, "unsupported_media_type"],
        [get("rui-thread:x'; DROP TABLE rui_threads; --"), 400, "invalid_key"],
        [get(`rui-thread:${"a".repeat(201)}`), 400, "invalid_key"],
        [get("other-key"), 400, "invalid_key"],
        [new Request(`${BASE}/a/b`, { headers: { "x-user": "alice" } }), 400, "invalid_key"],
        [new Request(`${BASE}/${key}`), 401, "unauthorized"],
        [new Request(`${BASE}/${key}`, { method: "POST", headers: { "x-user": "alice" } }), 405, "method_not_allowed"],
      ];
      for (const [request, status, code] of cases) {
        const res = await s.fetch(request);
        expect([res.status, await errorCode(res)], `${request.method} ${request.url}`).toEqual([status, code]);
      }
      const read = await s.fetch(get(key));
      expect(read.headers.get("ETag")).toBe('"1"');
      expect(await read.text()).toBe(good);
    });

    it("scopes keys by user: another user's thread is a 404, never a 403; lists are per user", async () => {
      const s = server();
      const key = "rui-thread:t-mine";
      await s.fetch(put(key, threadText("t-mine"), { "If-None-Match": "*" }, "alice"));
      expect((await s.fetch(get(key, "mallory"))).status).toBe(404);
      expect((await s.fetch(del(key, "mallory"))).status).toBe(404);
      expect((await s.fetch(put(key, threadText("t-mine", 2), { "If-Match": '"1"' }, "mallory"))).status).toBe(412);
      expect(await (await s.fetch(get(key, "alice"))).text()).toBe(threadText("t-mine"));
      const list = await (await s.fetch(new Request(BASE, { headers: { "x-user": "mallory" } }))).json();
      expect(list).toEqual({ threads: [] });
    });

    it("lists a user's threads newest first in pages, derives the session's list, renames and deletes", async () => {
      const s = server();
      const u = `lister-${name}`;
      for (let i = 0; i < 5; i++) {
        await s.fetch(put(`rui-thread:l${i}`, threadText(`l${i}`, i + 1, { title: `Thread ${i}` }), { "If-None-Match": "*" }, u));
        await new Promise((r) => setTimeout(r, 2)); // distinct updatedAt (ms) for a stable order
      }
      const pages: string[][] = [];
      let cursor: string | undefined;
      do {
        const res = await s.fetch(new Request(`${BASE}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { headers: { "x-user": u } }));
        const body = (await res.json()) as { threads: { threadId: string; title: string; messageCount: number; running: boolean }[]; nextCursor?: string };
        pages.push(body.threads.map((t) => t.threadId));
        cursor = body.nextCursor;
      } while (cursor);
      expect(pages).toEqual([["l4", "l3"], ["l2", "l1"], ["l0"]]);

      const derived = await s.fetch(get("rui-threads", u));
      expect(derived.headers.get("Reasoning-UI-Thread-List")).toBe("server");
      const index = (await derived.json()) as { schema: string; threads: { threadId: string; title: string; messageCount: number; revision: number }[] };
      expect(index.schema).toBe("reasoning-ui.threads");
      expect(index.threads[0]).toMatchObject({ threadId: "l4", title: "Thread 4", messageCount: 15, revision: 1 });
      expect((await s.fetch(put("rui-threads", "{}", {}, u))).status).toBe(204); // the store keeps the list

      const rename = new Request(`${BASE}/rui-thread:l1`, { method: "PATCH", body: JSON.stringify({ title: "Renamed" }), headers: { "x-user": u, "Content-Type": "application/json" } });
      expect((await s.fetch(rename)).status).toBe(204);
      expect((await s.fetch(del("rui-thread:l2", u))).status).toBe(204);
      const after = (await (await s.fetch(new Request(`${BASE}?limit=10`, { headers: { "x-user": u } }))).json()) as { threads: { threadId: string; title: string }[] };
      expect(after.threads.map((t) => [t.threadId, t.title])).toEqual([["l4", "Thread 4"], ["l3", "Thread 3"], ["l1", "Renamed"], ["l0", "Thread 0"]]);
    });

    it("long threads in pages (docs/architecture.md, \"Hosting layer and servers\"): parts are stored byte-for-byte before the head that lists them; a head listing a missing part is refused; parts it no longer lists go with its save; a delete takes them all", async () => {
      const s = server();
      const key = "rui-thread:t-paged";
      const partText = (id: string, n: number) =>
        JSON.stringify({ schema: "reasoning-ui.thread-part", version: 1, threadId: "t-paged", messages: [{ id: `p${n}`, role: "reasoning", content: "older", encryptedValue: ENCRYPTED }], reasoning: {}, spans: {}, toolCallTimes: {}, runs: [] }).replace('"messages":', '"messages" : ') + " ".repeat(id.length % 2);
      const part = (id: string) => `rui-page:t-paged:${id}`;
      const head = (ids: string[]) => threadText("t-paged", 1, { version: 3, parts: { pages: ids.map((id) => ({ id, messageCount: 1 })) }, messageCount: 1 + ids.length * 1 + 2 });
      // a head before its part: refused, nothing stored
      const early = await s.fetch(put(key, head(["a1"]), { "If-None-Match": "*" }));
      expect(early.status).toBe(409);
      expect(await errorCode(early)).toBe("missing_parts");
      expect((await s.fetch(get(key))).status).toBe(404);
      const a1 = partText("a1", 1);
      expect((await s.fetch(put(part("a1"), a1, {}))).status).toBe(204);
      expect(await (await s.fetch(get(part("a1")))).text()).toBe(a1); // byte-for-byte
      expect((await s.fetch(get(part("a1"), "mallory"))).status).toBe(404); // another user's
      expect((await s.fetch(put(key, head(["a1"]), { "If-None-Match": "*" }))).status).toBe(200);
      const list = (await (await s.fetch(new Request(`${BASE}?limit=50`, { headers: { "x-user": "alice" } }))).json()) as { threads: { threadId: string; messageCount: number }[] };
      expect(list.threads.find((t) => t.threadId === "t-paged")!.messageCount).toBe(4); // the envelope's count across pages
      // a second page, then a head that lists only it: the first goes with that save
      expect((await s.fetch(put(part("b2"), partText("b2", 2), {}))).status).toBe(204);
      expect((await s.fetch(put(key, head(["b2"]), { "If-Match": '"1"' }))).status).toBe(200);
      expect((await s.fetch(get(part("a1")))).status).toBe(404);
      expect((await s.fetch(get(part("b2")))).status).toBe(200);
      // a stale head changes nothing, parts included
      expect((await s.fetch(put(key, head([]), { "If-Match": '"1"' }))).status).toBe(412);
      expect((await s.fetch(get(part("b2")))).status).toBe(200);
      // bad parts
      expect(await errorCode(await s.fetch(put(part("c3"), "{", {})))).toBe("invalid_json");
      expect(await errorCode(await s.fetch(put(part("c3"), partText("c3", 3).replace("t-paged", "other"), {})))).toBe("invalid_part");
      expect(await errorCode(await s.fetch(put("rui-page:t-paged:bad id", partText("c3", 3), {})))).toBe("invalid_key");
      expect(await errorCode(await s.fetch(put(key, threadText("t-paged", 1, { version: 3, parts: { pages: [{ id: "../x" }] } }), { "If-Match": '"2"' })))).toBe("invalid_thread");
      // deleting the thread deletes its parts
      expect((await s.fetch(del(key))).status).toBe(204);
      expect((await s.fetch(get(part("b2")))).status).toBe(404);
    });

    it("integrity (issue 41): a part the committed head lists is replaced or deleted only with If-Match of the head's revision; a stale If-Match is 412 on any part", async () => {
      const s = server();
      const key = "rui-thread:t-im";
      const partText = (n: number) => JSON.stringify({ schema: "reasoning-ui.thread-part", version: 1, threadId: "t-im", messages: [{ id: `p${n}`, role: "user", content: `page ${n}` }] });
      const part = (id: string) => `rui-page:t-im:${id}`;
      const head = (ids: string[]) => threadText("t-im", 1, { version: 3, parts: { pages: ids.map((id) => ({ id, messageCount: 1 })) } });
      expect((await s.fetch(put(part("a"), partText(1), {}))).status).toBe(204); // not listed yet: no revision needed
      expect((await s.fetch(put(key, head(["a"]), { "If-None-Match": "*" }))).status).toBe(200);
      // listed by the committed head (revision 1): overwrite and delete need If-Match
      const blind = await s.fetch(put(part("a"), partText(9), {}));
      expect([blind.status, await errorCode(blind), blind.headers.get("ETag")]).toEqual([428, "revision_required", '"1"']);
      const blindDelete = await s.fetch(del(part("a")));
      expect([blindDelete.status, await errorCode(blindDelete)]).toEqual([428, "revision_required"]);
      const stale = await s.fetch(put(part("a"), partText(9), { "If-Match": '"7"' }));
      expect([stale.status, await errorCode(stale)]).toEqual([412, "revision_mismatch"]);
      expect(await (await s.fetch(get(part("a")))).text()).toBe(partText(1)); // nothing changed
      const staleNew = await s.fetch(put(part("b"), partText(2), { "If-Match": '"7"' }));
      expect(staleNew.status).toBe(412);
      expect((await s.fetch(get(part("b")))).status).toBe(404);
      expect(await errorCode(await s.fetch(put(part("b"), partText(2), { "If-Match": "nope" })))).toBe("invalid_request");
      // with the head's revision: allowed
      expect((await s.fetch(put(part("b"), partText(2), { "If-Match": '"1"' }))).status).toBe(204);
      expect((await s.fetch(put(key, head(["b"]), { "If-Match": '"1"' }))).status).toBe(200);
      expect((await s.fetch(del(part("b")))).status).toBe(428);
      expect((await s.fetch(del(part("b"), "alice", { "If-Match": '"2"' }))).status).toBe(204);
    });

    it("per-user quotas (issue 41): a new thread beyond the thread quota is 429 thread_quota_exceeded, a write beyond the byte quota 413 storage_quota_exceeded; another user is not affected; replacing within the quota works", async () => {
      const s = createThreadServer({ backend: backend(), authorize: user, quota: { threads: 2, bytes: 3_000 } });
      const u = "quota-user";
      expect((await s.fetch(put("rui-thread:q1", threadText("q1"), { "If-None-Match": "*" }, u))).status).toBe(200);
      expect((await s.fetch(put("rui-thread:q2", threadText("q2"), { "If-None-Match": "*" }, u))).status).toBe(200);
      const third = await s.fetch(put("rui-thread:q3", threadText("q3"), { "If-None-Match": "*" }, u));
      expect([third.status, await errorCode(third)]).toEqual([429, "thread_quota_exceeded"]);
      expect((await s.fetch(get("rui-thread:q3", u))).status).toBe(404);
      const big = await s.fetch(put("rui-thread:q2", threadText("q2", 12), { "If-Match": '"1"' }, u));
      expect([big.status, await errorCode(big)]).toEqual([413, "storage_quota_exceeded"]);
      expect(await (await s.fetch(get("rui-thread:q2", u))).text()).toBe(threadText("q2")); // unchanged
      expect((await s.fetch(put("rui-thread:q2", threadText("q2", 2), { "If-Match": '"1"' }, u))).status).toBe(200); // a replacement inside the quota
      expect((await s.fetch(put("rui-thread:q3", threadText("q3"), { "If-None-Match": "*" }, "quota-other"))).status).toBe(200);
    });

    it("orphan parts (issue 41): parts no committed head lists are collected once old; listed parts and young orphans stay", async () => {
      const b = backend();
      const s = createThreadServer({ backend: b, authorize: user });
      const partText = (t: string) => JSON.stringify({ schema: "reasoning-ui.thread-part", version: 1, threadId: t, messages: [] });
      expect((await s.fetch(put("rui-page:t-orph:o1", partText("t-orph"), {}))).status).toBe(204); // head never saved
      expect((await s.fetch(put("rui-page:t-kept:k1", partText("t-kept"), {}))).status).toBe(204);
      expect((await s.fetch(put("rui-thread:t-kept", threadText("t-kept", 1, { version: 3, parts: { pages: [{ id: "k1", messageCount: 0 }] } }), { "If-None-Match": "*" }))).status).toBe(200);
      expect((await s.fetch(put("rui-page:t-kept:k2", partText("t-kept"), { "If-Match": '"1"' }))).status).toBe(204); // written, never listed
      expect(await b.collectOrphanParts!(Date.now() - 60_000)).toBe(0); // all young
      await new Promise((r) => setTimeout(r, 5));
      expect(await b.collectOrphanParts!(Date.now())).toBeGreaterThanOrEqual(2);
      expect((await s.fetch(get("rui-page:t-orph:o1"))).status).toBe(404);
      expect((await s.fetch(get("rui-page:t-kept:k2"))).status).toBe(404);
      expect((await s.fetch(get("rui-page:t-kept:k1"))).status).toBe(200);
    });
  });
}
