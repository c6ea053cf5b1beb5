/**
 * Markdown by default in the literal Quick start (issue 39 item 12), in real Chromium against the demo agent: the
 * README's `Chat` (examples/vite/src/Chat.tsx, line for line — no markdown import, no `renderText`) shows a model's
 * markdown as markdown: the answer's code spans and bold are elements, not literal backticks and asterisks; the
 * reasoning summary's bold heading line is the part's title, and the part does not repeat it. Only the network is
 * routed: the page's `/api/agent` goes to the demo agent (as the example's proxy does).
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, expect, inject, test } from "vitest";
import { userEvent } from "vitest/browser";
import { Chat } from "../../examples/vite/src/Chat";

const realFetch = globalThis.fetch;
beforeAll(() => {
  const agent = new URL(inject("agentUrl"));
  globalThis.fetch = (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url, location.href);
    if (url.origin === location.origin && url.pathname.startsWith("/api/agent")) {
      return realFetch(new URL(agent.pathname + url.pathname.slice("/api/agent".length) + url.search, agent.origin), init);
    }
    return realFetch(input, init);
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
afterEach(() => cleanup());

test("the Quick start renders the answer's and the summary's markdown; the summary's bold line is the part's title", async () => {
  const { container } = render(<Chat />);
  await userEvent.fill(screen.getByRole("textbox"), "Answer in markdown please");
  await userEvent.keyboard("{Enter}");

  // the answer: code spans and bold as elements, no literal markers
  const answer = () => container.querySelector('[data-rui="message"][data-role="assistant"] [data-rui="message-content"]');
  await waitFor(() => expect(answer()?.querySelector('[data-rui="markdown"]:not([data-loading]) code')?.textContent).toBe("stream: true"), { timeout: 15_000 });
  await waitFor(() => expect(answer()!.querySelectorAll("li")).toHaveLength(2));
  expect(answer()!.querySelector("strong")?.textContent).toBe("server-sent events");
  expect(answer()!.textContent).not.toMatch(/`|\*\*/);

  // the summary (it collapses once finished): opened by the reader if closed; its heading line is the part's title
  const trigger = container.querySelector<HTMLElement>('button[data-rui="reasoning-trigger"]')!;
  if (trigger.getAttribute("aria-expanded") !== "true") await userEvent.click(trigger);
  await waitFor(() => expect(container.querySelector('[data-rui="reasoning-part-title"]')?.textContent).toBe("Searching the docs"));
  const part = container.querySelector('[data-rui="reasoning-part"]')!;
  expect(part.querySelector('[data-rui="markdown"] code')?.textContent).toBe("stream");
  expect(part.textContent).not.toMatch(/`|\*\*/);
  expect(part.textContent!.match(/Searching the docs/g)).toHaveLength(1);
});
