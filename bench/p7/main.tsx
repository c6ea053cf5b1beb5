/**
 * P7 page (issue 15 item 4): one styled ReasoningPanel, open, streaming plain reasoning text, rendered either by
 * the kit (`renderer=chunked`: ChunkedText, 8 KiB chunks, memoised, `content-visibility: auto`) or as before
 * (`renderer=plain`: `renderContent={(text) => text}`, the whole string as one text node on every render).
 *   prefill(size, frames) then stream(frames): `frames` renders of one frame's worth of deltas each (1 KiB:
 *     2,000 deltas/s of ~32 characters at 60 frames/s), each `flushSync` + forced layout (the panel reads
 *     `scrollHeight` to follow the text), then one animation frame (style, paint); returns the median
 *     synchronous ms. The runner adds the main-thread time per frame (CDP TaskDuration) around `stream`.
 *   The panel shows plain text (`markdown={false}`): P7 is the plain-text row; markdown is P6's.
 *   runOpen(size): mounts a closed panel with `size` characters, then opens it; ms synchronous (render +
 *     layout) and until the next frame.
 */
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { useState } from "react";
import { createAgentStore, type BaseEvent } from "@reasoning-ui/core";
import { ReasoningPanel } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";

const params = new URLSearchParams(location.search);
const plain = params.get("renderer") === "plain";
const renderContent = plain ? (text: string) => text : undefined;
/**
 * `source=store`: the text is what a store holds after its REASONING_MESSAGE_CONTENT deltas (~32 characters each,
 * 32 a frame) — V8 keeps an appended string as a rope, and the renderer's first read of it in a frame flattens it
 * (O(n)), which a text sliced from one flat string (the default) never pays.
 */
const fromStore = params.get("source") === "store";
const store = fromStore ? createAgentStore({ threadId: "p7" }) : undefined;
const ev = (type: string, f: Record<string, unknown>) => ({ type, ...f }) as unknown as BaseEvent;
let stored = 0;
/** The store's text of `full.slice(0, length)`, appended in deltas of `delta` characters from where it was. */
function storeText(length: number, delta: number): string {
  const events: BaseEvent[] = [];
  if (stored === 0) events.push(ev("RUN_STARTED", { threadId: "p7", runId: "r" }), ev("REASONING_MESSAGE_START", { messageId: "m", role: "reasoning" }));
  for (; stored < length; stored += delta) events.push(ev("REASONING_MESSAGE_CONTENT", { messageId: "m", delta: full.slice(stored, Math.min(length, stored + delta)) }));
  stored = length;
  store!.getState().applyEvents(events);
  return (store!.getState().messages.find((m) => m.id === "m")?.content as string | undefined) ?? "";
}

/** Deterministic reasoning-like text: lines of 40–160 characters, a blank line now and then. */
function makeText(size: number, seed = 1): string {
  const words = ["the", "forecast", "so", "tomorrow", "rain", "probability", "let", "me", "check", "sources", "because", "temperature", "wind", "therefore", "model", "answer"];
  let s = seed;
  const rnd = () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  const out: string[] = [];
  let length = 0;
  while (length < size) {
    let line = "";
    const target = 40 + Math.floor(rnd() * 120);
    while (line.length < target) line += `${words[Math.floor(rnd() * words.length)]} `;
    line += rnd() < 0.2 ? "\n\n" : "\n";
    out.push(line);
    length += line.length;
  }
  return out.join("").slice(0, size);
}

let setState: (s: { text: string; open: boolean }) => void = () => {};
const startedAt = Date.now();
function App() {
  const [state, set] = useState({ text: "", open: true });
  setState = set;
  return (
    <div style={{ width: 720, margin: 16 }}>
      <ReasoningPanel status="streaming" startedAt={startedAt} open={state.open} onOpenChange={() => {}} text={state.text} renderContent={renderContent} markdown={false} />
    </div>
  );
}
createRoot(document.getElementById("root")!).render(<App />);

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const content = () => document.querySelector('[data-rui="reasoning-content"]') as HTMLElement | null;

/** One render of `text` (open or not), synchronous ms (render, commit, layout) and ms until the next frame. */
async function renderOnce(text: string, open: boolean): Promise<[number, number]> {
  const t0 = performance.now();
  flushSync(() => setState({ text, open }));
  void content()?.scrollHeight;
  const sync = performance.now() - t0;
  await frame();
  return [sync, performance.now() - t0];
}

const w = window as unknown as Record<string, unknown>;
/** Prefills `size` characters (settled), then `stream(frames)` renders 1 KiB more per frame. */
let full = "";
let base = 0;
w.prefill = async (size: number, frames: number) => {
  full = makeText(size + frames * 1024 + 1024);
  base = size;
  await renderOnce(store ? storeText(size, 1024) : full.slice(0, size), true);
  await frame();
  await frame();
};
let streamed = 0;
w.stream = async (frames: number) => {
  const sync: number[] = [];
  for (let i = 1; i <= frames; i++) sync.push((await renderOnce(store ? storeText(base + i * 1024, 32) : full.slice(0, base + i * 1024), true))[0]);
  streamed = frames;
  return { sync: median(sync) };
};
/** Whether the panel shows exactly the streamed text (checked after the timed frames, outside the measurement). */
w.intact = async () => {
  const shown = content()?.textContent?.replace(/\n/g, "") ?? "";
  const expected = full.slice(0, base + streamed * 1024).replace(/\n/g, "");
  return shown.length === expected.length && shown.endsWith(expected.slice(-2000));
};
w.runOpen = async (size: number) => {
  const text = makeText(size);
  await renderOnce(text, false);
  await frame();
  await frame();
  const [sync, toFrame] = await renderOnce(text, true);
  return { sync, toFrame };
};
w.benchReady = true;
