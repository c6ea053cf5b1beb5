/**
 * P13 (issue 30, docs/architecture.md §22): the thread store (`@reasoning-ui/server`), figures only:
 * - save at the store: one `PUT` of a 300-turn thread (bench/p9's, ~1.5 MB with encrypted values) through the
 *   handler (`server.fetch`: body read, envelope checked, one conditional statement), SQLite file and PostgreSQL
 *   on this machine (budget ≤ 20 ms each);
 * - 100 clients at once, each saving its own thread (20 turns, ~100 KB) 10 times over HTTP (Node `http`, one
 *   process with the clients) on one PostgreSQL — every 500 ms (the session's coalescing cadence while answers
 *   stream), then back to back (a stress figure): errors and p50 / p99 per save (budget: no error, p99 ≤ 50 ms).
 * PostgreSQL is Debian's, started here in a temp dir (scripts/postgresProcess.mjs) and stopped; skipped when not
 * installed.
 *   node --import tsx bench/p13/run.ts [--short]
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { toStoredThread } from "../../packages/core/src/storage/index";
import { createThreadServer, type ThreadStoreBackend } from "../../packages/server/src/index";
import { postgresBackend } from "../../packages/server/src/postgres";
import { sqliteBackend } from "../../packages/server/src/sqlite";
import { freePort } from "../../scripts/demoAgentProcess.mjs";
import { postgresBin, startPostgres } from "../../scripts/postgresProcess.mjs";
import { foldTurn, longThread } from "../p9/thread";
import { createAgentSession } from "../../packages/core/src/index";
import { serverStorage } from "../../packages/core/src/storage/index";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const RUNS = SHORT ? 9 : 31;
const CLIENTS = 100;
const SAVES = SHORT ? 5 : 10;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const ms = (x: number) => x.toFixed(x < 10 ? 2 : 1).padStart(6);

const thread = (id: string, turns: number, forks: number) => JSON.stringify({ ...toStoredThread(longThread(turns, forks).getState(), Date.now()), threadId: id });

async function saveAtStore(name: string, backend: ThreadStoreBackend) {
  const server = createThreadServer({ backend, authorize: () => "bench" });
  const id = `long-${name.toLowerCase()}`;
  const body = thread(id, 300, 10);
  const key = `rui-thread:${id}`;
  const put = (revision: number | null) =>
    server.fetch(
      new Request(`http://bench/api/threads/${key}`, {
        method: "PUT",
        body,
        headers: { "Content-Type": "application/json", ...(revision === null ? { "If-None-Match": "*" } : { "If-Match": `"${revision}"` }) },
      }),
    );
  let revision = 0;
  const first = await put(null);
  if (first.status !== 200) throw new Error(`${name}: first save answered ${first.status}`);
  revision = 1;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await put(revision);
    times.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`${name}: save answered ${res.status}`);
    revision++;
  }
  console.log(`  save at the store, ${name}, one value (unpaged): 300 turns (${(body.length / 1e6).toFixed(2)} MB): median ${ms(pct(times, 50))} ms, p90 ${ms(pct(times, 90))} ms   [budget ≤ 20 ms]`);
}

/**
 * Issue 30 (§24): the same 300-turn thread saved as core's session saves it — in pages: the first save writes every
 * part and the head; each later save (a new turn) writes the head (≤ 64 KB) and, now and then, one new page. Timed
 * at the store: the handler's time for the save's requests (body read, envelope check, the conditional statement).
 */
async function pagedSaveAtStore(name: string, backend: ThreadStoreBackend) {
  const server = createThreadServer({ backend, authorize: () => "bench-paged" });
  let spent = 0;
  let puts = 0;
  let bytes = 0;
  const timed: typeof fetch = async (input, init) => {
    const request = new Request(input as string, init);
    const t0 = performance.now();
    const res = await server.fetch(request);
    if (request.method === "PUT" && !String(input).endsWith("rui-threads")) {
      spent += performance.now() - t0;
      puts++;
      bytes += String(init?.body ?? "").length;
    }
    return res;
  };
  const store = longThread(300, 10);
  const session = createAgentSession({ runner: async () => "finished", store, storage: serverStorage({ url: "http://bench/api/threads", fetch: timed }), persistence: { saveDelayMs: 60_000 } });
  session.connect();
  await session.ready();
  store.getState().addMessage({ id: "first", role: "user", content: "first save" });
  await session.flush();
  const first = { spent, puts, bytes };
  const times: number[] = [];
  const sizes: number[] = [];
  let pages = 0;
  for (let i = 0; i < RUNS; i++) {
    foldTurn(store, `more-${i}`, `one more question ${i}`);
    spent = 0;
    puts = 0;
    bytes = 0;
    await session.flush();
    if (session.state.getState().storageError) throw new Error(`${name}: ${session.state.getState().storageError!.message}`);
    times.push(spent);
    sizes.push(bytes);
    pages += puts - 1;
  }
  console.log(
    `  save at the store, ${name}, paged (§24, as the session saves): a turn added to the 300-turn thread → ${ms(pct(times, 50))} ms median, p90 ${ms(pct(times, 90))} ms, ${(pct(sizes, 50) / 1024).toFixed(0)} KB sent (the head; ${pages} new page(s) in ${RUNS} saves)   [budget ≤ 20 ms]; the first save, every part: ${first.puts} PUTs, ${(first.bytes / 1e6).toFixed(2)} MB, ${ms(first.spent)} ms`,
  );
  session.connect()();
}

let firstError: unknown;

async function concurrentClients(backend: ThreadStoreBackend, paceMs: number) {
  const store = createThreadServer({ backend, authorize: (req) => req.headers.get("x-user"), onError: (err) => firstError ??= err });
  const http = createServer(store.node);
  http.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/threads`;
  const bodies = Array.from({ length: CLIENTS }, (_, c) => thread(`c${paceMs}-${c}`, 20, 0));
  const latencies: number[] = [];
  let errors = 0;
  const statuses = new Map<number, number>();
  const t0 = performance.now();
  await Promise.all(
    bodies.map(async (body, c) => {
      let etag: string | null = null;
      const start = performance.now() + (paceMs * c) / CLIENTS; // staggered, as users' turns are
      for (let i = 0; i < SAVES; i++) {
        const due = start + i * paceMs - performance.now();
        if (due > 0) await new Promise((r) => setTimeout(r, due));
        const s = performance.now();
        const res: Response = await fetch(`${url}/rui-thread:c${paceMs}-${c}`, {
          method: "PUT",
          body,
          headers: { "Content-Type": "application/json", "x-user": `user${c}`, ...(etag ? { "If-Match": etag } : { "If-None-Match": "*" }) },
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - s);
        if (res.status !== 200) {
          errors++;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
        etag = res.headers.get("ETag");
      }
    }),
  );
  const wall = performance.now() - t0;
  if (firstError) console.log(`  (first store error: ${String((firstError as Error).message ?? firstError)})`);
  firstError = undefined;
  await new Promise((r) => http.close(r));
  console.log(
    `  ${CLIENTS} clients at once on one PostgreSQL, ${paceMs ? `a save every ${paceMs} ms (the coalescing cadence while answers stream)` : "saving back to back"}, ${SAVES} saves each of their own thread (20 turns, ${(bodies[0]!.length / 1e3).toFixed(0)} KB) over HTTP: ${errors} errors, p50 ${ms(pct(latencies, 50))} ms, p99 ${ms(pct(latencies, 99))} ms, ${((CLIENTS * SAVES) / (wall / 1000)).toFixed(0)} saves/s${errors ? ` (statuses: ${[...statuses].map(([k, v]) => `${v}× ${k}`).join(", ")})` : ""}   [budget: no error, p99 ≤ 50 ms]`,
  );
}

console.log(`\nP13 thread store (issue 30)${SHORT ? " — short" : ""}`);
const dir = mkdtempSync(path.join(tmpdir(), "rui-bench-"));
const sqlite = sqliteBackend({ filename: path.join(dir, "threads.db") });
await saveAtStore("SQLite", sqlite);
await pagedSaveAtStore("SQLite", sqlite);
await sqlite.close?.();
if (!postgresBin()) console.log("  PostgreSQL rows skipped: not installed (apt-get install postgresql)");
else {
  const pg = await startPostgres({ port: await freePort() });
  try {
    const backend = postgresBackend({ connectionString: pg.url, max: 20 });
    await saveAtStore("PostgreSQL", backend);
    await pagedSaveAtStore("PostgreSQL", backend);
    await concurrentClients(backend, 500);
    await concurrentClients(backend, 0);
    await backend.close?.();
  } finally {
    await pg.stop();
  }
}
rmSync(dir, { recursive: true, force: true });
