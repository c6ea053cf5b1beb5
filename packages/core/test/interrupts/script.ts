import type { BaseEvent, Interrupt, RunAgentInput } from "@ag-ui/core";
import type { AgentRunner } from "../../src/index";

/** The events of a turn that reasons, proposes tool call `call-n` and stops for `interrupts` (none: it finishes). */
export function turn(runId: string, n: number, interrupts?: Interrupt[], threadId = "t"): BaseEvent[] {
  return [
    { type: "RUN_STARTED", threadId, runId },
    { type: "REASONING_START", messageId: `s${n}` },
    { type: "REASONING_MESSAGE_START", messageId: `r${n}`, role: "reasoning" },
    { type: "REASONING_MESSAGE_CONTENT", messageId: `r${n}`, delta: `why ${n}` },
    { type: "REASONING_MESSAGE_END", messageId: `r${n}` },
    { type: "REASONING_END", messageId: `s${n}` },
    ...(interrupts
      ? [
          { type: "TOOL_CALL_START", toolCallId: `call-${n}`, toolCallName: "send_email", parentMessageId: `a${n}` },
          { type: "TOOL_CALL_ARGS", toolCallId: `call-${n}`, delta: '{"to":"ada@example.com"}' },
          { type: "TOOL_CALL_END", toolCallId: `call-${n}` },
        ]
      : [
          { type: "TEXT_MESSAGE_START", messageId: `a${n}`, role: "assistant" },
          { type: "TEXT_MESSAGE_CONTENT", messageId: `a${n}`, delta: `done ${n}` },
          { type: "TEXT_MESSAGE_END", messageId: `a${n}` },
        ]),
    { type: "RUN_FINISHED", threadId, runId, ...(interrupts && { outcome: { type: "interrupt", interrupts } }) },
  ] as BaseEvent[];
}

/**
 * A runner with the transport contract that answers run k with `plan(k, input)`: the interrupts to stop for, or
 * `undefined` to finish, or `"error"` to reject the resume with RUN_ERROR. Passes `resume` to `beginRun`, as `runLoop` does.
 */
export function scriptedRunner(plan: (k: number, input: RunAgentInput) => Interrupt[] | undefined | "error") {
  const inputs: RunAgentInput[] = [];
  const runner: AgentRunner = async ({ input, store }) => {
    inputs.push(structuredClone(input));
    const k = inputs.length;
    store.getState().beginRun(input.runId, { forwardedProps: input.forwardedProps, resume: input.resume });
    await Promise.resolve();
    const p = plan(k, input);
    if (p === "error") store.getState().applyEvents([{ type: "RUN_STARTED", threadId: input.threadId, runId: input.runId }, { type: "RUN_ERROR", message: "interrupt already answered", code: "interrupt_already_answered" }] as BaseEvent[]);
    else store.getState().applyEvents(turn(input.runId, k, p, input.threadId));
    store.getState().endStream({ status: "finished" });
    return store.getState().status;
  };
  return { runner, inputs };
}

export const approval = (id: string, n: number, extra: Partial<Interrupt> = {}): Interrupt => ({ id, reason: "tool_call", toolCallId: `call-${n}`, message: "Send this email?", ...extra });
