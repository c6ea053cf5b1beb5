/**
 * The thread store's Node mount under hostile traffic (issue 41), on SQLite and on PostgreSQL (a real server),
 * through raw sockets: the shared suite (packages/host/test/hostile.ts), then what is the store's own — 20
 * concurrent conflicting saves of one thread, parts without revisions — each checked for nothing committed lost.
 */
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNodeServer } from "@reasoning-ui/host/node";
import { freePort } from "../../../scripts/demoAgentProcess.mjs";
import { startPostgres } from "../../../scripts/postgresProcess.mjs";
import { hostileTrafficSuite, type HostileTarget } from "../../host/test/hostile";
import { raw } from "../../host/test/rawHttp";
import { createThreadServer, type ThreadStoreBackend } from "../src/index";
import { postgresBackend } from "../src/postgres";
import { sqliteBackend } from "../src/sqlite";
import { threadText } from "./contract";

const LIMIT = 8 * 1024 * 1024;

function mount(name: string, makeBackend: () => Promise<{ backend: ThreadStoreBackend; stop(): Promise<void> }>) {
  let port = 0;
  let stop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const { backend, stop: stopBackend } = await makeBackend();
    const store = createThreadServer({ backend, authorize: (req) => req.headers.get("x-user") });
    // short timeouts for the test (the defaults are 10 s / 60 s): a slow body is dropped in ~2 s
    const server = createNodeServer(store.fetch, { headersTimeout: 1_000, requestTimeout: 2_000, connectionsCheckingInterval: 200 });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
    stop = async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await stopBackend();
    };
  }, 120_000);
  afterAll(() => stop());
  const target = (): HostileTarget => ({
    port,
    body: { method: "PUT", path: "/api/threads/rui-thread:flood", headers: "Content-Type: application/json\r\nIf-None-Match: *\r\n" },
    signedIn: "x-user: alice\r\n",
    limit: LIMIT,
    anonymousStatus: [401],
    probe: "/api/threads?limit=1",
  });
  hostileTrafficSuite(name, target);

  describe(`${name}: the store's own attacks`, () => {
    const send = (method: string, key: string, body: string | undefined, headers: string) =>
      raw(port, `${method} /api/threads/${encodeURIComponent(key)} HTTP/1.1\r\nHost: app.test\r\nx-user: alice\r\nConnection: close\r\n${body === undefined ? "" : `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`}${headers}\r\n${body ?? ""}`);

    it("20 concurrent conflicting saves of one thread: exactly one is committed, 19 are 412 revision_mismatch, the winner's bytes are stored", async () => {
      const key = "rui-thread:race20";
      expect((await send("PUT", key, threadText("race20"), "If-None-Match: *\r\n")).status).toBe(200);
      const bodies = Array.from({ length: 20 }, (_, i) => threadText("race20", 1, { title: `writer ${i}` }));
      const answers = await Promise.all(bodies.map((b) => send("PUT", key, b, 'If-Match: "1"\r\n')));
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status === 412).map((a) => a.code)).toEqual(Array(19).fill("revision_mismatch"));
      const stored = await send("GET", key, undefined, "");
      expect(stored.headers.etag).toBe('"2"');
      expect(bodies).toContain(stored.body);
      expect(stored.body).toBe(bodies[answers.indexOf(won[0]!)]);
    }, 60_000);

    it("parts without revisions: a listed part is neither replaced nor deleted without If-Match (428), nor with a stale one (412); nothing committed changes", async () => {
      const part = (n: number) => JSON.stringify({ schema: "reasoning-ui.thread-part", version: 1, threadId: "paged41", messages: [{ id: `m${n}`, role: "user", content: `page ${n}` }] });
      expect((await send("PUT", "rui-page:paged41:p1", part(1), "")).status).toBe(204);
      expect((await send("PUT", "rui-thread:paged41", threadText("paged41", 1, { version: 3, parts: { pages: [{ id: "p1", messageCount: 1 }] } }), "If-None-Match: *\r\n")).status).toBe(200);
      const attacks = await Promise.all([send("PUT", "rui-page:paged41:p1", part(666), ""), send("DELETE", "rui-page:paged41:p1", undefined, ""), send("PUT", "rui-page:paged41:p1", part(666), 'If-Match: "9"\r\n'), send("DELETE", "rui-page:paged41:p1", undefined, 'If-Match: "0"\r\n')]);
      expect(attacks.map((a) => [a.status, a.code])).toEqual([[428, "revision_required"], [428, "revision_required"], [412, "revision_mismatch"], [412, "revision_mismatch"]]);
      expect((await send("GET", "rui-page:paged41:p1", undefined, "")).body).toBe(part(1));
      expect((await send("GET", "rui-thread:paged41", undefined, "")).headers.etag).toBe('"1"');
    });
  });
}

describe("SQLite", () => {
  mount("thread store on SQLite", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rui-hostile-"));
    const backend = sqliteBackend({ filename: path.join(dir, "threads.db") });
    return { backend, stop: async () => (await backend.close?.(), rmSync(dir, { recursive: true, force: true })) };
  });
});

describe("PostgreSQL", () => {
  mount("thread store on PostgreSQL", async () => {
    const pg = await startPostgres({ port: await freePort() });
    const backend = postgresBackend({ connectionString: pg.url });
    return { backend, stop: async () => (await backend.close?.(), await pg.stop()) };
  });
});
