/**
 * Progressive mounting in real Chromium (issue 22's "restore to first paint"): a long thread mounted in a
 * `MessageListViewport` paints its newest turns first and the older rows in later frames; the viewport starts at
 * the bottom and stays there while rows are added above (the newest message stays in view), and a reader who
 * scrolled up during the mount keeps their place (scroll anchoring) until every row is in.
 */
import { act, cleanup, render } from "@testing-library/react";
import { createAgentStore, type AgentStore } from "@reasoning-ui/core";
import { AgentProvider, Composer, MessageList, MessageListViewport } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import { afterEach, expect, test } from "vitest";

afterEach(cleanup);

const frames = (n = 2) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
    step(n);
  });

function longStore(turns: number): AgentStore {
  const store = createAgentStore({ threadId: "t" });
  const s = store.getState();
  for (let i = 1; i <= turns; i++) {
    s.addMessage({ id: `u${i}`, role: "user", content: `Question ${i}: what about the weather tomorrow in city number ${i}?` });
    s.applyEvents([
      { type: "REASONING_MESSAGE_START", messageId: `r${i}`, role: "reasoning" },
      { type: "REASONING_MESSAGE_CONTENT", messageId: `r${i}`, delta: "Thinking about it. ".repeat(12) },
      { type: "REASONING_MESSAGE_END", messageId: `r${i}` },
      { type: "TEXT_MESSAGE_START", messageId: `a${i}`, role: "assistant" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: `a${i}`, delta: `Answer ${i}: ` + "it will probably rain in the afternoon. ".repeat(6) },
      { type: "TEXT_MESSAGE_END", messageId: `a${i}` },
    ] as never);
  }
  return store;
}

function Chat({ store }: { store: AgentStore }) {
  return (
    <div style={{ display: "flex", flexDirection: "column", height: 844, width: 390 }}>
      <AgentProvider store={store}>
        <MessageListViewport>
          <MessageList />
        </MessageListViewport>
        <Composer onSend={() => {}} />
      </AgentProvider>
    </div>
  );
}

const rows = (root: ParentNode) => root.querySelectorAll('[data-rui="message"], [data-rui="reasoning"]').length;
const mounting = (root: ParentNode) => root.querySelector('[data-rui="message-list"]')!.hasAttribute("data-mounting");
const box = (el: Element) => el.getBoundingClientRect();

/**
 * Wait until every row is mounted; `onFrame` runs in each frame where the content resized, after the viewport
 * pinned or anchored (a ResizeObserver made after the viewport's runs after it: what the reader sees painted).
 */
async function untilMounted(root: ParentNode, onFrame?: () => void) {
  const observer = new ResizeObserver(() => onFrame?.());
  observer.observe(root.querySelector('[data-rui="message-list-viewport-content"]')!);
  for (let i = 0; i < 2000 && mounting(root); i++) await frames(1);
  observer.disconnect();
  expect(mounting(root)).toBe(false);
}

test("a long thread paints its newest turns first, then mounts every row while the viewport stays at the bottom", async () => {
  const turns = 200;
  const store = longStore(turns);
  const { container } = render(<Chat store={store} />);
  const viewport = container.querySelector<HTMLElement>('[data-rui="message-list-viewport"]')!;
  const newest = () => [...container.querySelectorAll('[data-rui="message"]')].at(-1)!;
  await frames(1);
  expect(rows(container)).toBeLessThan(40); // the first paint holds the tail only
  expect(newest()).toHaveTextContent(`Answer ${turns}:`);

  let worst = 0; // the largest distance from the bottom seen after any frame of the mount
  await untilMounted(container, () => {
    worst = Math.max(worst, viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight);
  });
  await act(() => frames(2));
  expect(rows(container)).toBe(turns * 3);
  expect(worst).toBeLessThan(2);
  expect(viewport.scrollHeight - viewport.scrollTop - viewport.clientHeight).toBeLessThan(2);
  expect(viewport).toHaveAttribute("data-following");
  const v = box(viewport);
  const last = box(newest());
  expect(last.bottom).toBeLessThanOrEqual(v.bottom + 1);
  expect(last.top).toBeGreaterThanOrEqual(v.top - 1);
  expect(container.querySelector('[data-rui="message"][data-role="user"]')).toHaveTextContent("Question 1:");
});

test("a reader who scrolls up during the progressive mount keeps their place while older rows are added above", async () => {
  const store = longStore(200);
  const { container } = render(<Chat store={store} />);
  const viewport = container.querySelector<HTMLElement>('[data-rui="message-list-viewport"]')!;
  await frames(1);
  expect(mounting(container)).toBe(true);
  // the reader scrolls up within the tail (in a task, as input does)
  await new Promise<void>((resolve) => setTimeout(() => resolve(void (viewport.scrollTop -= 500)), 0));
  await frames(2); // the scroll event is handled (it stops following and records the row being read)
  expect(mounting(container)).toBe(true);
  expect(viewport).not.toHaveAttribute("data-following");
  const v = box(viewport);
  const reading = [...container.querySelectorAll('[data-rui="message"]')].find((row) => box(row).top >= v.top)!;
  const offset = box(reading).top - v.top;
  const heightBefore = viewport.scrollHeight;

  let worst = 0;
  await untilMounted(container, () => {
    worst = Math.max(worst, Math.abs(box(reading).top - box(viewport).top - offset));
  });
  await act(() => frames(2));
  expect(rows(container)).toBe(600);
  expect(viewport.scrollHeight).toBeGreaterThan(heightBefore * 5); // rows were really added above
  expect(reading.isConnected).toBe(true);
  // Never a jump, never a drift: after every frame the text is where the reader left it, up to the rounding of
  // `scrollTop` to a device pixel (rows are fractional). The anchor keeps the reader's offset rather than re-measuring
  // it after each of its own moves, so that rounding never adds up over the chunks, however many load makes them.
  const devicePx = 1 / devicePixelRatio;
  expect(worst).toBeLessThan(devicePx);
  expect(Math.abs(box(reading).top - box(viewport).top - offset)).toBeLessThan(devicePx);
  expect(viewport).not.toHaveAttribute("data-following");
  expect(container.querySelector('[data-rui="jump-to-latest"]')).not.toBeNull();
});
