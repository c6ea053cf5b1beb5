/**
 * Long streamed markdown in real Chromium (issue 23 part 6): finished blocks sit in `content-visibility: auto`
 * groups (and chunks) that the browser skips while out of view. Skipped text must stay the user's text: a
 * selection of the whole reasoning copies every block, in order (as its rendered text); find-in-page reaches a
 * word in a skipped group; scrolling to a skipped group lays it out.
 */
import { cleanup, render } from "@testing-library/react";
import { ReasoningPanel } from "@reasoning-ui/react";
import { markdownRenderContent } from "@reasoning-ui/react/markdown";
import "@reasoning-ui/react/styles.css";
import "@reasoning-ui/react/markdown.css";
import { afterEach, expect, test } from "vitest";
import { makeTrace } from "../../bench/p6/trace";

afterEach(cleanup);

const frames = (n = 3) => new Promise<void>((resolve) => {
  const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
  step(n);
});
const renderContent = markdownRenderContent();
// a 300 KB trace with one unique word in its first block (the first group is skipped while the panel shows the end)
const TEXT = `**Start: zanzibarquokka**\n\n${makeTrace(300 * 1024)}`;
const squash = (s: string) => s.replace(/\s+/g, "");

test("a 300 KB markdown panel pinned to its end: skipped groups select, copy and find as text", async () => {
  const { container } = render(
    <div style={{ width: 720 }}>
      <ReasoningPanel status="streaming" startedAt={Date.now()} text={TEXT} renderContent={renderContent} />
    </div>,
  );
  await frames(4);
  const content = container.querySelector<HTMLElement>('[data-rui="reasoning-content"]')!;
  const root = content.querySelector<HTMLElement>('[data-rui="markdown"]')!;
  const groups = root.querySelectorAll(':scope > [data-rui="md-group"]');
  expect(groups.length).toBeGreaterThanOrEqual(3);
  expect(getComputedStyle(groups[0]!).contentVisibility).toBe("auto");
  expect(content.scrollTop + content.clientHeight).toBeGreaterThanOrEqual(content.scrollHeight - 2); // pinned to the end

  // select everything in the reasoning: the selection's text is every block's text, in order
  const selection = getSelection()!;
  const range = document.createRange();
  range.selectNodeContents(root);
  selection.removeAllRanges();
  selection.addRange(range);
  const selected = selection.toString();
  expect(squash(selected)).toBe(squash(root.textContent!));
  expect(selected.startsWith("Start: zanzibarquokka")).toBe(true);
  selection.removeAllRanges();

  // find (window.find, Chromium's find-in-page search) reaches the word in the first, skipped group
  const find = (window as unknown as { find?: (s: string) => boolean }).find;
  expect(find).toBeTypeOf("function");
  expect(find!.call(window, "zanzibarquokka")).toBe(true);
  const word = root.querySelector("strong")!;
  expect(word.textContent).toContain("zanzibarquokka");
  expect(word.contains(getSelection()!.anchorNode)).toBe(true);
  // revealing it (as the find bar does) lays the group out and keeps it in view: the stream's pin does not pull
  // the panel back to the end when the revealed group's real height replaces its estimate
  word.scrollIntoView({ block: "center" });
  await frames(6);
  const box = word.getBoundingClientRect();
  const view = content.getBoundingClientRect();
  expect(box.height).toBeGreaterThan(0); // laid out, not skipped
  expect(box.top).toBeGreaterThanOrEqual(view.top - 1);
  expect(box.bottom).toBeLessThanOrEqual(view.bottom + 1);
  expect(content.hasAttribute("data-following")).toBe(false);
});
