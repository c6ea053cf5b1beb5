import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReasoningStep } from "@reasoning-ui/core/adapters";
import { ReasoningSteps } from "@reasoning-ui/react/steps";
import { expect, within } from "storybook/test";
import { statusControl } from "./support/args";

const steps: ReasoningStep[] = [
  { id: "s1", type: "tool_call", tool: "scan_permissions", text: "File location requires elevated permissions" },
  { id: "s2", type: "reflection", text: "This operation could expose sensitive data if permissions are misconfigured" },
  { id: "s3", type: "analysis", text: "/etc is root-owned; the agent runs unprivileged" },
  { id: "s4", type: "hypothesis", text: "A user-level path satisfies the request", confidence: 0.8 },
];

const meta = {
  title: "Components/ReasoningSteps",
  component: ReasoningSteps,
  args: {
    description: "Evaluating security implications of file write",
    steps,
    conclusion: { text: "Propose writing to ~/.config/app.conf instead", confidence: 0.92, keyFactors: ["elevated_permissions", "sensitive_location"] },
    status: "complete",
  },
  argTypes: { status: statusControl },
  decorators: [(Story) => <div style={{ padding: "1rem", maxWidth: "42rem" }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "A timeline of step-structured reasoning: an ordered list of typed steps (tool call, reflection, analysis, hypothesis, " +
          "or the producer's own type) and the conclusion with confidence and key factors. Pure props, or a whole `trace` from " +
          "`useReasoningTrace`. Themed through `--rui-steps-*` variables.",
      },
    },
  },
} satisfies Meta<typeof ReasoningSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: /Reasoning steps/ });
    const types = Array.from(list.querySelectorAll('[data-rui="step"]')).map((li) => li.getAttribute("data-step-type"));
    await expect(types).toEqual(["tool_call", "reflection", "analysis", "hypothesis", "conclusion"]);
    await expect(list).toHaveTextContent("Confidence 92%");
  },
};

export const Streaming: Story = {
  args: { status: "streaming", conclusion: undefined, steps: steps.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: /Reasoning steps/ });
    await expect(list).toHaveAttribute("aria-busy", "true");
    await expect(list.querySelector("[data-current]")).toHaveAttribute("data-step-type", "reflection");
    // One system with the turn timeline: the steps are Timeline.Step parts (kind, status, aria-current).
    await expect(list.querySelector('[aria-current="step"]')).toHaveAttribute("data-status", "active");
    await expect(Array.from(list.querySelectorAll('[data-rui="step"][data-kind]')).map((li) => li.getAttribute("data-kind"))).toEqual(["tool", "reasoning"]);
  },
};

/** Any string is a step type; the content is shown as JSON when there is no text. */
export const CustomStepTypes: Story = {
  args: {
    steps: [
      { id: "c1", type: "observation", text: "Two security tests fail" },
      { id: "c2", type: "question", content: { questions: ["Is there a rollback plan?"] } },
    ],
    conclusion: { text: "Do not deploy", keyFactors: [] },
  },
};

export const CustomLabels: Story = {
  args: {
    labels: {
      list: () => "Étapes du raisonnement",
      stepType: (t) => ({ tool_call: "Outil", reflection: "Réflexion", analysis: "Analyse", hypothesis: "Hypothèse", conclusion: "Conclusion" })[t] ?? t,
      confidence: (r) => `Confiance ${Math.round(r * 100)} %`,
      keyFactors: "Facteurs clés",
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("list", { name: "Étapes du raisonnement" })).toHaveTextContent("Confiance 92 %");
  },
};

export const Unstyled: Story = { args: { unstyled: true } };
