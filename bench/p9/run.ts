/**
 * P9 in Chromium (issue 22): restoring a 300-turn thread (1,526 messages, 10 forks) from the browser's real
 * IndexedDB to the first paint of the Quick start's list, production React, each restore in a fresh page of one
 * browser (same origin, so the same database). Prints figures only.
 *   node --import tsx bench/p9/run.ts [--short]
 */
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright";
import { build, preview } from "vite";
import { alias } from "../../.storybook/aliases.mjs";
import { record } from "../record.mjs";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const RUNS = SHORT ? 3 : 9;
const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../../node_modules/.cache/bench-p9", import.meta.url));
await build({ root, configFile: false, logLevel: "error", mode: "production", plugins: [react()], resolve: { alias }, build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 } });
const server = await preview({ root, configFile: false, logLevel: "error", build: { outDir }, preview: { host: "127.0.0.1", port: 0 } });
const address = server.httpServer.address() as { port: number };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const open = async () => {
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${address.port}/`);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  return page;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const ms = (x: number) => x.toFixed(x < 10 ? 1 : 0).padStart(5);
try {
  const seeder = await open();
  const expected = await seeder.evaluate(() => (window as unknown as { seed: () => Promise<number> }).seed());
  await seeder.close();
  const results: Array<{ ready: number; rows: number; paint: number; all: number }> = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await open();
    results.push(await page.evaluate((n) => (window as unknown as { restore: (n: number) => Promise<{ ready: number; rows: number; paint: number; all: number }> }).restore(n), expected));
    await page.close();
  }
  const windows: Array<{ ready: number; paint: number; chars: number; keys: string[] }> = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await open();
    windows.push(await page.evaluate(() => (window as unknown as { restoreWindow: () => Promise<{ ready: number; paint: number; chars: number; keys: string[] }> }).restoreWindow()));
    await page.close();
  }
  const parts: Array<Record<string, number>> = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await open();
    parts.push(await page.evaluate(() => (window as unknown as { parts: () => Promise<Record<string, number>> }).parts()));
    await page.close();
  }
  const control: Array<{ paint: number; all: number }> = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await open();
    control.push(await page.evaluate(() => (window as unknown as { control: () => Promise<{ paint: number; all: number }> }).control()));
    await page.close();
  }
  const part = (k: string) => ms(median(parts.map((p) => p[k]!)));
  const pick = (k: "ready" | "rows" | "paint" | "all") => median(results.map((r) => r[k]));
  console.log(`\nP9 in Chromium: restoring a 300-turn thread (${expected} messages, 10 forks) from IndexedDB, production React, median of ${RUNS}`);
  console.log(`  from mount: store restored (IndexedDB read + validation + fold) ${ms(pick("ready"))} ms; newest turns committed ${ms(pick("rows"))} ms; first paint ${ms(pick("paint"))} ms   [budget ≤ 50 ms to first paint]; the whole thread mounted and painted ${ms(pick("all"))} ms (progressive mounting)`);
  const win = (k: "ready" | "paint" | "chars") => median(windows.map((r) => r[k]));
  record("p9-cold-paint", { label: "Chromium, cold page to first paint (whole thread)", value: pick("paint"), unit: "ms", budget: 50, note: `store restored ${pick("ready").toFixed(0)} ms; whole thread painted ${pick("all").toFixed(0)} ms; median of ${RUNS}` });
  record("p9-paged-paint", { label: "Chromium, paged, cold page to first paint of the newest window", value: win("paint"), unit: "ms", budget: 120, note: `store restored ${win("ready").toFixed(0)} ms` });
  record("p9-paged-read", { label: "Chromium, paged, JSON read before first paint", value: win("chars") / 1024, unit: "KB", budget: 64 });
  console.log(
    `  issue 30, paged (docs/architecture.md, "Persistence"): cold page to the first paint of the newest window ${ms(win("paint"))} ms (store restored ${ms(win("ready"))} ms) [budget ≤ 120 ms]; read before it: ${(win("chars") / 1024).toFixed(1)} KB of JSON (${windows[0]!.keys.join(" + ")}) [budget ≤ 64 KB]`,
  );
  console.log(`  control, the same thread from memory (no storage) mounted in the same list: first paint ${ms(median(control.map((c) => c.paint)))} ms, the whole thread mounted ${ms(median(control.map((c) => c.all)))} ms — the list's rendering, not the restore`);
  console.log(`  the restore's parts without React: thread list read ${part("index")} ms, thread read (IndexedDB get) ${part("read")} ms, validation ${part("validate")} ms, fold ${part("fold")} ms, list rows ${part("rows")} ms`);
} finally {
  await browser.close();
  await server.close();
}
