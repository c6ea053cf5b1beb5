import { act, render, renderHook, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import type { BaseEvent } from "@reasoning-ui/core";
import {
  createMeupAdapter,
  createReasoningStepsStore,
  fromAgUiAgent,
  type AgUiAgentLike,
  type MeupEnvelope,
  type ReasoningTrace,
} from "@reasoning-ui/core/adapters";
import { AgentProvider, useAgentRun } from "../../src";
import { ReasoningSteps, useReasoningTrace } from "../../src/steps";
import { axeViolations, newStore, nextFrame } from "../helpers";

const trace: ReasoningTrace = {
  reasoningId: "r-789",
  description: "Evaluating security implications of file write",
  status: "complete",
  steps: [
    { id: "s1", type: "tool_call", tool: "scan_permissions", text: "File location requires elevated permissions" },
    { id: "s2", type: "reflection", text: "This could expose sensitive data" },
    { id: "s3", type: "hypothesis", text: "The caller lacks write access", confidence: 0.7 },
    { id: "s4", type: "analysis", content: { checked: 3 } },
    { id: "s5", type: "custom_kind", text: "<b>not html</b>" },
  ],
  conclusion: { text: "Deny the write", confidence: 0.92, keyFactors: ["elevated_permissions", "sensitive_location"] },
  actions: [],
};

describe("ReasoningSteps", () => {
  it("renders an ordered list of typed steps and the conclusion last; passes axe", async () => {
    const { container } = render(<ReasoningSteps trace={trace} />);
    const list = screen.getByRole("list", { name: "Reasoning steps: Evaluating security implications of file write" });
    expect(list.tagName).toBe("OL");
    expect(list).toHaveAttribute("data-rui", "steps");
    expect(list).toHaveAttribute("data-status", "complete");
    const items = within(list).getAllByRole("listitem").filter((li) => li.getAttribute("data-rui") === "step");
    expect(items.map((li) => li.getAttribute("data-step-type"))).toEqual(["tool_call", "reflection", "hypothesis", "analysis", "custom_kind", "conclusion"]);
    expect(items[0]).toHaveTextContent("Tool call");
    expect(items[0]).toHaveTextContent("scan_permissions");
    expect(items[2]).toHaveTextContent("Confidence 70%");
    expect(items[3]).toHaveTextContent('{"checked":3}');
    expect(items[4]).toHaveTextContent("Custom kind");
    expect(items[4]!.querySelector("b")).toBeNull();
    const conclusion = items[5]!;
    expect(conclusion).toHaveTextContent("Deny the write");
    expect(conclusion).toHaveTextContent("Confidence 92%");
    const factors = within(conclusion).getByRole("list", { name: "Key factors" });
    expect(within(factors).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["elevated_permissions", "sensitive_location"]);
    expect(container.querySelector('[data-rui="steps-confidence-fill"]')).toHaveStyle({ inlineSize: "92%" });
    expect(container.querySelectorAll("svg[aria-hidden='true']").length).toBe(6);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("streaming: aria-busy, the last step is current, an in-progress item; labels and unstyled", async () => {
    const { container } = render(
      <ReasoningSteps
        steps={trace.steps.slice(0, 2)}
        status="streaming"
        unstyled
        labels={{ inProgress: "Nachdenken…", stepType: (t) => (t === "tool_call" ? "Werkzeug" : t) }}
      />,
    );
    const list = screen.getByRole("list", { name: "Reasoning steps" });
    expect(list).toHaveAttribute("aria-busy", "true");
    expect(list).not.toHaveAttribute("data-rui-styled");
    const steps = container.querySelectorAll('[data-rui="step"]');
    expect(steps[1]).toHaveAttribute("data-current", "");
    expect(steps[0]).not.toHaveAttribute("data-current");
    expect(steps[2]).toHaveAttribute("data-step-type", "pending");
    expect(steps[2]).toHaveTextContent("Nachdenken…");
    expect(steps[0]).toHaveTextContent("Werkzeug");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("follows a steps store fed by the MEUP adapter (useReasoningTrace)", async () => {
    const steps = createReasoningStepsStore();
    const meup = createMeupAdapter();
    const feed = (e: MeupEnvelope) => act(() => steps.getState().applyEvents(meup.toEvents(e)));
    function Trace() {
      const t = useReasoningTrace(steps, "r-1");
      return t ? <ReasoningSteps trace={t} /> : <p>none</p>;
    }
    render(
      <AgentProvider store={newStore()}>
        <Trace />
      </AgentProvider>,
    );
    expect(screen.getByText("none")).toBeInTheDocument();
    feed({ kind: "reasoning/start", id: "e1", payload: { reasoning_id: "r-1", description: "Plan" } });
    feed({ kind: "reasoning/step", id: "e2", payload: { reasoning_id: "r-1", type: "analysis", content: { analysis: "Two options" } } });
    await nextFrame();
    const list = screen.getByRole("list", { name: "Reasoning steps: Plan" });
    expect(list).toHaveAttribute("data-status", "streaming");
    feed({ kind: "reasoning/end", id: "e3", payload: { reasoning_id: "r-1", conclusion: "Option A", key_factors: ["cost"] } });
    await nextFrame();
    expect(list).toHaveAttribute("data-status", "complete");
    expect(screen.getByText("Option A")).toBeInTheDocument();
  });
});

describe("useAgentRun({ runner })", () => {
  it("runs through an AgentRunner (fromAgUiAgent) instead of HTTP", async () => {
    const inputs: unknown[] = [];
    const agent: AgUiAgentLike = {
      run(input) {
        inputs.push(input);
        const events = [
          { type: "RUN_STARTED", threadId: input.threadId, runId: input.runId },
          { type: "REASONING_MESSAGE_CHUNK", messageId: "r", delta: "thinking" },
          { type: "TEXT_MESSAGE_CHUNK", messageId: "a", role: "assistant", delta: "Hi!" },
          { type: "RUN_FINISHED", threadId: input.threadId, runId: input.runId },
        ] as unknown as BaseEvent[];
        return {
          subscribe(o) {
            queueMicrotask(() => {
              for (const e of events) o.next(e);
              o.complete();
            });
            return { unsubscribe() {} };
          },
        };
      },
    };
    const store = newStore();
    const wrapper = ({ children }: { children: ReactNode }) => <AgentProvider store={store}>{children}</AgentProvider>;
    const { result } = renderHook(() => useAgentRun({ runner: fromAgUiAgent(agent) }), { wrapper });
    let status: string | undefined;
    await act(async () => {
      status = await result.current.run("Hello");
    });
    expect(status).toBe("finished");
    expect(inputs).toHaveLength(1);
    expect(store.getState().messages.map((m) => m.role)).toEqual(["user", "reasoning", "assistant"]);
  });
});
