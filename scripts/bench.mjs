// `pnpm bench [--short]` (or BENCH_SHORT=1): prints P1–P13 of issues 5, 12, 15, 22, 24, 29, 30 and 34 / docs/architecture.md, "Budgets and benchmarks" with their budgets.
// Figures only: timing is never asserted in tests. Results are written up in bench/RESULTS.md by hand.
// Every budgeted figure is also recorded (bench/record.mjs → bench/results/speed.json) for the README's generated table
// (regenerated at the end of a whole run; after running one bench script alone, run node scripts/budgets.mjs).
import { spawnSync } from "node:child_process";
import { loadavg, cpus } from "node:os";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const short = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const flag = short ? ["--short"] : [];
/** One benchmark may take this long before it is stopped (a teardown that never settles must not stall CI). */
const BENCH_TIMEOUT_MS = (short ? 10 : 30) * 60_000;
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env, timeout: BENCH_TIMEOUT_MS, killSignal: "SIGKILL" });
  if (r.error?.code === "ETIMEDOUT") console.error(`(${cmd} ${args.join(" ")} stopped after ${BENCH_TIMEOUT_MS / 60_000} min)`);
  if (r.status !== 0) console.error(`(${cmd} ${args.join(" ")} exited ${r.status})`);
  return r.status ?? 1;
};

console.log(`pnpm bench${short ? " --short" : ""} — ${new Date().toISOString()}, ${cpus().length}× ${cpus()[0]?.model ?? "cpu"}, node ${process.version}, load ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);
let failed = 0;
failed |= run(process.execPath, ["--expose-gc", "--import", "tsx", "bench/node.ts", ...flag]); // P1, P2, P5
failed |= run(process.execPath, ["--import", "tsx", "bench/p3/run.ts", ...flag]); // P3
failed |= run(process.execPath, ["--import", "tsx", "bench/p6/run.ts", ...flag]); // P6 (issues 12, 40): streaming markdown vs Markstream, Incremark, Streamdown and react-markdown
failed |= run(process.execPath, ["--import", "tsx", "bench/p7/run.ts", ...flag]); // P7 (issue 15): plain reasoning text, chunked vs whole string, 64 KiB–5 MiB
failed |= run(process.execPath, ["--import", "tsx", "bench/p9/node.ts", ...flag]); // P9 (issue 22): save / restore / branch switch on a 300-turn thread
failed |= run(process.execPath, ["--import", "tsx", "bench/p9/run.ts", ...flag]); // P9 in Chromium: restore from IndexedDB to first paint
failed |= run(process.execPath, ["--import", "tsx", "bench/p14/run.ts", ...flag]); // P14 (issue 38): main-thread time per attached 24-megapixel JPEG in Chromium
failed |= run(process.execPath, ["--import", "tsx", "bench/attachments/node.ts", ...flag]); // issue 38: bytes resent per turn with 20 earlier images, restore of that thread
failed |= run(process.execPath, ["--import", "tsx", "bench/p10/run.ts", ...flag]); // P10 (issue 24): AI SDK UI message stream → store vs ai's readUIMessageStream
failed |= run(process.execPath, ["--import", "tsx", "bench/p11/run.ts", ...flag]); // P11 (issue 29): a pending interrupt ≤ 1 frame after RUN_FINISHED
failed |= run(process.execPath, ["--expose-gc", "--import", "tsx", "bench/p12/node.ts", ...flag]); // P12 (issue 34): run log cost, 1 MiB replay, Redis, finished-run memory, reload → resumed delta
failed |= run(process.execPath, ["--import", "tsx", "bench/p12/reattach.ts", ...flag]); // P12 (issue 41): a re-attach's first event at the agent, memory and Redis
failed |= run(process.execPath, ["--import", "tsx", "bench/p12/chromium.ts", ...flag]); // P12 in Chromium: reload mid-run → first resumed delta on screen after the restored thread paints
failed |= run(process.execPath, ["--import", "tsx", "bench/flood/chromium.ts", ...flag]); // P15 (issue 40 item 5): a 10 MB reasoning stream from the demo agent, longest main-thread task, panel open / collapsed
failed |= run(process.execPath, ["--import", "tsx", "bench/p13/run.ts", ...flag]); // P13 (issue 30): the thread store — a 300-turn save on SQLite and PostgreSQL, 100 clients at once
failed |= run(process.execPath, ["--import", "tsx", "bench/host/run.ts", ...flag]); // issue 41: the hosting layer — cost per request / per event, RSS under 120 anonymous 8 MiB bodies
failed |= run(process.execPath, ["bench/presets/size.mjs"]); // issue 33: each theme preset ≤ 1 kB gzip
run(process.execPath, ["bench/size/split.mjs"]); // issue 31: first load and the chunks loaded on first use, per app (Vite build)
console.log("\nP4 bundle size (size-limit, min+gzip; pnpm size fails when over budget)");
run(process.platform === "win32" ? "pnpm.cmd" : "pnpm", ["exec", "size-limit"]); // P4: printed; `pnpm size` is the check
// the README's budget table is made from the records just written: keep the two in step (test/unit/budgetsTable.test.ts)
if (!process.env.BENCH_RECORD) run(process.execPath, ["scripts/budgets.mjs"]);
console.log(`\nload after: ${loadavg().map((x) => x.toFixed(2)).join(" ")}`);
process.exit(failed ? 1 : 0);
