/**
 * P7 profile (issue 15 item 4): the 5 MiB chunked row of bench/p7 under the CDP profiler and tracing, to see where
 * main-thread time per frame goes beyond render + layout. Prints the main thread's time per frame by trace
 * category (script, style, layout, paint, GC, other) and the functions with the most self time.
 *   node --import tsx bench/p7/profile.ts [size in MiB, default 5] [store]   (`store`: the chunked-store row, text from a store)
 */
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright";
import { build, preview } from "vite";
import { alias } from "../../.storybook/aliases.mjs";
import { startTraceProfile } from "../traceProfile";

const FRAMES = 31;
const SIZE = Number(process.argv[2] ?? 5) * 1024 * 1024;
const FROM_STORE = process.argv[3] === "store";
const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../../node_modules/.cache/bench-p7", import.meta.url));
await build({ root, configFile: false, logLevel: "error", mode: "production", plugins: [react()], resolve: { alias }, build: { outDir: `${outDir}-profile`, emptyOutDir: true, minify: false, chunkSizeWarningLimit: 10_000 } });
const server = await preview({ root, configFile: false, logLevel: "error", build: { outDir: `${outDir}-profile` }, preview: { host: "127.0.0.1", port: 0 } });
const address = server.httpServer.address() as { port: number };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${address.port}/?renderer=chunked${FROM_STORE ? "&source=store" : ""}`);
  await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
  const call = (fn: string, ...args: number[]) => page.evaluate(([f, a]) => (window as unknown as Record<string, (...x: number[]) => Promise<unknown>>)[f as string]!(...(a as number[])), [fn, args] as const);
  await call("prefill", SIZE, FRAMES);
  const stop = await startTraceProfile(page);
  await call("stream", FRAMES);
  const { byName, self } = await stop();
  console.log(`\nP7 profile, chunked${FROM_STORE ? ", text from a store" : ""}, ${SIZE / 1048576} MiB, ${FRAMES} frames: main-thread ms per frame by trace event (nested events overlap)`);
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`  ${name.padEnd(34)} ${(ms / FRAMES).toFixed(2).padStart(8)}`);
  console.log(`  self time per frame, ms (JS profiler):`);
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${name.slice(0, 60).padEnd(62)} ${(ms / FRAMES).toFixed(2).padStart(8)}`);
} finally {
  await browser.close();
  await server.close();
}
