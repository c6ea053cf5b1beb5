import type { Meta, StoryObj } from "@storybook/react-vite";
import { AgentProvider, Composer, MessageList, MessageListViewport, useAgentRun } from "@reasoning-ui/react";
import { createAgentSession, createAgentStore, type BaseEvent } from "@reasoning-ui/core";
import { memoryStorage, threadStorage, type ThreadStorage } from "@reasoning-ui/core/storage";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { scriptedRunner } from "../support/scriptedRunner";

const ANSWER = "Rain is likely after lunch; the radar shows a front moving in from the west, so plan indoor visits. ";

/** A stored thread of `turns` answered turns (each ~1.5 KB: long enough to be stored in pages, docs/architecture.md, "Persistence"). */
async function seeded(turns: number): Promise<ReturnType<typeof memoryStorage>> {
  const storage = memoryStorage();
  const store = createAgentStore({ threadId: "long-story" });
  const s = () => store.getState();
  for (let i = 1; i <= turns; i++) {
    s().addMessage({ id: `u${i}`, role: "user", content: `Question ${i}: what about the weather on day ${i}?` });
    s().beginRun(`run-${i}`);
    s().applyEvents([
      { type: "RUN_STARTED", threadId: "long-story", runId: `run-${i}` },
      { type: "REASONING_START", messageId: `s${i}`, timestamp: i * 60_000 },
      { type: "REASONING_MESSAGE_START", messageId: `r${i}`, role: "reasoning", timestamp: i * 60_000 },
      { type: "REASONING_MESSAGE_CONTENT", messageId: `r${i}`, delta: "Weighing the forecast against the radar. ".repeat(12) },
      { type: "REASONING_MESSAGE_END", messageId: `r${i}`, timestamp: i * 60_000 + 4_000 },
      { type: "REASONING_END", messageId: `s${i}`, timestamp: i * 60_000 + 4_000 },
      { type: "TEXT_MESSAGE_START", messageId: `a${i}`, role: "assistant" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: `a${i}`, delta: `Answer ${i}: ${ANSWER.repeat(6)}` },
      { type: "TEXT_MESSAGE_END", messageId: `a${i}` },
      { type: "RUN_FINISHED", threadId: "long-story", runId: `run-${i}` },
    ] as BaseEvent[]);
    s().endStream({ status: "finished" });
  }
  const writer = createAgentSession({ runner: async () => "finished", store, storage });
  writer.connect();
  await writer.ready();
  store.getState().addMessage({ id: "u-seed", role: "user", content: `Question ${turns + 1}: and next week?` });
  await writer.flush();
  return storage;
}

/** The storage as the page sees it: older pages answered after `delayMs` (`Infinity`: never — the loading row stays). */
function slowPages(inner: ThreadStorage, delayMs: number): ThreadStorage {
  return threadStorage({
    load: (key: string) => (key.startsWith("rui-page:") ? new Promise((r) => (delayMs === Infinity ? undefined : setTimeout(() => r(inner.load(key)), delayMs))) : inner.load(key)),
    save: (key: string, value: unknown) => inner.save(key, value),
    remove: (key: string) => inner.remove(key),
  });
}

function Chat({ storage }: { storage: ThreadStorage }) {
  const [runner] = useState(() => scriptedRunner(["finished"], []));
  const agent = useAgentRun({ runner, storage, threadId: "long-story" });
  return (
    <AgentProvider session={agent.session}>
      <div style={{ display: "flex", flexDirection: "column", height: "min(600px, 100vh)", maxWidth: "42rem", margin: "0 auto" }}>
        <MessageListViewport>
          <MessageList />
        </MessageListViewport>
        <Composer />
      </div>
    </AgentProvider>
  );
}

/** Seeds the stored thread once per story, then shows the chat over it. */
function Seeded({ turns, delayMs }: { turns: number; delayMs: number }) {
  const [storage, setStorage] = useState<ThreadStorage | undefined>(undefined);
  useState(() => void seeded(turns).then((s) => setStorage(slowPages(s, delayMs))));
  return storage ? <Chat storage={storage} /> : <p>Preparing a long stored thread…</p>;
}

const meta = {
  title: "Components/MessageList/Long threads",
  component: Seeded,
  args: { turns: 300, delayMs: 300 },
  parameters: {
    docs: {
      description: {
        component:
          "A long stored thread opens on its newest turns (docs/architecture.md, \"Persistence\"): the head of the stored thread (≤ 64 KB) is read " +
          "first, and a row above the newest turns says older ones are still stored — *Load earlier messages (N more)*, loaded by itself " +
          "when the reader scrolls up to it, *Loading earlier messages…* meanwhile. A run, a branch switch or an export loads the rest first.",
      },
    },
  },
} satisfies Meta<typeof Seeded>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newest window with the row above it; the button (or scrolling up) loads the next older page. */
export const NewestWindowFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const load = await canvas.findByRole("button", { name: /Load earlier messages \(\d[\d,]* more\)/ }, { timeout: 10_000 });
    const before = canvasElement.querySelectorAll('[data-rui="message"][data-role="user"]').length;
    await userEvent.click(load);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-rui="message"][data-role="user"]').length).toBeGreaterThan(before), { timeout: 10_000 });
  },
};

/** An older page still loading: "Loading earlier messages…" (a polite status) above the newest turns. */
export const LoadingEarlier: Story = {
  args: { delayMs: Infinity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: /Load earlier messages/ }, { timeout: 10_000 }));
    await expect(await canvas.findByText("Loading earlier messages…")).toBeVisible();
    await expect(canvasElement.querySelector('[data-rui="earlier-messages"]')).toHaveAttribute("aria-busy", "true");
  },
};

/** Scrolling up to the row loads the next older page by itself; the row the reader was on stays where it was. */
export const ScrollUpLoads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole("button", { name: /Load earlier messages/ }, { timeout: 10_000 });
    const viewport = canvasElement.querySelector<HTMLElement>('[data-rui="message-list-viewport"]')!;
    // wait until the list has mounted its rows (the row loads by itself only then)
    await waitFor(() => expect(canvasElement.querySelector('[data-rui="message-list"]')).not.toHaveAttribute("data-mounting"), { timeout: 10_000 });
    const users = () => canvasElement.querySelectorAll('[data-rui="message"][data-role="user"]');
    const before = users().length;
    const anchor = users()[0] as HTMLElement;
    viewport.scrollTop = 0; // the reader scrolls up to the top
    await waitFor(() => expect(users().length).toBeGreaterThan(before), { timeout: 10_000 });
    await waitFor(() => expect(canvasElement.querySelector('[data-rui="message-list"]')).not.toHaveAttribute("data-mounting"), { timeout: 10_000 });
    // the message that was at the top is still in view: older turns were added above it, not in its place
    const box = anchor.getBoundingClientRect();
    const frame = viewport.getBoundingClientRect();
    await expect(anchor.isConnected).toBe(true);
    await expect(box.bottom > frame.top && box.top < frame.bottom).toBe(true);
  },
};
