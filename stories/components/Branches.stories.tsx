import type { Meta, StoryObj } from "@storybook/react-vite";
import { memoryStorage, toStoredThread } from "@reasoning-ui/core/storage";
import { useState } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { ANSWERS, BranchesChat, branchedThread } from "../support/branchedThread";
import { expectNoEncryptedValue } from "../support/play";

type Args = { active: number; streaming: boolean };

const meta = {
  title: "Components/MessageList/Branches",
  args: { active: 2, streaming: false },
  render: ({ active, streaming }) => <Prepared active={active} streaming={streaming} />,
  parameters: {
    docs: {
      description: {
        component:
          "Branches instead of deletion (issue 22): Retry, Regenerate and editing a sent message make a new branch; the earlier one " +
          "stays reachable through the picker “‹ 2/3 ›” on the message (after a regenerated answer, under an edited question). " +
          "The Quick start's `MessageList onRetry onEdit onSwitchBranch` over a store whose first turn was answered three times.",
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

function Prepared({ active, streaming }: Args) {
  const [store] = useState(() => branchedThread({ active, streaming }));
  return <BranchesChat store={store} />;
}

const picker = (root: HTMLElement) => within(root).getByRole("group", { name: /^Versions of this/ });
/** The picker's code loads on first use; until it arrives an inert placeholder (`aria-busy`) holds its place. */
const pickerReady = (root: HTMLElement) => waitFor(() => expect(picker(root)).not.toHaveAttribute("aria-busy"));
const prev = (root: HTMLElement) => within(root).getByRole("button", { name: "Previous version" });
const next = (root: HTMLElement) => within(root).getByRole("button", { name: "Next version" });

/** The first answer of three: Previous is inert; the later turn belongs to another branch and is not shown. */
export const FirstBranch: Story = {
  args: { active: 0 },
  play: async ({ canvasElement }) => {
    await pickerReady(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(picker(canvasElement)).toHaveTextContent("1/3"));
    await expect(canvas.getByText(ANSWERS[0]!)).toBeInTheDocument();
    await expect(canvas.queryByText("And in Lyon on Saturday?")).toBeNull();
    await expect(prev(canvasElement)).toHaveAttribute("aria-disabled", "true");
    await expect(next(canvasElement)).not.toHaveAttribute("aria-disabled");
    await expectNoEncryptedValue();
  },
};

/** The middle answer: both ways open. Next brings the third answer and its later turn back; focus stays on Next. */
export const MiddleBranch: Story = {
  args: { active: 1 },
  play: async ({ canvasElement }) => {
    await pickerReady(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(picker(canvasElement)).toHaveTextContent("2/3"));
    await expect(canvas.getByText(ANSWERS[1]!)).toBeInTheDocument();
    await userEvent.click(next(canvasElement));
    await waitFor(() => expect(canvas.getByText("And in Lyon on Saturday?")).toBeInTheDocument());
    await waitFor(() => expect(picker(canvasElement)).toHaveTextContent("3/3"));
    await waitFor(() => expect(next(canvasElement)).toHaveFocus());
    await waitFor(() => expect(canvasElement.querySelector('[data-rui="list-announcer"]')).toHaveTextContent("Version 3 of 3"));
  },
};

/** The last answer (where the conversation went on): Next is inert; the keyboard goes back (Enter, then ArrowLeft). */
export const LastBranch: Story = {
  play: async ({ canvasElement }) => {
    await pickerReady(canvasElement);
    const canvas = within(canvasElement);
    await waitFor(() => expect(picker(canvasElement)).toHaveTextContent("3/3"));
    await expect(canvas.getByText("And in Lyon on Saturday?")).toBeInTheDocument();
    await expect(next(canvasElement)).toHaveAttribute("aria-disabled", "true");
    prev(canvasElement).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(picker(canvasElement)).toHaveTextContent("2/3"));
    await waitFor(() => expect(prev(canvasElement)).toHaveFocus());
    await userEvent.keyboard("{ArrowLeft}");
    await waitFor(() => expect(picker(canvasElement)).toHaveTextContent("1/3"));
    await expect(canvas.getByText(ANSWERS[0]!)).toBeInTheDocument();
  },
};

/** While a run streams, versions cannot be switched: the pickers are inert (dimmed, aria-disabled). */
export const WhileStreaming: Story = {
  args: { streaming: true },
  play: async ({ canvasElement }) => {
    await pickerReady(canvasElement);
    await waitFor(() => expect(picker(canvasElement)).toHaveAttribute("data-disabled", ""));
    for (const b of [prev(canvasElement), next(canvasElement)]) await expect(b).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(prev(canvasElement));
    await expect(picker(canvasElement)).toHaveTextContent("3/3");
  },
};

/** Edit a sent question: the inline editor opens focused; Escape gives focus back to Edit; Enter sends it as a new branch. */
export const EditAMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edit = await waitFor(() => canvas.getAllByRole("button", { name: "Edit" })[1]!);
    await userEvent.click(edit);
    const field = canvas.getByRole("textbox", { name: "Edit your message" });
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue("And in Lyon on Saturday?");
    await userEvent.keyboard("{Escape}");
    await expect(canvas.getAllByRole("button", { name: "Edit" })[1]).toHaveFocus();
    await userEvent.click(canvas.getAllByRole("button", { name: "Edit" })[1]!);
    await userEvent.clear(canvas.getByRole("textbox", { name: "Edit your message" }));
    await userEvent.type(canvas.getByRole("textbox", { name: "Edit your message" }), "And in Marseille on Sunday?{Enter}");
    await waitFor(() => expect(canvas.getByText("And in Marseille on Sunday?")).toBeInTheDocument());
    await expect(canvas.getByRole("textbox", { name: "Message" })).toHaveFocus();
    // the edited question carries its fork's picker: 2 of 2; the original is one step back
    const pickers = await waitFor(() => {
      const all = canvas.getAllByRole("group", { name: /^Versions of this/ });
      expect(all).toHaveLength(2);
      return all;
    });
    await waitFor(() => expect(pickers[1]).toHaveTextContent("2/2"));
    await expect(pickers[0]).toHaveAccessibleName("Versions of this answer");
    await expect(pickers[1]).toHaveAccessibleName("Versions of this message");
    await userEvent.click(within(pickers[1]!).getByRole("button", { name: "Previous version" }));
    await waitFor(() => expect(canvas.getByText("And in Lyon on Saturday?")).toBeInTheDocument());
    // the question's row was swapped for the original one; its picker took the focus back
    await waitFor(() => expect(canvasElement.ownerDocument.activeElement).toHaveAccessibleName("Previous version"));
    await expect(canvasElement.ownerDocument.activeElement?.closest('[data-rui="message-actions"]')).not.toBeNull();
  },
};

/** A thread restored from storage after a reload: every branch, encrypted value and duration as it was saved. */
export const RestoredThread: StoryObj<Meta<Args & { storage: ReturnType<typeof memoryStorage> }>> = {
  loaders: [
    async () => {
      const storage = memoryStorage();
      await storage.save("rui-thread:thread-story", toStoredThread(branchedThread().getState(), Date.now()));
      return { storage };
    },
  ],
  render: (_args, { loaded }) => <BranchesChat storage={loaded.storage as ReturnType<typeof memoryStorage>} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText("And in Lyon on Saturday?")).toBeInTheDocument());
    await expect(picker(canvasElement)).toHaveTextContent("3/3");
    // durations as they were: "Thought for 10 seconds" for the third answer, "Reasoned privately · 6 seconds" for turn 2
    await expect(canvas.getByRole("button", { name: /Thought for 10 seconds/ })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-rui="hidden-indicator"]')).toHaveTextContent("Reasoned privately · 6 seconds");
    await expect(canvas.queryByRole("alert")).toBeNull();
    await expectNoEncryptedValue();
  },
};

/** A stored thread that cannot be read (damaged here): the app still loads, empty, and says so in words. */
export const StorageError: StoryObj<Meta<Args & { storage: ReturnType<typeof memoryStorage> }>> = {
  loaders: [
    async () => {
      const storage = memoryStorage();
      await storage.save("rui-thread:thread-story", { schema: "reasoning-ui.thread", version: 1, messages: "damaged" });
      return { storage };
    },
  ],
  render: (_args, { loaded }) => <BranchesChat storage={loaded.storage as ReturnType<typeof memoryStorage>} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await waitFor(() => canvas.getByRole("alert"));
    await expect(alert).toHaveTextContent("Your conversation could not be restored or saved: The saved conversation was damaged");
    await expect(canvasElement.querySelectorAll('[data-rui="message"]')).toHaveLength(0);
    await expect(canvas.getByRole("textbox", { name: "Message" })).toBeEnabled();
  },
};
