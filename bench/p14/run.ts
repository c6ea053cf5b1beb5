/**
 * P14 in Chromium (issue 38): main-thread time per attached 24-megapixel JPEG (6000 × 4000, generated in the page
 * with OffscreenCanvas, never a committed file). The composer checks the file (size, the sniffed head and the image's
 * size from its JPEG header), decodes the thumbnail with `createImageBitmap(file, { resizeWidth })` — off the main
 * thread, at thumbnail size — and uploads it (an uploader answering at once: the kit's own cost) or reads it inline
 * (base64). The figure is the sum of the renderer main thread's tasks (Chrome trace, `toplevel` RunTask) between
 * the drop and the frame that shows the ready attachment with its thumbnail. Control: the same JPEG decoded on the
 * main thread as an <img> and drawn at thumbnail size. Prints figures only.
 *   node --import tsx bench/p14/run.ts [--short]
 */
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { chromium, type Page } from "playwright";
import { build, preview } from "vite";
import { alias } from "../../.storybook/aliases.mjs";
import { record } from "../record.mjs";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const RUNS = SHORT ? 3 : 7;
const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../../node_modules/.cache/bench-p14", import.meta.url));
await build({ root, configFile: false, logLevel: "error", mode: "production", plugins: [react()], resolve: { alias }, build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 } });
const server = await preview({ root, configFile: false, logLevel: "error", build: { outDir }, preview: { host: "127.0.0.1", port: 0 } });
const address = server.httpServer.address() as { port: number };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
});

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { message?: string } };
}

/** Sum of the main thread's top-level tasks between the page's p14-start and p14-end time stamps, ms. */
async function mainThreadMs(page: Page, act: () => Promise<unknown>): Promise<{ busy: number; tasks: number; longest: number; window: number }> {
  await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await act();
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const stamp = (m: string) => events.find((e) => e.name === "TimeStamp" && e.args?.data?.message === m);
  const start = stamp("p14-start");
  const end = stamp("p14-end");
  if (!start || !end) throw new Error("trace without the page's time stamps");
  const main = events.find((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === start.pid);
  const tasks = events.filter((e) => e.ph === "X" && e.pid === start.pid && e.tid === (main?.tid ?? start.tid) && (e.name === "ThreadControllerImpl::RunTask" || e.name === "RunTask") && e.ts + (e.dur ?? 0) >= start.ts && e.ts <= end.ts);
  // nested RunTask events (a task inside a task) counted once: keep the outermost
  tasks.sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let longest = 0;
  let coveredTo = 0;
  let count = 0;
  for (const t of tasks) {
    const from = Math.max(t.ts, start.ts, coveredTo);
    const to = Math.min(t.ts + (t.dur ?? 0), end.ts);
    if (to > from) {
      busy += to - from;
      count++;
      longest = Math.max(longest, (t.dur ?? 0) / 1000);
      coveredTo = to;
    }
  }
  if (process.env.P14_DEBUG) {
    const big = tasks.filter((t) => (t.dur ?? 0) > 1000 && t.name === "ThreadControllerImpl::RunTask");
    for (const t of big) {
      const inner = events.filter((e) => e.ph === "X" && e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0) && (e.dur ?? 0) > 300 && e !== t && e.name !== "RunTask");
      console.log(`task ${(t.dur! / 1000).toFixed(1)} ms:`, inner.map((e) => `${e.name}(${((e.dur ?? 0) / 1000).toFixed(1)})`).join(" "));
    }
  }
  return { busy: busy / 1000, tasks: count, longest, window: (end.ts - start.ts) / 1000 };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const f = (x: number) => x.toFixed(1);
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${address.port}/`);
  const bytes = await page.evaluate(() => (window as unknown as { makeJpeg: (w: number, h: number) => Promise<number> }).makeJpeg(6000, 4000));
  await page.evaluate(() => (window as unknown as { makeSmall: () => Promise<void> }).makeSmall());
  const rows: Record<"upload" | "inline" | "naive" | "small", Array<{ busy: number; tasks: number; longest: number; window: number }>> = { upload: [], inline: [], naive: [], small: [] };
  for (let i = 0; i < RUNS + 1; i++) {
    for (const mode of ["upload", "inline"] as const) {
      await page.evaluate((m) => (window as unknown as { reset: (m: string) => Promise<void> }).reset(m), mode);
      const r = await mainThreadMs(page, async () => {
        const out = await page.evaluate(() => (window as unknown as { attach: () => Promise<{ state: string; thumbnail: boolean }> }).attach());
        if (out.state !== "ready" || !out.thumbnail) throw new Error(`attachment not ready with a thumbnail: ${JSON.stringify(out)}`);
      });
      if (i > 0) rows[mode].push(r); // the first round warms the code and the decoder
    }
    await page.evaluate((m) => (window as unknown as { reset: (m: string) => Promise<void> }).reset(m), "upload");
    const s = await mainThreadMs(page, () => page.evaluate(() => (window as unknown as { attach: (w: string) => Promise<unknown> }).attach("small")));
    if (i > 0) rows.small.push(s);
    const n = await mainThreadMs(page, () => page.evaluate(() => (window as unknown as { naive: () => Promise<unknown> }).naive()));
    if (i > 0) rows.naive.push(n);
  }
  const line = (k: keyof typeof rows) => {
    const r = rows[k];
    return `${f(median(r.map((x) => x.busy)))} ms in ${median(r.map((x) => x.tasks))} tasks (longest ${f(median(r.map((x) => x.longest)))} ms) over ${f(median(r.map((x) => x.window)))} ms wall`;
  };
  console.log(`\n(load ${loadavg().map((x) => x.toFixed(1)).join(" ")})`);
  console.log(`P14 in Chromium: main-thread time per attached 24-megapixel JPEG (6000 × 4000, ${(bytes / 1e6).toFixed(1)} MB), drop → ready with its thumbnail painted, median of ${RUNS}`);
  console.log(`  uploaded (an uploader answering at once: the kit's own work)  ${line("upload")}   [budget ≤ 16 ms]`);
  console.log(`  inline (base64 read by FileReader, sent as a data source)     ${line("inline")}`);
  console.log(`  control: a 64 × 48 PNG attached the same way (the composer's own UI work, size-independent)  ${line("small")}`);
  console.log(`  control: the same JPEG as an <img> drawn at thumbnail size on the main thread  ${line("naive")}`);
  const up = rows.upload;
  record("p14-attach-24mp", {
    label: "Chromium, main-thread time per attached 24-MP JPEG (uploaded; thumbnail via createImageBitmap resize)",
    value: median(up.map((x) => x.busy)),
    unit: "ms",
    budget: 16,
    note: `a 64 × 48 PNG attached the same way ${f(median(rows.small.map((x) => x.busy)))} ms (the UI's own updates); load ${loadavg()[0]!.toFixed(1)}; inline (base64) ${f(median(rows.inline.map((x) => x.busy)))} ms; main-thread <img> control ${f(median(rows.naive.map((x) => x.busy)))} ms; ${(bytes / 1e6).toFixed(1)} MB JPEG; median of ${RUNS}`,
  });
} finally {
  await browser.close();
  await server.close();
}
