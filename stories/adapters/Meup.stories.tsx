import type { Meta, StoryObj } from "@storybook/react-vite";
import { createAgentStore, type BaseEvent } from "@reasoning-ui/core";
import { createMeupAdapter, createReasoningStepsStore, type MeupEnvelope } from "@reasoning-ui/core/adapters";
import { AgentProvider, MessageList } from "@reasoning-ui/react";
import { ReasoningSteps, useReasoningTrace } from "@reasoning-ui/react/steps";
import { useEffect, useState } from "react";
import { expect, waitFor, within } from "storybook/test";
import { feedEach } from "../support/feedEach";

const ts = (s: number) => `2025-08-31T10:00:${String(s).padStart(2, "0")}Z`;

/** The example flow of MEUP ADR-t8k (reasoning/start → steps → reasoning/end → a proposal with correlation_id). */
const envelopes: MeupEnvelope[] = [
  { protocol: "meup/v0.2", id: "msg-456", ts: ts(0), from: "human", kind: "chat", payload: { text: "Please write the new config to /etc/app.conf." } },
  { protocol: "meup/v0.2", id: "env-1", ts: ts(1), from: "code-analyst", kind: "reasoning/start", payload: { reasoning_id: "r-789", description: "Evaluating security implications of file write", parent_message: "msg-456" } },
  { protocol: "meup/v0.2", id: "env-2", ts: ts(2), from: "code-analyst", kind: "reasoning/step", payload: { reasoning_id: "r-789", type: "tool_call", content: { tool: "scan_permissions", result: "File location requires elevated permissions" } } },
  { protocol: "meup/v0.2", id: "env-3", ts: ts(4), from: "code-analyst", kind: "reasoning/step", payload: { reasoning_id: "r-789", type: "reflection", content: { thought: "This operation could expose sensitive data if permissions are misconfigured" } } },
  { protocol: "meup/v0.2", id: "env-4", ts: ts(5), from: "code-analyst", kind: "reasoning/step", payload: { reasoning_id: "r-789", type: "analysis", content: { analysis: "/etc is root-owned; the agent runs unprivileged" } } },
  { protocol: "meup/v0.2", id: "env-5", ts: ts(6), from: "code-analyst", kind: "reasoning/step", payload: { reasoning_id: "r-789", type: "hypothesis", content: { hypothesis: "A user-level path satisfies the request", confidence: 0.8 } } },
  { protocol: "meup/v0.2", id: "env-6", ts: ts(8), from: "code-analyst", kind: "reasoning/end", payload: { reasoning_id: "r-789", conclusion: "Propose writing to ~/.config/app.conf instead", confidence: 0.92, key_factors: ["elevated_permissions", "sensitive_location"] } },
  {
    protocol: "meup/v0.2",
    id: "env-7",
    ts: ts(9),
    from: "code-analyst",
    kind: "mcp/proposal:tools/call:write_file",
    correlation_id: "r-789",
    payload: { method: "tools/call", params: { name: "write_file", arguments: { path: "~/.config/app.conf" } } },
  },
  { protocol: "meup/v0.2", id: "env-8", ts: ts(10), from: "code-analyst", kind: "chat", correlation_id: ["msg-456", "r-789"], payload: { text: "I proposed writing to ~/.config/app.conf; /etc needs elevated permissions." } },
];

/** MEUP envelopes through `createMeupAdapter` into an agent store (text) and a steps store (structure). */
function MeupSpace({ intervalMs }: { intervalMs: number }) {
  const [stores] = useState(() => ({ agent: createAgentStore({ threadId: "meup-space" }), steps: createReasoningStepsStore() }));
  useEffect(() => {
    const { agent, steps } = stores;
    const meup = createMeupAdapter({ userIds: ["human"] });
    const apply = (events: BaseEvent[]) => {
      agent.getState().applyEvents(events);
      steps.getState().applyEvents(events);
    };
    agent.getState().beginRun("meup-run");
    const finish = () => apply([...meup.end(), { type: "RUN_FINISHED", threadId: "meup-space", runId: "meup-run" } as BaseEvent]);
    return feedEach(envelopes, intervalMs, (e) => apply(meup.toEvents(e)), finish);
  }, [stores, intervalMs]);
  return (
    <AgentProvider store={stores.agent}>
      <div style={{ display: "grid", gap: "1rem", padding: "1rem" }}>
        <MessageList reasoningProps={{ collapseDelay: 600 }} />
        <section aria-labelledby="meup-steps-heading" style={{ maxWidth: "42rem", marginInline: "auto", width: "100%" }}>
          <h2 id="meup-steps-heading" style={{ fontSize: "1rem", margin: 0 }}>
            How code-analyst reasoned
          </h2>
          <Trace store={stores.steps} />
        </section>
      </div>
    </AgentProvider>
  );
}

function Trace({ store }: { store: ReturnType<typeof createReasoningStepsStore> }) {
  const trace = useReasoningTrace(store, "r-789");
  return trace ? <ReasoningSteps trace={trace} /> : null;
}

const meta = {
  title: "Adapters/MEUP",
  component: MeupSpace,
  args: { intervalMs: 0 },
  argTypes: { intervalMs: { control: { type: "range", min: 0, max: 1500, step: 50 } } },
  parameters: {
    docs: {
      description: {
        component:
          "MEUP `reasoning/start`, `reasoning/step` and `reasoning/end` (ADR-t8k) through `createMeupAdapter`: the text becomes " +
          "one reasoning span in the agent store (the thinking panel), the structure goes to `createReasoningStepsStore` and " +
          "renders with `ReasoningSteps`; the proposal and the answer that carry `correlation_id: r-789` link back to it.",
      },
    },
  },
} satisfies Meta<typeof MeupSpace>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole ADR flow at once: panel + timeline + the linked tool call and answer. */
export const ReasoningWithSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "Reasoning steps: Evaluating security implications of file write" });
    const types = Array.from(list.querySelectorAll('[data-rui="step"]')).map((li) => li.getAttribute("data-step-type"));
    await expect(types).toEqual(["tool_call", "reflection", "analysis", "hypothesis", "conclusion"]);
    await expect(list).toHaveTextContent("Confidence 92%");
    await expect(within(list).getByRole("list", { name: "Key factors" })).toHaveTextContent("elevated_permissions");
    await expect(await canvas.findByText("write_file")).toBeVisible();
    await canvas.findByText("I proposed writing to ~/.config/app.conf; /etc needs elevated permissions.");
    const block = canvasElement.querySelector<HTMLElement>('[data-rui="reasoning"]')!;
    await expect(block).toHaveAttribute("data-visibility", "visible");
  },
};

/** Envelopes arriving one by one: the timeline grows, the last step is current until reasoning/end. */
export const Streaming: Story = {
  args: { intervalMs: 500 },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole("list", { name: /Reasoning steps/ }, { timeout: 3000 });
    await expect(list).toHaveAttribute("data-status", "streaming");
    await waitFor(() => expect(list).toHaveAttribute("data-status", "complete"), { timeout: 8000 });
  },
};
