/**
 * P6 runner (issue 12): builds bench/p6 with Vite (production React with profiling) and streams the same ~200 KB
 * markdown reasoning trace at 2,000 deltas/s through our renderer, Streamdown and react-markdown, each in a fresh
 * page of one Chromium. Main-thread time comes from CDP `Performance.getMetrics` (`TaskDuration`: every task on
 * the page's main thread — script, style, layout, paint, GC). Per renderer: the whole stream from 0 (long tasks,
 * commits per frame) and, for S = 10 / 50 / 200 KB, a phase that starts from a settled message of nearly S and
 * streams the deltas up to S: ms per delta = its TaskDuration / its deltas. Prints figures only.
 *   node --import tsx bench/p6/run.ts [--short]
 */
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright";
import { build, preview } from "vite";
import { alias } from "../../.storybook/aliases.mjs";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const DELTA = SHORT ? 100 : 32; // mean characters per delta: --short streams the same 200 KB in fewer, larger deltas
const RENDERERS = ["plain", "ours", "streamdown", "react-markdown"] as const;
const CHECKPOINTS = [10 * 1024, 50 * 1024, 200 * 1024];
const WINDOW = SHORT ? 150 : 600; // deltas streamed (and measured) at each checkpoint
const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../../node_modules/.cache/bench-p6", import.meta.url));
await build({ root, configFile: false, logLevel: "error", mode: "production", plugins: [react()], resolve: { alias: { ...alias, "react-dom/client": "react-dom/profiling" } }, build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 } });
const server = await preview({ root, configFile: false, logLevel: "error", build: { outDir }, preview: { host: "127.0.0.1", port: 0 } });
const address = server.httpServer.address() as { port: number };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-dev-shm-usage"],
});

interface Phase { renderer: string; deltas: number; fromBytes: number; bytes: number; seconds: number; frames: number; commits: number; longTasks: { duration: number; length: number }[]; domHasEnd: boolean }

/** Median synchronous ms of one more delta at `prefill` characters (see `runSync` in main.tsx), in a fresh page. */
async function sync(renderer: string, prefill: number, count: number): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`http://127.0.0.1:${address.port}/?renderer=${renderer}&delta=${DELTA}`);
    await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true, undefined, { timeout: 60_000 });
    return (await page.evaluate(([p, c]) => (window as unknown as { runSync: (p: number, c: number) => number }).runSync(p, c), [prefill, count] as const)) as number;
  } finally {
    await page.close();
  }
}

/** One phase in a fresh page; `ms` is the main-thread time (CDP TaskDuration) of streaming and rendering its deltas. */
async function phase(renderer: string, prefill: number, count: number): Promise<Phase & { ms: number }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`http://127.0.0.1:${address.port}/?renderer=${renderer}&delta=${DELTA}`);
    await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true, undefined, { timeout: 60_000 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Performance.enable");
    const taskMs = async () => ((await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")?.value ?? 0) * 1000;
    const result = page.evaluate(([p, c]) => (window as unknown as { runPhase: (p: number, c: number) => Promise<unknown> }).runPhase(p, c), [prefill, count] as const) as Promise<Phase>;
    await page.waitForFunction(() => (window as unknown as { phaseStarted?: boolean }).phaseStarted === true, undefined, { timeout: 120_000, polling: 10 });
    const before = await taskMs();
    const r = await result;
    const after = await taskMs();
    return { ...r, ms: after - before };
  } finally {
    await page.close();
  }
}

const fmt = (n: number | undefined, digits = 3) => (n === undefined ? "n/a" : n.toFixed(digits));
try {
  const rows: { renderer: string; full: Phase & { ms: number }; points: { size: number; perDelta: number; p: Phase & { ms: number }; sync: number }[] }[] = [];
  for (const renderer of RENDERERS) {
    const full = await phase(renderer, 0, 0);
    const points: (typeof rows)[number]["points"] = [];
    for (const size of CHECKPOINTS) {
      const count = Math.min(WINDOW, Math.floor((size * 0.5) / DELTA));
      const p = await phase(renderer, size - count * DELTA, count);
      points.push({ size, perDelta: p.ms / p.deltas, p, sync: await sync(renderer, size, SHORT ? 15 : 41) });
    }
    rows.push({ renderer, full, points });
  }
  const f0 = rows[0]!.full;
  console.log(`\nP6 streaming markdown in Chromium: a ${(f0.bytes / 1024).toFixed(0)} KB markdown reasoning trace in ${f0.deltas} deltas (mean ${DELTA} chars) at 2,000 deltas/s into a reasoning panel's renderContent (one applyEvent per delta; production React with profiling; each phase in a fresh page)`);
  console.log(`  main-thread ms per delta (CDP TaskDuration: script, style, layout, paint, GC) streaming up to S = 10 KB / 50 KB / 200 KB (≤ ${WINDOW} deltas after a settled prefill); whole stream from 0: ms per delta, long tasks > 50 ms, commits per frame`);
  for (const { renderer, full, points } of rows) {
    const lt = full.longTasks;
    console.log(
      `  ${renderer.padEnd(15)} ${points.map((x) => fmt(x.perDelta).padStart(8)).join(" ")}   | whole stream ${fmt(full.ms / full.deltas)} ms/delta, long tasks ${lt.length} (max ${lt.length ? Math.max(...lt.map((t) => t.duration)).toFixed(0) : 0} ms${lt.length ? `, first at ${(lt[0]!.length / 1024).toFixed(0)} KB` : ""}), ${(full.commits / Math.max(1, full.frames)).toFixed(2)} commits/frame (${full.commits}/${full.frames}), ${full.seconds.toFixed(2)} s, DOM shows the end: ${full.domHasEnd && points.every((x) => x.p.domHasEnd)}`,
    );
  }
  console.log(`  one more delta rendered synchronously (flushSync + forced layout, median ms; independent of frame scheduling) at 10 KB / 50 KB / 200 KB:`);
  for (const { renderer, points } of rows) console.log(`  ${renderer.padEnd(15)} ${points.map((x) => fmt(x.sync, 2).padStart(8)).join(" ")}`);
  const syncOf = (name: string, i: number) => rows.find((x) => x.renderer === name)!.points[i]!.sync;
  console.log(`  synchronous, at 200 KB: ours ${fmt(syncOf("streamdown", 2) / syncOf("ours", 2), 1)}× cheaper than Streamdown, ${fmt(syncOf("react-markdown", 2) / syncOf("ours", 2), 1)}× cheaper than react-markdown; ours 200 KB vs 10 KB: ${fmt(syncOf("ours", 2) / syncOf("ours", 0), 2)}×`);
  const cost = (name: string, i: number) => rows.find((x) => x.renderer === name)!.points[i]!.perDelta;
  console.log(`  streamed, at 200 KB ours costs ${fmt(cost("streamdown", 2) / cost("ours", 2), 1)}× less main-thread time per delta than Streamdown (budget ≥ 10×) and ${fmt(cost("react-markdown", 2) / cost("ours", 2), 1)}× less than react-markdown; ours 200 KB vs 10 KB: ${fmt(cost("ours", 2) / cost("ours", 0), 2)}× (flat ≈ 1)`);
  if (process.env.BENCH_JSON) console.log(`BENCH_JSON_P6 ${JSON.stringify(rows.map(({ renderer, full, points }) => ({ renderer, full: { ...full, longTasks: full.longTasks.length }, perDelta: points.map((x) => x.perDelta) })))}`);
} finally {
  await browser.close();
  await server.close();
}
