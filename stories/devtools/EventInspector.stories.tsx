import type { Meta, StoryObj } from "@storybook/react-vite";
import { AgentProvider, MessageList } from "@reasoning-ui/react";
import { EventInspector } from "@reasoning-ui/react/devtools";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { FAKE_ENCRYPTED } from "../support/events";
import { expectNoEncryptedValue } from "../support/play";
import { inspectorConversation } from "./script";
import { usePacedStore } from "./usePacedStore";

interface Args {
  /** Speed of the scripted event source (0: the whole script at once). */
  eventsPerSecond: number;
  /** Events the inspector keeps (ring buffer). */
  capacity: number;
}

const CONVERSATION = inspectorConversation();

/** A new store (and inspector) for each setting of the controls. */
function InspectorBesideChat(args: Args) {
  return <Scene key={`${args.eventsPerSecond}/${args.capacity}`} {...args} />;
}

function Scene({ eventsPerSecond, capacity }: Args) {
  const store = usePacedStore(CONVERSATION, eventsPerSecond);
  return (
    <AgentProvider store={store}>
      <div style={{ display: "grid", gap: 16, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))", alignItems: "start" }}>
        <MessageList style={{ minWidth: 0 }} />
        <EventInspector store={store} capacity={capacity} />
      </div>
    </AgentProvider>
  );
}

const meta = {
  title: "Devtools/Event inspector",
  component: InspectorBesideChat,
  args: { eventsPerSecond: 0, capacity: 1000 },
  argTypes: {
    eventsPerSecond: { control: { type: "range", min: 0, max: 60, step: 1 } },
    capacity: { control: { type: "number", min: 10, max: 5000, step: 10 } },
  },
  parameters: {
    // these stories show the inspector themselves
    inspector: { disable: true },
    docs: {
      description: {
        component:
          "`EventInspector` from `@reasoning-ui/react/devtools`: every AG-UI event the store folds, grouped by run and " +
          "reasoning span, with ids, lane (`subagentRunId`), JSON size, time since run start and the store's diagnostics " +
          "inline. Filters, Pause, Copy as JSON lines. Encrypted values show only their length and a SHA-256 prefix. " +
          "Keyboard: Tab to the tree, ↑/↓, ←/→ to close / open a group, Home/End.",
      },
    },
  },
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

const inspector = (root: HTMLElement) => within(root).getByRole("region", { name: "Event inspector" });

/** The whole conversation at once: runs, spans, a subagent lane, a tool call with encrypted reasoning, and a producer's glitches with their diagnostics. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(inspector(canvasElement));
    const tree = await panel.findByRole("tree");
    await expect(within(tree).getByRole("treeitem", { name: /^Run run-1/ })).toHaveAttribute("aria-expanded", "true");
    await expect(within(tree).getByRole("treeitem", { name: /^Span run-2-researcher-span \(lane run-2-researcher\)/ })).toBeInTheDocument();
    // the tool call's encrypted reasoning: a length and a hash prefix, never the value
    await waitFor(() => expect(panel.getAllByText(new RegExp(`^encrypted ${FAKE_ENCRYPTED.length} ch · sha256 [0-9a-f]{8}$`))).toHaveLength(2));
    await expectNoEncryptedValue();
    // diagnostics sit on the events that raised them
    const flagged = tree.querySelectorAll("[data-diagnostics]");
    await expect(flagged.length).toBeGreaterThanOrEqual(2);
    await userEvent.selectOptions(panel.getByLabelText("Diagnostic"), "*");
    await expect(within(tree).getAllByRole("treeitem").filter((el) => el.dataset.kind === "entry")).toHaveLength(flagged.length);
    await userEvent.selectOptions(panel.getByLabelText("Diagnostic"), "");
    // keyboard: into the tree, down to the first event, its details follow
    within(tree).getAllByRole("treeitem")[0]!.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(panel.getByRole("region", { name: /#1 RUN_STARTED/ })).toBeInTheDocument();
  },
};

/** The same conversation streamed live (6 events per second, looping): rows arrive as the chat updates. */
export const Live: Story = { args: { eventsPerSecond: 6 } };

/** A small ring buffer: only the newest 25 events are kept, and the dropped ones are counted. */
export const SmallBuffer: Story = {
  args: { capacity: 25 },
  play: async ({ canvasElement }) => {
    const panel = within(inspector(canvasElement));
    await waitFor(() => expect(panel.getByText(/^25 events · \d+ dropped/)).toBeInTheDocument());
  },
};
