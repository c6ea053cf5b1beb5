import type { Meta, StoryObj } from "@storybook/react-vite";
import { createAgentStore, type BaseEvent } from "@reasoning-ui/core";
import { createLettaAdapter, type LettaMessage } from "@reasoning-ui/core/adapters";
import { AgentProvider, MessageList } from "@reasoning-ui/react";
import { useEffect, useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { feedEach } from "../support/feedEach";
import { findIn } from "../support/play";

/** Fake but shape-exact opaque tokens (Letta `signature` / `hidden_reasoning`); they must never reach the DOM. */
const SIGNATURE = "EqQBCkYIBxgCKkBLETTA-SIGNATURE-NEVER-IN-DOM==";
const REDACTED = "EmwKAhgBEgyLETTA-REDACTED-NEVER-IN-DOM";
const at = (s: number) => new Date(Date.UTC(2025, 5, 1, 9, 0, s)).toISOString();

/** A Letta step as the server streams it (`stream_tokens: true`): one chunk per delta, same `id` and `otid`. */
function signedTurn(): LettaMessage[] {
  const words = ["The user asks about ", "the weather in Paris. ", "I should call the forecast tool ", "and answer briefly."];
  return [
    ...words.map((w, i): LettaMessage => ({ message_type: "reasoning_message", id: "message-a1", otid: "message-a1-0", date: at(i * 2), reasoning: w, source: "reasoner_model" })),
    { message_type: "reasoning_message", id: "message-a1", otid: "message-a1-0", date: at(7), reasoning: "", signature: SIGNATURE, source: "reasoner_model" },
    { message_type: "assistant_message", id: "message-a1", otid: "message-a1-1", date: at(8), content: "It's sunny in Paris today, around 24 °C." },
  ];
}

const scenarios = {
  /** Anthropic thinking through Letta: text + signature → summary (signature kept as the encrypted value). */
  signed: signedTurn(),
  /** Prompted inner thoughts (`non_reasoner_model`): visible reasoning. */
  innerThoughts: [
    { message_type: "reasoning_message", id: "message-b1", otid: "message-b1-0", date: at(0), reasoning: "User said hi. I'll greet them back and offer help.", source: "non_reasoner_model" },
    { message_type: "assistant_message", id: "message-b1", otid: "message-b1-1", date: at(1), content: "Hi! How can I help you today?" },
  ] satisfies LettaMessage[],
  /** Redacted thinking: only an opaque blob → hidden. */
  redacted: [
    { message_type: "hidden_reasoning_message", id: "message-c1", otid: "message-c1-0", date: at(0), state: "redacted", hidden_reasoning: REDACTED },
    { message_type: "assistant_message", id: "message-c1", otid: "message-c1-1", date: at(5), content: "I can't go into how I got there, but the answer is 42." },
  ] satisfies LettaMessage[],
  /** Omitted reasoning (e.g. OpenAI reasoning models): nothing to keep; the adapter reports it with a CUSTOM event. */
  omitted: [
    { message_type: "hidden_reasoning_message", id: "message-d1", otid: "message-d1-0", date: at(0), state: "omitted" },
    { message_type: "assistant_message", id: "message-d1", otid: "message-d1-1", date: at(3), content: "Here is the summary you asked for." },
  ] satisfies LettaMessage[],
};

type Scenario = keyof typeof scenarios;

/** Feeds Letta messages through `createLettaAdapter` into a real store, one chunk every `intervalMs` (0: at once). */
function LettaThread({ scenario, intervalMs }: { scenario: Scenario; intervalMs: number }) {
  const [store] = useState(() => createAgentStore({ threadId: "letta-thread" }));
  useEffect(() => {
    const adapter = createLettaAdapter();
    const messages = scenarios[scenario];
    const apply = (events: BaseEvent[]) => store.getState().applyEvents(events);
    store.getState().addMessage({ id: "user-1", role: "user", content: "What's the weather in Paris?" });
    store.getState().beginRun("letta-run");
    const finish = () => {
      apply(adapter.end());
      store.getState().applyEvents([{ type: "RUN_FINISHED", threadId: "letta-thread", runId: "letta-run" } as BaseEvent]);
    };
    return feedEach(messages, intervalMs, (m) => apply(adapter.toEvents(m)), finish);
  }, [store, scenario, intervalMs]);
  return (
    <AgentProvider store={store}>
      <div style={{ padding: "1rem" }}>
        <MessageList reasoningProps={{ collapseDelay: 600 }} />
      </div>
    </AgentProvider>
  );
}

const meta = {
  title: "Adapters/Letta",
  component: LettaThread,
  args: { scenario: "signed", intervalMs: 0 },
  argTypes: {
    scenario: { control: "inline-radio", options: Object.keys(scenarios) },
    intervalMs: { control: { type: "range", min: 0, max: 1000, step: 50 } },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Letta `ReasoningMessage` / `HiddenReasoningMessage` chunks through `createLettaAdapter` into a real store, rendered by " +
          "`MessageList`. `signature` and redacted `hidden_reasoning` are kept byte-for-byte as the message's `encryptedValue` " +
          "(resent by `buildRunAgentInput`) and never rendered; `omitted` reasoning has nothing to keep: it is a placeholder " +
          "in its place in the thread (`metadata.reasoningUi.hidden: \"omitted\"`), shown as \"Reasoning not included\" and never resent.",
      },
    },
  },
} satisfies Meta<typeof LettaThread>;
export default meta;
type Story = StoryObj<typeof meta>;

const noSecrets = () => {
  expect(document.body.outerHTML).not.toContain(SIGNATURE);
  expect(document.body.outerHTML).not.toContain(REDACTED);
};

/** Claude thinking via Letta: the signed text shows as a summary with the summary badge ("full reasoning kept private"). */
export const SignedReasoning: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText("It's sunny in Paris today, around 24 °C.");
    const block = await findIn(canvasElement, '[data-rui="reasoning"]');
    await expect(block).toHaveAttribute("data-visibility", "summary");
    await expect(block).toHaveAttribute("data-status", "complete");
    await expect(canvasElement.querySelector('[data-rui="summary-badge"]')).not.toBeNull();
    noSecrets();
  },
};

/** The same turn streamed chunk by chunk (Letta `stream_tokens: true`). */
export const Streaming: Story = {
  args: { intervalMs: 400 },
  play: async ({ canvasElement }) => {
    const block = await findIn(canvasElement, '[data-rui="reasoning"]');
    await expect(block).toHaveAttribute("data-status", "streaming");
    await waitFor(() => expect(block).toHaveAttribute("data-status", "complete"), { timeout: 5000 });
    noSecrets();
  },
};

/** `source: "non_reasoner_model"`: inner thoughts from prompting, fully visible. */
export const InnerThoughts: Story = {
  args: { scenario: "innerThoughts" },
  play: async ({ canvasElement }) => {
    const block = await findIn(canvasElement, '[data-rui="reasoning"]');
    await expect(block).toHaveAttribute("data-visibility", "visible");
  },
};

/** `state: "redacted"` with a blob: hidden reasoning, the blob kept for the agent. */
export const Redacted: Story = {
  args: { scenario: "redacted" },
  play: async ({ canvasElement }) => {
    const block = await findIn(canvasElement, '[data-rui="reasoning"]');
    await expect(block).toHaveAttribute("data-visibility", "hidden");
    await expect(block.querySelector('[data-rui="hidden-indicator"]')).not.toBeNull();
    noSecrets();
  },
};

/** `state: "omitted"`: a placeholder in its place in the thread, "Reasoning not included" with a "Why?" explanation; nothing is resent. */
export const Omitted: Story = {
  args: { scenario: "omitted" },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Here is the summary you asked for.");
    const block = await findIn(canvasElement, '[data-rui="reasoning"][data-visibility="hidden"]');
    const note = within(block as HTMLElement).getByRole("note");
    await expect(note).toHaveAttribute("data-reason", "omitted");
    await expect(note).toHaveTextContent("Reasoning not included");
    // In the thread: after the user's message, before the answer.
    const order = Array.from(canvasElement.querySelectorAll('[data-rui="message"], [data-rui="reasoning"]')).map((el) => el.getAttribute("data-rui"));
    await expect(order.indexOf("reasoning")).toBeGreaterThan(0);
    await userEvent.click(within(note).getByRole("button", { name: "Why?" }));
    await expect(within(note).getByText(/left out of the response/, { selector: '[data-rui="hidden-indicator-description"]' })).toBeVisible();
  },
};
