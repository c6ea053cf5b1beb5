/**
 * P11 in Chromium (issue 29): a pending interrupt shows ≤ 1 frame after RUN_FINISHED. A production build of a
 * `MessageList` with `interrupts` (bench/p11/main.tsx); for threads of 1 and 100 earlier turns, the animation frames
 * from RUN_FINISHED `{ outcome: interrupt }` until the prompt is in the DOM, and the ms to the DOM and to the paint
 * after it. Prints figures only.
 *   node --import tsx bench/p11/run.ts [--short]
 */
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright";
import { build, preview } from "vite";
import { alias } from "../../.storybook/aliases.mjs";
import { record } from "../record.mjs";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const RUNS = SHORT ? 5 : 15;
const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../../node_modules/.cache/bench-p11", import.meta.url));
await build({ root, configFile: false, logLevel: "error", mode: "production", plugins: [react()], resolve: { alias }, build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 } });
const server = await preview({ root, configFile: false, logLevel: "error", build: { outDir }, preview: { host: "127.0.0.1", port: 0 } });
const address = server.httpServer.address() as { port: number };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${address.port}/`);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  console.log(`\nP11 in Chromium: a pending interrupt after RUN_FINISHED, production React, median of ${RUNS} (max frames in brackets)`);
  for (const turns of [1, 100]) {
    const results: Array<{ frames: number; dom: number; paint: number }> = [];
    for (let i = 0; i < RUNS; i++) results.push(await page.evaluate((n) => (window as unknown as { measure: (n: number) => Promise<{ frames: number; dom: number; paint: number }> }).measure(n), turns));
    const frames = results.map((r) => r.frames);
    record(`p11-frames-${turns}`, { label: `${turns} earlier turn${turns > 1 ? "s" : ""}`, value: median(frames), unit: "frames", budget: 1, note: `max ${Math.max(...frames)}; ${median(results.map((r) => r.dom)).toFixed(1)} ms to the DOM` });
    console.log(
      `  ${String(turns).padStart(3)} earlier turns: prompt in the DOM after ${median(frames)} frame(s) [max ${Math.max(...frames)}]   [budget ≤ 1 frame]; ${median(results.map((r) => r.dom)).toFixed(1)} ms to the DOM, ${median(results.map((r) => r.paint)).toFixed(1)} ms to the paint after it`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
