/**
 * Layout from 320 px up (issue 11 item 6), in real Chromium: inside a 320 px `MessageListViewport` the reasoning
 * trigger's chevron never overlaps its label, the reasoning text keeps whole words per line, and nothing scrolls
 * sideways.
 */
import { cleanup, render } from "@testing-library/react";
import { createAgentStore } from "@reasoning-ui/core";
import { AgentProvider, MessageList, MessageListViewport } from "@reasoning-ui/react";
import "@reasoning-ui/react/styles.css";
import { afterEach, expect, test } from "vitest";

afterEach(cleanup);

test.each([320, 390])("at %i px: no overlap, no sideways scroll, words stay whole", async (width) => {
  const store = createAgentStore({ threadId: "t" });
  store.getState().applyEvents([
    { type: "RUN_STARTED", threadId: "t", runId: "r" },
    { type: "REASONING_MESSAGE_START", messageId: "m1", role: "reasoning", timestamp: 0 },
    { type: "REASONING_MESSAGE_CONTENT", messageId: "m1", delta: "Considering the forecast for tomorrow afternoon in Paris and whether an umbrella is needed. https://example.com/a/very/long/url/that/must/still/wrap/somewhere/inside/the/panel" },
    { type: "REASONING_MESSAGE_END", messageId: "m1", timestamp: 125_000 },
    { type: "RUN_FINISHED", threadId: "t", runId: "r" },
  ] as never);
  const { container } = render(
    <div style={{ display: "flex", flexDirection: "column", width, height: 600 }}>
      <AgentProvider store={store} coalesce={false}>
        <MessageListViewport>
          <MessageList reasoningProps={{ defaultOpen: true }} labels={{ thoughtFor: () => "Thought for 2 minutes 5 seconds about the question" }} />
        </MessageListViewport>
      </AgentProvider>
    </div>,
  );
  await new Promise((r) => requestAnimationFrame(() => r(null)));
  const viewport = container.querySelector('[data-rui="message-list-viewport"]')!;
  expect(viewport.scrollWidth).toBeLessThanOrEqual(viewport.clientWidth);
  const label = container.querySelector('[data-rui="reasoning-duration"]')!.getBoundingClientRect();
  const chevron = container.querySelector('[data-rui="chevron"]')!.getBoundingClientRect();
  const overlap = Math.min(label.right, chevron.right) - Math.max(label.left, chevron.left);
  const sameLine = Math.min(label.bottom, chevron.bottom) - Math.max(label.top, chevron.top) > 0;
  expect(sameLine && overlap > 0).toBe(false);
  const part = container.querySelector('[data-rui="reasoning-part"]')!.getBoundingClientRect();
  expect(part.width).toBeGreaterThan(width * 0.6);
});
