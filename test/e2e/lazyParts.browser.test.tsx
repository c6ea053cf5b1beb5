/**
 * Parts loaded on first use, in real Chromium (issue 31 part 3, docs/architecture.md, "UI parts"). The first frame must not
 * move when a part's chunk arrives, and a part never shows as an empty box while its chunk is on the way:
 * - `LazyMarkdown`: until the markdown renderer's chunk arrives, the answer is its plain paragraphs in the markdown
 *   root; when it arrives, the markdown replaces them — the same boxes for plain prose, and the row below stays put.
 * - `MessageList`'s editor: its chunk is fetched after the first paint of a row offering Edit; its arrival moves
 *   nothing, and Edit then shows the editor in the same commit (no fallback frame).
 * Each measures the bounding boxes before and after the chunk arrives, waiting on the arrival itself.
 */
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { createAgentStore } from "@reasoning-ui/core";
import { AgentProvider, MessageList } from "@reasoning-ui/react";
import { LazyMarkdown } from "@reasoning-ui/react/lazy-markdown";
import { LazyMessageEditor } from "../../packages/react/src/components/lazy/LazyMessageEditor";
import "@reasoning-ui/react/styles.css";
import "@reasoning-ui/react/markdown.css";
import { afterEach, expect, test } from "vitest";

afterEach(cleanup);

const box = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { top: r.top, left: r.left, width: r.width, height: r.height };
};
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

const ANSWER =
  "Paris will be rainy tomorrow, with showers from late morning until the evening and a light wind from the west.\n\nTake an umbrella: the chance of rain stays above seventy percent all afternoon.";

test("LazyMarkdown: plain paragraphs until the renderer arrives, then markdown in the same boxes; nothing below moves", async () => {
  const { container } = render(
    <div style={{ width: 420 }}>
      <LazyMarkdown data-testid="answer">{ANSWER}</LazyMarkdown>
      <div data-testid="below">the row below</div>
    </div>,
  );
  const loading = container.querySelector('[data-rui="markdown"][data-loading]');
  expect(loading, "the fallback is the plain content, not an empty box").not.toBeNull();
  expect(loading!.querySelectorAll("p")).toHaveLength(2);
  expect(loading!.textContent).toContain("Take an umbrella");
  const below = container.querySelector('[data-testid="below"]')!;
  const before = { answer: box(loading!), below: box(below), paragraphs: [...loading!.querySelectorAll("p")].map(box) };
  expect(before.answer.height).toBeGreaterThan(0);

  // the renderer's chunk arrives: wait for the markdown itself
  await expect.poll(() => container.querySelector('[data-rui="markdown"]:not([data-loading])'), { timeout: 15_000 }).not.toBeNull();
  await frame();
  const markdown = container.querySelector('[data-rui="markdown"]')!;
  expect(markdown.querySelectorAll("p")).toHaveLength(2);
  const after = { answer: box(markdown), below: box(below), paragraphs: [...markdown.querySelectorAll("p")].map(box) };
  expect(after.answer).toEqual(before.answer);
  expect(after.below).toEqual(before.below);
  expect(after.paragraphs).toEqual(before.paragraphs);
});

test("MessageList: the editor's chunk arrives after the first paint without moving a row; Edit then shows it at once", async () => {
  const store = createAgentStore({ threadId: "t" });
  store.getState().addMessage({ id: "u1", role: "user", content: "Will it rain in Paris tomorrow?" });
  store.getState().addMessage({ id: "a1", role: "assistant", content: "Yes: showers from late morning. Take an umbrella." });
  const { container } = render(
    <AgentProvider store={store}>
      <div style={{ width: 640 }}>
        <MessageList onEdit={() => {}} />
        <div data-testid="below">the composer's place</div>
      </div>
    </AgentProvider>,
  );
  const rows = () => [...container.querySelectorAll('[data-rui="message"], [data-rui="message-actions"], [data-testid="below"]')];
  expect(rows().length).toBe(4);
  const before = rows().map(box);

  // the chunk the first paint asked for (MessageRow preloads it for a row offering Edit)
  await act(async () => {
    await LazyMessageEditor.preload();
  });
  await frame();
  expect(rows().map(box)).toEqual(before);

  // Edit: the editor replaces the row in the same commit — no fallback frame in between
  act(() => {
    fireEvent.click(container.querySelector('[data-rui="message-edit"]')!);
  });
  const field = container.querySelector<HTMLTextAreaElement>('[data-rui="message-editor-input"]');
  expect(field).not.toBeNull();
  expect(field!.value).toBe("Will it rain in Paris tomorrow?");
  await frame();
  expect(document.activeElement).toBe(field);
});
