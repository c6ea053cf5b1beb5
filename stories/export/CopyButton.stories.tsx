import type { Meta, StoryObj } from "@storybook/react-vite";
import { CopyButton, ReasoningPanel } from "@reasoning-ui/react";
import { markdownRenderContent } from "@reasoning-ui/react/markdown";
import "@reasoning-ui/react/markdown.css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { T0 } from "../support/args";
import { MD_REASONING } from "../markdown/samples";

const meta = {
  title: "Copy and export/CopyButton",
  component: CopyButton,
  args: { text: "Rain is likely after 2 pm; take a compact umbrella.", onCopied: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A real `<button>` (accessible name from `labels.copy`) that copies visible text and announces “Copied” in a polite " +
          "live region. Add it to reasoning parts and answers with `markdownRenderContent({ copy: true })` / " +
          "`markdownRenderText({ copy: true })`, or place it yourself in a `renderContent` / `renderText`.",
      },
    },
  },
  render: (args) => (
    <div style={{ padding: 16 }}>
      <CopyButton {...args} />
    </div>
  ),
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Click (or Enter) copies; the live region says “Copied” and the icon turns into a check for two seconds. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Copy" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(button).toHaveAttribute("data-state", "copied"));
    await expect(canvas.getByRole("status")).toHaveTextContent("Copied");
    await expect(args.onCopied).toHaveBeenCalledWith(args.text);
  },
};

/** Labels are overridable (here French). */
export const Localised: Story = {
  args: { labels: { copy: "Copier le raisonnement", copied: "Copié", failed: "Échec de la copie" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copier le raisonnement" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Copié"));
  },
};

/** On a reasoning panel: each visible part gets a “Copy reasoning” button (copies the markdown source). */
export const OnReasoning: Story = {
  render: () => (
    <div style={{ padding: 16, maxWidth: 760 }}>
      <ReasoningPanel status="complete" startedAt={T0} endedAt={T0 + 12_000} defaultOpen text={MD_REASONING} renderContent={markdownRenderContent({ copy: true })} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy reasoning" }));
    await waitFor(() => expect(canvas.getAllByRole("status").some((s) => s.textContent === "Copied")).toBe(true));
  },
};
