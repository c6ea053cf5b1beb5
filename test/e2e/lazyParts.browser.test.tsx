/**
 * Parts loaded on first use, in real Chromium (issue 31 part 3, docs/architecture.md, "UI parts"). The first frame must not
 * move when a part's chunk arrives, and a part never shows as an empty box while its chunk is on the way:
 * - `LazyMarkdown`: until the markdown renderer's chunk arrives, the answer is its plain paragraphs in the markdown
 *   root; when it arrives, the markdown replaces them — the same boxes for plain prose, and the row below stays put.
 * - `MessageList`'s editor: its chunk is fetched after the first paint of a row offering Edit; its arrival moves
 *   nothing, and Edit then shows the editor in the same commit (no fallback frame).
 * - `InterruptPrompt`'s answer fields (the schema form): a prompt whose fields have not arrived is held back, then
 *   shows complete in one frame — never without its fields — focused on its first field; the rows above stay put.
 * Each measures the bounding boxes before and after the chunk arrives, waiting on the arrival itself.
 */
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { createAgentStore } from "@reasoning-ui/core";
import { AgentProvider, InterruptPrompt, MessageList } from "@reasoning-ui/react";
import type { BaseEvent } from "@ag-ui/core";
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

test("InterruptPrompt: a form request before its fields' chunk has arrived shows once, complete and focused on its first field; nothing above moves", async () => {
  const store = createAgentStore({ threadId: "t" });
  store.getState().addMessage({ id: "u1", role: "user", content: "Plan a trip for me." });
  store.getState().applyEvents([
    { type: "RUN_STARTED", threadId: "t", runId: "r1" },
    { type: "TEXT_MESSAGE_START", messageId: "a1", role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: "a1", delta: "A few questions first." },
    { type: "TEXT_MESSAGE_END", messageId: "a1" },
    {
      type: "RUN_FINISHED",
      threadId: "t",
      runId: "r1",
      outcome: {
        type: "interrupt",
        interrupts: [
          {
            id: "q1",
            reason: "input_required",
            message: "Where to, and for how long?",
            responseSchema: { type: "object", properties: { city: { type: "string", title: "City", maxLength: 80 }, days: { type: "integer", title: "Days", default: 3 } }, required: ["city"] },
          },
        ],
      },
    },
  ] as BaseEvent[]);
  const onResume = async () => ({ ok: true as const, status: "finished" as const, notices: [] });
  // every frame until the prompt is in: it is never there without its fields
  const frames: Array<{ prompt: boolean; fields: boolean }> = [];
  let watching = true;
  const watch = () => {
    const prompt = document.querySelector('[data-rui="interrupt"]');
    frames.push({ prompt: prompt !== null, fields: prompt?.querySelector('[data-rui="interrupt-schema-form"] input') != null });
    if (watching) requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
  const { container } = render(
    <div style={{ width: 360 }}>
      <AgentProvider store={store}>
        <MessageList interrupts={{ Prompt: InterruptPrompt, onResume }} />
      </AgentProvider>
    </div>,
  );
  const answer = [...container.querySelectorAll("p, div")].find((el) => el.textContent === "A few questions first.")!;
  expect(answer).toBeTruthy();
  expect(container.querySelector('[data-rui="interrupt"]'), "held back while its fields load").toBeNull();
  const before = box(answer);
  await expect.poll(() => container.querySelector('[data-rui="interrupt"]'), { timeout: 15_000 }).not.toBeNull();
  await frame();
  const prompt = container.querySelector('[data-rui="interrupt"]')!;
  const shown = box(prompt);
  await frame();
  await frame();
  watching = false;
  expect(frames.filter((f) => f.prompt && !f.fields)).toEqual([]);
  expect(box(answer)).toEqual(before);
  expect(box(prompt), "the prompt does not change its box after it appears").toEqual(shown);
  await expect.poll(() => document.activeElement?.getAttribute("id") ?? "").toMatch(/-city$/);
  expect((document.activeElement as HTMLInputElement).labels?.[0]?.textContent).toBe("City");
});
