import type { Meta, StoryObj } from "@storybook/react-vite";
import "@reasoning-ui/react/markdown.css";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { clipboardSpy } from "./clipboard";
import { ExportPanel, FAKE_ENCRYPTED } from "./ExportPanel";

const meta = {
  title: "Copy and export/exportConversation",
  component: ExportPanel,
  args: { reasoning: "include", format: "markdown", encrypted: false },
  argTypes: {
    reasoning: { control: "inline-radio", options: ["include", "summary", "omit"] },
    format: { control: "inline-radio", options: ["markdown", "json"] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "`exportConversation(state, { reasoning, format, encrypted })` from `@reasoning-ui/core`: a markdown transcript or " +
          "AG-UI JSON with the reasoning included, summarised or omitted. Encrypted values are never written unless `encrypted: true`.",
      },
    },
  },
} satisfies Meta<typeof ExportPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const output = async (root: HTMLElement) => {
  const pre = await within(root).findByTestId("export-output");
  await waitFor(() => expect(pre.textContent).toContain("Double-check with the weather tool."));
  return pre.textContent!;
};

/** Markdown with the full reasoning quoted under "Reasoning · 12 s"; hidden reasoning as a marker; no encrypted value. */
export const IncludeMarkdown: Story = {
  play: async ({ canvasElement }) => {
    const text = await output(canvasElement);
    await expect(text).toContain("### Reasoning · 12 s\n\n> **Checking the forecast**");
    await expect(text).toContain("> _Reasoned privately: the reasoning is encrypted and not shown._");
    await expect(text).not.toContain(FAKE_ENCRYPTED);
    await expect(document.body.innerHTML).not.toContain(FAKE_ENCRYPTED);
    const clipboard = clipboardSpy();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Copy export" }));
    await expect(clipboard).toHaveBeenCalledWith(text);
    await waitFor(() => expect(within(canvasElement).getAllByRole("status").some((s) => s.textContent === "Copied")).toBe(true));
  },
};

/** Summary: each visible chain becomes its title line, a provider summary stays whole. */
export const SummaryMarkdown: Story = {
  args: { reasoning: "summary" },
  play: async ({ canvasElement }) => {
    const text = await output(canvasElement);
    await expect(text).toContain("### Reasoning · 12 s\n\n> Checking the forecast\n");
    await expect(text).not.toContain("Météo-France hourly data");
    await expect(text).toContain("> **Comparing Lyon's forecast**");
    await expect(text).not.toContain(FAKE_ENCRYPTED);
  },
};

/** Omit: the transcript without any reasoning. */
export const OmitMarkdown: Story = {
  args: { reasoning: "omit" },
  play: async ({ canvasElement }) => {
    const text = await output(canvasElement);
    await expect(text).not.toContain("Reasoning");
    await expect(text).toContain("## Assistant\n\n**Yes — take a compact umbrella.**");
  },
};

/** JSON: AG-UI messages plus reasoning bookkeeping; no encrypted value. */
export const IncludeJson: Story = {
  args: { format: "json" },
  play: async ({ canvasElement }) => {
    const doc = JSON.parse(await output(canvasElement));
    await expect(doc.format).toBe("reasoning-ui/conversation");
    await expect(doc.messages.filter((m: { role: string }) => m.role === "reasoning")).toHaveLength(3);
    await expect(JSON.stringify(doc)).not.toContain(FAKE_ENCRYPTED);
    await expect(JSON.stringify(doc)).not.toContain("encryptedValue");
  },
};

/**
 * JSON with `encrypted: true`: the values go out byte-for-byte on their messages and tool calls (for an archive the
 * agent can resume from). The preview redacts them (encrypted values are never rendered); Copy and Download carry them.
 */
export const EncryptedJson: Story = {
  args: { format: "json", encrypted: true },
  play: async ({ canvasElement }) => {
    const shown = await output(canvasElement);
    await expect(shown).toContain("«encrypted value,");
    await expect(document.body.innerHTML).not.toContain(FAKE_ENCRYPTED); // shown redacted; the copy carries it
    const clipboard = clipboardSpy();
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Copy export" }));
    const copied = JSON.parse(clipboard.mock.calls[0]![0] as string);
    const values = JSON.stringify(copied).split(FAKE_ENCRYPTED).length - 1;
    await expect(values).toBeGreaterThanOrEqual(2);
    await expect(copied.encrypted).toBe(true);
  },
};

/** Omit as JSON: no reasoning message, so no reasoning value even with `encrypted: true` on them. */
export const OmitJson: Story = {
  args: { format: "json", reasoning: "omit" },
  play: async ({ canvasElement }) => {
    const doc = JSON.parse(await output(canvasElement));
    await expect(doc.messages.some((m: { role: string }) => m.role === "reasoning")).toBe(false);
    await expect(doc.reasoningInfo).toEqual({});
  },
};
