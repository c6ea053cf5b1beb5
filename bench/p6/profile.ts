/**
 * P6 profile (issue 23 part 6): one streamed phase of bench/p6 (the deltas up to S after a settled prefill) under
 * the CDP profiler and tracing, to see where a frame's main-thread time goes. Prints the main thread's time per
 * frame by trace event (nested events overlap: RunTask contains the rest) and the functions with the most self time.
 *   node --import tsx bench/p6/profile.ts [renderer, default ours] [S in KB, default 200] [deltas, default 2000] [sync]
 * With `sync`, profiles `runSync` instead (each delta flushSync + forced layout; "per frame" then means per delta).
 */
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright";
import { build, preview } from "vite";
import { alias } from "../../.storybook/aliases.mjs";
import { startTraceProfile } from "../traceProfile";

const RENDERER = process.argv[2] ?? "ours";
const SIZE = Number(process.argv[3] ?? 200) * 1024;
const DELTA = 32;
const COUNT = Number(process.argv[4] ?? 2000);
const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../../node_modules/.cache/bench-p6-profile", import.meta.url));
await build({ root, configFile: false, logLevel: "error", mode: "production", plugins: [react()], resolve: { alias }, build: { outDir, emptyOutDir: true, minify: false, chunkSizeWarningLimit: 10_000 } });
const server = await preview({ root, configFile: false, logLevel: "error", build: { outDir }, preview: { host: "127.0.0.1", port: 0 } });
const address = server.httpServer.address() as { port: number };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-dev-shm-usage"] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${address.port}/?renderer=${RENDERER}&delta=${DELTA}`);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  const SYNC = process.argv[5] === "sync"; // profile runSync instead: COUNT deltas, each flushSync + forced layout (no frames)
  let go = () => {};
  const started = new Promise<void>((r) => (go = r));
  const result = started.then(() =>
    SYNC
      ? page.evaluate(([p, c]) => (window as unknown as { runSync: (p: number, c: number) => Promise<number> }).runSync(p, c), [SIZE, COUNT] as const).then(() => ({ frames: COUNT, commits: COUNT }))
      : page.evaluate(([p, c]) => (window as unknown as { runPhase: (p: number, c: number) => Promise<{ frames: number; commits: number }> }).runPhase(p, c), [SIZE - COUNT * DELTA, COUNT] as const),
  );
  if (!SYNC) {
    go();
    await page.waitForFunction(() => (window as unknown as { phaseStarted?: boolean }).phaseStarted === true, undefined, { timeout: 120_000, polling: 10 });
  }
  const stop = await startTraceProfile(page);
  go();
  const { frames, commits } = await result;
  const { events, main, byName, self } = await stop();
  console.log(`\nP6 profile, ${RENDERER}, ${COUNT} deltas up to ${SIZE / 1024} KB: ${frames} frames, ${commits} commits; main-thread ms per frame by trace event (nested events overlap)`);
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 22)) console.log(`  ${name.padEnd(40)} ${(ms / frames).toFixed(2).padStart(8)}`);
  const layouts = events.filter((e) => e.tid === main && e.ph === "X" && e.name === "Layout");
  const objects = layouts.map((e) => (e.args as { beginData?: { dirtyObjects?: number; totalObjects?: number } })?.beginData ?? {});
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const count = (name: string) => events.filter((e) => e.tid === main && e.ph === "X" && e.name === name).length;
  console.log(`  per frame: ${(layouts.length / frames).toFixed(1)} layouts (mean ${mean(objects.map((o) => o.dirtyObjects ?? 0)).toFixed(0)} dirty of ${mean(objects.map((o) => o.totalObjects ?? 0)).toFixed(0)} objects), ${(count("Paint") / frames).toFixed(1)} paints, ${(count("UpdateLayoutTree") / frames).toFixed(1)} style recalcs, ${(count("EventDispatch") / frames).toFixed(1)} events dispatched, ${(count("TimerFire") / frames).toFixed(1)} timers`);
  console.log(`  self time per frame, ms (JS profiler, includes idle):`);
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${name.slice(0, 70).padEnd(72)} ${(ms / frames).toFixed(2).padStart(8)}`);
} finally {
  await browser.close();
  await server.close();
}
