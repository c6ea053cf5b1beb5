import type { Meta, StoryObj } from "@storybook/react-vite";
import { AgentProvider, MessageList, Reasoning, type MessageListReasoningProps } from "@reasoning-ui/react";
import { createAgentStore, type BaseEvent, type Message } from "@reasoning-ui/core";
import { Profiler, useMemo, useRef, type ComponentProps } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SAMPLE_REASONING, reasoningRun, toolCallRun } from "../support/events";
import { FlashDetector } from "../support/FlashDetector";
import { historyThread, userTurn } from "../support/history";
import { AR_ANSWER, AR_QUESTION, AR_REASONING, AR_SUMMARY, arLabels, frLabels } from "../support/labels";
import { expectNoEncryptedValue, findIn, sleep, triggers } from "../support/play";
import { ScriptedThread } from "../support/ScriptedThread";
import { TurnsChat } from "../support/TurnsChat";
import type { RunAgentInput } from "@reasoning-ui/core";

type Args = ComponentProps<typeof MessageList> & {
  /** Speed of the scripted event source (0: the whole script at once). */
  eventsPerSecond: number;
};

/** A conversation through the three visibility modes and a tool call carrying encrypted reasoning. */
function conversation(now = Date.now()): BaseEvent[] {
  return [
    ...userTurn("u1", "Do I need an umbrella in Paris tomorrow?"),
    ...reasoningRun({ visibility: "visible", runId: "run-1", t0: now - 60_000 }),
    ...userTurn("u2", "And in Lyon on Saturday?"),
    ...reasoningRun({
      visibility: "summary",
      runId: "run-2",
      t0: now - 40_000,
      durationMs: 8_000,
      text: "Compared the Lyon forecast for Saturday: dry until the evening.",
      answer: "Lyon on Saturday looks dry until about 7 pm, so you can leave the umbrella at the hotel.",
    }),
    ...userTurn("u3", "Double-check tomorrow's forecast with the weather tool."),
    ...reasoningRun({ visibility: "hidden", runId: "run-3", t0: now - 20_000, durationMs: 5_000, answer: "" }),
    ...toolCallRun("run-4", now - 10_000),
  ];
}

const CONVERSATION = conversation();

const meta = {
  title: "Components/MessageList",
  component: MessageList,
  args: { eventsPerSecond: 0 },
  argTypes: { eventsPerSecond: { control: { type: "range", min: 0, max: 200, step: 5 } } },
  render: ({ eventsPerSecond, ...props }) => <ScriptedThread events={CONVERSATION} eventsPerSecond={eventsPerSecond} {...props} />,
  parameters: {
    docs: {
      description: {
        component:
          "The conversation: user and assistant messages, tool calls (with the encrypted-reasoning indicator) and reasoning " +
          "blocks (several reasoning messages of one span as one panel), each turn's outcome on that turn (stopped, failed, cut; " +
          "Retry / Regenerate with `onRetry`) and a visually hidden alert announcing how the current run ended. " +
          "Stories feed a real store from a scripted AG-UI event source.",
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (root: HTMLElement) => root.querySelectorAll('[data-rui="message-list"] > [data-rui="message"], [data-rui="message-list"] > [data-rui="reasoning"]');

/** All three visibility modes in one thread, complete: panels collapsed, badge, indicator and tool-call indicator. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole("note")).toHaveLength(3));
    const [badge, indicator, toolNote] = canvas.getAllByRole("note");
    await expect(badge).toHaveAttribute("data-rui", "summary-badge");
    await expect(badge).toHaveAccessibleDescription(/full reasoning is encrypted/);
    await expect(indicator).toHaveAttribute("data-rui", "hidden-indicator");
    await expect(indicator).toHaveAccessibleDescription(/reasoned privately/i);
    await expect(toolNote).toHaveAttribute("data-rui", "tool-encrypted");
    for (const t of triggers(canvasElement)) await expect(t).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.getByRole("region", { name: "Conversation" })).toBeInTheDocument();
    await expectNoEncryptedValue();
  },
};

const CONVERSATION_STREAMING = [
  ...CONVERSATION,
  ...userTurn("u4", "One last thing: is Sunday better for the Louvre?"),
  ...reasoningRun({
    visibility: "visible",
    runId: "run-5",
    ending: "streaming",
    deltaLimit: 38,
    text:
      "The user is choosing between days for an indoor visit. Sunday rain doesn't matter much for a museum, " +
      "but queues do: the first Sunday of the month is busy, and afternoons are worse than mornings. " +
      "I should suggest a morning slot with a timed ticket.",
  }),
];

/** The conversation with a new turn still reasoning: only that panel is open, busy and pinned to its newest text. */
export const ConversationStreaming: Story = {
  render: ({ eventsPerSecond, ...props }) => <ScriptedThread events={CONVERSATION_STREAMING} eventsPerSecond={eventsPerSecond} {...props} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(triggers(canvasElement)).toHaveLength(3));
    const [first, second, live] = triggers(canvasElement);
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(live).toHaveAttribute("aria-expanded", "true");
    await expect(live).toHaveTextContent(/^Thinking…/);
    await expect(canvasElement.querySelector('[data-rui="reasoning-content"][aria-busy="true"]')).toHaveTextContent(/^The user is choosing/);
    await expectNoEncryptedValue();
  },
};

/** The same conversation streamed by the scripted event source; change `eventsPerSecond` to speed it up or slow it down. */
export const LiveConversation: Story = {
  args: { eventsPerSecond: 25 },
  play: async ({ canvasElement }) => {
    const panel = await findIn(canvasElement, '[data-rui="reasoning"][data-status="streaming"]', 3000);
    await expect(panel).toHaveAttribute("data-state", "open");
    // The content (and its disclosure button) appears with the first reasoning text.
    await waitFor(() => expect(panel.querySelector('[data-rui="reasoning-content"]')).toHaveAttribute("aria-busy", "true"), { timeout: 3000 });
  },
};

const ERROR_RUN = [...userTurn("u1", "Do I need an umbrella in Paris tomorrow?"), ...reasoningRun({ visibility: "visible", ending: "error", deltaLimit: 25 })];

/** RUN_ERROR mid-reasoning: the reasoning becomes interrupted (never spins forever) and an alert says what failed. */
export const RunError: Story = {
  render: ({ eventsPerSecond, ...props }) => <ScriptedThread events={ERROR_RUN} eventsPerSecond={eventsPerSecond} {...props} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Something went wrong: The model provider timed out."));
    const block = canvasElement.querySelector('[data-rui="reasoning"]')!;
    await expect(block).toHaveAttribute("data-status", "interrupted");
    await expect(triggers(canvasElement)[0]).toHaveTextContent(/^Thinking interrupted/);
  },
};

/** The user pressed Stop: the transport ends the stream as cancelled; open reasoning becomes interrupted. */
export const Stopped: Story = {
  render: function Render({ eventsPerSecond: _s, ...props }) {
    const store = useMemo(() => {
      const s = createAgentStore({ threadId: "thread-story" });
      s.getState().applyEvents([...userTurn("u1", "Write me a long essay about rain."), ...reasoningRun({ visibility: "visible", ending: "streaming", deltaLimit: 30 })]);
      s.getState().endStream({ status: "cancelled" });
      return s;
    }, []);
    return (
      <AgentProvider store={store}>
        <MessageList {...props} />
      </AgentProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole("status")).toHaveTextContent("Stopped"));
    await expect(canvasElement.querySelector('[data-rui="reasoning"]')).toHaveAttribute("data-status", "interrupted");
  },
};

const SPAN_RUN = [...userTurn("u1", "Do I need an umbrella in Paris tomorrow?"), ...reasoningRun({ visibility: "visible", parts: 3 })];

/** Three reasoning messages inside one REASONING_START/END span: the list groups them into ONE panel, parts in order. */
export const SeveralMessagesInOneSpan: Story = {
  render: ({ eventsPerSecond, ...props }) => <ScriptedThread events={SPAN_RUN} eventsPerSecond={eventsPerSecond} {...props} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-rui="reasoning"]')).toHaveLength(1));
    await userEvent.click(triggers(canvasElement)[0]!);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-rui="reasoning-part"]')).toHaveLength(3));
    const texts = Array.from(canvasElement.querySelectorAll('[data-rui="reasoning-part"]')).map((p) => p.textContent);
    await expect(texts.join("")).toBe(SAMPLE_REASONING);
    await expect(texts[0]).toMatch(/^The user wants to know/);
  },
};

const HISTORY = historyThread(12);

/**
 * Messages restored from history (e.g. local storage) start collapsed and never flash open; nothing is
 * announced. A detector records every reasoning block that is ever open, from the first commit.
 */
export const HistoryRestore: Story = {
  render: ({ eventsPerSecond: _s, ...props }) => (
    <FlashDetector>
      <ScriptedThread events={[]} initialMessages={HISTORY} {...props} />
    </FlashDetector>
  ),
  play: async ({ canvasElement }) => {
    const detector = canvasElement.querySelector<HTMLElement>("[data-flash-detector]")!;
    // 12 messages = 4 turns: reasoning visible, summary, hidden, visible.
    await waitFor(() => expect(triggers(canvasElement).length).toBe(3));
    await sleep(300);
    await expect(detector.dataset.maxOpen).toBe("0");
    for (const t of triggers(canvasElement)) await expect(t).toHaveAttribute("aria-expanded", "false");
    for (const status of within(canvasElement).getAllByRole("status")) await expect(status).toHaveTextContent("");
    await expect(canvasElement.querySelectorAll('[data-rui="hidden-indicator"]')).toHaveLength(1);
    await expectNoEncryptedValue();
    // Still a normal disclosure afterwards.
    await userEvent.click(triggers(canvasElement)[0]!);
    await expect(triggers(canvasElement)[0]).toHaveAttribute("aria-expanded", "true");
  },
};

const THREAD_500 = historyThread(500, "t");
const THREAD_500_RUN = [...userTurn("live-q", "One more question: what about Sunday?"), ...reasoningRun({ visibility: "visible", runId: "live" })];
const ROWS_500 = THREAD_500.filter((m) => m.role !== "tool").length + 2;
/** How long a wait may take before it is a failure: a guard for a loaded machine, never what a check means. */
const LOADED_MS = 45_000;

function CommitMeter({ children }: { children: React.ReactNode }) {
  const out = useRef<HTMLParagraphElement>(null);
  const stats = useRef({ commits: 0, last: 0, max: 0 });
  return (
    <>
      <p ref={out} data-commit-meter="" aria-hidden="true" style={{ fontSize: "var(--rui-font-size-xs)", color: "var(--rui-color-text-muted)", margin: "0 0 0.5rem" }}>
        React commits: 0
      </p>
      <Profiler
        id="thread"
        onRender={(_id, phase, actual) => {
          const s = stats.current;
          s.commits++;
          s.last = actual;
          if (phase === "update") s.max = Math.max(s.max, actual);
          if (out.current) out.current.textContent = `React commits: ${s.commits} · last ${s.last.toFixed(1)} ms · slowest update ${s.max.toFixed(1)} ms`;
        }}
      >
        {children}
      </Profiler>
    </>
  );
}

/**
 * A 500-message restored thread (all modes, tool calls) with a new answer streaming at the end. Only the
 * streaming row re-renders per frame, so commits stay cheap (see the meter; use the Profiler to dig in).
 */
export const Thread500Messages: Story = {
  args: { eventsPerSecond: 40 },
  parameters: {
    // axe over all 3,000+ nodes takes ~10 s on a 2-core machine; the test checks the newest rows (including the
    // live one) — the same components are checked in full in every other story. The whole page was checked once
    // by hand: 0 violations.
    a11y: { context: { include: ["[data-commit-meter]", '[data-rui="message-list"] > :nth-last-child(-n+16)'] } },
  },
  render: ({ eventsPerSecond, ...props }) => (
    <CommitMeter>
      <ScriptedThread events={THREAD_500_RUN} initialMessages={THREAD_500} eventsPerSecond={eventsPerSecond} height="80vh" stickToBottom {...props} />
    </CommitMeter>
  ),
  play: async ({ canvasElement }) => {
    // The live reasoning, open while it streams: found by that condition itself (on a loaded machine the run may
    // be over before the older rows are in; a `data-state` read later would then see it settled).
    const live = await findIn(canvasElement, '[data-rui="reasoning"][data-status="streaming"][data-state="open"]', LOADED_MS);
    // A long thread mounts from its newest turns; the older rows follow over a few frames (`data-mounting`).
    await findIn(canvasElement, '[data-rui="message-list"]:not([data-mounting])', LOADED_MS);
    // Every restored message has its row (tool results fold into their call), plus the new question and the live
    // reasoning (and, once the reasoning is done, the answer).
    await expect(rows(canvasElement).length).toBeGreaterThanOrEqual(ROWS_500);
    await expect(rows(canvasElement).length).toBeLessThanOrEqual(ROWS_500 + 1);
    await expect(rows(canvasElement)[ROWS_500 - 1]).toBe(live);
    // No restored reasoning opened: the only open one, if any, is the live row (closed or open, as its run is now).
    await expect([...canvasElement.querySelectorAll('[data-rui="reasoning"][data-state="open"]')].filter((el) => el !== live)).toHaveLength(0);
  },
};

function arConversation(now = Date.now()): BaseEvent[] {
  return [
    ...userTurn("u1", AR_QUESTION),
    ...reasoningRun({ visibility: "visible", runId: "ar-1", t0: now - 30_000, text: AR_REASONING, answer: AR_ANSWER }),
    ...userTurn("u2", AR_QUESTION),
    ...reasoningRun({ visibility: "summary", runId: "ar-2", t0: now - 20_000, durationMs: 8_000, text: AR_SUMMARY, answer: AR_ANSWER }),
    ...reasoningRun({ visibility: "hidden", runId: "ar-3", t0: now - 10_000, durationMs: 5_000, answer: AR_ANSWER }),
  ];
}
const AR_CONVERSATION = arConversation();

/** Right to left (Arabic labels and text): the reasoning rule, bubbles and badges mirror. */
export const RightToLeft: Story = {
  globals: { direction: "rtl" },
  render: ({ eventsPerSecond: _s, ...props }) => <ScriptedThread events={AR_CONVERSATION} labels={arLabels} {...props} />,
  play: async ({ canvasElement }) => {
    const list = await waitFor(() => within(canvasElement).getByRole("region", { name: "المحادثة" }));
    await expect(getComputedStyle(list).direction).toBe("rtl");
    await waitFor(() => expect(triggers(canvasElement)).toHaveLength(2));
    await expect(triggers(canvasElement)[0]).toHaveTextContent("فكّر لمدة 12 ثانية");
    await userEvent.click(triggers(canvasElement)[0]!);
    await waitFor(() => expect(canvasElement.querySelector('[data-rui="reasoning-part"]')).toHaveTextContent(AR_REASONING));
  },
};

/** Every string from `labels` (French, on the provider). */
export const FrenchLabels: Story = {
  render: ({ eventsPerSecond, ...props }) => <ScriptedThread events={CONVERSATION} eventsPerSecond={eventsPerSecond} labels={frLabels} {...props} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole("button", { name: "A réfléchi pendant 12 secondes" })).toBeInTheDocument());
    await expect(canvas.getByText("Raisonnement privé · 5 secondes")).toBeInTheDocument();
    await expect(canvas.getByText("Raisonnement chiffré joint")).toBeInTheDocument();
  },
};

/** `unstyled` on the provider: no default theme at all, same structure and data attributes for your own CSS. */
export const Unstyled: Story = {
  render: ({ eventsPerSecond, ...props }) => <ScriptedThread events={CONVERSATION} eventsPerSecond={eventsPerSecond} unstyled {...props} />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(triggers(canvasElement)).toHaveLength(2));
    await expect(canvasElement.querySelector("[data-rui-styled]")).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-rui="reasoning"][data-visibility]')).toHaveLength(3);
  },
};

const EMPTY: BaseEvent[] = [];
const GREETING: Message[] = [{ id: "a0", role: "assistant", content: "Hi! Ask me about the weather." } as Message];

/** With a Composer: sending appends the user's message to the store. */
export const WithComposer: Story = {
  render: ({ eventsPerSecond: _s, ...props }) => <ScriptedThread events={EMPTY} initialMessages={GREETING} composer {...props} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Is it sunny in Nice?{Enter}");
    await waitFor(() => expect(canvasElement.querySelector('[data-role="user"]')).toHaveTextContent("Is it sunny in Nice?"));
  },
};

const outcomeRows = (root: HTMLElement) => Array.from(root.querySelectorAll<HTMLElement>('[data-rui="turn-outcome"]'));

const OUTCOME_REQUESTS: RunAgentInput[] = [];

/**
 * Each turn keeps its outcome: the user stops turn 1 (neutral, "Partial answer"), turn 2's stream is cut, turn 3
 * fails with its reason (danger tone). The outcomes stay on their turns; the last offers Retry, the others
 * Regenerate. Focus stays in the text field after Send and Stop.
 */
export const TurnOutcomes: Story = {
  render: () => <TurnsChat script={["hold", "cut", "error"]} requests={OUTCOME_REQUESTS} />,
  play: async ({ canvasElement }) => {
    OUTCOME_REQUESTS.length = 0;
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(field, "Write me a long essay about rain.{Enter}");
    await waitFor(() => expect(canvas.getByRole("button", { name: "Stop" })).toBeInTheDocument());
    await expect(field).toHaveFocus();
    await userEvent.click(canvas.getByRole("button", { name: "Stop" }));
    await waitFor(() => expect(outcomeRows(canvasElement)).toHaveLength(1));
    await expect(field).toHaveFocus();
    await userEvent.type(field, "Umbrella tomorrow?{Enter}");
    await waitFor(() => expect(outcomeRows(canvasElement)).toHaveLength(2));
    await userEvent.type(field, "And on Saturday?{Enter}");
    await waitFor(() => expect(outcomeRows(canvasElement)).toHaveLength(3));
    const [stopped, cut, failed] = outcomeRows(canvasElement);
    await expect(stopped).toHaveAttribute("data-tone", "neutral");
    await expect(stopped).toHaveTextContent("Partial answerYou stopped this responseRegenerate");
    await expect(cut).toHaveAttribute("data-status", "cut");
    await expect(cut).toHaveTextContent("Partial answerThe connection was lost before the response finishedRegenerate");
    await expect(failed).toHaveAttribute("data-tone", "danger");
    await expect(failed).toHaveTextContent("This response failed: The model provider timed out.Retry");
    await expect(canvas.getAllByRole("button", { name: "Regenerate" })).toHaveLength(2);
    await expectNoEncryptedValue();
  },
};

const RETRY_REQUESTS: RunAgentInput[] = [];

/**
 * Retry after a failure: the failed turn is run again from its user message; the earlier turn — its encrypted
 * reasoning included — is resent byte-identical, the failure is replaced by the new answer, focus returns to the
 * field. The finished turn shows its reasoning tokens next to the duration ("3.4k reasoning tokens").
 */
export const RetryResendsHistory: Story = {
  render: () => <TurnsChat script={["finished", "error", "finished"]} requests={RETRY_REQUESTS} />,
  play: async ({ canvasElement }) => {
    RETRY_REQUESTS.length = 0;
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(field, "Umbrella tomorrow?{Enter}");
    await waitFor(() => expect(canvasElement.querySelector('[data-rui="reasoning-tokens"]')).toHaveTextContent("3.4k reasoning tokens"));
    await userEvent.type(field, "And on Saturday?{Enter}");
    const retry = await waitFor(() => canvas.getByRole("button", { name: "Retry" }));
    await userEvent.click(retry);
    await waitFor(() => expect(RETRY_REQUESTS).toHaveLength(3));
    await waitFor(() => expect(canvas.queryByRole("button", { name: "Retry" })).toBeNull());
    await expect(field).toHaveFocus();
    const [, failedTry, retried] = RETRY_REQUESTS;
    await expect(retried!.messages).toEqual(failedTry!.messages);
    const secret = (input: RunAgentInput) => (input.messages.find((m) => m.role === "reasoning") as { encryptedValue?: string }).encryptedValue;
    await expect(secret(retried!)).toBe(secret(failedTry!));
    await expect(retried!.runId).not.toBe(failedTry!.runId);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-rui="reasoning-tokens"]')).toHaveLength(2));
    await expect(canvas.getByRole("button", { name: "Regenerate" })).toBeInTheDocument();
    await expectNoEncryptedValue();
  },
};

/** The outcome rows and Retry in French (labels `turnStopped`, `turnPartial`, `retry`, `regenerate`, `reasoningTokens`, …). */
export const TurnOutcomesFrench: Story = {
  render: () => <TurnsChat script={["finished", "error"]} requests={[]} labels={frLabels} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(field, "Parapluie demain ?{Enter}");
    await waitFor(() => expect(canvasElement.querySelector('[data-rui="reasoning-tokens"]')).toHaveTextContent(/3,4\sk jetons de raisonnement/));
    await userEvent.type(field, "Et samedi ?{Enter}");
    await waitFor(() => expect(outcomeRows(canvasElement)[0]).toHaveTextContent("Cette réponse a échoué : The model provider timed out.Réessayer"));
  },
};

/**
 * A `components.Reasoning` replacement, as an app writes one: it receives the `block` (its `view`, `reasoningTokens`
 * and `stopped`) from the list's one subscription and hands it to `Reasoning.Root` — it never queries the store.
 */
const COMPACT = { Reasoning: CompactReasoning }; // module level: stable components
function CompactReasoning({ view, block }: MessageListReasoningProps) {
  if (view.visibility === "hidden") return <p data-testid="compact-hidden">Private reasoning ({view.status})</p>;
  return (
    <Reasoning.Root block={block} className="compact-reasoning" style={{ borderInlineStart: "3px solid #888", paddingInlineStart: 8, marginBlock: 8 }}>
      <Reasoning.Trigger style={{ font: "inherit", fontWeight: 600, background: "none", border: 0, padding: 0, cursor: "pointer", color: "inherit" }} />{" "}
      <Reasoning.Tokens style={{ fontSize: 12 }} />
      <Reasoning.Content style={{ whiteSpace: "pre-wrap", fontSize: 13, marginBlockStart: 4 }} />
      <Reasoning.Status />
    </Reasoning.Root>
  );
}
/** `components.Reasoning` replaced: the replacement receives the block's view (as assistant-ui passes the part) and renders it with the headless parts. */
export const CustomReasoning: Story = {
  render: ({ eventsPerSecond, ...props }) => <ScriptedThread events={CONVERSATION} eventsPerSecond={eventsPerSecond} {...props} components={COMPACT} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvasElement.querySelectorAll(".compact-reasoning")).toHaveLength(2));
    const [visible, summary] = Array.from(canvasElement.querySelectorAll<HTMLElement>(".compact-reasoning"));
    await expect(visible).toHaveAttribute("data-visibility", "visible");
    await expect(summary).toHaveAttribute("data-visibility", "summary");
    await expect(canvas.getByTestId("compact-hidden")).toHaveTextContent("Private reasoning (complete)");
    const trigger = within(visible!).getByRole("button", { name: /^Thought for/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(visible!.querySelector('[data-rui="reasoning-part"]')).toHaveTextContent(SAMPLE_REASONING.slice(0, 40));
    await expect(canvasElement.querySelector('[data-rui="reasoning"][data-rui-styled]')).toBeNull(); // the kit's panel is replaced
    await expectNoEncryptedValue();
  },
};
