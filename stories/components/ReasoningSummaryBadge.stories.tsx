import type { Meta, StoryObj } from "@storybook/react-vite";
import { ReasoningSummaryBadge } from "@reasoning-ui/react";
import { expect, within } from "storybook/test";
import { frLabels } from "../support/labels";

const DESCRIPTION = /summary of the reasoning\. The full reasoning is encrypted and kept for the agent/;

const meta = {
  title: "Components/ReasoningSummaryBadge",
  component: ReasoningSummaryBadge,
  args: { variant: "inline" },
  argTypes: { variant: { control: "inline-radio", options: ["inline", "block"] } },
  parameters: {
    docs: {
      description: {
        component:
          "Shown with `summary` reasoning: the user sees a summary, the full chain is encrypted and kept for the agent. " +
          "`role=\"note\"` with an accessible description (also the tooltip); `inline` pill or `block` note.",
      },
    },
  },
} satisfies Meta<typeof ReasoningSummaryBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The pill next to a panel's trigger; the description is announced, and shown as a tooltip. */
export const Inline: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole("note");
    await expect(badge).toHaveTextContent("Summary · full reasoning kept private");
    await expect(badge).toHaveAccessibleDescription(DESCRIPTION);
    await expect(badge).toHaveAttribute("data-rui", "summary-badge");
    await expect(badge).toHaveAttribute("title", expect.stringMatching(DESCRIPTION));
  },
};

/** A full-width note with the description visible. */
export const Block: Story = {
  args: { variant: "block" },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole("note");
    await expect(badge).toHaveAttribute("data-variant", "block");
    await expect(badge).toHaveAccessibleDescription(DESCRIPTION);
    await expect(within(badge).getByText(DESCRIPTION)).toBeVisible();
  },
};

/** Both variants side by side, in running text. */
export const InContext: Story = {
  render: (args) => (
    <div style={{ maxWidth: "36rem", fontSize: "var(--rui-font-size-sm)" }}>
      <p>
        Reasoning <ReasoningSummaryBadge {...args} variant="inline" /> follows the trigger.
      </p>
      <ReasoningSummaryBadge {...args} variant="block" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const notes = within(canvasElement).getAllByRole("note");
    await expect(notes.map((n) => n.getAttribute("data-variant"))).toEqual(["inline", "block"]);
    for (const note of notes) await expect(note).toHaveAccessibleDescription(DESCRIPTION);
  },
};

/** Text and description from `labels` (French). */
export const FrenchLabels: Story = {
  args: { labels: frLabels, variant: "block" },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByRole("note");
    await expect(badge).toHaveTextContent(/Résumé · raisonnement complet gardé privé/);
    await expect(badge).toHaveAccessibleDescription(/raisonnement complet est chiffré/);
  },
};

/** Unstyled: no default theme, same role, description and attributes. */
export const Unstyled: Story = {
  args: { unstyled: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-rui-styled]")).toBeNull();
    await expect(within(canvasElement).getByRole("note")).toHaveAccessibleDescription(DESCRIPTION);
  },
};
