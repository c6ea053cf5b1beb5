/**
 * P6 runner (issues 12, 23): builds bench/p6 with Vite (production React) and streams the same ~200 KB
 * markdown reasoning trace at 2,000 deltas/s through our renderer and the anchors — Markstream, Incremark, Streamdown,
 * react-markdown — (and the `none`
 * floor and `plain` text rows), each in a fresh page of one Chromium. Main-thread time comes from CDP
 * `Performance.getMetrics` (`TaskDuration`: every task on the page's main thread — script, style, layout, paint,
 * GC). Per renderer: the whole stream from 0 (long tasks, renders per frame) and, for S = 20 / 70 / 200 KB, a
 * phase that starts from a settled message of nearly S and streams the deltas up to S: ms per frame = its
 * TaskDuration / its frames (and per delta); then the ratios at 200 KB, against the fastest anchor of this run (the
 * budget) and each anchor. Prints figures only.
 *   node --import tsx bench/p6/run.ts [--short] [--renderers=none,ours,streamdown]
 */
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { chromium } from "playwright";
import { build, preview } from "vite";
import { alias } from "../../.storybook/aliases.mjs";
import { record } from "../record.mjs";

const SHORT = process.argv.includes("--short") || process.env.BENCH_SHORT === "1";
const DELTA = SHORT ? 100 : 32; // mean characters per delta: --short streams the same 200 KB in fewer, larger deltas
const ONLY = process.argv.find((a) => a.startsWith("--renderers="))?.slice("--renderers=".length).split(",");
/** The markdown renderers ours is held against; the fastest of them at 200 KB in the same run is the budget's anchor. */
const ANCHORS = ["markstream", "incremark", "streamdown", "react-markdown"];
const RENDERERS = ONLY ?? ["none", "plain", "ours", ...ANCHORS];
const CHECKPOINTS = [20 * 1024, 70 * 1024, 200 * 1024];
const WINDOW = SHORT ? 150 : 600; // deltas streamed (and measured) at each checkpoint
const root = fileURLToPath(new URL(".", import.meta.url));
const outDir = fileURLToPath(new URL("../../node_modules/.cache/bench-p6", import.meta.url));
await build({ root, configFile: false, logLevel: "error", mode: "production", plugins: [react()], resolve: { alias }, build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 } });
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
    return (await page.evaluate(([p, c]) => (window as unknown as { runSync: (p: number, c: number) => Promise<number> }).runSync(p, c), [prefill, count] as const)) as number;
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

const fmt = (n: number | undefined, digits = 3) => (n === undefined || !Number.isFinite(n) ? "n/a" : n.toFixed(digits));
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
  const kb = CHECKPOINTS.map((c) => `${c / 1024} KB`).join(" / ");
  const perFrame = (p: Phase & { ms: number }) => p.ms / Math.max(1, p.frames);
  console.log(`\nP6 streaming markdown in Chromium (load ${loadavg().map((x) => x.toFixed(2)).join(" ")}): a ${(f0.bytes / 1024).toFixed(0)} KB markdown reasoning trace in ${f0.deltas} deltas (mean ${DELTA} chars) at 2,000 deltas/s into a reasoning panel's renderContent (one applyEvent per delta; production React; each phase in a fresh page)`);
  console.log(`  main-thread ms per frame (CDP TaskDuration: script, style, layout, paint, GC, over the frames of ≤ ${WINDOW} deltas after a settled prefill) at S = ${kb} | ms per delta at the same S | whole stream from 0`);
  for (const { renderer, full, points } of rows) {
    const lt = full.longTasks;
    console.log(
      `  ${renderer.padEnd(15)} ${points.map((x) => fmt(perFrame(x.p), 2).padStart(7)).join(" ")}  | ${points.map((x) => fmt(x.perDelta).padStart(6)).join(" ")}  | whole stream ${fmt(full.ms / Math.max(1, full.frames), 2)} ms/frame, long tasks ${lt.length} (max ${lt.length ? Math.max(...lt.map((t) => t.duration)).toFixed(0) : 0} ms${lt.length ? `, first at ${(lt[0]!.length / 1024).toFixed(0)} KB` : ""}), ${(full.commits / Math.max(1, full.frames)).toFixed(2)} commits/frame (${full.commits}/${full.frames}), DOM shows the end: ${full.domHasEnd && points.every((x) => x.p.domHasEnd)}`,
    );
  }
  console.log(`  one more delta rendered synchronously (flushSync + forced layout, median ms; independent of frame scheduling) at ${kb}:`);
  for (const { renderer, points } of rows) console.log(`  ${renderer.padEnd(15)} ${points.map((x) => fmt(x.sync, 2).padStart(7)).join(" ")}`);
  const row = (name: string) => rows.find((x) => x.renderer === name);
  const ours = row("ours");
  if (ours) {
    const last = CHECKPOINTS.length - 1;
    const mine = ours;
    const ratio = (name: string, of: (p: (typeof mine.points)[number]) => number) => {
      const other = row(name);
      return other ? `${fmt(of(other.points[last]!) / of(mine.points[last]!), 1)}× ${name}` : undefined;
    };
    const others = ANCHORS.filter((n) => row(n));
    const at200 = (name: string) => perFrame(row(name)!.points[last]!.p);
    const fastest = [...others].sort((a, b) => at200(a) - at200(b))[0];
    const sd = row("streamdown");
    const figures = (name: string) => `${name} ${row(name)!.points.map((x) => fmt(perFrame(x.p), 1)).join(" / ")} ms/frame, ${row(name)!.full.longTasks.length} long tasks`;
    record("p6-flat", { label: `ours, per frame at ${CHECKPOINTS[last]! / 1024} KB vs ${CHECKPOINTS[0]! / 1024} KB`, value: perFrame(ours.points[last]!.p) / perFrame(ours.points[0]!.p), unit: "×", note: `${fmt(perFrame(ours.points[0]!.p), 2)} → ${fmt(perFrame(ours.points[last]!.p), 2)} ms/frame; ${fmt(ours.points[0]!.perDelta)} → ${fmt(ours.points[last]!.perDelta)} ms/delta` });
    record("p6-long-tasks", { label: "ours, long tasks (> 50 ms) over the whole stream", value: ours.full.longTasks.length, unit: "long tasks", budget: 0, note: `${figures("ours")}; anchors in the same run: ${others.map(figures).join("; ") || "none run"}` });
    if (fastest) {
      record("p6-vs-fastest", { label: `less main-thread time per frame than the fastest anchor at ${CHECKPOINTS[last]! / 1024} KB (${fastest} in this run)`, value: at200(fastest) / at200("ours"), unit: "×", budget: 10, atLeast: true, note: `${fmt(at200("ours"), 2)} vs ${fmt(at200(fastest), 2)} ms/frame; ${others.map((n) => `${n} ${fmt(at200(n) / at200("ours"), 1)}×`).join(", ")}; synchronous render vs ${fastest} ${fmt(row(fastest)!.points[last]!.sync / ours.points[last]!.sync, 1)}×` });
    }
    if (sd) {
      record("p6-vs-streamdown", { label: `less main-thread time per frame than Streamdown at ${CHECKPOINTS[last]! / 1024} KB`, value: at200("streamdown") / at200("ours"), unit: "×", note: `synchronous render ${fmt(sd.points[last]!.sync / ours.points[last]!.sync, 1)}×` });
    }
    console.log(`  at 200 KB, ours uses less main-thread time per frame than: ${others.map((n) => ratio(n, (x) => perFrame(x.p))).filter(Boolean).join(", ")}; the fastest anchor in this run: ${fastest ? `${fastest}, ${fmt(at200(fastest) / at200("ours"), 1)}× (budget ≥ 10×)` : "n/a (run an anchor)"}; long tasks over the whole stream: ours ${ours.full.longTasks.length} (budget 0); synchronous: ${others.map((n) => ratio(n, (x) => x.sync)).filter(Boolean).join(", ")}; markdown's own share over the floor (x − none, per frame): ${row("none") ? others.map((n) => ratio(n, (x) => perFrame(x.p) - perFrame(row("none")!.points[CHECKPOINTS.indexOf(x.size)]!.p))).filter(Boolean).join(", ") : "n/a (run none)"}; ours 200 KB vs ${CHECKPOINTS[0]! / 1024} KB per frame: ${fmt(perFrame(ours.points[last]!.p) / perFrame(ours.points[0]!.p), 2)}× (flat ≈ 1)`);
  }
  if (process.env.BENCH_JSON) console.log(`BENCH_JSON_P6 ${JSON.stringify(rows.map(({ renderer, full, points }) => ({ renderer, full: { ...full, longTasks: full.longTasks.length }, perDelta: points.map((x) => x.perDelta), perFrame: points.map((x) => perFrame(x.p)), sync: points.map((x) => x.sync) })))}`);
} finally {
  await browser.close();
  await server.close();
}
