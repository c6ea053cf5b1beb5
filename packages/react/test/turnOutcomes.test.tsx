import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AgentRunner, RunAgentInput } from "@reasoning-ui/core";
import { describe, expect, it } from "vitest";
import { AgentProvider, Composer, MessageList, useAgentRun } from "../src";
import { axeViolations } from "./helpers";

const SEALED = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..turn-one.c2FtcGxl.dGFn";

/** A runner that answers turn n as `plan[n]`: finished (with reasoning tokens), failed, or stopped by the user. */
function scriptedRunner(plan: Array<"finished" | "failed" | "cut">, inputs: RunAgentInput[]): AgentRunner {
  let n = 0;
  return async ({ input, store }) => {
    inputs.push(structuredClone(input));
    const i = ++n;
    const end = plan[i - 1] ?? "finished";
    const s = store.getState();
    s.beginRun(input.runId);
    s.applyEvents([
      { type: "RUN_STARTED", threadId: input.threadId, runId: input.runId },
      { type: "REASONING_MESSAGE_START", messageId: `r${i}`, role: "reasoning" },
      { type: "REASONING_MESSAGE_CONTENT", messageId: `r${i}`, delta: "Summary." },
      { type: "REASONING_MESSAGE_END", messageId: `r${i}` },
      { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: `r${i}`, encryptedValue: `${SEALED}${i}` },
      { type: "TEXT_MESSAGE_START", messageId: `a${i}`, role: "assistant" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: `a${i}`, delta: `Answer ${i}` },
    ] as never);
    if (end === "finished") {
      s.applyEvents([
        { type: "TEXT_MESSAGE_END", messageId: `a${i}` },
        { type: "RUN_FINISHED", threadId: input.threadId, runId: input.runId, usage: [{ model: "m", outputTokens: 5000, reasoningTokens: 3400 }] },
      ] as never);
      return "finished";
    }
    if (end === "failed") {
      s.applyEvents([{ type: "RUN_ERROR", message: "The model provider timed out.", code: "timeout" }] as never);
      return "error";
    }
    s.endStream({ status: "finished" });
    return "error";
  };
}

function Chat({ runner }: { runner: AgentRunner }) {
  const agent = useAgentRun({ runner });
  return (
    <AgentProvider store={agent.store} coalesce={false}>
      <MessageList onRetry={agent.retry} />
      <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
    </AgentProvider>
  );
}

const outcomes = (container: Element) =>
  Array.from(container.querySelectorAll('[data-rui="turn-outcome"]')).map((el) => [el.getAttribute("data-outcome"), el.textContent]);

describe("each turn keeps its outcome", () => {
  it("a failed and a cut turn keep their explanation on their turn when later turns run; tokens show on finished turns", async () => {
    const inputs: RunAgentInput[] = [];
    const user = userEvent.setup();
    const { container } = render(<Chat runner={scriptedRunner(["finished", "failed", "cut", "finished"], inputs)} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    for (const q of ["one", "two", "three", "four"]) await user.type(field, `${q}{Enter}`);
    expect(outcomes(container)).toEqual([
      ["finished", "3.4K reasoning tokens"],
      ["failed", "Something went wrong: The model provider timed out.Retry"],
      ["interrupted", "The connection was cut before the answer finished" + "Retry"],
      ["finished", "3.4K reasoning tokensRegenerate"],
    ]);
    // Each outcome sits right after its turn's last message.
    const failed = container.querySelector('[data-outcome="failed"]')!;
    expect(failed.previousElementSibling).toHaveTextContent("Answer 2");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("Retry rewinds to that turn's question, resends the earlier encrypted values byte-identical, and puts focus in the field", async () => {
    const inputs: RunAgentInput[] = [];
    const user = userEvent.setup();
    const { container } = render(<Chat runner={scriptedRunner(["finished", "failed", "finished"], inputs)} />);
    const field = screen.getByRole("textbox", { name: "Message" });
    await user.type(field, "one{Enter}");
    await user.type(field, "two{Enter}");
    const failed = container.querySelector<HTMLElement>('[data-outcome="failed"]')!;
    await user.click(within(failed).getByRole("button", { name: "Retry" }));
    expect(inputs).toHaveLength(3);
    const retried = inputs[2]!;
    // History up to and including the failed turn's question; the failed answer is gone.
    expect(retried.messages.map((m) => m.role)).toEqual(["user", "reasoning", "assistant", "user"]);
    expect((retried.messages[1] as { encryptedValue?: string }).encryptedValue).toBe(`${SEALED}1`);
    expect(retried.messages[3]).toEqual(inputs[1]!.messages[3]);
    expect(container.querySelector('[data-outcome="failed"]')).toBeNull();
    expect(outcomes(container).map(([o]) => o)).toEqual(["finished", "finished"]);
    expect(field).toHaveFocus();
  });
});
