import type { Meta, StoryObj } from "@storybook/react-vite";
import { BranchPicker } from "@reasoning-ui/react";
import { useState, type ComponentProps } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { frLabels } from "../support/labels";

/** The picker as an app holds it: controlled, the owner applying each switch (as `MessageList` does with `switchBranch`). */
function Controlled(props: ComponentProps<typeof BranchPicker>) {
  const [index, setIndex] = useState(props.index ?? 0);
  return (
    <div style={{ padding: "1rem" }}>
      <BranchPicker
        {...props}
        index={index}
        onIndexChange={(i) => {
          props.onIndexChange?.(i);
          setIndex(i);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Components/BranchPicker",
  component: BranchPicker,
  args: { count: 3, index: 1, disabled: false, onIndexChange: fn() },
  render: (args) => <Controlled {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "“‹ 2/3 ›”: which version of a message you are reading, when Retry, Regenerate or an edit made several. " +
          "Buttons labelled “Previous version” / “Next version”, inert (aria-disabled, still focusable) at the ends and while a run " +
          "streams; the count reads “Version 2 of 3”; arrows, Home and End move inside it. `BranchPicker.Root / Previous / Count / Next` " +
          "are its headless parts. In a `MessageList` it appears by itself with `onSwitchBranch`.",
      },
    },
  },
} satisfies Meta<typeof BranchPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const parts = (root: HTMLElement) => {
  const canvas = within(root);
  return {
    group: canvas.getByRole("group", { name: "Versions" }),
    prev: canvas.getByRole("button", { name: "Previous version" }),
    next: canvas.getByRole("button", { name: "Next version" }),
  };
};

/** The first of three versions: Previous is inert; Next moves on and says so. */
export const FirstBranch: Story = {
  args: { index: 0 },
  play: async ({ canvasElement, args }) => {
    const { group, prev, next } = parts(canvasElement);
    await expect(group).toHaveTextContent("1/3");
    await expect(group).toHaveAccessibleName("Versions");
    await expect(prev).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(prev);
    await expect(args.onIndexChange).not.toHaveBeenCalled();
    await userEvent.click(next);
    await expect(args.onIndexChange).toHaveBeenCalledWith(1);
    await expect(group).toHaveTextContent("2/3");
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Version 2 of 3");
  },
};

/** A middle version: both ways open; the keyboard works (Tab in, Enter, arrows). */
export const MiddleBranch: Story = {
  play: async ({ canvasElement, args }) => {
    const { group, prev, next } = parts(canvasElement);
    await expect(group).toHaveTextContent("2/3");
    await expect(prev).not.toHaveAttribute("aria-disabled");
    await expect(next).not.toHaveAttribute("aria-disabled");
    await userEvent.tab();
    await expect(prev).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(0);
    await expect(prev).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(group).toHaveTextContent("3/3");
    await expect(next).toHaveAttribute("aria-disabled", "true");
  },
};

/** The last version: Next is inert. */
export const LastBranch: Story = {
  args: { index: 2 },
  play: async ({ canvasElement, args }) => {
    const { group, next } = parts(canvasElement);
    await expect(group).toHaveTextContent("3/3");
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(next);
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

/** While a run streams the versions cannot be switched: both buttons inert, the picker dimmed (`data-disabled`). */
export const WhileStreaming: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const { group, prev, next } = parts(canvasElement);
    await expect(group).toHaveAttribute("data-disabled", "");
    for (const b of [prev, next]) {
      await expect(b).toHaveAttribute("aria-disabled", "true");
      await userEvent.click(b);
    }
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

/** Every string comes from `labels` (French here). */
export const French: Story = {
  args: { labels: frLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Versions" })).toHaveTextContent("Version 2 sur 3");
    await expect(canvas.getByRole("button", { name: "Version précédente" })).toBeInTheDocument();
  },
};
