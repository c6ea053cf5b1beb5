import type { Meta, StoryObj } from "@storybook/react-vite";
import { AgentProvider, Reasoning, useReasoningRootContext } from "@reasoning-ui/react";
import { Component, useState, type ReactNode } from "react";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { SAMPLE_REASONING, reasoningRun } from "../support/events";
import { reasoningIds } from "../support/StoreReasoning";
import { useScriptedRun } from "../support/useScriptedRun";
import { theTrigger } from "../support/play";
import { T0, statusControl } from "../support/args";

/*
 * Headless parts styled by the app alone — no styles.css rule applies (no `data-rui-styled`); this CSS
 * targets only the parts' data attributes, the way a design system would.
 */
const APP_CSS = `
.my-reasoning { border: 1px dashed currentColor; border-radius: 8px; padding: 0.75rem 1rem; max-width: 36rem; font: 14px/1.5 system-ui, sans-serif; }
.my-reasoning[data-status="streaming"] { border-style: solid; }
.my-trigger { all: unset; cursor: pointer; display: inline-flex; gap: 0.5rem; align-items: center; font-weight: 600; }
.my-trigger:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.my-trigger[data-state="open"] .my-caret { transform: rotate(90deg); }
.my-caret { display: inline-block; transition: transform 150ms; }
.my-content { margin: 0.5rem 0 0; white-space: pre-wrap; }
.my-status { display: block; font-size: 12px; margin-top: 0.5rem; opacity: 1; }
`;

const meta = {
  title: "Primitives/Reasoning",
  component: Reasoning.Root,
  subcomponents: { Trigger: Reasoning.Trigger, Content: Reasoning.Content, Duration: Reasoning.Duration, Status: Reasoning.Status },
  args: { status: "complete", visibility: "visible", startedAt: T0, endedAt: T0 + 12_000 },
  argTypes: { status: statusControl },
  parameters: {
    docs: {
      description: {
        component:
          "The unstyled parts behind every styled component (Radix Collapsible): `Reasoning.Root`, `Reasoning.Trigger`, " +
          "`Reasoning.Content`, `Reasoning.Duration`, `Reasoning.Status`, `Reasoning.Tokens`. The root takes the block's data — " +
          "`messageIds` (one store subscription) or a prepared `block` / `view` (the plain props these stories drive — `status`, " +
            "`startedAt`, … — still work for one release, deprecated) — and the parts read it from " +
          "context. Each forwards refs, accepts `asChild`, and exposes `data-state`, `data-status` and `data-visibility` for your CSS.",
      },
    },
  },
  decorators: [
    (Story) => (
      <>
        <style>{APP_CSS}</style>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof Reasoning.Root>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Composed with `asChild`: the root is the app's `<section>`, the trigger its own `<button>`, the content a `<p>`. */
export const AsChild: Story = {
  render: (args) => (
    <Reasoning.Root {...args} asChild>
      <section className="my-reasoning" aria-label="Agent reasoning">
        <Reasoning.Trigger asChild>
          <button type="button" className="my-trigger">
            <span className="my-caret" aria-hidden="true">
              ▸
            </span>
            <Reasoning.Duration />
          </button>
        </Reasoning.Trigger>
        <Reasoning.Content asChild>
          <p className="my-content">{SAMPLE_REASONING}</p>
        </Reasoning.Content>
        <Reasoning.Status />
      </section>
    </Reasoning.Root>
  ),
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector("section")!;
    await expect(section).toHaveAttribute("data-rui", "reasoning");
    await expect(section).toHaveAttribute("data-state", "closed");
    await expect(section).not.toHaveAttribute("data-rui-styled");
    const trigger = await theTrigger(canvasElement);
    await expect(trigger).toHaveClass("my-trigger");
    await expect(trigger).toHaveAccessibleName("Thought for 12 seconds");
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const content = canvasElement.querySelector("p.my-content")!;
    await expect(content).toHaveAttribute("data-rui", "reasoning-content");
    await expect(trigger).toHaveAttribute("aria-controls", content.id);
    await expect(section).toHaveAttribute("data-state", "open");
  },
};

/** A custom part reads the root's state with `useReasoningRootContext`; the live region is shown, not hidden. */
function Phase() {
  const { status, open } = useReasoningRootContext("Phase");
  return (
    <span style={{ fontSize: 12, opacity: 1 }}>
      {" "}
      ({status}, {open ? "open" : "closed"})
    </span>
  );
}

/** Drive `status` from outside (as a store would) and watch the automatic open/collapse. */
export const DrivenByStatus: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<"streaming" | "complete">("complete");
    const [startedAt, setStartedAt] = useState<number | undefined>(undefined);
    const [endedAt, setEndedAt] = useState<number | undefined>(undefined);
    return (
      <div>
        <button
          type="button"
          onClick={() => {
            if (status === "streaming") {
              setEndedAt(Date.now());
              setStatus("complete");
            } else {
              setStartedAt(Date.now() - 3_000);
              setEndedAt(undefined);
              setStatus("streaming");
            }
          }}
          style={{ marginBlockEnd: 12 }}
        >
          {status === "streaming" ? "Finish reasoning" : "Start reasoning"}
        </button>
        <Reasoning.Root {...args} status={status} startedAt={startedAt} endedAt={endedAt} collapseDelay={300} className="my-reasoning">
          <Reasoning.Trigger className="my-trigger">
            <Reasoning.Duration />
            <Phase />
          </Reasoning.Trigger>
          <Reasoning.Content className="my-content" text={SAMPLE_REASONING} />
          <Reasoning.Status visuallyHidden={false} className="my-status" />
        </Reasoning.Root>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await theTrigger(canvasElement);
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(canvas.getByRole("button", { name: "Start reasoning" }));
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "true"));
    await expect(trigger).toHaveTextContent(/^Thinking… 3s/);
    await expect(canvas.getByRole("status")).toHaveTextContent("Thinking started");
    await userEvent.click(canvas.getByRole("button", { name: "Finish reasoning" }));
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent("Thinking finished"));
    await waitFor(() => expect(trigger).toHaveAttribute("aria-expanded", "false"));
    await expect(trigger).toHaveTextContent(/^Thought for 3 seconds/);
  },
};

const STORE_SCRIPT = reasoningRun({ visibility: "visible", parts: 2, durationMs: 9_000 });

/**
 * Connected: `Reasoning.Root messageIds` subscribes to the store once (the view, the run's reasoning tokens, whether
 * the user stopped it) and every part reads it from context — the trigger's duration, the tokens, the content's
 * parts (one `reasoning-part` per message of the span) and the lifecycle status.
 */
export const FromTheStore: Story = {
  render: function Render() {
    const store = useScriptedRun({ events: STORE_SCRIPT, eventsPerSecond: 0 });
    return (
      <AgentProvider store={store}>
        <Reasoning.Root messageIds={reasoningIds("run-1", 2)} className="my-reasoning">
          <Reasoning.Trigger className="my-trigger">
            <span className="my-caret" aria-hidden="true">
              ▸
            </span>
            <Reasoning.Duration />
            <Phase />
          </Reasoning.Trigger>
          <Reasoning.Content className="my-content" />
          <Reasoning.Status />
        </Reasoning.Root>
      </AgentProvider>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = await theTrigger(canvasElement);
    await expect(trigger).toHaveTextContent(/^▸Thought for 9 seconds \(complete, closed\)$/);
    await userEvent.click(trigger);
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-rui="reasoning-part"]')).toHaveLength(2));
    await expect(canvasElement.querySelector('[data-rui="reasoning-content"]')).toHaveTextContent(SAMPLE_REASONING.slice(0, 30));
  },
};

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

/** A part outside its root throws a clear error (caught here by an error boundary). */
export const OutsideRootError: Story = {
  render: () => (
    <Catch>
      <Reasoning.Trigger />
    </Catch>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent("`Reasoning.Trigger` must be used within `Reasoning.Root`");
  },
};
