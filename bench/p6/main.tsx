/**
 * P6 page (issue 12): a ~200 KB markdown reasoning trace streamed at 2,000 deltas/s (one applyEvent per delta)
 * into a reasoning panel whose `renderContent` is one of these renderers, chosen by `?renderer=`:
 * - `ours`: `markdownRenderContent()` from `@reasoning-ui/react/markdown` (incremental, open tail only);
 * - `streamdown`: `<Streamdown>` as AI Elements' Reasoning renders it (splits the whole text into blocks each render);
 * - `react-markdown`: `<ReactMarkdown remarkPlugins={[remarkGfm]}>` re-parsing the full text each render;
 * - `markstream`, `incremark`: Markstream and Incremark, streaming renderers, as their READMEs stream
 *   (bench/p6/anchors/, each loaded with its stylesheet only in its own page);
 * - `plain`: the panel's default, the text as one text node (a reference, not a baseline: laying out one
 *   200 KB text node on every render is itself O(n)).
 * The store and panel coalesce renders to one per animation frame for all three (docs/architecture.md, "Budgets and benchmarks" P3).
 * Main-thread time is read by the runner over CDP around each phase; this page reports renders of the reasoning
 * ("commits"), frames and long tasks. Production React (a profiling build adds a fixed cost to every commit).
 */
import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import ReactMarkdown from "react-markdown";
import remarkGfm from "remark-gfm";
import { Streamdown } from "streamdown";
import { createAgentStore, type BaseEvent, type ReasoningStatus } from "@reasoning-ui/core";
import { AgentProvider, MessageList, ReasoningPanel } from "@reasoning-ui/react";
import { markdownRenderContent } from "@reasoning-ui/react/markdown";
import "@reasoning-ui/react/styles.css";
import "@reasoning-ui/react/markdown.css";
import { makeTrace, toDeltas } from "./trace";

const params = new URLSearchParams(location.search);
const renderer = params.get("renderer") ?? "ours";
const RATE = 2_000;
const BYTES = Number(params.get("bytes") ?? 205 * 1024);
const deltas = toDeltas(makeTrace(BYTES), Number(params.get("delta") ?? 32));

const renderers: Record<string, (text: string, info: { status: ReasoningStatus; partId: string; index: number }) => ReactNode> = {
  none: () => null, // the floor: the same stream, store and panel (follow, status, timer) with no text rendered
  plain: (text) => text, // reference: the panel's default, the text as one text node (its layout is O(n) per render too)
  ours: markdownRenderContent(),
  streamdown: (text, info) => <Streamdown isAnimating={info.status === "streaming"}>{text}</Streamdown>,
  "react-markdown": (text) => <ReactMarkdown remarkPlugins={[remarkGfm]}>{text}</ReactMarkdown>,
};
/** Anchors loaded on demand, so their code and stylesheets exist only in their own page. */
const anchors: Record<string, () => Promise<{ render: (typeof renderers)[string] }>> = {
  markstream: () => import("./anchors/markstream"),
  incremark: () => import("./anchors/incremark"),
};
let chosen = renderers[renderer] ?? ((): ReactNode => null);
if (!renderers[renderer] && !anchors[renderer]) throw new Error(`unknown renderer ${renderer}`);
/** Counts the panel's renders of the reasoning (production React has no Profiler callback): one per commit that redraws it. */
const renderContent: typeof chosen = (text, info) => {
  commits++;
  return chosen(text, info);
};

let commits = 0;
const store = createAgentStore({ threadId: "bench", messages: [{ id: "u1", role: "user", content: "Will it rain in Paris today?" }] });
const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push({ start: e.startTime, duration: e.duration }))).observe({ type: "longtask", buffered: true });
const progress = { length: 0, lengthAt: [] as [number, number][] };

createRoot(document.getElementById("root")!).render(
  <AgentProvider store={store}>
    <MessageList reasoningProps={{ renderContent, collapseDelay: 60_000 }} />
  </AgentProvider>,
);

const e = (type: string, f: Record<string, unknown>) => ({ type, ...f }) as unknown as BaseEvent;
const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
/** Waits until rendering has settled: two frames, an idle period, two more frames. */
const settle = async () => {
  await frame();
  await new Promise((r) => requestIdleCallback(r, { timeout: 10_000 }));
  await frame();
};

/**
 * One phase: the reasoning message starts with the first `prefill` characters of the trace in one event (rendered
 * and settled before anything is counted), then the next `count` deltas stream at 2,000 deltas/s (all of them
 * when `count` is 0). Resolves once the last render settled, with frames, commits and long tasks of the stream.
 */
(window as unknown as { runPhase: (prefill: number, count: number) => Promise<unknown> }).runPhase = async (prefill, count) => {
  // Warm-up, the same for every renderer: 60 renders of a growing 19 KB text off screen, so no phase pays for JIT
  // compilation. One render a frame, not flushSync: Markstream and Incremark render their nodes in batches through
  // effects, which under 60 back-to-back flushSync calls trip React's nested-update limit.
  const warm = Object.assign(document.createElement("div"), { style: "position:absolute;left:-10000px;width:800px" });
  document.body.append(warm);
  const warmRoot = createRoot(warm);
  for (let i = 1, text = ""; i <= 60; i++) {
    text += deltas.slice((i - 1) * 10, i * 10).join("");
    warmRoot.render(<>{renderContent(text, { status: "streaming", partId: "warm", index: 0 })}</>);
    await new Promise((r) => requestAnimationFrame(r));
  }
  warmRoot.unmount();
  warm.remove();
  let first = 0;
  let prefix = "";
  while (first < deltas.length && prefix.length < prefill) prefix += deltas[first++];
  const end = count ? Math.min(deltas.length, first + count) : deltas.length;
  store.getState().applyEvents([
    e("RUN_STARTED", { threadId: "bench", runId: "run" }),
    e("REASONING_MESSAGE_START", { messageId: "live", role: "reasoning" }),
    ...(prefix ? [e("REASONING_MESSAGE_CONTENT", { messageId: "live", delta: prefix })] : []),
  ]);
  progress.length = prefix.length;
  await settle();
  (window as unknown as { phaseStarted: boolean }).phaseStarted = true;
  await new Promise((r) => setTimeout(r, 120)); // the runner reads the counters here
  commits = 0;
  longTasks.length = 0;
  let frames = 0;
  let running = true;
  const tick = () => {
    if (!running) return;
    frames++;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const t0 = performance.now();
  let sent = first;
  await new Promise<void>((resolve) => {
    const pump = () => {
      const due = Math.min(end, first + Math.floor(((performance.now() - t0) / 1000) * RATE));
      for (; sent < due; sent++) {
        const delta = deltas[sent]!;
        store.getState().applyEvent(e("REASONING_MESSAGE_CONTENT", { messageId: "live", delta }));
        progress.length += delta.length;
      }
      progress.lengthAt.push([performance.now(), progress.length]);
      if (sent >= end) resolve();
      else setTimeout(pump, 1);
    };
    pump();
  });
  const seconds = (performance.now() - t0) / 1000;
  await settle();
  running = false;
  const lastDelta = deltas[end - 1]!.trim().split(/\s+/).at(-1)!.replace(/[^\w]/g, "");
  const lengthAtTime = (t: number) => {
    let l = 0;
    for (const [at, len] of progress.lengthAt) if (at <= t) l = len;
    return l;
  };
  return {
    renderer,
    deltas: end - first,
    fromBytes: prefix.length,
    bytes: progress.length,
    seconds,
    frames,
    commits,
    longTasks: longTasks.map((t) => ({ ...t, length: lengthAtTime(t.start) })),
    domHasEnd: document.querySelector('[data-rui="reasoning-content"]')?.textContent?.includes(lastDelta) ?? false,
  };
};
/**
 * Synchronous cost of one more delta at `prefill` characters: a streaming `ReasoningPanel` (no store) re-rendered
 * with one more delta inside `flushSync`, then a forced layout (`offsetHeight`); `count` times, the median in ms.
 * Independent of frame scheduling, so it reads the same on a busy machine: the O(delta) versus O(n) comparison.
 * A task boundary after each timed delta lets a renderer's deferred work run untimed (Markstream and Incremark render
 * in batches through effects, so their figure is the synchronous part only); NaN when flushSync fails for it.
 */
(window as unknown as { runSync: (prefill: number, count: number) => Promise<number> }).runSync = async (prefill, count) => {
  let first = 0;
  let text = "";
  while (first < deltas.length && text.length < prefill) text += deltas[first++];
  const el = Object.assign(document.createElement("div"), { style: "width:800px" });
  document.body.append(el);
  const r = createRoot(el);
  const draw = () => flushSync(() => r.render(<ReasoningPanel status="streaming" text={text} renderContent={renderContent} />));
  draw();
  const times: number[] = [];
  try {
    for (let i = 0; i < count; i++) {
      text += deltas[(first + i) % deltas.length];
      const t0 = performance.now();
      draw();
      void el.offsetHeight;
      times.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 0)); // let a renderer's own follow-up work (batches, effects) run untimed
    }
  } catch {
    return Number.NaN; // a renderer that cannot render synchronously (React's nested-update limit): printed as n/a
  } finally {
    r.unmount();
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
};
void (anchors[renderer]?.() ?? Promise.resolve(undefined)).then((anchor) => {
  if (anchor) chosen = anchor.render;
  (window as unknown as { benchReady: boolean }).benchReady = true;
});
