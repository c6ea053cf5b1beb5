import type { Meta, StoryObj } from "@storybook/react-vite";
import { CopyButton, ReasoningPanel } from "@reasoning-ui/react";
import { markdownRenderContent } from "@reasoning-ui/react/markdown";
import "@reasoning-ui/react/markdown.css";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { T0 } from "../support/args";
import { MD_REASONING } from "../markdown/samples";
import { clipboardSpy } from "./clipboard";

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
    const clipboard = clipboardSpy();
    const canvas = within(canvasElement);
    const button = canvas.getByRole("button", { name: "Copy" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(button).toHaveAttribute("data-state", "copied"));
    await expect(canvas.getByRole("status")).toHaveTextContent("Copied");
    await expect(args.onCopied).toHaveBeenCalledWith(args.text);
    await expect(clipboard).toHaveBeenCalledWith(args.text);
    await waitFor(() => expect(button).toHaveAttribute("data-state", "idle"), { timeout: 4000 });
    await expect(canvas.getByRole("status")).toHaveTextContent("");
  },
};

/** The clipboard refuses (no permission, insecure context): “Copy failed” is announced, nothing throws. */
export const Refused: Story = {
  args: { onCopyError: fn() },
  play: async ({ canvasElement, args }) => {
    clipboardSpy(new DOMException("Write permission denied.", "NotAllowedError"));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Copy failed"));
    await expect(canvas.getByRole("button")).toHaveAttribute("data-state", "failed");
    await expect(args.onCopyError).toHaveBeenCalled();
  },
};

/** Labels are overridable (here French). */
export const Localised: Story = {
  args: { labels: { copy: "Copier le raisonnement", copied: "Copié", failed: "Échec de la copie" } },
  play: async ({ canvasElement }) => {
    clipboardSpy();
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
    const clipboard = clipboardSpy();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Copy reasoning" }));
    await waitFor(() => expect(canvas.getAllByRole("status").some((s) => s.textContent === "Copied")).toBe(true));
    await expect(clipboard).toHaveBeenCalledWith(MD_REASONING);
  },
};
