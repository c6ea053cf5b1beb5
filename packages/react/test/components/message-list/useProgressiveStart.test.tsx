/**
 * Progressive mounting (issue 22's "restore to first paint"): a long thread that appears at once renders its
 * newest turns first, from a turn's start, then the older rows in later frames until all are in the DOM; growth of
 * the thread renders at once; the restored turns are never announced; the server renders what the client's first
 * pass renders.
 */
import { act, getConfig, render } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Message } from "@reasoning-ui/core";
import { AgentProvider, MessageList, MessageListViewport } from "../../../src";
import { PROGRESSIVE_MIN, PROGRESSIVE_TAIL } from "../../../src/components/message-list/useProgressiveStart";
import { ev, newStore } from "../../helpers";

/** `turns` turns of a question, a reasoning message and an answer. */
function thread(turns: number): Message[] {
  const messages: Message[] = [];
  for (let t = 0; t < turns; t++) {
    messages.push({ id: `u${t}`, role: "user", content: `question ${t}` });
    messages.push({ id: `r${t}`, role: "reasoning", content: `thought ${t}` });
    messages.push({ id: `a${t}`, role: "assistant", content: `answer ${t}` });
  }
  return messages;
}

const rows = (root: ParentNode) => [...root.querySelectorAll('[data-rui="message"], [data-rui="reasoning"]')];
const ids = (root: ParentNode) => rows(root).map((r) => r.textContent ?? "");
const list = (root: ParentNode) => root.querySelector('[data-rui="message-list"]')!;

/**
 * Resolves with `read()` in the first DOM commit where `ready()` holds: read in the MutationObserver callback that
 * commit triggers (a microtask), before any later frame or task can mount more rows. No timer of its own: the
 * condition is what is waited on (the test's timeout only guards a list that never gets there). Run through
 * Testing Library's async wrapper, as `waitFor` is, so React commits the list's frames as a browser would.
 */
function atFirstCommit<T>(root: Node, ready: () => boolean, read: () => T): Promise<T> {
  return getConfig().asyncWrapper(() => new Promise<T>((resolve) => {
    if (ready()) return resolve(read());
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      resolve(read());
    });
    observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  })) as Promise<T>;
}

/** Waits until the list has mounted every row (`data-mounting` gone), then checks there are `count` of them. */
const allMounted = async (root: HTMLElement, count: number) => {
  await atFirstCommit(root, () => !list(root).hasAttribute("data-mounting"), () => undefined);
  expect(rows(root)).toHaveLength(count);
};
/** Progressive mounting takes ~one frame per chunk; on a loaded 2-core machine 900 rows in jsdom can take a while. */
const LOADED_MS = 120_000;

describe("MessageList: progressive mounting of a long thread", () => {
  it("renders only the newest turns first, from a turn's start, then every row in order", async () => {
    const store = newStore(thread(300));
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList />
      </AgentProvider>,
    );
    const first = rows(container);
    expect(first.length).toBeGreaterThanOrEqual(PROGRESSIVE_TAIL);
    expect(first.length).toBeLessThanOrEqual(PROGRESSIVE_TAIL + 3);
    expect(first[0]).toHaveAttribute("data-role", "user"); // aligned to a turn
    expect(first.at(-1)).toHaveTextContent("answer 299");
    expect(list(container)).toHaveAttribute("data-mounting");

    await allMounted(container, 900);
    const text = ids(container);
    expect(text[0]).toContain("question 0");
    expect(rows(container)[1]).toHaveAttribute("data-rui", "reasoning");
    expect(text.at(-1)).toContain("answer 299");
    // in thread order, each row once
    const answers = text.flatMap((t) => /answer (\d+)/.exec(t)?.[1] ?? []).map(Number);
    expect(answers).toEqual(Array.from({ length: 300 }, (_, i) => i));
  }, LOADED_MS);

  it("a short thread mounts at once", () => {
    const store = newStore(thread(PROGRESSIVE_MIN / 3));
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList />
      </AgentProvider>,
    );
    expect(rows(container)).toHaveLength(PROGRESSIVE_MIN);
    expect(list(container)).not.toHaveAttribute("data-mounting");
  });

  it("a thread restored into a mounted list mounts progressively, and none of it is announced", async () => {
    const store = newStore();
    const { container } = render(
      <AgentProvider store={store}>
        <MessageListViewport>
          <MessageList />
        </MessageListViewport>
      </AgentProvider>,
    );
    act(() => store.setState({ messages: thread(200) }));
    // the first commit with rows (the store's updates reach the list once per frame)
    const first = await atFirstCommit(container, () => rows(container).length > 0, () => rows(container));
    expect(first.length).toBeLessThanOrEqual(PROGRESSIVE_TAIL + 3);
    expect(first.at(-1)).toHaveTextContent("answer 199");
    await allMounted(container, 600);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.querySelector('[data-rui="list-announcer"]')).toHaveTextContent(/^$/);
  }, LOADED_MS);

  it("new rows of the thread render at once while older ones are still mounting", async () => {
    const store = newStore(thread(300));
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList />
      </AgentProvider>,
    );
    expect(list(container)).toHaveAttribute("data-mounting");
    const before = rows(container).length;
    act(() => {
      store.getState().addMessage({ id: "new-q", role: "user", content: "a new question" });
      for (const e of ev.text("new-a", "a new answer")) store.getState().applyEvent(e as never);
    });
    // the list as the commit that brought the new rows left it (not as it is after later frames mounted more)
    const seen = await atFirstCommit(
      container,
      () => rows(container).at(-1)?.textContent?.includes("a new answer") ?? false,
      () => ({ mounting: list(container).hasAttribute("data-mounting"), count: rows(container).length, question: rows(container).at(-2)?.textContent }),
    );
    expect(seen.mounting).toBe(true); // the older rows are not all there yet…
    expect(seen.count).toBeLessThan(before + 100);
    expect(seen.question).toContain("a new question"); // …but the new ones are
    await allMounted(container, 902);
  }, LOADED_MS);

  it("the server renders what the client's first pass renders (the tail), deterministically", () => {
    const page = () => (
      <AgentProvider store={newStore(thread(300))}>
        <MessageList />
      </AgentProvider>
    );
    const html = renderToString(page());
    expect(renderToString(page())).toBe(html);
    const server = document.createElement("div");
    server.innerHTML = html;
    const { container } = render(page());
    expect(ids(server)).toEqual(ids(container));
    expect(ids(server).at(-1)).toContain("answer 299");
  });
});
