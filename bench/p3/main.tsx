/**
 * P3 page (issue 5): a 500-message thread, one reasoning message streaming at 2,000 deltas/s (one
 * applyEvent per delta, the worst case). Counts React commits (Profiler) against animation frames,
 * renders per list item (renderText / renderContent calls by id) and long tasks (> 50 ms).
 */
import { Profiler } from "react";
import { createRoot } from "react-dom/client";
import { createAgentStore, type BaseEvent, type Message } from "@reasoning-ui/core";
import { AgentProvider, MessageList } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";

const params = new URLSearchParams(location.search);
const SECONDS = Number(params.get("seconds") ?? 4);
const RATE = 2_000;
const messages: Message[] = [];
for (let i = 0; i < 500; i++) {
  if (i % 3 === 0) messages.push({ id: `u${i}`, role: "user", content: `Question ${i}: what about this?` });
  else if (i % 3 === 1) messages.push({ id: `r${i}`, role: "reasoning", content: `Earlier reasoning ${i}, complete.` } as Message);
  else messages.push({ id: `a${i}`, role: "assistant", content: `Answer ${i}. `.repeat(8) });
}
const store = createAgentStore({ threadId: "bench", messages });
const renders = new Map<string, number>();
const bump = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
let commits = 0;
const longTasks: number[] = [];
new PerformanceObserver((list) => list.getEntries().forEach((e) => longTasks.push(e.duration))).observe({ type: "longtask", buffered: true });

createRoot(document.getElementById("root")!).render(
  <Profiler id="list" onRender={() => commits++}>
    <AgentProvider store={store}>
      <MessageList
        renderText={(text, id) => (bump(id), text)}
        reasoningProps={{ renderContent: (text: string, info: { partId: string }) => (bump(info.partId), text) }}
      />
    </AgentProvider>
  </Profiler>,
);

const e = (type: string, f: Record<string, unknown>) => ({ type, ...f }) as unknown as BaseEvent;
(window as unknown as { runBench: () => Promise<unknown> }).runBench = async () => {
  await new Promise((r) => setTimeout(r, 500)); // first render settles
  store.getState().applyEvents([e("RUN_STARTED", { threadId: "bench", runId: "run" }), e("REASONING_MESSAGE_START", { messageId: "live", role: "reasoning" })]);
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  renders.clear();
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
  let sent = 0;
  const total = RATE * SECONDS;
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    const pump = () => {
      const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * RATE));
      for (; sent < due; sent++) store.getState().applyEvent(e("REASONING_MESSAGE_CONTENT", { messageId: "live", delta: `w${sent} ` }));
      if (sent >= total) resolve();
      else setTimeout(pump, 1);
    };
    channel.port1.onmessage = pump;
    pump();
  });
  const elapsed = (performance.now() - t0) / 1000;
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  running = false;
  const content = store.getState().messages.find((m) => m.id === "live")?.content as string;
  const expected = Array.from({ length: total }, (_, i) => `w${i} `).join("");
  const other = [...renders].filter(([id]) => id !== "live");
  return {
    deltas: sent,
    seconds: elapsed,
    rate: sent / elapsed,
    frames,
    commits,
    commitsPerFrame: commits / Math.max(1, frames),
    streamingRenders: renders.get("live") ?? 0,
    otherItemsRendered: other.length,
    otherRenders: other.reduce((a, [, n]) => a + n, 0),
    longTasks: longTasks.length,
    maxLongTaskMs: Math.max(0, ...longTasks),
    contentIntact: content === expected,
    domHasLastDelta: document.body.textContent?.includes(`w${total - 1}`) ?? false,
  };
};
(window as unknown as { benchReady: boolean }).benchReady = true;
