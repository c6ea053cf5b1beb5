import type { Meta, StoryObj } from "@storybook/react-vite";
import type { RunAgentInput } from "@reasoning-ui/core";
import { memoryStorage } from "@reasoning-ui/core/storage";
import { AgentProvider, Composer, MessageList, StorageNotice, ThreadList, useAgentRun, useThreadList } from "@reasoning-ui/react";
import { useState, type CSSProperties } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { scriptedRunner } from "../support/scriptedRunner";

const side: CSSProperties = { display: "flex", flexDirection: "column", gap: 8, minWidth: 0, padding: 12, borderInlineEnd: "1px solid var(--rui-color-border)" };
const item: CSSProperties = { display: "flex", gap: 4, alignItems: "center", listStyle: "none" };
const button: CSSProperties = { font: "inherit", padding: "6px 10px", border: "1px solid var(--rui-color-border)", borderRadius: 8, background: "var(--rui-color-bg)", color: "var(--rui-color-text)", cursor: "pointer" };
const title: CSSProperties = { ...button, flex: 1, textAlign: "start", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap", border: "none" };

/** A chat with saved threads: the headless ThreadList parts fed by `useThreadList(agent.threads)`, styled by the app. */
function ThreadsChat() {
  const [storage] = useState(() => memoryStorage());
  const [runner] = useState(() => scriptedRunner(["finished"], [] as RunAgentInput[]));
  const agent = useAgentRun({ runner, storage });
  return (
    <AgentProvider store={agent.store}>
      <div style={{ display: "grid", gridTemplateColumns: "minmax(10rem, 16rem) 1fr", minHeight: "24rem", color: "var(--rui-color-text)", fontFamily: "var(--rui-font-family)" }}>
        <ThreadList.Root {...useThreadList(agent.threads)} style={side}>
          <ThreadList.New style={button} />
          <ThreadList.Items style={{ display: "flex", flexDirection: "column", gap: 4, margin: 0, padding: 0 }}>
            {(thread) => (
              <ThreadList.Item key={thread.threadId} thread={thread} style={item}>
                <ThreadList.ItemTrigger style={{ ...title, fontWeight: thread.threadId === agent.threads.current ? 600 : 400 }} />
                <ThreadList.ItemRemove style={button} />
              </ThreadList.Item>
            )}
          </ThreadList.Items>
        </ThreadList.Root>
        <div style={{ display: "flex", flexDirection: "column", gap: 12, padding: 12, minWidth: 0 }}>
          <StorageNotice error={agent.storageError} />
          <MessageList onRetry={agent.retry} onEdit={agent.edit} onSwitchBranch={agent.switchBranch} />
          <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
        </div>
      </div>
    </AgentProvider>
  );
}

const meta = {
  title: "Primitives/ThreadList",
  render: () => <ThreadsChat />,
  parameters: {
    docs: {
      description: {
        component:
          "Headless parts for a list of saved conversations — `ThreadList.Root / New / Items / Item / ItemTrigger / ItemRemove` — " +
          "fed by `useThreadList(agent.threads)` (list, create, switch, remove through the session's storage). A `<nav>` named " +
          "“Conversations”, `aria-current` on the open one, “Delete “…”” buttons; focus stays in the list after a delete.",
      },
    },
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two conversations: start one, start another, switch back, delete the second. */
export const CreateSwitchDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole("navigation", { name: "Conversations" });
    const field = canvas.getByRole("textbox", { name: "Message" });
    await userEvent.type(field, "Weather in Paris{Enter}");
    await waitFor(() => expect(within(nav).getByRole("button", { name: "Weather in Paris" })).toBeInTheDocument());
    await userEvent.click(within(nav).getByRole("button", { name: "New conversation" }));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-rui="message"]')).toHaveLength(0));
    await userEvent.type(field, "Trains to Lyon{Enter}");
    await waitFor(() => expect(within(nav).getAllByRole("listitem")).toHaveLength(2));
    await waitFor(() => expect(within(nav).getByRole("button", { name: "Trains to Lyon" })).toHaveAttribute("aria-current", "true"));
    await userEvent.click(within(nav).getByRole("button", { name: "Weather in Paris" }));
    await waitFor(() => expect(canvas.getByText("Weather in Paris", { selector: '[data-rui="message-content"]' })).toBeInTheDocument());
    await expect(within(nav).getByRole("button", { name: "Weather in Paris" })).toHaveAttribute("aria-current", "true");
    await userEvent.click(within(nav).getByRole("button", { name: "Delete “Trains to Lyon”" }));
    await waitFor(() => expect(within(nav).getAllByRole("listitem")).toHaveLength(1));
    await expect(canvasElement.ownerDocument.activeElement?.getAttribute("data-rui")).toMatch(/thread-list-item-trigger|thread-list-new/);
  },
};
