import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReasoningPanel } from "@reasoning-ui/react";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SAMPLE_REASONING, SAMPLE_SUMMARY } from "../support/events";
import { frLabels } from "../support/labels";
import { theTrigger } from "../support/play";
import { T0, statusControl, timeControls } from "../support/args";

const XSS = 'Checking the page… <img src=x onerror=alert(1)> <script>alert("x")</script> done.';
const LONG = Array.from(
  { length: 24 },
  (_, i) => `Step ${i + 1}. ${SAMPLE_REASONING.split(". ")[i % 4]}. I keep checking assumptions before moving on.`,
).join("\n\n");

const meta = {
  title: "Components/ReasoningPanel",
  component: ReasoningPanel,
  args: {
    status: "complete",
    visibility: "visible",
    startedAt: T0,
    endedAt: T0 + 12_000,
    text: SAMPLE_REASONING,
    collapseDelay: 1000,
    onOpenChange: fn(),
  },
  argTypes: {
    status: statusControl,
    visibility: { control: "inline-radio", options: ["visible", "summary"] },
    badgeVariant: { control: "inline-radio", options: ["inline", "block"] },
    ...timeControls,
  },
  parameters: {
    docs: {
      description: {
        component:
          "The styled “thinking” disclosure (pure props). Connect it to a store with `ReasoningMessage`. " +
          "The trigger is a real `<button>` with `aria-expanded`; content is a scroll area pinned to the newest text while streaming.",
      },
    },
  },
} satisfies Meta<typeof ReasoningPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Completed reasoning mounts collapsed; clicking the trigger toggles it. */
export const Complete: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Thought for 12 seconds" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvasElement.querySelector('[data-rui="reasoning-part"]')).toBeNull();
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(trigger).toHaveAttribute("aria-controls", canvasElement.querySelector('[data-rui="reasoning-content"]')!.id);
    await waitFor(() => expect(canvas.getByText(/umbrella to Paris/)).toBeVisible());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true, { reason: "user" });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false, { reason: "user" });
    // Closed content unmounts once the collapse animation ends.
    await waitFor(() => expect(canvasElement.querySelector('[data-rui="reasoning-part"]')).toBeNull());
  },
};

/** WAI-ARIA disclosure keyboard support: Tab reaches the trigger, Enter and Space toggle it, focus is visible. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await theTrigger(canvasElement);
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger.matches(":focus-visible")).toBe(true);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard(" ");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard(" ");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(trigger).toHaveFocus();
  },
};

/** Streaming reasoning mounts open, is marked busy and announces only that thinking started. */
export const Streaming: Story = {
  args: { status: "streaming", startedAt: Date.now() - 4_000, endedAt: undefined, text: SAMPLE_REASONING.slice(0, 140) },
  play: async ({ canvasElement }) => {
    const trigger = await theTrigger(canvasElement);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(trigger).toHaveTextContent(/^Thinking… \d+s$/);
    const content = canvasElement.querySelector('[data-rui="reasoning-content"]')!;
    await expect(content).toHaveAttribute("aria-busy", "true");
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Thinking started");
  },
};

/** Reasoning cut off by the end of the run says so (and is not busy). */
export const Interrupted: Story = {
  args: { status: "interrupted", startedAt: T0, endedAt: T0 + 4_000, text: SAMPLE_REASONING.slice(0, 140), defaultOpen: true },
  play: async ({ canvasElement }) => {
    const trigger = await theTrigger(canvasElement);
    await expect(trigger).toHaveTextContent("Thinking interrupted after 4 seconds");
    await expect(canvasElement.querySelector('[data-rui="reasoning"]')).toHaveAttribute("data-status", "interrupted");
    await expect(canvasElement.querySelector('[data-rui="reasoning-content"]')).not.toHaveAttribute("aria-busy");
  },
};

/** `summary` visibility: the summary in the panel plus the summary-only badge next to the trigger. */
export const Summary: Story = {
  args: { visibility: "summary", text: SAMPLE_SUMMARY, defaultOpen: true },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole("note");
    await expect(badge).toHaveAccessibleDescription(/full reasoning is encrypted/);
    await expect(badge).toHaveAttribute("data-variant", "inline");
  },
};

/** `badgeVariant="block"`: the badge becomes a note under the header with its description visible. */
export const SummaryBlockBadge: Story = {
  args: { visibility: "summary", text: SAMPLE_SUMMARY, badgeVariant: "block", defaultOpen: true },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole("note");
    await expect(badge).toHaveAttribute("data-variant", "block");
    await expect(within(badge).getByText(/full reasoning is encrypted/)).toBeVisible();
  },
};

/** Several reasoning messages of one span: one panel, parts in order. */
export const SeveralParts: Story = {
  args: {
    defaultOpen: true,
    text: undefined,
    parts: [
      { id: "r1", text: "First, find out where and when the user is going." },
      { id: "r2", text: "Then look up the forecast for Paris tomorrow." },
      { id: "r3", text: "Finally, turn the rain probability into advice." },
    ],
  },
  play: async ({ canvasElement }) => {
    const parts = Array.from(canvasElement.querySelectorAll('[data-rui="reasoning-part"]')).map((p) => p.textContent);
    await expect(parts).toEqual([
      "First, find out where and when the user is going.",
      "Then look up the forecast for Paris tomorrow.",
      "Finally, turn the rain probability into advice.",
    ]);
    await expect(canvasElement.querySelectorAll('[data-rui="reasoning"]')).toHaveLength(1);
  },
};

/**
 * Long reasoning: the content is a bounded scroll area (`--rui-reasoning-max-height`).
 * While it overflows, the scroll area is keyboard-focusable (axe `scrollable-region-focusable`).
 */
export const LongContent: Story = {
  args: { text: LONG, defaultOpen: true, startedAt: T0, endedAt: T0 + 125_000 },
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector<HTMLElement>('[data-rui="reasoning-content"]')!;
    await waitFor(() => expect(content.scrollHeight).toBeGreaterThan(content.clientHeight));
    await waitFor(() => expect(content).toHaveAttribute("tabindex", "0"));
    content.focus();
    await expect(content).toHaveFocus();
    await expect(await theTrigger(canvasElement)).toHaveTextContent("Thought for 2 minutes 5 seconds");
  },
};

/** ~200 KiB of streaming reasoning: lines of text, a blank line every few. */
const VERY_LONG = Array.from({ length: 2400 }, (_, i) => `${i + 1}. ${SAMPLE_REASONING.split(". ")[i % 4]}.${i % 5 === 4 ? "\n" : ""}`).join("\n").trimEnd();

/** ~200 KiB of reasoning as paragraphs of five lines ("Step N. …"), what the markdown story streams. */
const VERY_LONG_PARAGRAPHS = Array.from({ length: 2400 }, (_, i) => `Step ${i + 1}. ${SAMPLE_REASONING.split(". ")[i % 4]}.${i % 5 === 4 ? "\n" : ""}`)
  .join("\n")
  .trimEnd();

/**
 * The plain-text path (`markdown={false}`): very long reasoning (~200 KiB, streaming): past 8 KiB the text renders in `reasoning-text-chunk` blocks split at
 * line breaks, 16 to a `reasoning-text-group`, so a delta re-renders only the last chunk and groups out of view
 * cost no layout (`content-visibility: auto`). Selecting all of it copies exactly the text; the panel follows the newest line.
 */
export const VeryLongStreaming: Story = {
  args: { text: VERY_LONG, status: "streaming", startedAt: Date.now() - 95_000, endedAt: undefined, markdown: false },
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector<HTMLElement>('[data-rui="reasoning-content"]')!;
    const part = content.querySelector<HTMLElement>('[data-rui="reasoning-part"]')!;
    await expect(part.querySelector('[data-rui="markdown"]')).toBeNull();
    const chunks = part.querySelectorAll('[data-rui="reasoning-text-chunk"]');
    await expect(chunks.length).toBeGreaterThan(20);
    const groups = part.querySelectorAll('[data-rui="reasoning-text-group"]');
    await expect(groups.length).toBe(Math.ceil((chunks.length) / 16));
    await expect(getComputedStyle(groups[0]!).contentVisibility).toBe("auto");
    const selection = window.getSelection()!;
    selection.selectAllChildren(part);
    await expect(selection.toString()).toBe(VERY_LONG);
    selection.removeAllRanges();
    // Off-screen chunks are sized by estimate until laid out, so the height settles over a few frames while the
    // panel re-pins (a ResizeObserver); on a loaded machine that can take longer than waitFor's default second.
    await waitFor(() => expect(content.scrollTop + content.clientHeight).toBeGreaterThan(content.scrollHeight - 30), { timeout: 8000 });
    await expect(content).toHaveAttribute("data-following", "");
  },
};

/**
 * ~200 KiB of reasoning as a model writes it (paragraphs of a few lines), streaming, as users get it by default: as
 * markdown. Finished blocks render in `md-chunk`s (~8 KiB of source each), 16 to an `md-group` the browser skips while
 * out of view (`content-visibility: auto`, docs/architecture.md "Streaming markdown"), so the markdown root holds
 * O(groups) children, not one per paragraph, and a delta re-renders only the open tail; the panel follows the newest
 * line. (One block that never ends — the 2,400 numbered lines of `VeryLongStreaming` are one markdown list — is the
 * design record's stated limit: it stays one block.)
 */
export const VeryLongStreamingMarkdown: Story = {
  args: { text: VERY_LONG_PARAGRAPHS, status: "streaming", startedAt: Date.now() - 95_000, endedAt: undefined },
  play: async ({ canvasElement }) => {
    const content = canvasElement.querySelector<HTMLElement>('[data-rui="reasoning-content"]')!;
    const part = content.querySelector<HTMLElement>('[data-rui="reasoning-part"]')!;
    // The renderer loads on first use: the plain text shows until it has arrived; a text longer than one render's
    // parse budget (256 KiB) is then parsed over the next frames (`data-parsing` until it has caught up).
    const root = await waitFor(() => {
      const found = part.querySelector<HTMLElement>('[data-rui="markdown"]');
      if (!found?.querySelector('[data-rui="md-chunk"]') || found.hasAttribute("data-parsing")) throw new Error("markdown not rendered yet");
      return found;
    }, { timeout: 8000 });
    await expect(part.querySelector('[data-rui="reasoning-text-chunk"]')).toBeNull();
    const chunks = root.querySelectorAll('[data-rui="md-chunk"]');
    await expect(chunks.length).toBeGreaterThan(20);
    const groups = root.querySelectorAll(':scope > [data-rui="md-group"]');
    await expect(groups.length).toBe(Math.ceil(chunks.length / 16));
    await expect(getComputedStyle(groups[0]!).contentVisibility).toBe("auto");
    await expect(getComputedStyle(chunks[0]!).contentVisibility).toBe("auto");
    // Bounded: the root's children are the groups and the open tail's blocks, not 480 paragraphs.
    await expect(root.children.length).toBeLessThan(groups.length + 20);
    // Nothing lost: 480 paragraphs, the first and the last line among them.
    await expect(root.querySelectorAll("p")).toHaveLength(VERY_LONG_PARAGRAPHS.split("\n\n").length);
    await expect(root.querySelector("p")).toHaveTextContent(/^Step 1\. The user wants to know/);
    await expect(root.textContent).toContain(VERY_LONG_PARAGRAPHS.slice(VERY_LONG_PARAGRAPHS.lastIndexOf("\n") + 1));
    await waitFor(() => expect(content.scrollTop + content.clientHeight).toBeGreaterThan(content.scrollHeight - 30), { timeout: 8000 });
    await expect(content).toHaveAttribute("data-following", "");
  },
};

/** Durations come from the data: sub-second ("briefly"), whole seconds counted down like the live counter, plural, minutes, unknown. */
export const Durations: Story = {
  render: (args) => (
    <div>
      <ReasoningPanel {...args} startedAt={T0} endedAt={T0 + 400} />
      <ReasoningPanel {...args} startedAt={T0} endedAt={T0 + 1_000} />
      <ReasoningPanel {...args} startedAt={T0} endedAt={T0 + 1_600} />
      <ReasoningPanel {...args} startedAt={T0} endedAt={T0 + 12_000} />
      <ReasoningPanel {...args} startedAt={T0} endedAt={T0 + 125_000} />
      <ReasoningPanel {...args} startedAt={undefined} endedAt={undefined} />
      <ReasoningPanel {...args} status="interrupted" startedAt={T0} endedAt={T0 + 300} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const texts = Array.from(canvasElement.querySelectorAll('[data-rui="reasoning-trigger"]')).map((t) => t.textContent);
    await expect(texts).toEqual([
      "Thought briefly",
      "Thought for 1 second",
      "Thought for 1 second",
      "Thought for 12 seconds",
      "Thought for 2 minutes 5 seconds",
      "Finished thinking",
      "Thinking interrupted",
    ]);
  },
};

/** Controlled use: `open` + `onOpenChange`; an outside button drives the same state. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div>
        <button type="button" onClick={() => setOpen((o) => !o)} style={{ marginBlockEnd: 8 }}>
          {open ? "Hide reasoning" : "Show reasoning"}
        </button>
        <ReasoningPanel
          {...args}
          open={open}
          onOpenChange={(next, details) => {
            args.onOpenChange?.(next, details);
            setOpen(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = await theTrigger(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Show reasoning" }));
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false, { reason: "user" });
    await expect(canvas.getByRole("button", { name: "Show reasoning" })).toBeInTheDocument();
    await waitFor(() => expect(canvasElement.querySelector('[data-rui="reasoning-part"]')).toBeNull());
  },
};

/** The `renderContent` slot: plug in a markdown renderer (here a tiny, safe `**bold**` renderer). */
export const RenderContentSlot: Story = {
  args: {
    defaultOpen: true,
    text: "The forecast says **70% chance of rain** after 14:00, so I will recommend **a compact umbrella**.",
    renderContent: (text) => text.split(/\*\*(.+?)\*\*/g).map((chunk, i) => (i % 2 ? <strong key={i}>{chunk}</strong> : chunk)),
  },
  play: async ({ canvasElement }) => {
    const strong = canvasElement.querySelectorAll("strong");
    await expect(Array.from(strong).map((s) => s.textContent)).toEqual(["70% chance of rain", "a compact umbrella"]);
  },
};

/** Content renders as text by default: markup in reasoning stays inert. */
export const HtmlIsInert: Story = {
  args: { defaultOpen: true, text: XSS },
  play: async ({ canvasElement }) => {
    const part = canvasElement.querySelector('[data-rui="reasoning-part"]')!;
    await expect(part.textContent).toBe(XSS);
    await expect(canvasElement.querySelector("img, script:not([src])")).toBeNull();
  },
};

/** Every string from `labels` (here French). */
export const FrenchLabels: Story = {
  args: { labels: frLabels, visibility: "summary", text: "J'ai consulté la météo : pluie probable l'après-midi." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "A réfléchi pendant 12 secondes" })).toBeInTheDocument();
    await expect(canvas.getByRole("note")).toHaveAccessibleDescription(/raisonnement complet est chiffré/);
  },
};

/** `unstyled`: the same structure and data attributes, none of the default theme. */
export const Unstyled: Story = {
  args: { unstyled: true, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-rui-styled]")).toBeNull();
    const root = canvasElement.querySelector('[data-rui="reasoning"]')!;
    await expect(root).toHaveAttribute("data-state", "open");
    await expect(root).toHaveAttribute("data-visibility", "visible");
  },
};
