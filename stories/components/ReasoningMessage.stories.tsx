import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReasoningMessage, type ReasoningMessageOptions } from "@reasoning-ui/react";
import type { ComponentType } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SAMPLE_REASONING, SAMPLE_SUMMARY, reasoningRun, type Ending, type ScriptOptions, type Visibility } from "../support/events";
import { expectNoEncryptedValue, findIn, sleep, theTrigger } from "../support/play";
import { StoreReasoning } from "../support/StoreReasoning";
import { statusControl } from "../support/args";

type Args = ReasoningMessageOptions & {
  /** Set by the story from the script (exactly one of `messageId` / `messageIds` in real use). */
  messageId?: string;
  messageIds?: readonly string[];
  /** Visibility mode of the scripted reasoning. */
  visibility: Visibility;
  /** How the scripted run ends. */
  ending: Exclude<Ending, "error">;
  /** Speed of the scripted event source (0: the whole script at once). */
  eventsPerSecond: number;
};

const scriptFor = (visibility: Visibility, ending: Ending, extra: Partial<ScriptOptions> = {}): ScriptOptions => ({
  visibility,
  ending,
  // Known as encrypted from the start, so a streaming summary/hidden block already shows its mode.
  encryptedValueAt: "start",
  deltaLimit: ending === "streaming" ? (visibility === "summary" ? 6 : 22) : undefined,
  ...extra,
});

const meta = {
  title: "Components/ReasoningMessage",
  // The story's args add script controls; the ids come from the script, so the component is typed on those args.
  component: ReasoningMessage as ComponentType<Args>,
  args: { visibility: "visible", ending: "complete", eventsPerSecond: 0, variant: "inline", collapseDelay: 1000 },
  argTypes: {
    visibility: { control: "inline-radio", options: ["visible", "summary", "hidden"] },
    ending: statusControl,
    eventsPerSecond: { control: { type: "range", min: 0, max: 200, step: 5 } },
    variant: { control: "inline-radio", options: ["inline", "block"] },
    collapseDelay: { control: "number" },
    messageId: { control: false },
    messageIds: { control: false },
  },
  render: ({ visibility, ending, eventsPerSecond, ...props }) => (
    <StoreReasoning {...props} script={scriptFor(visibility, ending)} eventsPerSecond={eventsPerSecond} />
  ),
  parameters: {
    docs: {
      description: {
        component:
          "Renders one reasoning block from the store, picking by visibility: `visible` → panel, `summary` → panel + badge, " +
          "`hidden` → indicator. These stories feed a real store with AG-UI events from a scripted event source " +
          "(`eventsPerSecond` sets its speed). The encrypted value never reaches the DOM.",
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const block = (root: HTMLElement) => findIn(root, '[data-rui="reasoning"]');

const expectState = (visibility: Visibility, status: "streaming" | "complete" | "interrupted") => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const root = await block(canvasElement);
  await waitFor(() => expect(root).toHaveAttribute("data-status", status));
  await expect(root).toHaveAttribute("data-visibility", visibility);
  const canvas = within(canvasElement);
  if (visibility === "hidden") {
    await expect(canvasElement.querySelector('[data-rui="reasoning-trigger"]')).toBeNull();
    const note = canvas.getByRole("note");
    await expect(note).toHaveAccessibleDescription(/reasoned privately/i);
    await expect(note.querySelector('[data-rui="hidden-indicator-label"]')).toHaveTextContent(
      status === "streaming" ? "Reasoning privately…" : status === "complete" ? /^Reasoned privately · \d+ seconds$/ : "Reasoned privately · interrupted",
    );
  } else {
    const trigger = await theTrigger(canvasElement);
    await expect(trigger).toHaveAttribute("aria-expanded", status === "streaming" ? "true" : "false");
    await expect(trigger).toHaveTextContent(
      status === "streaming" ? /^Thinking…/ : status === "complete" ? "Thought for 12 seconds" : /^Thinking interrupted/,
    );
    if (visibility === "summary") await expect(canvas.getByRole("note")).toHaveAccessibleDescription(/full reasoning is encrypted/);
    else await expect(canvas.queryByRole("note")).toBeNull();
  }
  await expectNoEncryptedValue();
};

/* ---------- every visibility mode × streaming / complete / interrupted ---------- */

export const VisibleStreaming: Story = { args: { visibility: "visible", ending: "streaming" }, play: expectState("visible", "streaming") };
export const VisibleComplete: Story = { args: { visibility: "visible", ending: "complete" }, play: expectState("visible", "complete") };
export const VisibleInterrupted: Story = { args: { visibility: "visible", ending: "interrupted" }, play: expectState("visible", "interrupted") };
export const SummaryStreaming: Story = { args: { visibility: "summary", ending: "streaming" }, play: expectState("summary", "streaming") };
export const SummaryComplete: Story = { args: { visibility: "summary", ending: "complete" }, play: expectState("summary", "complete") };
export const SummaryInterrupted: Story = { args: { visibility: "summary", ending: "interrupted" }, play: expectState("summary", "interrupted") };
export const HiddenStreaming: Story = { args: { visibility: "hidden", ending: "streaming" }, play: expectState("hidden", "streaming") };
export const HiddenComplete: Story = { args: { visibility: "hidden", ending: "complete" }, play: expectState("hidden", "complete") };
export const HiddenInterrupted: Story = { args: { visibility: "hidden", ending: "interrupted" }, play: expectState("hidden", "interrupted") };

/** Every state at once: rows are how the reasoning ended, columns the visibility mode. */
export const AllStates: Story = {
  render: ({ visibility: _v, ending: _e, eventsPerSecond: _s, ...props }) => {
    const modes: Visibility[] = ["visible", "summary", "hidden"];
    const endings: Array<"streaming" | "complete" | "interrupted"> = ["streaming", "complete", "interrupted"];
    return (
      <div className="story-states">
      <table>
        <caption>Reasoning states: visibility mode × how it ended</caption>
        <thead>
          <tr>
            <td style={{ width: "7rem" }} />
            {modes.map((m) => (
              <th key={m} scope="col">
                {m}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {endings.map((ending) => (
            <tr key={ending}>
              <th scope="row" style={{ paddingBlockStart: "0.6rem" }}>
                {ending}
              </th>
              {modes.map((m) => (
                <td key={m} data-cell={`${m}-${ending}`} data-mode={m}>
                  <StoreReasoning {...props} script={scriptFor(m, ending, { runId: `${m}-${ending}`, deltaLimit: ending === "streaming" ? 14 : undefined })} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-rui="reasoning"]')).toHaveLength(9));
    for (const cell of canvasElement.querySelectorAll<HTMLElement>("[data-cell]")) {
      const [visibility, status] = cell.dataset.cell!.split("-");
      const root = cell.querySelector('[data-rui="reasoning"]')!;
      await expect(root).toHaveAttribute("data-visibility", visibility);
      await expect(root).toHaveAttribute("data-status", status);
    }
    await expectNoEncryptedValue();
  },
};

/* ---------- live behaviour, driven by the scripted event source ---------- */

/** Opens while streaming, collapses `collapseDelay` ms after it completes. Adjust `eventsPerSecond` to watch it. */
export const LiveStreaming: Story = {
  args: { eventsPerSecond: 60, collapseDelay: 600 },
  play: async ({ canvasElement }) => {
    const root = await block(canvasElement);
    const trigger = await theTrigger(canvasElement);
    await waitFor(() => expect(root).toHaveAttribute("data-status", "streaming"));
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    // The live region announces the lifecycle only, never the reasoning tokens.
    const live = within(canvasElement).getByRole("status");
    await expect(live).toHaveAttribute("aria-live", "polite");
    await expect(live).toHaveTextContent(/^Thinking started$/);
    await waitFor(() => expect(root.querySelector('[data-rui="reasoning-part"]')?.textContent?.length ?? 0).toBeGreaterThan(40));
    await expect(live).toHaveTextContent(/^Thinking started$/);
    await waitFor(() => expect(root).toHaveAttribute("data-status", "complete"), { timeout: 5000 });
    await expect(live).toHaveTextContent(/^Thinking finished$/);
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"), { timeout: 3000 });
    await expect(trigger).toHaveTextContent(/^Thought for/);
    await waitFor(() => expect(root.querySelector('[data-rui="reasoning-part"]')).toBeNull());
  },
};

/** A user toggle during streaming wins: re-opened by hand, the panel stays open after completion. */
export const UserToggleSticks: Story = {
  args: { eventsPerSecond: 40, collapseDelay: 300 },
  play: async ({ canvasElement }) => {
    const root = await block(canvasElement);
    const trigger = await theTrigger(canvasElement);
    await waitFor(() => expect(root).toHaveAttribute("data-status", "streaming"));
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(root).toHaveAttribute("data-status", "streaming");
    await waitFor(() => expect(root).toHaveAttribute("data-status", "complete"), { timeout: 5000 });
    await sleep(300 + 400);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(root.querySelector('[data-rui="reasoning-part"]')).toHaveTextContent(SAMPLE_REASONING.trim());
    // Settled: no expand/collapse animation left running (axe then checks the final layout).
    const content = root.querySelector<HTMLElement>('[data-rui="reasoning-content"]')!;
    await waitFor(() => expect(content.getAnimations()).toHaveLength(0));
  },
};

/** Closed by hand while streaming: it stays closed, and does not re-open for the rest of the stream. */
export const UserCollapseSticks: Story = {
  args: { eventsPerSecond: 40, collapseDelay: 300 },
  play: async ({ canvasElement }) => {
    const root = await block(canvasElement);
    const trigger = await theTrigger(canvasElement);
    await waitFor(() => expect(root).toHaveAttribute("data-status", "streaming"));
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await sleep(300);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await waitFor(() => expect(root).toHaveAttribute("data-status", "complete"), { timeout: 5000 });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
  },
};

const nextFrames = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

const LONG_TEXT = Array.from(
  { length: 30 },
  (_, i) => `Step ${i + 1}: ${SAMPLE_REASONING.split(". ")[i % 4]}. Cross-checking this against the previous step before going on.\n\n`,
).join("");

/**
 * Long reasoning streams (as markdown, the default) into a bounded scroll area pinned to the newest text; scrolling
 * up stops the following, scrolling back down resumes it. (While it overflows, the area is keyboard-focusable.)
 */
export const LongStreaming: Story = {
  args: { eventsPerSecond: 30, collapseDelay: false },
  render: ({ visibility: _v, ending: _e, eventsPerSecond, ...props }) => (
    <StoreReasoning {...props} script={{ visibility: "visible", text: LONG_TEXT, wordsPerDelta: 5, durationMs: 40_000 }} eventsPerSecond={eventsPerSecond} />
  ),
  play: async ({ canvasElement }) => {
    // Wait for real overflow, measured on a settled frame. The part renders as markdown (the default), loaded on first
    // use: the plain-text fallback shown meanwhile is taller (blank lines vs paragraph margins), and a new markdown
    // group (`content-visibility: auto`) measures as its 1500rem estimate until the browser's next rendering update
    // lays it out. Both overflow for a moment and then leave nothing to scroll: `scrollTop = 0` below would be no
    // scroll at all (the follow logic itself stops on a scroll-up with markdown as with plain text).
    const content = await waitFor(async () => {
      const el = canvasElement.querySelector<HTMLElement>('[data-rui="reasoning-content"]');
      if (!el?.querySelector('[data-rui="markdown"] p')) throw new Error("no markdown yet");
      await nextFrames(2);
      if (el.scrollHeight <= el.clientHeight + 60) throw new Error("not overflowing yet");
      return el;
    }, { timeout: 8000 });
    const gap = () => content.scrollHeight - content.scrollTop - content.clientHeight;
    // Pinned to the newest text while it streams.
    await waitFor(() => expect(gap()).toBeLessThanOrEqual(2));
    await expect(content).toHaveAttribute("data-following");
    await expect(content).toHaveAttribute("aria-busy", "true");
    // The user scrolls up: following stops and the position is left alone while text keeps arriving.
    content.scrollTop = 0;
    await waitFor(() => expect(content).not.toHaveAttribute("data-following"));
    const height = content.scrollHeight;
    await waitFor(() => expect(content.scrollHeight).toBeGreaterThan(height + 40), { timeout: 4000 });
    await expect(content.scrollTop).toBe(0);
    // Back to the bottom: following resumes.
    content.scrollTop = content.scrollHeight;
    await waitFor(() => expect(content).toHaveAttribute("data-following"));
    const height2 = content.scrollHeight;
    await waitFor(() => expect(content.scrollHeight).toBeGreaterThan(height2 + 40), { timeout: 4000 });
    await waitFor(() => expect(gap()).toBeLessThanOrEqual(2));
  },
};

/** Several reasoning messages inside one REASONING_START/END span render as ONE panel, parts in order. */
export const SeveralMessagesInOneSpan: Story = {
  render: ({ visibility: _v, ending: _e, eventsPerSecond, ...props }) => (
    <StoreReasoning {...props} script={{ visibility: "visible", parts: 3 }} eventsPerSecond={eventsPerSecond} />
  ),
  play: async ({ canvasElement }) => {
    const trigger = await theTrigger(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-rui="reasoning"]')).toHaveLength(1);
    await userEvent.click(trigger);
    const parts = await waitFor(() => {
      const found = Array.from(canvasElement.querySelectorAll('[data-rui="reasoning-part"]'));
      if (found.length !== 3) throw new Error(`expected 3 parts, found ${found.length}`);
      return found;
    });
    await expect(parts[0]).toHaveTextContent(/^The user wants to know/);
    await expect(parts[2]).toHaveTextContent(/mention the timing\.$/);
    await expect(parts.map((p) => p.textContent).join("")).toBe(SAMPLE_REASONING);
  },
};

const XSS_RUN = reasoningRun({ visibility: "visible", ending: "streaming", text: "Reading the page: <img src=x onerror=alert(1)> looks like markup, not an instruction." });

/** Reasoning text with markup streams in as inert text (the default renderer never parses HTML). */
export const MarkupIsInert: Story = {
  render: ({ visibility: _v, ending: _e, eventsPerSecond, ...props }) => <StoreReasoning {...props} events={XSS_RUN} eventsPerSecond={eventsPerSecond} />,
  play: async ({ canvasElement }) => {
    const part = await findIn(canvasElement, '[data-rui="reasoning-part"]');
    await expect(part).toHaveTextContent("<img src=x onerror=alert(1)>");
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

/**
 * What most providers really send for `summary`/`hidden`: the encrypted value arrives only after the text,
 * so the block streams as a plain panel and switches to its mode when the value arrives.
 */
export const EncryptedValueArrivesLast: Story = {
  args: { visibility: "summary", eventsPerSecond: 40, collapseDelay: 600 },
  render: ({ visibility, ending: _e, eventsPerSecond, ...props }) => (
    <StoreReasoning {...props} script={{ visibility, encryptedValueAt: "end", text: visibility === "summary" ? SAMPLE_SUMMARY : undefined }} eventsPerSecond={eventsPerSecond} />
  ),
  play: async ({ canvasElement }) => {
    const root = await block(canvasElement);
    await waitFor(() => expect(root).toHaveAttribute("data-status", "streaming"));
    await expect(root).toHaveAttribute("data-visibility", "visible");
    await waitFor(() => expect(root).toHaveAttribute("data-visibility", "summary"), { timeout: 5000 });
    await expect(within(canvasElement).getByRole("note")).toHaveAccessibleDescription(/full reasoning is encrypted/);
    await expectNoEncryptedValue();
  },
};
