import type { Meta, StoryObj } from "@storybook/react-vite";
import { HiddenReasoningIndicator } from "@reasoning-ui/react";
import { expect, within } from "storybook/test";
import { frLabels } from "../support/labels";
import { T0, statusControl, timeControls } from "../support/args";

const DESCRIPTION = /The agent reasoned privately\. Its reasoning is encrypted and kept for the agent/;

const meta = {
  title: "Components/HiddenReasoningIndicator",
  component: HiddenReasoningIndicator,
  args: { status: "complete", variant: "inline", startedAt: T0, endedAt: T0 + 12_000 },
  argTypes: {
    status: statusControl,
    variant: { control: "inline-radio", options: ["inline", "block"] },
    ...timeControls,
  },
  parameters: {
    docs: {
      description: {
        component:
          "Shown for `hidden` reasoning (only an encrypted value, no visible text): “Reasoned privately” with the duration when known. " +
          "`role=\"note\"` with an accessible description; `inline` line or `block` card. It never receives the encrypted value.",
      },
    },
  },
} satisfies Meta<typeof HiddenReasoningIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Complete, with the duration from the data. */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole("note");
    await expect(note).toHaveTextContent("Reasoned privately · 12 seconds");
    await expect(note).toHaveAccessibleDescription(DESCRIPTION);
    await expect(note).toHaveAttribute("data-rui", "hidden-indicator");
  },
};

/** The card variant shows the description. */
export const Block: Story = {
  args: { variant: "block" },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole("note");
    await expect(note).toHaveAttribute("data-variant", "block");
    await expect(note).toHaveAccessibleDescription(DESCRIPTION);
    await expect(within(note).getByText(DESCRIPTION)).toBeVisible();
  },
};

/** While the agent is still reasoning privately. */
export const Streaming: Story = {
  args: { status: "streaming", endedAt: undefined },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole("note");
    await expect(note).toHaveTextContent("Reasoning privately…");
    await expect(note).toHaveAttribute("data-status", "streaming");
  },
};

/** Cut off before it finished. */
export const Interrupted: Story = {
  args: { status: "interrupted", endedAt: T0 + 3_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("note")).toHaveTextContent("Reasoned privately · interrupted");
  },
};

/** Every state in both variants; the duration is left out when unknown. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))", gap: "1rem", alignItems: "start" }}>
      {(["inline", "block"] as const).map((variant) => (
        <div key={variant} style={{ display: "flex", flexDirection: "column", alignItems: "flex-start", gap: variant === "inline" ? "0.5rem" : 0 }}>
          <HiddenReasoningIndicator {...args} variant={variant} status="streaming" endedAt={undefined} />
          <HiddenReasoningIndicator {...args} variant={variant} status="complete" />
          <HiddenReasoningIndicator {...args} variant={variant} status="complete" endedAt={T0 + 400} />
          <HiddenReasoningIndicator {...args} variant={variant} status="complete" startedAt={undefined} endedAt={undefined} />
          <HiddenReasoningIndicator {...args} variant={variant} status="interrupted" />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const labels = Array.from(canvasElement.querySelectorAll('[data-rui="hidden-indicator-label"]')).map((l) => l.textContent);
    const expected = [
      "Reasoning privately…",
      "Reasoned privately · 12 seconds",
      "Reasoned privately",
      "Reasoned privately",
      "Reasoned privately · interrupted",
    ];
    await expect(labels).toEqual([...expected, ...expected]);
    for (const note of within(canvasElement).getAllByRole("note")) await expect(note).toHaveAccessibleDescription(DESCRIPTION);
  },
};

/** Text and description from `labels` (French). */
export const FrenchLabels: Story = {
  args: { labels: frLabels, variant: "block" },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole("note");
    await expect(note).toHaveTextContent(/Raisonnement privé · 12 secondes/);
    await expect(note).toHaveAccessibleDescription(/L'agent a raisonné en privé/);
  },
};
