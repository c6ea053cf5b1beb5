/**
 * The conversation follows the stream in real Chromium (issue 11 item 4), at a phone's height: with
 * `MessageListViewport` + `Composer` in a 390 × 844 column, after several turns the newest answer and the
 * composer are in view; scrolling up stops following and shows "Jump to latest"; the button returns to the
 * newest content; an auto-collapse while the reader is at the bottom does not move the newest text away, and one
 * above a reader who scrolled up keeps the text they are reading in place (scroll anchoring), while a panel the
 * reader toggles keeps its own header under their pointer.
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { createAgentStore, type AgentStore } from "@reasoning-ui/core";
import { AgentProvider, Composer, MessageList, MessageListViewport } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import { afterEach, expect, test } from "vitest";

afterEach(cleanup);

const frames = (n = 3) => new Promise<void>((resolve) => {
  const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
  step(n);
});

function turn(store: AgentStore, i: number, words = 60) {
  const s = store.getState();
  s.addMessage({ id: `u${i}`, role: "user", content: `Question ${i}: what about the weather tomorrow in city number ${i}?` });
  s.beginRun(`run-${i}`);
  s.applyEvents([
    { type: "RUN_STARTED", threadId: "t", runId: `run-${i}` },
    { type: "REASONING_START", messageId: `s${i}` },
    { type: "REASONING_MESSAGE_START", messageId: `r${i}`, role: "reasoning" },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `r${i}`, delta: "Thinking about it. ".repeat(12) },
    { type: "REASONING_MESSAGE_END", messageId: `r${i}` },
    { type: "REASONING_END", messageId: `s${i}` },
    { type: "TEXT_MESSAGE_START", messageId: `a${i}`, role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: `a${i}`, delta: `Answer ${i}: ` + "it will probably rain in the afternoon. ".repeat(words / 8) },
    { type: "TEXT_MESSAGE_END", messageId: `a${i}` },
    { type: "RUN_FINISHED", threadId: "t", runId: `run-${i}` },
  ] as never);
}

function Chat({ store, collapseDelay = 0 }: { store: AgentStore; collapseDelay?: number }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", height: 844, width: 390 }}>
      <AgentProvider store={store} coalesce={false}>
        <MessageListViewport>
          <MessageList reasoningProps={{ collapseDelay }} />
        </MessageListViewport>
        <Composer onSend={() => {}} />
      </AgentProvider>
    </div>
  );
}

const box = (el: Element) => el.getBoundingClientRect();

test("after four turns on a phone the newest answer and the composer are in view", async () => {
  const store = createAgentStore({ threadId: "t" });
  const { container } = render(<Chat store={store} />);
  for (let i = 1; i <= 4; i++) {
    await act(async () => turn(store, i));
    await frames();
  }
  const viewport = container.querySelector('[data-rui="message-list-viewport"]')!;
  expect(viewport.scrollHeight).toBeGreaterThan(viewport.clientHeight); // the conversation overflows
  const composer = box(container.querySelector('[data-rui="composer"]')!);
  expect(composer.bottom).toBeLessThanOrEqual(844 + 1);
  const newest = box(screen.getByText(/^Answer 4:/));
  expect(newest.bottom).toBeLessThanOrEqual(box(viewport).bottom + 1);
  expect(newest.bottom).toBeGreaterThan(box(viewport).top);
  expect(viewport).toHaveAttribute("data-following");
});

test("scrolling up stops following and offers Jump to latest, which returns to the newest content", async () => {
  const store = createAgentStore({ threadId: "t" });
  const { container } = render(<Chat store={store} />);
  for (let i = 1; i <= 4; i++) await act(async () => turn(store, i));
  await frames();
  const viewport = container.querySelector<HTMLElement>('[data-rui="message-list-viewport"]')!;
  await act(async () => {
    viewport.scrollTop = 0;
    viewport.dispatchEvent(new Event("scroll"));
  });
  await frames();
  expect(viewport).not.toHaveAttribute("data-following");
  const before = viewport.scrollTop;
  await act(async () => turn(store, 5));
  await frames();
  expect(viewport.scrollTop).toBe(before); // a new turn does not yank the reader down
  const jump = screen.getByRole("button", { name: /Jump to latest/ });
  await act(async () => jump.click());
  await frames();
  expect(viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight).toBeLessThanOrEqual(1);
  expect(viewport).toHaveAttribute("data-following");
  expect(screen.queryByRole("button", { name: /Jump to latest/ })).toBeNull();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Turn `i` whose reasoning streams live (so its panel opens), then ends and a long answer follows. */
async function liveTurn(store: AgentStore, i: number, answerWords = 400) {
  await act(async () => {
    const s = store.getState();
    s.addMessage({ id: `u${i}`, role: "user", content: `Question ${i}` });
    s.beginRun(`run-${i}`);
    s.applyEvents([
      { type: "RUN_STARTED", threadId: "t", runId: `run-${i}` },
      { type: "REASONING_START", messageId: `s${i}` },
      { type: "REASONING_MESSAGE_START", messageId: `r${i}`, role: "reasoning" },
      { type: "REASONING_MESSAGE_CONTENT", messageId: `r${i}`, delta: "Weighing the forecast against the radar. ".repeat(10) },
    ] as never);
  });
  await frames();
  await act(async () => {
    store.getState().applyEvents([
      { type: "REASONING_MESSAGE_END", messageId: `r${i}` },
      { type: "REASONING_END", messageId: `s${i}` },
      { type: "TEXT_MESSAGE_START", messageId: `a${i}`, role: "assistant" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: `a${i}`, delta: `Answer ${i}: ` + "it will probably rain in the afternoon. ".repeat(answerWords / 8) },
      { type: "TEXT_MESSAGE_END", messageId: `a${i}` },
    ] as never);
  });
  await frames();
}

async function scrollBy(viewport: HTMLElement, dy: number) {
  await act(async () => {
    viewport.scrollTop += dy;
    viewport.dispatchEvent(new Event("scroll"));
  });
  await frames();
}

test("a reasoning panel auto-collapsing above a reader who scrolled up keeps the answer they read in place", async () => {
  const store = createAgentStore({ threadId: "t" });
  const { container } = render(<Chat store={store} collapseDelay={500} />);
  for (let i = 1; i <= 2; i++) await act(async () => turn(store, i));
  await liveTurn(store, 3);
  const viewport = container.querySelector<HTMLElement>('[data-rui="message-list-viewport"]')!;
  const panel = container.querySelectorAll('[data-rui="reasoning"]')[2]!;
  expect(panel).toHaveAttribute("data-state", "open");
  const answer = screen.getByText(/^Answer 3:/);
  // the reader scrolls up to the start of the answer: the open panel straddles the viewport's top edge
  await scrollBy(viewport, box(answer).top - box(viewport).top - 120);
  expect(viewport).not.toHaveAttribute("data-following");
  expect(box(panel).top).toBeLessThan(box(viewport).top);
  expect(box(panel).bottom).toBeGreaterThan(box(viewport).top);
  const before = box(answer).top;
  // measured after every layout change, just before it is painted (this observer runs after the viewport's own)
  const shifts: number[] = [];
  const watch = new ResizeObserver(() => shifts.push(Math.abs(box(answer).top - before)));
  watch.observe(container.querySelector('[data-rui="message-list-viewport-content"]')!);
  await sleep(1500);
  watch.disconnect();
  expect(panel).toHaveAttribute("data-state", "closed"); // it did collapse
  expect(shifts.length).toBeGreaterThan(1); // the content did change size
  expect(Math.max(...shifts)).toBeLessThanOrEqual(1); // and the answer never moved, in any painted frame
  expect(Math.abs(box(answer).top - before)).toBeLessThanOrEqual(1);
});

test("a panel the reader opens keeps its own header in place", async () => {
  const store = createAgentStore({ threadId: "t" });
  const { container } = render(<Chat store={store} />);
  for (let i = 1; i <= 4; i++) await act(async () => turn(store, i));
  await frames();
  const viewport = container.querySelector<HTMLElement>('[data-rui="message-list-viewport"]')!;
  const trigger = container.querySelectorAll<HTMLElement>('[data-rui="reasoning-trigger"]')[1]!;
  // the trigger near the top edge: the first message row that starts in view is the answer below it
  await scrollBy(viewport, box(trigger).top - box(viewport).top - 10);
  expect(viewport).not.toHaveAttribute("data-following");
  const before = box(trigger).top;
  await act(async () => {
    trigger.focus();
    trigger.click();
  });
  await sleep(600);
  expect(trigger).toHaveAttribute("aria-expanded", "true");
  expect(Math.abs(box(trigger).top - before)).toBeLessThanOrEqual(1);
});
