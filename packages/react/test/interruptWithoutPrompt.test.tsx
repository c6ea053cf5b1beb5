/**
 * Interrupts where a user meets them (issue 39, items 4–5):
 * - the Quick start's bare `<MessageList/>` (no prompt parts) shows the agent's request — its message, and that it
 *   cannot be answered here — and the tool call "Waiting for approval", not "No result"; a message typed then is
 *   refused in words above the field and comes back into it;
 * - with the prompt parts, a turn whose request was answered offers one Regenerate, and after "Approve with edits" the
 *   tool call's row and the answered prompt show the edited arguments.
 */
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { createAgentSession, interruptSupport, type AgentRunner, type BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, Composer, InterruptPrompt, MessageList } from "../src/index";
import { axeViolations } from "./helpers";

afterEach(() => cleanup());

/**
 * A runner as the demo agent's `approve` scenario: the first run proposes `send_email` and stops for approval (or,
 * `runLevel`, asks a question about no tool call); a run answering it says what it did, echoing edited arguments.
 */
function approving(runLevel = false): { runner: AgentRunner; resumes: unknown[] } {
  const resumes: unknown[] = [];
  let n = 0;
  const runner: AgentRunner = async ({ input, store }) => {
    n++;
    const { threadId, runId } = input;
    store.getState().beginRun(runId, { resume: input.resume }); // the runner contract (transport/runner.ts)
    const events: BaseEvent[] = [{ type: "RUN_STARTED", threadId, runId } as BaseEvent];
    if (input.resume?.length) {
      resumes.push(input.resume);
      const p = input.resume[0]!.payload as { editedArgs?: { to?: string } };
      events.push(
        { type: "TEXT_MESSAGE_START", messageId: `a${n}`, role: "assistant" } as BaseEvent,
        { type: "TEXT_MESSAGE_CONTENT", messageId: `a${n}`, delta: `Sent to ${p.editedArgs?.to ?? "ada@example.com"}.` } as BaseEvent,
        { type: "TEXT_MESSAGE_END", messageId: `a${n}` } as BaseEvent,
        { type: "RUN_FINISHED", threadId, runId } as BaseEvent,
      );
    } else if (runLevel) {
      events.push({ type: "RUN_FINISHED", threadId, runId, outcome: { type: "interrupt", interrupts: [{ id: "q1", reason: "input_required", message: "Which account should I use?" }] } } as BaseEvent);
    } else {
      events.push(
        { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "send_email", parentMessageId: `a${n}` } as BaseEvent,
        { type: "TOOL_CALL_ARGS", toolCallId: "c1", delta: '{"to":"ada@example.com"}' } as BaseEvent,
        { type: "TOOL_CALL_END", toolCallId: "c1" } as BaseEvent,
        { type: "RUN_FINISHED", threadId, runId, outcome: { type: "interrupt", interrupts: [{ id: "i1", reason: "tool_call", toolCallId: "c1", message: "Send this email to ada@example.com?" }] } } as BaseEvent,
      );
    }
    store.getState().applyEvents(events);
    store.getState().endStream({ status: "finished" });
    return store.getState().status;
  };
  return { runner, resumes };
}

describe("the Quick start's bare MessageList meets an interrupt", () => {
  it("shows the request's message and that it cannot be answered here; the tool call waits for approval; axe-clean", async () => {
    const user = userEvent.setup();
    const session = createAgentSession({ runner: approving().runner, threadId: "t" });
    const { container } = render(
      <AgentProvider session={session} coalesce={false}>
        <MessageList />
        <Composer />
      </AgentProvider>,
    );
    await user.type(screen.getByRole("textbox"), "email Ada{Enter}");
    const note = await screen.findByRole("note");
    expect(note).toHaveAttribute("data-rui", "request-waiting");
    expect(note).toHaveTextContent("Send this email to ada@example.com?");
    expect(note).toHaveTextContent("The agent is waiting for an answer, and it cannot be given here.");
    // right after its tool call, whose row says it waits for approval — never "No result"
    const call = container.querySelector('[data-rui="tool-call"]')!;
    expect(call.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(call).toHaveAttribute("data-status", "waiting");
    expect(within(call as HTMLElement).getByText("Waiting for approval")).toBeInTheDocument();
    expect(container).not.toHaveTextContent("No result");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("a request about no tool call shows after its turn", async () => {
    const user = userEvent.setup();
    const session = createAgentSession({ runner: approving(true).runner, threadId: "t" });
    render(
      <AgentProvider session={session} coalesce={false}>
        <MessageList />
        <Composer />
      </AgentProvider>,
    );
    await user.type(screen.getByRole("textbox"), "pay the invoice{Enter}");
    const note = await screen.findByRole("note");
    expect(note).toHaveTextContent("Which account should I use?");
    expect(note).toHaveTextContent("cannot be given here");
  });

  it("a message typed while the agent waits is refused in words above the field, and comes back into it", async () => {
    const user = userEvent.setup();
    const session = createAgentSession({ runner: approving().runner, threadId: "t" });
    render(
      <AgentProvider session={session} coalesce={false}>
        <MessageList />
        <Composer />
      </AgentProvider>,
    );
    const field = screen.getByRole("textbox");
    await user.type(field, "email Ada{Enter}");
    await screen.findByRole("note");
    await user.type(field, "hello?{Enter}");
    const notice = await screen.findByRole("alert");
    expect(notice).toHaveAttribute("data-rui", "composer-notice");
    expect(notice).toHaveTextContent("Your message was not sent: the agent is waiting for an answer to its request first.");
    expect(field).toHaveValue("hello?");
    // nothing was sent: one user message in the list
    expect(document.querySelectorAll('[data-rui="message"][data-role="user"]')).toHaveLength(1);
  });
});

describe("with the prompt parts: a turn whose request was answered", () => {
  it("after Approve with edits (sent through the provider session's resume, no onResume given): one Regenerate, and the tool call and the answered prompt show the edited arguments", async () => {
    const user = userEvent.setup();
    const { runner, resumes } = approving();
    const session = createAgentSession({ runner, threadId: "t", interrupts: { support: interruptSupport } });
    render(
      <AgentProvider session={session} coalesce={false}>
        <MessageList interrupts={{ Prompt: InterruptPrompt, approveWithEdits: true }} />
        <Composer />
      </AgentProvider>,
    );
    await user.type(screen.getByRole("textbox"), "email Ada{Enter}");
    const form = await screen.findByRole("form", { name: "The agent is asking first" });
    // while it waits: the call says so, not "No result"
    expect(document.querySelector('[data-rui="tool-call"]')).toHaveAttribute("data-status", "waiting");
    await user.click(within(form).getByRole("button", { name: "Approve with edits" }));
    const args = within(form).getByRole("textbox");
    await user.clear(args);
    await user.click(args);
    await user.paste('{"to":"bob@example.com"}');
    await user.click(within(form).getByRole("button", { name: "Submit" }));
    await screen.findByText("Sent to bob@example.com.");
    expect(resumes).toEqual([[{ interruptId: "i1", status: "resolved", payload: { approved: true, editedArgs: { to: "bob@example.com" } } }]]);
    // one Regenerate for the turn (its two runs: the request and the answer)
    expect(screen.getAllByRole("button", { name: "Regenerate" })).toHaveLength(1);
    // the tool call's row: the edited arguments, headed as such
    const call = document.querySelector('[data-rui="tool-call"]') as HTMLElement;
    expect(within(call).getByText('to: "bob@example.com"')).toBeInTheDocument();
    expect(call).not.toHaveTextContent("ada@example.com");
    await user.click(within(call).getByRole("button"));
    expect(within(call).getByText("Arguments (edited before approval)")).toBeInTheDocument();
    // the answered prompt: what was approved
    const answer = document.querySelector('[data-rui="interrupt-answer"]')!;
    expect(answer).toHaveTextContent('Approved with edits: to: "bob@example.com"');
  });
});
