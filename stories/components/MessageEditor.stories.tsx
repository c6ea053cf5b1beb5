import type { Meta, StoryObj } from "@storybook/react-vite";
import { MessageEditor } from "@reasoning-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { frLabels } from "../support/labels";

const meta = {
  title: "Components/MessageEditor",
  component: MessageEditor,
  args: { defaultValue: "Do I need an umbrella in Paris tomorrow?", onSubmit: fn(), onCancel: fn() },
  render: (args) => (
    <div style={{ display: "flex", flexDirection: "column", maxWidth: "42rem", margin: "0 auto", padding: "1rem" }}>
      <MessageEditor {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "The inline editor of a sent question (`MessageList onEdit` opens it from the message's Edit button): the text, focused " +
          "with the caret at the end; Enter sends it as a new version, Shift+Enter adds a line, Escape cancels.",
      },
    },
  },
} satisfies Meta<typeof MessageEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens focused on the text; Shift+Enter adds a line; Enter sends the trimmed text. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Edit your message" });
    await expect(field).toHaveFocus();
    await userEvent.keyboard("{Shift>}{Enter}{/Shift}And in Lyon?");
    await expect(field).toHaveValue("Do I need an umbrella in Paris tomorrow?\nAnd in Lyon?");
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledWith("Do I need an umbrella in Paris tomorrow?\nAnd in Lyon?");
  },
};

/** Escape (or Cancel) gives up; an emptied text cannot be sent. */
export const CancelAndEmpty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.clear(canvas.getByRole("textbox", { name: "Edit your message" }));
    await expect(canvas.getByRole("button", { name: "Send" })).toHaveAttribute("aria-disabled", "true");
    await userEvent.keyboard("{Enter}");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/** Every string from `labels` (French). */
export const French: Story = {
  args: { labels: frLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Modifier votre message" })).toBeInTheDocument();
    await expect(canvas.getByRole("button", { name: "Annuler" })).toBeInTheDocument();
  },
};
