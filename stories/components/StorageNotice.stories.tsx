import type { Meta, StoryObj } from "@storybook/react-vite";
import { StorageNotice } from "@reasoning-ui/react";
import { expect, fn, userEvent, within } from "storybook/test";

const meta = {
  title: "Components/StorageNotice",
  component: StorageNotice,
  args: {
    error: { code: "corrupted", message: "The saved conversation is damaged and was not loaded. A new conversation was started." },
    onDismiss: fn(),
  },
  render: (args) => (
    <div style={{ padding: "1rem", maxWidth: "42rem" }}>
      <StorageNotice {...args} />
    </div>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "Says, in words, that the saved conversation could not be restored or saved (`useAgentRun`'s `storageError`): a corrupted " +
          "or newer-version stored thread, storage full or blocked. `role=\"alert\"`, dismissable; never shows stored content.",
      },
    },
  },
} satisfies Meta<typeof StorageNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stored thread that could not be read: the notice says so and can be dismissed. */
export const StorageError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("Your conversation could not be restored or saved: The saved conversation is damaged");
    await expect(alert).toHaveAttribute("data-code", "corrupted");
    await userEvent.click(canvas.getByRole("button", { name: "Dismiss" }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole("alert")).toBeNull();
  },
};

/** A thread saved by a newer version of the app: kept untouched in storage, not loaded. */
export const FutureVersion: Story = {
  args: { error: { code: "unsupported_version", message: "The saved conversation was written by a newer version of this app and was left untouched." } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("newer version of this app");
  },
};

/** No error: nothing renders. */
export const NoError: Story = {
  args: { error: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("alert")).toBeNull();
  },
};
