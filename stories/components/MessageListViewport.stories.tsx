import type { Meta, StoryObj } from "@storybook/react-vite";
import { AgentProvider, Composer, MessageList, MessageListViewport } from "@reasoning-ui/react";
import { createAgentStore, type AgentStore, type BaseEvent } from "@reasoning-ui/core";
import { useMemo } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { sleep } from "../support/play";

/** The story's store, for its play function to drive (one per story id). */
const STORES = new Map<string, AgentStore>();

const ANSWER = "It will probably rain in the afternoon, so take a compact umbrella and plan indoor visits after lunch. ";

/** One finished turn: a reasoning span of `reasoning` sentences, then an answer of `paragraphs` × a sentence pair. */
function finishedTurn(i: number, paragraphs = 3, reasoning = 6): BaseEvent[] {
  return [
    { type: "RUN_STARTED", threadId: "t", runId: `run-${i}` },
    { type: "REASONING_START", messageId: `s${i}` },
    { type: "REASONING_MESSAGE_START", messageId: `r${i}`, role: "reasoning" },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `r${i}`, delta: "Weighing the forecast against the radar. ".repeat(reasoning) },
    { type: "REASONING_MESSAGE_END", messageId: `r${i}` },
    { type: "REASONING_END", messageId: `s${i}` },
    { type: "TEXT_MESSAGE_START", messageId: `a${i}`, role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: `a${i}`, delta: `Answer ${i}: ${ANSWER.repeat(paragraphs)}` },
    { type: "TEXT_MESSAGE_END", messageId: `a${i}` },
    { type: "RUN_FINISHED", threadId: "t", runId: `run-${i}` },
  ] as BaseEvent[];
}

function Chat({ id, turns, collapseDelay, width = 720 }: { id: string; turns: number; collapseDelay: number; width?: number }) {
  const store = useMemo(() => {
    const s = createAgentStore({ threadId: "t" });
    for (let i = 1; i <= turns; i++) {
      s.getState().addMessage({ id: `u${i}`, role: "user", content: `Question ${i}: what about the weather on day ${i}?` });
      s.getState().applyEvents(finishedTurn(i));
    }
    STORES.set(id, s);
    return s;
  }, [id, turns]);
  return (
    <div style={{ display: "flex", flexDirection: "column", height: "min(600px, 100vh)", maxWidth: width, marginInline: "auto" }}>
      <AgentProvider store={store}>
        <MessageListViewport>
          <MessageList reasoningProps={{ collapseDelay }} />
        </MessageListViewport>
        <Composer onSend={() => {}} />
      </AgentProvider>
    </div>
  );
}

const meta = {
  title: "Components/MessageListViewport",
  component: MessageListViewport,
  parameters: {
    docs: {
      description: {
        component:
          "The conversation's scroll area: it follows the stream while the reader is at the bottom, shows **Jump to latest** " +
          "when they scroll up, and keeps the text they are reading in place when a reasoning panel above it collapses.",
      },
    },
  },
} satisfies Meta<typeof MessageListViewport>;
export default meta;
type Story = StoryObj<typeof meta>;

const viewportOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-rui="message-list-viewport"]')!;
const gap = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight;

/** New turns and streamed text keep the newest content in view; scrolling up stops following until Jump to latest. */
export const FollowsTheStream: Story = {
  render: () => <Chat id="follows" turns={3} collapseDelay={0} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = viewportOf(canvasElement);
    const store = STORES.get("follows")!;
    await waitFor(() => expect(gap(viewport)).toBeLessThanOrEqual(1));
    store.getState().addMessage({ id: "u4", role: "user", content: "Question 4: and tomorrow?" });
    store.getState().applyEvents(finishedTurn(4));
    await waitFor(() => expect(canvas.getByText(/^Answer 4:/)).toBeInTheDocument());
    await waitFor(() => expect(gap(viewport)).toBeLessThanOrEqual(1)); // followed
    viewport.scrollTop = 0;
    await waitFor(() => expect(canvas.getByRole("button", { name: /Jump to latest/ })).toBeInTheDocument());
    store.getState().addMessage({ id: "u5", role: "user", content: "Question 5: and the day after?" });
    store.getState().applyEvents(finishedTurn(5));
    await sleep(300);
    await expect(viewport.scrollTop).toBe(0); // the reader who scrolled up is not yanked down
    await userEvent.click(canvas.getByRole("button", { name: /Jump to latest/ }));
    await waitFor(() => expect(gap(viewport)).toBeLessThanOrEqual(1));
    await waitFor(() => expect(canvas.queryByRole("button", { name: /Jump to latest/ })).toBeNull());
  },
};

/**
 * The reader scrolled up to the start of an answer; the reasoning panel above it, still open from streaming,
 * auto-collapses: the answer stays where it is (the viewport's own scroll anchoring).
 */
export const KeepsReadingPosition: Story = {
  render: () => <Chat id="anchoring" turns={2} collapseDelay={600} width={390} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = viewportOf(canvasElement);
    const store = STORES.get("anchoring")!;
    const s = store.getState();
    s.addMessage({ id: "u3", role: "user", content: "Question 3: and on Sunday?" });
    const events = finishedTurn(3, 30, 10); // a reasoning text of a few lines, an answer longer than the viewport
    s.applyEvents(events.slice(0, 4)); // the reasoning streams: its panel opens
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-rui="reasoning"]')[2]).toHaveAttribute("data-state", "open"));
    s.applyEvents(events.slice(4));
    const answer = await canvas.findByText(/^Answer 3:/);
    // the reader scrolls up to the start of the answer: the open panel straddles the viewport's top edge
    viewport.scrollTop += answer.getBoundingClientRect().top - viewport.getBoundingClientRect().top - 120;
    await waitFor(() => expect(viewport).not.toHaveAttribute("data-following"));
    const panel = canvasElement.querySelectorAll('[data-rui="reasoning"]')[2]!;
    await expect(panel.getBoundingClientRect().top).toBeLessThan(viewport.getBoundingClientRect().top);
    const before = answer.getBoundingClientRect().top;
    await waitFor(() => expect(panel).toHaveAttribute("data-state", "closed"), { timeout: 3000 });
    await sleep(100);
    await expect(Math.abs(answer.getBoundingClientRect().top - before)).toBeLessThanOrEqual(1);
  },
};
