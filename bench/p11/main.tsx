/**
 * P11 page (issue 29): how soon a pending interrupt shows after RUN_FINISHED. A thread of `turns` answered turns plus a
 * run that reasons and proposes a tool call is in a `MessageList` with `interrupts`; `measure()` applies the run's
 * RUN_FINISHED `{ outcome: interrupt }` and counts animation frames until the prompt is in the DOM (a MutationObserver),
 * and the time to the paint after it (the next frame, then a task).
 */
import { createRoot } from "react-dom/client";
import { createAgentStore, type BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, InterruptPrompt, MessageList } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";

const w = window as unknown as Record<string, unknown>;

function events(n: number, runId: string, stop: boolean): BaseEvent[] {
  return [
    { type: "RUN_STARTED", threadId: "t", runId },
    { type: "REASONING_START", messageId: `${runId}-s` },
    { type: "REASONING_MESSAGE_START", messageId: `${runId}-r`, role: "reasoning" },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `${runId}-r`, delta: `Reasoning of turn ${n}, long enough to wrap over a line or two in the panel.` },
    { type: "REASONING_MESSAGE_END", messageId: `${runId}-r` },
    { type: "REASONING_END", messageId: `${runId}-s` },
    ...(stop
      ? [
          { type: "TOOL_CALL_START", toolCallId: `${runId}-c`, toolCallName: "send_email", parentMessageId: `${runId}-a` },
          { type: "TOOL_CALL_ARGS", toolCallId: `${runId}-c`, delta: '{"to":"ada@example.com"}' },
          { type: "TOOL_CALL_END", toolCallId: `${runId}-c` },
        ]
      : [
          { type: "TEXT_MESSAGE_START", messageId: `${runId}-a`, role: "assistant" },
          { type: "TEXT_MESSAGE_CONTENT", messageId: `${runId}-a`, delta: `Answer ${n}.` },
          { type: "TEXT_MESSAGE_END", messageId: `${runId}-a` },
          { type: "RUN_FINISHED", threadId: "t", runId },
        ]),
  ] as BaseEvent[];
}

w.measure = (turns: number) =>
  new Promise<{ frames: number; dom: number; paint: number }>((resolve) => {
    const store = createAgentStore({ threadId: "t" });
    for (let i = 0; i < turns; i++) {
      store.getState().addMessage({ id: `u${i}`, role: "user", content: `Question ${i}` });
      store.getState().applyEvents(events(i, `r${i}`, false));
    }
    store.getState().addMessage({ id: "ulast", role: "user", content: "Email Ada the report" });
    store.getState().applyEvents(events(turns, "stop", true));
    const host = document.getElementById("root")!;
    host.replaceChildren();
    const root = createRoot(host);
    root.render(
      <AgentProvider store={store}>
        <MessageList interrupts={{ Prompt: InterruptPrompt }} />
      </AgentProvider>,
    );
    // let the list mount and settle, then finish the run
    setTimeout(() => {
      let frames = 0;
      let found = false;
      const tick = () => {
        if (found) return;
        frames++;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      const t0 = performance.now();
      const observer = new MutationObserver(() => {
        if (found || !host.querySelector('[data-rui="interrupt"][data-state="pending"]')) return;
        found = true;
        observer.disconnect();
        const dom = performance.now() - t0;
        const at = frames;
        requestAnimationFrame(() =>
          setTimeout(() => {
            resolve({ frames: at, dom, paint: performance.now() - t0 });
            root.unmount();
          }, 0),
        );
      });
      observer.observe(host, { childList: true, subtree: true, attributes: true });
      store.getState().applyEvent({ type: "RUN_FINISHED", threadId: "t", runId: "stop", outcome: { type: "interrupt", interrupts: [{ id: "i1", reason: "tool_call", toolCallId: "stop-c", message: "Send this email?" }] } } as BaseEvent);
    }, 500);
  });
w.benchReady = true;
