/**
 * P13 (issue 30, docs/architecture.md, "Hosting layer and servers"): the thread store (`@reasoning-ui/server`), figures only:
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
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import { PagedThread } from "../../packages/core/src/storage/pagedThread";
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
import { record } from "../record.mjs";

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
  record(`p13-save-${name === "SQLite" ? "sqlite" : "postgres"}`, { label: `${name}, one value`, value: pct(times, 50), unit: "ms", budget: 20, note: `p90 ${pct(times, 90).toFixed(1)} ms; ${(body.length / 1e6).toFixed(2)} MB; ${RUNS} saves` });
  console.log(`  save at the store, ${name}, one value (unpaged): 300 turns (${(body.length / 1e6).toFixed(2)} MB): median ${ms(pct(times, 50))} ms, p90 ${ms(pct(times, 90))} ms   [budget ≤ 20 ms]`);
}

/**
 * Issue 30 (docs/architecture.md, "Hosting layer and servers"): the same 300-turn thread saved as core's session saves it — in pages: the first save writes every
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
  record(`p13-paged-${name === "SQLite" ? "sqlite" : "postgres"}`, { label: `${name}, paged (a turn added)`, value: pct(times, 50), unit: "ms", budget: 20, note: `p90 ${pct(times, 90).toFixed(1)} ms; ${(pct(sizes, 50) / 1024).toFixed(0)} KB sent` });
  console.log(
    `  save at the store, ${name}, paged (docs/architecture.md, "Hosting layer and servers", as the session saves): a turn added to the 300-turn thread → ${ms(pct(times, 50))} ms median, p90 ${ms(pct(times, 90))} ms, ${(pct(sizes, 50) / 1024).toFixed(0)} KB sent (the head; ${pages} new page(s) in ${RUNS} saves)   [budget ≤ 20 ms]; the first save, every part: ${first.puts} PUTs, ${(first.bytes / 1e6).toFixed(2)} MB, ${ms(first.spent)} ms`,
  );
  session.connect()();
}

let firstError: unknown;

/** The clients' loop: `CLIENTS` clients, each saving its own thread `SAVES` times, staggered over `paceMs`. */
const CLIENT_LOOP = `
async function clients({ url, bodies, saves, paceMs, prefix }) {
  const latencies = [];
  const statuses = {};
  let errors = 0;
  const t0 = performance.now();
  await Promise.all(bodies.map(async (body, c) => {
    let etag = null;
    const start = performance.now() + (paceMs * c) / bodies.length;
    for (let i = 0; i < saves; i++) {
      const due = start + i * paceMs - performance.now();
      if (due > 0) await new Promise((r) => setTimeout(r, due));
      const s = performance.now();
      const res = await fetch(url + "/rui-thread:" + prefix + "-" + c, { method: "PUT", body, headers: { "Content-Type": "application/json", "x-user": "user" + c, ...(etag ? { "If-Match": etag } : { "If-None-Match": "*" }) } });
      await res.arrayBuffer();
      latencies.push(performance.now() - s);
      if (res.status !== 200) { errors++; statuses[res.status] = (statuses[res.status] ?? 0) + 1; }
      etag = res.headers.get("ETag");
    }
  }));
  return { latencies, errors, statuses, wall: performance.now() - t0 };
}`;
type ClientResult = { latencies: number[]; errors: number; statuses: Record<string, number>; wall: number };
const clientsHere = new Function(`${CLIENT_LOOP}; return clients;`)() as (a: unknown) => Promise<ClientResult>;
/** The same loop in a worker thread: the clients' work off the store's event loop (as clients on other machines). */
function clientsInWorker(args: unknown): Promise<ClientResult> {
  const worker = new Worker(`${CLIENT_LOOP}; const { parentPort, workerData } = require("node:worker_threads"); clients(workerData).then((r) => parentPort.postMessage(r));`, { eval: true, workerData: args });
  return new Promise((resolve, reject) => {
    worker.once("message", (r: ClientResult) => void worker.terminate().then(() => resolve(r)));
    worker.once("error", reject);
  });
}

async function concurrentClients(backend: ThreadStoreBackend, paceMs: number, where: "here" | "worker", paged: boolean) {
  // the breakdown: the database's time per save (pool wait + statement), the store's time per request (from the
  // request's arrival to its answer written), the store process's event-loop delay
  const db: number[] = [];
  const timed: ThreadStoreBackend = {
    ...backend,
    put: async (...a) => {
      const t = performance.now();
      const r = await backend.put(...a);
      db.push(performance.now() - t);
      return r;
    },
  };
  const store = createThreadServer({ backend: timed, authorize: (req) => req.headers.get("x-user"), onError: (err) => firstError ??= err });
  const handled: number[] = [];
  const http = createServer((req, res) => {
    const t = performance.now();
    res.once("finish", () => handled.push(performance.now() - t));
    store.node(req, res);
  });
  http.keepAliveTimeout = 30_000;
  await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/threads`;
  const prefix = `c${paceMs}-${where}-${paged ? "p" : "w"}`;
  // paged: what a session sends for a 20-turn thread (its head, ≤ 64 KB; docs/architecture.md, "Hosting layer and servers") — else the whole thread as one value
  const bodies = Array.from({ length: CLIENTS }, (_, c) => (paged ? pagedHead(`${prefix}-${c}`) : { head: thread(`${prefix}-${c}`, 20, 0), parts: [] as Array<[string, string]> }));
  // a paged thread's older pages were written before (once, when they were sealed): stored now, not timed
  for (const [c, b] of bodies.entries())
    for (const [key, text] of b.parts) {
      const res = await store.fetch(new Request(`${url}/${key}`, { method: "PUT", body: text, headers: { "Content-Type": "application/json", "x-user": `user${c}` } }));
      if (res.status !== 204) throw new Error(`part answered ${res.status}`);
    }
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const args = { url, bodies: bodies.map((b) => b.head), saves: SAVES, paceMs, prefix };
  const { latencies, errors, statuses, wall } = where === "worker" ? await clientsInWorker(args) : await clientsHere(args);
  loop.disable();
  if (firstError) console.log(`  (first store error: ${String((firstError as Error).message ?? firstError)})`);
  firstError = undefined;
  await new Promise((r) => http.close(r));
  const status = Object.entries(statuses);
  const id = `p13-clients-${paceMs ? "paced" : "b2b"}-${where}-${paged ? "paged" : "whole"}`;
  const how = `${CLIENTS} clients, ${paceMs ? `a save per ${paceMs} ms` : "back to back"}, ${where === "worker" ? "clients in a worker" : "clients in the store's process"}, ${paged ? "paged head" : "one value"}`;
  record(id, { label: `${how}: p99`, value: pct(latencies, 99), unit: "ms", budget: 50, note: `p50 ${pct(latencies, 50).toFixed(1)} ms; ${((CLIENTS * SAVES) / (wall / 1000)).toFixed(0)} saves/s` });
  record(`${id}-errors`, { label: `${how}: errors`, value: errors, unit: "errors", budget: 0 });
  console.log(
    `  ${CLIENTS} clients at once on one PostgreSQL (clients ${where === "worker" ? "in a worker thread" : "in the store's process"}), ${paceMs ? `a save every ${paceMs} ms` : "back to back"}, ${SAVES} saves each of ${paged ? "a 20-turn thread's paged head" : "a 20-turn thread as one value"} (${(bodies[0]!.head.length / 1e3).toFixed(0)} KB): ${errors} errors, p50 ${ms(pct(latencies, 50))} ms, p99 ${ms(pct(latencies, 99))} ms, ${((CLIENTS * SAVES) / (wall / 1000)).toFixed(0)} saves/s${errors ? ` (statuses: ${status.map(([k, v]) => `${v}× ${k}`).join(", ")})` : ""}   [budget: no error, p99 ≤ 50 ms]`,
  );
  console.log(
    `    breakdown: at the store p50 ${ms(pct(handled, 50))} / p99 ${ms(pct(handled, 99))} ms per request, of it the database (pool wait + statement) p50 ${ms(pct(db, 50))} / p99 ${ms(pct(db, 99))} ms; the store's event loop delayed p99 ${ms(loop.percentile(99) / 1e6)} ms; the rest of the client's time is queueing in the client and the kernel (Little's law: ${CLIENTS} requests in flight ÷ the saves/s)`,
  );
}

/** The head a session sends for a 20-turn thread with reasoning (its pages written once before; docs/architecture.md, "Hosting layer and servers"), as JSON text. */
function pagedHead(id: string): { head: string; parts: Array<[string, string]> } {
  const state = longThread(20, 0).getState();
  const paged = new PagedThread(id);
  const plan = paged.plan({ ...state, threadId: id }, id);
  const head = JSON.stringify({ ...toStoredThread(state, Date.now()), threadId: id, ...plan.head, messageCount: plan.messageCount, ...(plan.parts && { parts: plan.parts }) });
  return { head, parts: plan.writes.map(([key, part]) => [encodeURIComponent(key), JSON.stringify(part)]) };
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
    for (const [pace, where, paged] of [[500, "here", false], [0, "here", false], [500, "worker", false], [0, "worker", false], [500, "worker", true], [0, "worker", true]] as const)
      await concurrentClients(backend, pace, where, paged);
    await backend.close?.();
  } finally {
    await pg.stop();
  }
}
rmSync(dir, { recursive: true, force: true });
