import type { Meta, StoryObj } from "@storybook/react-vite";
import { EffortControl, type ReasoningRequest, effortSupport, reasoningForwardedProps } from "@reasoning-ui/react";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { frLabels } from "../support/labels";

const SUPPORTED = effortSupport({ reasoning: { supported: true, streaming: true } });
const WITH_BUDGET = effortSupport({
  reasoning: { supported: true },
  custom: { reasoningEffort: { efforts: ["off", "low", "medium", "high"], budgetTokens: { min: 1024, max: 32768 } } },
});
const UNSUPPORTED = effortSupport({ reasoning: { supported: false } });
const UNKNOWN = effortSupport(undefined);

/** The control with its own state, and what the next run would send. */
function EffortDemo(props: React.ComponentProps<typeof EffortControl>) {
  const [value, setValue] = useState<ReasoningRequest>(props.defaultValue ?? { effort: "medium" });
  return (
    <div style={{ display: "grid", gap: "0.75rem", padding: "1rem", maxWidth: "42rem" }}>
      <EffortControl
        {...props}
        defaultValue={undefined}
        value={value}
        onValueChange={(v) => {
          props.onValueChange?.(v);
          setValue(v);
        }}
      />
      <p style={{ margin: 0, fontSize: 13, color: "var(--rui-color-text-muted)" }}>
        forwardedProps of the next run: <code data-testid="sent">{JSON.stringify(reasoningForwardedProps(value))}</code>
      </p>
    </div>
  );
}

const meta = {
  title: "Components/EffortControl",
  component: EffortControl,
  args: { support: SUPPORTED, onValueChange: fn() },
  render: (args) => <EffortDemo {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "Asks the agent for more or less thinking: off / low / medium / high, and a token budget where the agent takes one. " +
          "`support` comes from `useAgentCapabilities(url)` (the agent's AG-UI `AgentCapabilities`); the choice goes with each run as " +
          "`forwardedProps.reasoning`. A native radio group in a labelled fieldset: Tab enters it, arrow keys change the effort.",
      },
    },
  },
} satisfies Meta<typeof EffortControl>;
export default meta;
type Story = StoryObj<typeof meta>;

const sent = (root: HTMLElement) => JSON.parse(within(root).getByTestId("sent").textContent ?? "{}");

/** Each effort in turn, by keyboard: arrow keys move the choice, and the run would send it. */
export const Efforts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Reasoning effort" })).toBeEnabled();
    const medium = canvas.getByRole("radio", { name: "Medium" });
    await expect(medium).toBeChecked();
    medium.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("radio", { name: "High" })).toBeChecked();
    await expect(sent(canvasElement)).toEqual({ reasoning: { effort: "high" } });
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(sent(canvasElement)).toEqual({ reasoning: { effort: "low" } });
    await userEvent.keyboard("{ArrowLeft}");
    await expect(sent(canvasElement)).toEqual({ reasoning: { effort: "off" } });
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ effort: "off" });
  },
};

/** Low effort chosen. */
export const Low: Story = { args: { defaultValue: { effort: "low" } }, play: async ({ canvasElement }) => expect(within(canvasElement).getByRole("radio", { name: "Low" })).toBeChecked() };

/** High effort chosen. */
export const High: Story = { args: { defaultValue: { effort: "high" } }, play: async ({ canvasElement }) => expect(within(canvasElement).getByRole("radio", { name: "High" })).toBeChecked() };

/** Reasoning off: the agent is asked not to think. */
export const Off: Story = { args: { defaultValue: { effort: "off" } }, play: async ({ canvasElement }) => expect(within(canvasElement).getByRole("radio", { name: "Off" })).toBeChecked() };

/** An agent that takes a token budget (Anthropic, Gemini): the field is bounded to its range and off disables it. */
export const WithBudget: Story = {
  args: { support: WITH_BUDGET, defaultValue: { effort: "high", budgetTokens: 8000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const budget = canvas.getByRole("spinbutton", { name: "Thinking budget (tokens)" });
    await expect(budget).toHaveValue(8000);
    await userEvent.clear(budget);
    await userEvent.type(budget, "12000");
    await expect(sent(canvasElement)).toEqual({ reasoning: { effort: "high", budgetTokens: 12000 } });
    await userEvent.click(canvas.getByText("Off"));
    await expect(budget).toBeDisabled();
  },
};

/** The agent says it does not reason: the control is disabled and says why. */
export const Unsupported: Story = {
  args: { support: UNSUPPORTED },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("group", { name: "Reasoning effort" });
    await expect(group).toBeDisabled();
    await expect(group).toHaveAccessibleDescription("This agent does not reason, so effort does not apply.");
  },
};

/** The agent says it does not reason and the app asked to hide the control. */
export const UnsupportedHidden: Story = {
  args: { support: UNSUPPORTED, whenUnsupported: "hide" },
  play: async ({ canvasElement }) => expect(within(canvasElement).queryByRole("group")).toBeNull(),
};

/** The agent advertises nothing (no capabilities endpoint): every effort stays available. */
export const Unknown: Story = {
  args: { support: UNKNOWN },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole("group", { name: "Reasoning effort" });
    await expect(group).toHaveAttribute("data-reasoning", "unknown");
    await expect(group).toBeEnabled();
    await expect(within(group).getAllByRole("radio")).toHaveLength(4);
  },
};

/** Every string comes from `labels` (French here). */
export const Translated: Story = {
  args: { support: WITH_BUDGET, labels: frLabels },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("group", { name: "Effort de raisonnement" })).toBeEnabled();
    await expect(canvas.getByRole("radio", { name: "Moyen" })).toBeChecked();
    await expect(canvas.getByRole("spinbutton", { name: "Budget de réflexion (jetons)" })).toBeInTheDocument();
  },
};
