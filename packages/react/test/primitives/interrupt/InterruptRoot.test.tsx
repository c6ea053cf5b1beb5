/**
 * `Interrupt.Root` in the kit's rules: it takes its action from the provider's session (as `Composer` and
 * `MessageList` do; `onResume` overrides it), its decision buttons keep focus while the answer is on its way
 * (`aria-disabled`, activation ignored), and a ref given to it is composed with its own.
 */
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAgentSession, interruptSupport, selectInterrupts, type AgentRunner, type BaseEvent, type ResumeResult } from "@reasoning-ui/core";
import { AgentProvider, Interrupt } from "../../../src/index";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A session whose first run stops on tool-call approvals `ids` (one per call); a run answering them finishes. */
function stoppedSession(ids: string[] = ["i1"]) {
  const resumes: unknown[] = [];
  const runner: AgentRunner = async ({ input, store }) => {
    const { threadId, runId } = input;
    store.getState().beginRun(runId, { resume: input.resume });
    const events: BaseEvent[] = [{ type: "RUN_STARTED", threadId, runId } as BaseEvent];
    if (input.resume?.length) resumes.push(input.resume);
    else {
      for (const id of ids) {
        events.push(
          { type: "TOOL_CALL_START", toolCallId: `c-${id}`, toolCallName: "send_email", parentMessageId: "a1" } as BaseEvent,
          { type: "TOOL_CALL_END", toolCallId: `c-${id}` } as BaseEvent,
        );
      }
    }
    const interrupts = input.resume?.length ? undefined : ids.map((id) => ({ id, reason: "tool_call", toolCallId: `c-${id}`, message: `Approve ${id}?` }));
    events.push({ type: "RUN_FINISHED", threadId, runId, ...(interrupts && { outcome: { type: "interrupt", interrupts } }) } as BaseEvent);
    store.getState().applyEvents(events);
    store.getState().endStream({ status: "finished" });
    return store.getState().status;
  };
  const session = createAgentSession({ runner, threadId: "t", interrupts: { support: interruptSupport } });
  return { session, resumes };
}

function Prompt({ views }: { views: ReturnType<typeof selectInterrupts> }) {
  return (
    <>
      {views.map((v) => (
        <Interrupt.Item key={v.id} interrupt={v}>
          <Interrupt.Message />
          <Interrupt.Approve />
          <Interrupt.Deny />
        </Interrupt.Item>
      ))}
      <Interrupt.Submit />
    </>
  );
}

describe("Interrupt.Root's action", () => {
  it("sends through the provider session's resume when no onResume is given", async () => {
    const { session, resumes } = stoppedSession();
    await session.run("email Ada");
    const views = selectInterrupts(session.store.getState());
    expect(views).toHaveLength(1);
    const resume = vi.spyOn(session, "resume");
    render(
      <AgentProvider session={session} coalesce={false}>
        <Interrupt.Root interrupts={views}>
          <Prompt views={views} />
        </Interrupt.Root>
      </AgentProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    await vi.waitFor(() => expect(resumes).toHaveLength(1));
    expect(resume).toHaveBeenCalledTimes(1);
    expect(resumes[0]).toEqual([{ interruptId: "i1", status: "resolved", payload: { approved: true } }]);
  });

  it("onResume overrides the session's; its typed result (a refusal's notice) is shown", async () => {
    const { session, resumes } = stoppedSession();
    await session.run("email Ada");
    const views = selectInterrupts(session.store.getState());
    const onResume = vi.fn(async (): Promise<ResumeResult> => ({ ok: false, notice: { code: "no_pending_interrupts", message: "Nothing is waiting for an answer." } }) as ResumeResult);
    render(
      <AgentProvider session={session} coalesce={false}>
        <Interrupt.Root interrupts={views} onResume={onResume}>
          <Prompt views={views} />
          <Interrupt.Notice />
        </Interrupt.Root>
      </AgentProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(onResume).toHaveBeenCalledWith([{ interruptId: "i1", payload: { approved: true } }]);
    expect(await screen.findByText("Nothing is waiting for an answer.")).toBeTruthy();
    expect(resumes).toEqual([]);
    // refused: answerable again
    expect(screen.getByRole("button", { name: "Approve" })).not.toHaveAttribute("aria-disabled");
  });

  it("with neither a session nor onResume, submitting sends nothing, says why on the console and throws nothing into React", async () => {
    const { session } = stoppedSession();
    await session.run("email Ada");
    const views = selectInterrupts(session.store.getState());
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    render(
      <AgentProvider store={session.store}>
        <Interrupt.Root interrupts={views}>
          <Prompt views={views} />
        </Interrupt.Root>
      </AgentProvider>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/give `onResume`, or render it inside `<AgentProvider session/));
    expect(screen.getByRole("form")).toHaveAttribute("data-state", "pending");
  });
});

describe("decision buttons keep focus while the answer is on its way", () => {
  it("Approve stays focused and in the tab order (aria-disabled, never disabled); Enter again sends nothing", async () => {
    const { session } = stoppedSession();
    await session.run("email Ada");
    const views = selectInterrupts(session.store.getState());
    let settle!: (r: ResumeResult) => void;
    const onResume = vi.fn(() => new Promise<ResumeResult>((resolve) => (settle = resolve)));
    render(
      <AgentProvider session={session} coalesce={false}>
        <Interrupt.Root interrupts={views} onResume={onResume}>
          <Prompt views={views} />
        </Interrupt.Root>
      </AgentProvider>,
    );
    const approve = screen.getByRole("button", { name: "Approve" });
    approve.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("form")).toHaveAttribute("data-state", "submitting");
    expect(approve).toHaveAttribute("aria-disabled", "true");
    expect(approve).not.toBeDisabled();
    expect(document.activeElement).toBe(approve);
    await userEvent.keyboard("{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Deny" }));
    expect(onResume).toHaveBeenCalledTimes(1);
    await act(async () => settle({ ok: true, status: "finished", notices: [] } as unknown as ResumeResult));
  });

  it("with several requests, a chosen decision is not sent until Submit; the buttons of a sent prompt ignore clicks", async () => {
    const { session } = stoppedSession(["i1", "i2"]);
    await session.run("email Ada and Bob");
    const views = selectInterrupts(session.store.getState());
    expect(views).toHaveLength(2);
    let settle!: (r: ResumeResult) => void;
    const onResume = vi.fn(() => new Promise<ResumeResult>((resolve) => (settle = resolve)));
    render(
      <AgentProvider session={session} coalesce={false}>
        <Interrupt.Root interrupts={views} onResume={onResume}>
          <Prompt views={views} />
        </Interrupt.Root>
      </AgentProvider>,
    );
    const [first, second] = screen.getAllByRole("group");
    await userEvent.click(within(first!).getByRole("button", { name: "Approve" }));
    await userEvent.click(within(second!).getByRole("button", { name: "Deny" }));
    expect(onResume).not.toHaveBeenCalled();
    expect(within(first!).getByRole("button", { name: "Approve" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(screen.getByRole("button", { name: "Submit" }));
    expect(onResume).toHaveBeenCalledWith([
      { interruptId: "i1", payload: { approved: true } },
      { interruptId: "i2", payload: { approved: false } },
    ]);
    // while sending: a click on another decision changes nothing
    await userEvent.click(within(second!).getByRole("button", { name: "Approve" }));
    expect(within(second!).getByRole("button", { name: "Deny" })).toHaveAttribute("aria-pressed", "true");
    expect(within(second!).getByRole("button", { name: "Approve" })).toHaveAttribute("aria-pressed", "false");
    await act(async () => settle({ ok: true, status: "finished", notices: [] } as unknown as ResumeResult));
  });
});

describe("refs", () => {
  it("a ref object and a callback ref both receive the form, and the root's own focus handling still works", async () => {
    const { session } = stoppedSession();
    await session.run("email Ada");
    const views = selectInterrupts(session.store.getState());
    const object = createRef<Interrupt.Root.Element>();
    const callback = vi.fn();
    const props: Interrupt.Root.Props = { interrupts: views, onResume: async () => ({ ok: true, status: "finished", notices: [] }) as unknown as ResumeResult };
    const { rerender } = render(
      <Interrupt.Root {...props} ref={object}>
        <Prompt views={views} />
      </Interrupt.Root>,
    );
    expect(object.current).toBe(screen.getByRole("form"));
    // autoFocus: the first answerable control took focus through the root's own ref
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Approve" }));
    rerender(
      <Interrupt.Root {...props} ref={callback}>
        <Prompt views={views} />
      </Interrupt.Root>,
    );
    expect(callback).toHaveBeenLastCalledWith(screen.getByRole("form"));
  });
});

describe("a deadline read from the clock after render", () => {
  const timed = (expiresAt: number) => [{ interrupt: { id: "q", reason: "tool_call" }, id: "q", reason: "tool_call", runId: "r", status: "pending", expiresAt }] as ReturnType<typeof selectInterrupts>;

  it("an expired request never takes focus nor is announced answerable; its buttons are aria-disabled", async () => {
    const views = timed(Date.now() - 1_000);
    render(
      <Interrupt.Root interrupts={views} onResume={vi.fn()}>
        <Prompt views={views} />
      </Interrupt.Root>,
    );
    expect(screen.getByRole("form")).toHaveAttribute("data-state", "expired");
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole("button", { name: "Approve" })).toHaveAttribute("aria-disabled", "true");
  });

  it("a request still open takes focus once the clock is known", async () => {
    const views = timed(Date.now() + 60_000);
    render(
      <Interrupt.Root interrupts={views} onResume={vi.fn()}>
        <Prompt views={views} />
      </Interrupt.Root>,
    );
    expect(screen.getByRole("form")).toHaveAttribute("data-state", "pending");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Approve" }));
  });
});
