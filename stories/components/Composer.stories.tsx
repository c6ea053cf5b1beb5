import type { Meta, StoryObj } from "@storybook/react-vite";
import { Composer } from "@reasoning-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";
import { frLabels } from "../support/labels";

const meta = {
  title: "Components/Composer",
  component: Composer,
  args: { onSend: fn(), onStop: fn(), running: false, disabled: false },
  parameters: {
    docs: {
      description: {
        component:
          "The message box: a labelled text field, Send, and Stop while a run is in flight. Enter sends, Shift+Enter adds a line.",
      },
    },
  },
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends the trimmed text and clears the field; Shift+Enter inserts a newline; empty text is not sent. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "Message" });
    const send = canvas.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await userEvent.click(field);
    await userEvent.keyboard("{Enter}");
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(field, "  Will it rain?{Shift>}{Enter}{/Shift}In Paris  ");
    await expect(field).toHaveValue("  Will it rain?\nIn Paris  ");
    await expect(send).toBeEnabled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(args.onSend).toHaveBeenCalledWith("Will it rain?\nIn Paris");
    await expect(field).toHaveValue("");
  },
};

/** The Send button works too. */
export const SendByButton: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Hello");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await expect(args.onSend).toHaveBeenCalledWith("Hello");
  },
};

/** While a run is in flight: Stop instead of Send, and Enter does not send. */
export const Running: Story = {
  args: { running: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Message" }), "Next question{Enter}");
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Stop" }));
    await expect(args.onStop).toHaveBeenCalledOnce();
    await expect(canvasElement.querySelector('[data-rui="composer"]')).toHaveAttribute("data-running");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Message" })).toBeDisabled();
  },
};

export const FrenchLabels: Story = {
  args: { labels: frLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveAttribute("placeholder", "Écrire un message…");
    await expect(canvas.getByRole("button", { name: "Envoyer" })).toBeInTheDocument();
  },
};

export const Unstyled: Story = {
  args: { unstyled: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-rui-styled]")).toBeNull();
  },
};
