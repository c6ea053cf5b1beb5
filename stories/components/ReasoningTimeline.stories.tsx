import type { Meta, StoryObj } from "@storybook/react-vite";
import { createAgentStore, type BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, MessageList } from "@reasoning-ui/react";
import { ReasoningTimeline, Timeline, createTimelineComponents, useTurnTimeline } from "@reasoning-ui/react/steps";
import { useMemo } from "react";
import { expect, userEvent, within } from "storybook/test";
import { FAKE_ENCRYPTED, SAMPLE_ANSWER } from "../support/events";
import { frTimelineLabels } from "../support/labels";
import { expectNoEncryptedValue } from "../support/play";

/** Where the scripted turn stops: after it all, while thinking, while a tool runs, on a failure, on a cancel. */
type Ending = "complete" | "thinking" | "tool" | "failed" | "cancelled";
type Mode = "visible" | "summary" | "hidden";

const T0 = 1_763_798_400_000;
const USER = { id: "user-1", role: "user" as const, content: "How do I stream reasoning with the SDK?" };
const THOUGHTS = [
  "**Searching the docs**\n\nThe user asks about streaming reasoning. The SDK reference should have a streaming section.",
  "**Reading the streaming guide**\n\nThe guide shows `stream: true` and reasoning events arriving before the answer.",
  "**Writing the answer**\n\nA short example with the event names, then a note on encrypted reasoning.",
];
const TOOLS = [
  { name: "search_docs", args: '{"query":"stream reasoning"}', result: "3 pages: streaming, reasoning, events" },
  { name: "open_page", args: '{"url":"/docs/streaming"}', result: "# Streaming\nSet stream: true…" },
];

/** One turn, interleaved: think → tool → think → tool → think → answer; agent timestamps spread over 41 s. */
function turnEvents(ending: Ending, mode: Mode): BaseEvent[] {
  const out: Array<Record<string, unknown>> = [{ type: "RUN_STARTED", threadId: "t", runId: "run-1", timestamp: T0 }];
  const at = [0, 6_000, 14_000, 22_000, 33_000];
  const stopAt = ending === "thinking" ? 4 : ending === "tool" || ending === "failed" || ending === "cancelled" ? 3 : Infinity;
  for (let i = 0; i < 5 && i < stopAt + 1; i++) {
    const t = T0 + at[i]!;
    const open = i === stopAt;
    if (i % 2 === 0) {
      const r = `r-${i}`;
      const text = THOUGHTS[i / 2]!;
      out.push({ type: "REASONING_START", messageId: `span-${i}`, timestamp: t }, { type: "REASONING_MESSAGE_START", messageId: r, role: "reasoning", timestamp: t });
      if (mode !== "hidden") out.push({ type: "REASONING_MESSAGE_CONTENT", messageId: r, delta: open ? text.slice(0, 60) : text, timestamp: t + 100 });
      if (mode !== "visible") out.push({ type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: r, encryptedValue: FAKE_ENCRYPTED });
      if (!open) out.push({ type: "REASONING_MESSAGE_END", messageId: r, timestamp: t + 4_000 + i * 1_000 }, { type: "REASONING_END", messageId: `span-${i}`, timestamp: t + 4_000 + i * 1_000 });
    } else {
      const tool = TOOLS[(i - 1) / 2]!;
      const id = `call-${i}`;
      out.push(
        { type: "TOOL_CALL_START", toolCallId: id, toolCallName: tool.name, parentMessageId: `a-${i}`, timestamp: t },
        { type: "TOOL_CALL_ARGS", toolCallId: id, delta: tool.args },
        { type: "TOOL_CALL_END", toolCallId: id },
      );
      if (!open) out.push({ type: "TOOL_CALL_RESULT", messageId: `${id}-result`, toolCallId: id, content: tool.result, timestamp: t + 1_500 });
    }
  }
  if (ending === "complete")
    out.push(
      { type: "TEXT_MESSAGE_START", messageId: "answer", role: "assistant", timestamp: T0 + 40_500 },
      { type: "TEXT_MESSAGE_CONTENT", messageId: "answer", delta: SAMPLE_ANSWER },
      { type: "TEXT_MESSAGE_END", messageId: "answer" },
      { type: "RUN_FINISHED", threadId: "t", runId: "run-1", timestamp: T0 + 41_000 },
    );
  if (ending === "failed") out.push({ type: "RUN_ERROR", message: "The docs server did not answer", code: "upstream", timestamp: T0 + 25_000 });
  return out as unknown as BaseEvent[];
}

function useTurnStore(ending: Ending, mode: Mode) {
  return useMemo(() => {
    const store = createAgentStore({ threadId: "t", messages: [USER] });
    store.getState().applyEvents(turnEvents(ending, mode));
    if (ending === "cancelled") store.getState().endStream({ status: "cancelled" });
    return store;
  }, [ending, mode]);
}

type Args = { ending: Ending; mode: Mode; defaultOpen: boolean; french: boolean };

function TimelineDemo({ ending, mode, defaultOpen, french }: Args) {
  const store = useTurnStore(ending, mode);
  return (
    <AgentProvider store={store}>
      <ReasoningTimeline turn={USER.id} defaultOpen={defaultOpen} labels={french ? frTimelineLabels : undefined} />
    </AgentProvider>
  );
}

const meta = {
  title: "Components/ReasoningTimeline",
  component: TimelineDemo,
  args: { ending: "complete", mode: "visible", defaultOpen: false, french: false },
  argTypes: {
    ending: { control: "inline-radio", options: ["complete", "thinking", "tool", "failed", "cancelled"] },
    mode: { control: "inline-radio", options: ["visible", "summary", "hidden"] },
  },
  decorators: [(Story) => <div style={{ padding: "1rem", maxWidth: "42rem" }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "The chain-of-thought timeline of one turn (`@reasoning-ui/react/steps`): reasoning blocks and tool calls in wire order. " +
          "Collapsed, the header shows the current step while streaming and the total afterwards; expanded, each step shows its " +
          "status and duration, reasoning text through the panels' renderer, hidden reasoning as hidden. Built on `Timeline.*` parts " +
          "over core's `selectTurnTimeline`.",
      },
    },
  },
} satisfies Meta<typeof TimelineDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The timeline's disclosure button (the open steps have copy buttons of their own). */
const trigger = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('button[data-rui="timeline-trigger"]')!;
const items = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLLIElement>('[data-rui="timeline-step"]'));

/** After the turn: "Thought for 41 seconds · 5 steps", collapsed; the trigger expands the five steps. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const button = trigger(canvasElement);
    await expect(button).toHaveAccessibleName("Thought for 41 seconds · 5 steps");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(items(canvasElement).map((li) => li.getAttribute("data-kind"))).toEqual(["reasoning", "tool", "reasoning", "tool", "reasoning"]);
    await expect(items(canvasElement)[0]).toHaveTextContent("Searching the docs");
    await expect(items(canvasElement)[0]).toHaveTextContent("4 seconds");
    await expect(items(canvasElement)[1]).toHaveTextContent("search_docs");
  },
};

/** Streaming a reasoning block: the header is its bold title line; the step is current. */
export const Thinking: Story = {
  args: { ending: "thinking", defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName("Writing the answer…");
    const current = canvasElement.querySelector('[aria-current="step"]');
    await expect(current).toHaveAttribute("data-status", "active");
    await expect(current).toHaveAttribute("data-kind", "reasoning");
    await expect(within(canvasElement).getByRole("list")).toHaveAttribute("aria-busy", "true");
  },
};

/** Waiting for a tool result: the tool is the current step. */
export const AwaitingTool: Story = {
  args: { ending: "tool", defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName("open_page…");
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveAttribute("data-kind", "tool");
  },
};

/** The run failed while a tool ran: that step is failed and the header says so. */
export const Failed: Story = {
  args: { ending: "failed", defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute("data-status", "failed");
    await expect(trigger(canvasElement)).toHaveTextContent(/^Failed after/);
    const last = items(canvasElement).at(-1)!;
    await expect(last).toHaveAttribute("data-status", "failed");
    await expect(last).toHaveTextContent("Failed");
  },
};

/** The user stopped the run while a tool ran: that step is interrupted. */
export const Interrupted: Story = {
  args: { ending: "cancelled", defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAttribute("data-status", "interrupted");
    await expect(items(canvasElement).at(-1)).toHaveAttribute("data-status", "interrupted");
  },
};

/** Summaries with an encrypted chain: the summaries show, the encrypted value never does. */
export const Summary: Story = {
  args: { mode: "summary", defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)[0]).toHaveAttribute("data-visibility", "summary");
    await expect(items(canvasElement)[0]).toHaveTextContent("The SDK reference");
    await expectNoEncryptedValue();
  },
};

/** Hidden reasoning: each thinking step says it is private; tool calls still show. */
export const Hidden: Story = {
  args: { mode: "hidden", defaultOpen: true },
  play: async ({ canvasElement }) => {
    const [first] = items(canvasElement);
    await expect(first).toHaveAttribute("data-visibility", "hidden");
    await expect(first).toHaveTextContent("Reasoned privately");
    await expect(first).toHaveTextContent("This reasoning is private (encrypted).");
    await expect(items(canvasElement)[1]).toHaveTextContent("search_docs");
    await expectNoEncryptedValue();
  },
};

/** Every string comes from the labels (French here). */
export const French: Story = {
  args: { french: true, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveAccessibleName("A réfléchi pendant 41 secondes · 5 étapes");
    await expect(within(canvasElement).getByRole("list", { name: "Étapes du raisonnement" })).toBeInTheDocument();
  },
};

const timelineComponents = createTimelineComponents();

/** Opt-in in `MessageList`: `components={createTimelineComponents()}` shows the turn's reasoning and tool calls as one timeline. */
export const InMessageList: Story = {
  render: ({ ending, mode }) => {
    const store = useTurnStore(ending, mode);
    return (
      <AgentProvider store={store}>
        <MessageList components={timelineComponents} />
      </AgentProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-rui="timeline"]')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[data-rui="reasoning"]')).toHaveLength(0);
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Thought for 41 seconds · 5 steps" }));
    const calls = canvasElement.querySelectorAll('[data-rui="tool-call"]');
    await expect(calls).toHaveLength(2);
    await expect(calls[0]!.closest('[data-rui="timeline-step"]')).not.toBeNull();
  },
};

/** Three turns in the list's timeline: visible reasoning without a **title**, a provider summary, hidden reasoning. */
function useMixedStore() {
  return useMemo(() => {
    const store = createAgentStore({ threadId: "t" });
    const s = store.getState();
    const turn = (id: string, question: string, events: Array<Record<string, unknown>>) => {
      s.addMessage({ id, role: "user", content: question });
      s.applyEvents([{ type: "RUN_STARTED", threadId: "t", runId: `run-${id}` }, ...events, { type: "RUN_FINISHED", threadId: "t", runId: `run-${id}` }] as unknown as BaseEvent[]);
    };
    const reasoning = (id: string, text: string, encrypted: boolean, t: number) => [
      { type: "REASONING_START", messageId: `${id}-span`, timestamp: t },
      { type: "REASONING_MESSAGE_START", messageId: id, role: "reasoning", timestamp: t },
      ...(text ? [{ type: "REASONING_MESSAGE_CONTENT", messageId: id, delta: text }] : []),
      { type: "REASONING_MESSAGE_END", messageId: id, timestamp: t + 6_000 },
      ...(encrypted ? [{ type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: id, encryptedValue: FAKE_ENCRYPTED }] : []),
      { type: "REASONING_END", messageId: `${id}-span`, timestamp: t + 6_000 },
    ];
    const answer = (id: string) => [
      { type: "TEXT_MESSAGE_START", messageId: id, role: "assistant" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: id, delta: SAMPLE_ANSWER },
      { type: "TEXT_MESSAGE_END", messageId: id },
    ];
    turn("q1", "Should I take an umbrella?", [
      ...reasoning("r1", UNTITLED_THOUGHT, false, T0),
      { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "get_weather", parentMessageId: "a1" },
      { type: "TOOL_CALL_ARGS", toolCallId: "c1", delta: '{"city":"Paris"}' },
      { type: "TOOL_CALL_END", toolCallId: "c1" },
      { type: "TOOL_CALL_RESULT", messageId: "c1-result", toolCallId: "c1", content: '{"rain":0.7}' },
      ...answer("a1b"),
    ]);
    turn("q2", "Why?", [...reasoning("r2", "Compared the hourly forecasts and chose the safer advice.", true, T0 + 60_000), ...answer("a2")]);
    turn("q3", "And tomorrow?", [...reasoning("r3", "", true, T0 + 120_000), ...answer("a3")]);
    return store;
  }, []);
}

const UNTITLED_THOUGHT =
  "The user wants to know whether to take an umbrella. First, I restate the question so the answer stays on target. " +
  "Next, I weigh two readings: a quick factual reply, or a short explanation with an example. I will check the forecast.";

/**
 * What the list shows survives the timeline: a visible step without a **title** opens to its whole text with a copy
 * button; the collapsed headers keep the summary badge and the hidden indicator (with "Why?"); a tool step is titled
 * by the tool's name.
 */
export const InMessageListEveryVisibility: Story = {
  render: () => {
    const store = useMixedStore();
    return (
      <AgentProvider store={store}>
        <MessageList components={timelineComponents} />
      </AgentProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const timelines = [...canvasElement.querySelectorAll<HTMLElement>('[data-rui="timeline"]')];
    await expect(timelines).toHaveLength(3);
    await expect(within(timelines[1]!).getByRole("note")).toHaveTextContent("Summary · full reasoning kept private");
    await expect(within(timelines[2]!).getByRole("note")).toHaveTextContent("Reasoned privately");
    await userEvent.click(within(timelines[0]!).getByRole("button", { name: /^Thought/ }));
    const steps = items(timelines[0]!);
    await expect(steps[0]!.querySelector('[data-rui="timeline-step-text"]')).toHaveTextContent(UNTITLED_THOUGHT);
    await expect(within(steps[0]!).getByRole("button", { name: "Copy reasoning" })).toBeInTheDocument();
    await expect(steps[1]!.querySelector('[data-rui="timeline-step-title"]')).toHaveTextContent("get_weather");
    await expectNoEncryptedValue();
  },
};

function HeadlessTimeline() {
  const timeline = useTurnTimeline(USER.id);
  return (
    <Timeline.Root timeline={timeline} defaultOpen>
      <Timeline.Trigger style={{ font: "inherit" }} />
      <Timeline.Content>
        <Timeline.List>
          {timeline.steps.map((step) => (
            <Timeline.Step key={step.id} step={step}>
              <Timeline.StepTitle /> — <Timeline.StepStatus /> <Timeline.StepDuration />
            </Timeline.Step>
          ))}
        </Timeline.List>
      </Timeline.Content>
    </Timeline.Root>
  );
}

/** The headless parts, unstyled: your markup, the kit's data and accessibility. */
export const Headless: Story = {
  render: ({ ending, mode }) => {
    const store = useTurnStore(ending, mode);
    return (
      <AgentProvider store={store}>
        <HeadlessTimeline />
      </AgentProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-rui-styled]")).toBeNull();
    await expect(items(canvasElement)[0]).toHaveTextContent("Searching the docs — Done 4 seconds");
  },
};
