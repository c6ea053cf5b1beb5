// The one writer of bench/results/speed.json (issue 31 part 5): every `pnpm bench` row that has a budget calls
// `record(id, …)` with the figure it prints, and scripts/budgets.mjs builds the README's speed rows from the file.
// Printing stays the scripts' own; this only keeps the figure, with the run it comes from (date, `--short` or not,
// the machine's load when the script started and when the figure was taken, the Node version).
// A plain .mjs file (types in record.d.mts) so the .mjs bench scripts record too.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

/** Where the records go; BENCH_RECORD=<path> writes elsewhere, BENCH_RECORD=0 writes nothing. */
export const SPEED_FILE = process.env.BENCH_RECORD && process.env.BENCH_RECORD !== "0" ? process.env.BENCH_RECORD : fileURLToPath(new URL("./results/speed.json", import.meta.url));
const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const load = () => loadavg().map((x) => Number(x.toFixed(2)));
/** The load when this bench script started (1, 5, 15 min averages). */
const loadAtStart = load();

/**
 * Keeps one figure of a budgeted bench row in bench/results/speed.json, under `id` (replacing an earlier record of
 * the same id; other ids are kept, so one script re-run refreshes only its rows).
 * @param {string} id  stable row id, e.g. "p1-single-1k"; scripts/budgets.mjs and bench/budgets.json name it
 * @param {import("./record.d.mts").Figure} figure  the figure as printed: value and unit, the budget it is held to, a note (spread, anchor)
 */
export function record(id, figure) {
  if (process.env.BENCH_RECORD === "0") return;
  if (!Number.isFinite(figure.value)) {
    // never break the bench over its record: the row stays unrecorded (the table then says "not measured")
    console.error(`  (bench/record.mjs: "${id}" not recorded, its value ${figure.value} is not a number)`);
    return;
  }
  let file = { $comment: "Written by bench/record.mjs during `pnpm bench`; read by scripts/budgets.mjs. Do not edit by hand.", records: {} };
  try {
    file = JSON.parse(readFileSync(SPEED_FILE, "utf8"));
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
  file.records[id] = {
    ...figure,
    recordedAt: new Date().toISOString(),
    short: SHORT,
    load: { before: loadAtStart, after: load() },
    node: process.version,
  };
  file.records = Object.fromEntries(Object.entries(file.records).sort(([a], [b]) => a.localeCompare(b)));
  mkdirSync(dirname(SPEED_FILE), { recursive: true });
  const tmp = `${SPEED_FILE}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(file, null, 2)}\n`);
  renameSync(tmp, SPEED_FILE);
}
