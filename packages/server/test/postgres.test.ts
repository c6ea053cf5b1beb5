/**
 * PostgreSQL (a real server: Debian's postgresql, initdb into a temp dir, started and stopped here): the thread
 * store contract, and a database that goes away mid-conversation.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../../../scripts/demoAgentProcess.mjs";
import { startPostgres } from "../../../scripts/postgresProcess.mjs";
import { createThreadServer, type ThreadStoreBackend } from "../src/index";
import { postgresBackend } from "../src/postgres";
import { get, put, threadContract, threadText } from "./contract";
import { listen, tab, userTexts } from "./sessions";

let pg: Awaited<ReturnType<typeof startPostgres>>;
let backend: ThreadStoreBackend;
beforeAll(async () => {
  pg = await startPostgres({ port: await freePort() });
  backend = postgresBackend({ connectionString: pg.url });
});
afterAll(async () => {
  await backend?.close?.();
  await pg?.stop();
});

threadContract("PostgreSQL", () => backend);

it("PostgreSQL down: 503 store_unavailable and nothing changes; back up: the same pool serves again", async () => {
  const s = createThreadServer({ backend, authorize: () => "down" });
  await s.fetch(put("rui-thread:d", threadText("d"), { "If-None-Match": "*" }));
  await pg.kill();
  const down = await s.fetch(put("rui-thread:d", threadText("d", 2), { "If-Match": '"1"' }));
  expect(down.status).toBe(503);
  expect(down.headers.get("Retry-After")).toBe("2");
  expect(((await down.json()) as { error: { code: string } }).error.code).toBe("store_unavailable");
  expect((await s.fetch(get("rui-thread:d"))).status).toBe(503);
  await pg.start();
  const read = await s.fetch(get("rui-thread:d"));
  expect(read.headers.get("ETag")).toBe('"1"');
  expect(await read.text()).toBe(threadText("d"));
});

it("a restart of the database mid-conversation: the session says so, keeps going in memory, and saves when it is back", async () => {
  const http = await listen(backend);
  const a = await tab(http.url, "restart");
  await a.session.run("before the restart");
  await a.session.flush();
  const threadId = a.session.store.getState().threadId;
  await pg.kill();
  await a.session.run("while the database is down");
  await a.session.flush();
  expect(a.session.state.getState().storageError).toMatchObject({ code: "write_failed", message: expect.stringContaining("server that keeps conversations is unavailable") });
  expect(userTexts(a.session.store.getState().messages)).toEqual(["before the restart", "while the database is down"]); // nothing lost
  await pg.start();
  // The session tries again on its own (backing off from 1 s): the error clears once the save went through.
  await expect.poll(() => a.session.state.getState().storageError, { timeout: 20_000, interval: 100 }).toBeUndefined();
  const b = await tab(http.url, "restart", { threadId, from: 10 });
  expect(userTexts(b.session.store.getState().messages)).toEqual(["before the restart", "while the database is down"]);
  a.disconnect();
  b.disconnect();
  await http.close();
});
