import type { Meta, StoryObj } from "@storybook/react-vite";
import { ToolCallView } from "@reasoning-ui/react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { toolCallRun, userMessage } from "../support/events";
import { expectNoEncryptedValue } from "../support/play";
import { ScriptedThread } from "../support/ScriptedThread";
import { frLabels } from "../support/labels";

const DESCRIPTION = /This tool call carries the agent's encrypted reasoning/;

const meta = {
  title: "Components/ToolCallView",
  component: ToolCallView,
  args: { name: "get_weather", args: '{"city":"Paris","day":"tomorrow"}', result: '{"forecast":"light rain after 14:00","chance":0.7}', hasEncryptedReasoning: false },
  parameters: {
    docs: {
      description: {
        component:
          "One tool call as a disclosure: a one-line header (name, arguments in brief, Running… / Done / Failed / No result) that " +
          "opens to the arguments and result (rendered as text, JSON pretty-printed). When the call carries an encrypted " +
          "reasoning value it shows a small indicator — it receives only a boolean, never the value.",
      },
    },
  },
} satisfies Meta<typeof ToolCallView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One line until opened; Enter on the header shows the arguments and result. */
export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const call = canvasElement.querySelector('[data-rui="tool-call"]')!;
    await expect(call).toHaveAttribute("data-status", "complete");
    const trigger = within(canvasElement).getByRole("button", { name: /get_weather/ });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(trigger).toHaveTextContent('city: "Paris", day: "tomorrow"');
    await expect(trigger).toHaveTextContent("Done");
    await expect(canvasElement.querySelector('[data-rui="tool-call-args"]')).toBeNull();
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(canvasElement.querySelector('[data-rui="tool-call-args"]')!.textContent).toBe('{\n  "city": "Paris",\n  "day": "tomorrow"\n}');
    await expect(within(canvasElement).queryByRole("note")).toBeNull();
  },
};

/**
 * Running: no result yet while its run is in flight. A dot before "Running…" pulses; the words never fade, so they
 * keep their contrast at every moment (axe checks this story mid-pulse).
 */
export const Pending: Story = {
  args: { result: undefined, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-rui="tool-call"]')).toHaveAttribute("data-status", "running");
    const running = within(canvasElement).getByText("Running…");
    await expect(running).toBeInTheDocument();
    await expect(getComputedStyle(running).animationName).toBe("none");
    await expect(getComputedStyle(running, "::before").animationName).toBe("rui-pulse");
    await expect(within(canvasElement).getByText("Waiting for result…")).toBeInTheDocument();
  },
};

/** The tool failed (the tool message's `error`): danger tone, the error in place of a result. */
export const Failed: Story = {
  args: { result: undefined, error: "Weather service quota exceeded", defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-rui="tool-call"]')).toHaveAttribute("data-status", "failed");
    await expect(within(canvasElement).getByText("Failed")).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-rui="tool-call-error"]')).toHaveTextContent("Weather service quota exceeded");
  },
};

/** Restored history or a stopped run: no result, and nothing is waited for. */
export const NoResult: Story = {
  args: { result: undefined, status: "no-result", defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-rui="tool-call"]')).toHaveAttribute("data-status", "no-result");
    await expect(within(canvasElement).getAllByText("No result").length).toBeGreaterThan(0);
    await expect(within(canvasElement).queryByText("Waiting for result…")).toBeNull();
  },
};

/** A tool call that carries encrypted reasoning shows the indicator, with an accessible description. */
export const WithEncryptedReasoning: Story = {
  args: { hasEncryptedReasoning: true },
  play: async ({ canvasElement }) => {
    const note = within(canvasElement).getByRole("note");
    await expect(note).toHaveAttribute("data-rui", "tool-encrypted");
    await expect(note).toHaveTextContent(/^Encrypted reasoning attached/);
    await expect(note).toHaveAccessibleDescription(DESCRIPTION);
  },
};

/** Arguments that are not JSON are shown as they arrived, as text. */
export const NonJsonArguments: Story = {
  args: { name: "search", args: "weather paris <b>tomorrow</b>", result: "3 results", defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-rui="tool-call-args"]')!.textContent).toBe("weather paris <b>tomorrow</b>");
    await expect(canvasElement.querySelector("b")).toBeNull();
  },
};

/** French labels. */
export const FrenchLabels: Story = {
  args: { hasEncryptedReasoning: true, result: undefined, labels: frLabels, defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("note")).toHaveAccessibleDescription(/porte le raisonnement chiffré/);
    await expect(within(canvasElement).getByText("En attente du résultat…")).toBeInTheDocument();
  },
};

const TOOL_EVENTS = toolCallRun();
const TOOL_QUESTION = [userMessage("Will it rain in Paris tomorrow?", "tool-q")];

/**
 * Connected: a streamed tool call whose `REASONING_ENCRYPTED_VALUE` (subtype `tool-call`) attaches to it. The
 * indicator appears on that tool call; the encrypted value itself is nowhere in the page.
 */
export const InConversation: Story = {
  render: () => <ScriptedThread events={TOOL_EVENTS} initialMessages={TOOL_QUESTION} eventsPerSecond={40} />,
  play: async ({ canvasElement }) => {
    const note = await waitFor(() => within(canvasElement).getByRole("note"), { timeout: 3000 });
    await expect(note.closest('[data-rui="tool-call"]')).toHaveTextContent("get_weather");
    await expect(note).toHaveAccessibleDescription(DESCRIPTION);
    await waitFor(() => expect(canvasElement.querySelector('[data-rui="tool-call"]')).toHaveAttribute("data-status", "complete"), { timeout: 3000 });
    await expectNoEncryptedValue();
  },
};
