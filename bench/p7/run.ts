/**
 * P7 runner (issue 15 item 4, docs/architecture.md, "Budgets and benchmarks"): builds bench/p7 with Vite (production React) and, in
 * Debian's Chromium, measures a streaming open ReasoningPanel of plain text at 64 KiB, 1 MiB and 5 MiB — ms per
 * frame (one frame's worth of deltas, 1 KiB, rendered with flushSync + forced layout; median) — and the time to
 * open a closed 5 MiB panel, for the kit's chunked renderer and the previous whole-string render side by side,
 * each measurement in a fresh page of the same browser. Beside the main-thread time (CDP TaskDuration, wall) it prints
 * the main thread's CPU time (CDP ThreadTime): on a shared machine the first also counts waits for a core. Prints
 * figures only.
 *   node --import tsx bench/p7/run.ts [--short]
 */
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright";
import { build, preview } from "vite";
import { alias } from "../../.storybook/aliases.mjs";
import { record } from "../record.mjs";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const FRAMES = SHORT ? 9 : 31;
const SIZES = [64 * 1024, 1024 * 1024, 5 * 1024 * 1024];
const ONLY = process.argv.find((a) => a.startsWith("--renderers="))?.slice("--renderers=".length).split(",");
const RENDERERS = ONLY ?? ["chunked", "chunked-store", "plain"];
const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../../node_modules/.cache/bench-p7", import.meta.url));
await build({ root, configFile: false, logLevel: "error", mode: "production", plugins: [react()], resolve: { alias }, build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 } });
const server = await preview({ root, configFile: false, logLevel: "error", build: { outDir }, preview: { host: "127.0.0.1", port: 0 } });
const address = server.httpServer.address() as { port: number };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
});

type Page = Awaited<ReturnType<typeof browser.newPage>>;
async function inPage<T>(renderer: string, body: (page: Page, call: <R>(fn: string, ...args: number[]) => Promise<R>) => Promise<T>): Promise<T> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`http://127.0.0.1:${address.port}/?renderer=${renderer.replace("-store", "")}${renderer.endsWith("-store") ? "&source=store" : ""}`);
    await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true, undefined, { timeout: 60_000 });
    const call = <R,>(fn: string, ...args: number[]) =>
      page.evaluate(([f, a]) => (window as unknown as Record<string, (...x: number[]) => Promise<unknown>>)[f as string]!(...(a as number[])), [fn, args] as const) as Promise<R>;
    return await body(page, call);
  } finally {
    await page.close();
  }
}

/** CPU ms of the main thread (CDP ThreadTime) in the last {@link taskMs}: on a shared machine, TaskDuration also counts waits for a core. */
let lastCpu = 0;
/**
 * Main-thread ms (CDP `Performance.getMetrics` TaskDuration: script, style, layout, paint, GC) spent while `fn` runs;
 * the main thread's CPU time over the same stretch is left in {@link lastCpu}.
 */
async function taskMs<T>(page: Page, fn: () => Promise<T>): Promise<[T, number]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  const read = async (name: string) => ((await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  const before = await read("TaskDuration");
  const cpuBefore = await read("ThreadTime");
  const r = await fn();
  const after = await read("TaskDuration");
  lastCpu = (await read("ThreadTime")) - cpuBefore;
  return [r, after - before];
}

let mainAt5: number | undefined;
let at5 = { sync: 0, main: 0, cpu: 0 };
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 0).padStart(7);
try {
  console.log(`\nP7 plain reasoning text in an open streaming ReasoningPanel, Chromium, production React (budget ≤ 8 ms all main-thread time per frame at 5 MiB; load ${loadavg().map((x) => x.toFixed(2)).join(" ")})`);
  console.log(`  ms per frame: median of ${FRAMES} renders of 1 KiB more text (sync: flushSync + forced layout; main: all main-thread time per frame, CDP TaskDuration)`);
  console.log(`  ${"renderer".padEnd(26)}${SIZES.map((s) => `${(s >= 1048576 ? `${s / 1048576} MiB` : `${s / 1024} KiB`).padStart(10)} sync / main`).join("")}   open 5 MiB: sync / next frame`);
  for (const renderer of RENDERERS) {
    const cells: string[] = [];
    let intact = true;
    for (const size of SIZES) {
      const [r, task] = await inPage(renderer, async (page, call) => {
        await call("prefill", size, FRAMES);
        const timed = await taskMs(page, () => call<{ sync: number }>("stream", FRAMES));
        intact &&= await call<boolean>("intact");
        return timed;
      });
      cells.push(`${ms(r.sync)} / ${ms(task / FRAMES)}`.padStart(22));
      at5 = { sync: r.sync, main: task / FRAMES, cpu: lastCpu / FRAMES };
    }
    const [open, openTask] = await inPage(renderer, (page, call) => taskMs(page, () => call<{ sync: number; toFrame: number }>("runOpen", SIZES[2]!)));
    void openTask;
    const name = renderer === "chunked" ? "chunked (ChunkedText)" : renderer === "chunked-store" ? "chunked, text from a store" : "plain (whole string, before)";
    console.log(`  ${name.padEnd(26)}${cells.join("")}   ${ms(open.sync)} / ${ms(open.toFrame)}${intact ? "" : "   (text NOT intact)"}   (CPU at 5 MiB ${at5.cpu.toFixed(2)} ms/frame)`);
    if (renderer !== "plain") record(`p7-${renderer}`, { label: renderer === "chunked" ? "at 5 MiB, flat string" : "at 5 MiB, text from a store", value: at5.main, unit: "ms/frame", budget: 8, note: `render + layout ${at5.sync.toFixed(2)} ms; main-thread CPU ${at5.cpu.toFixed(2)} ms/frame; median of ${FRAMES} frames; open 5 MiB ${open.sync.toFixed(0)} ms; load ${loadavg()[0]!.toFixed(1)}` });
    else record("p7-plain", { label: "whole-string render at 5 MiB (before)", value: at5.sync, unit: "ms render + layout", note: `main-thread ${at5.main.toFixed(1)} ms/frame` });
    if (renderer === "chunked") mainAt5 = Number(cells.at(-1)!.split("/")[1]);
  }
  if (mainAt5 !== undefined) console.log(`  chunked at 5 MiB: ${mainAt5.toFixed(2)} ms main-thread per frame — goal ≤ 8 ms ${mainAt5 <= 8 ? "met in this run" : "NOT met in this run"} (load after ${loadavg()[0]!.toFixed(2)})`);
  // Issue 31: the 5 MiB rows' run-to-run spread, the flat string and the store's text (read through its flat pieces,
  // core's `textPieces`) side by side: min / median / max over fresh pages, sync and all main-thread ms per frame.
  if (!ONLY || ONLY.includes("chunked-store")) {
    const runs = SHORT ? 3 : 5;
    const spread = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return `${ms(s[0]!).trim()} / ${ms(s[s.length >> 1]!).trim()} / ${ms(s[s.length - 1]!).trim()}`;
    };
    console.log(`  P7 spread at 5 MiB (issue 31), min / median / max of ${runs} fresh pages, ms per frame (budget ≤ 8 ms main-thread, from a store too)`);
    for (const renderer of ["chunked", "chunked-store"]) {
      const sync: number[] = [];
      const main: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < runs; i++) {
        const [r, task] = await inPage(renderer, async (page, call) => {
          await call("prefill", SIZES[2]!, FRAMES);
          return taskMs(page, () => call<{ sync: number }>("stream", FRAMES));
        });
        sync.push(r.sync);
        main.push(task / FRAMES);
        cpu.push(lastCpu / FRAMES);
      }
      const name = renderer === "chunked" ? "flat string" : "text from a store (pieces)";
      const sorted = [...main].sort((a, b) => a - b);
      record(`p7-spread-${renderer === "chunked" ? "flat" : "store"}`, { label: `spread at 5 MiB, ${name}`, value: sorted[sorted.length >> 1]!, unit: "ms/frame", budget: 8, note: `${sorted[0]!.toFixed(2)}–${sorted.at(-1)!.toFixed(2)} over ${runs} pages; render + layout median ${[...sync].sort((a, b) => a - b)[sync.length >> 1]!.toFixed(2)} ms; main-thread CPU median ${[...cpu].sort((a, b) => a - b)[cpu.length >> 1]!.toFixed(2)} ms/frame; load ${loadavg()[0]!.toFixed(1)}` });
      console.log(`    ${name.padEnd(28)} sync ${spread(sync).padStart(22)}   main ${spread(main).padStart(22)}   CPU ${spread(cpu).padStart(22)}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
