/**
 * P3 runner: serves bench/p3 with Vite (React plugin, workspace sources) and drives it in Debian's
 * Chromium through Playwright. Prints the figures; nothing passes or fails.
 *   node --import tsx bench/p3/run.ts [--short]
 */
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright";
import { build, preview } from "vite";
import { alias } from "../../.storybook/aliases.mjs";
import { record } from "../record.mjs";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../../node_modules/.cache/bench-p3", import.meta.url));
// A production build of React with profiling on (react-dom/profiling), so <Profiler> still counts commits.
await build({ root, configFile: false, logLevel: "error", mode: "production", plugins: [react()], resolve: { alias: { ...alias, "react-dom/client": "react-dom/profiling" } }, build: { outDir, emptyOutDir: true } });
const server = await preview({ root, configFile: false, logLevel: "error", build: { outDir }, preview: { host: "127.0.0.1", port: 0 } });
const address = server.httpServer.address() as { port: number };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
});
try {
  const page = await browser.newPage();
  const seconds = SHORT ? 2 : 5;
  await page.goto(`http://127.0.0.1:${address.port}/?seconds=${seconds}`);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true, undefined, { timeout: 60_000 });
  const r = (await page.evaluate(() => (window as unknown as { runBench: () => Promise<unknown> }).runBench())) as Record<string, number | boolean>;
  console.log(`\nP3 500-message thread in Chromium, one reasoning message streaming at 2,000 deltas/s for ${seconds} s (one applyEvent per delta; production React with profiling)`);
  console.log(`  deltas ${r.deltas} in ${(r.seconds as number).toFixed(2)} s (${(r.rate as number).toFixed(0)}/s); animation frames ${r.frames}; React commits ${r.commits} → ${(r.commitsPerFrame as number).toFixed(2)} commits/frame (budget ≤ 1)`);
  console.log(`  renders: streaming item ${r.streamingRenders}; other items re-rendered ${r.otherItemsRendered} (${r.otherRenders} renders) (budget 0)`);
  console.log(`  long tasks > 50 ms: ${r.longTasks} (max ${(r.maxLongTaskMs as number).toFixed(0)} ms) (budget 0); content intact: ${r.contentIntact}; DOM shows last delta: ${r.domHasLastDelta}`);
  const run = `${r.deltas} deltas in ${(r.seconds as number).toFixed(2)} s, ${r.frames} frames`;
  record("p3-commits", { label: "commits per frame", value: r.commitsPerFrame as number, unit: "commits/frame", budget: 1, note: run });
  record("p3-other-rows", { label: "other rows re-rendered", value: r.otherItemsRendered as number, unit: "rows", budget: 0, note: `${r.otherRenders} renders; streaming row ${r.streamingRenders} renders` });
  record("p3-long-tasks", { label: "long tasks > 50 ms", value: r.longTasks as number, unit: "tasks", budget: 0, note: `max ${(r.maxLongTaskMs as number).toFixed(0)} ms; content intact ${r.contentIntact}` });
  if (process.env.BENCH_JSON) console.log(`BENCH_JSON_P3 ${JSON.stringify(r)}`);
} finally {
  await browser.close();
  await server.close();
}
