/**
 * `<AgentProvider session={…}>` (issue 28, items 1 and 4): the provider gives the session's store, and `Composer`
 * and `MessageList` take their actions from the session — props only override; a subtree on another store gets
 * none of them. The session's thread id has one writer, which follows the store.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createAgentSession, createAgentStore, type AgentRunner, type BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, Composer, MessageList } from "../../src";

/** A runner that answers every run with one text message, as an agent would (RUN_STARTED … RUN_FINISHED). */
function answering(): { runner: AgentRunner; inputs: string[] } {
  const inputs: string[] = [];
  const runner: AgentRunner = async ({ input, store }) => {
    const last = input.messages.at(-1);
    inputs.push(typeof last?.content === "string" ? last.content : "");
    const id = `a-${inputs.length}`;
    store.getState().applyEvents([
      { type: "RUN_STARTED", threadId: input.threadId, runId: input.runId },
      { type: "TEXT_MESSAGE_START", messageId: id, role: "assistant" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: id, delta: `answer ${inputs.length}` },
      { type: "TEXT_MESSAGE_END", messageId: id },
      { type: "RUN_FINISHED", threadId: input.threadId, runId: input.runId },
    ] as BaseEvent[]);
    store.getState().endStream({ status: "finished" });
    return store.getState().status;
  };
  return { runner, inputs };
}

describe("AgentProvider session", () => {
  it("the Quick start without threaded props: Composer runs the session, MessageList retries, edits and switches through it", async () => {
    const user = userEvent.setup();
    const { runner, inputs } = answering();
    const session = createAgentSession({ runner, threadId: "t" });
    render(
      <AgentProvider session={session} coalesce={false}>
        <MessageList />
        <Composer />
      </AgentProvider>,
    );
    await user.type(screen.getByRole("textbox"), "first question{Enter}");
    await waitFor(() => expect(screen.getByText("answer 1")).toBeInTheDocument());
    expect(inputs).toEqual(["first question"]);
    // Retry / Regenerate comes from the session (no onRetry prop): a second answer as a branch
    await user.click(await screen.findByRole("button", { name: /regenerate|retry/i }));
    await waitFor(() => expect(screen.getByText("answer 2")).toBeInTheDocument());
    // the branch picker comes from the session's switchBranch: back to the first answer
    await user.click(screen.getByRole("button", { name: /previous/i }));
    await waitFor(() => expect(screen.getByText("answer 1")).toBeInTheDocument());
    // Edit comes from the session's edit
    await user.click(screen.getByRole("button", { name: /edit/i }));
    const editor = screen.getAllByRole("textbox")[0]!;
    await user.clear(editor);
    await user.type(editor, "edited question{Enter}");
    await waitFor(() => expect(inputs.at(-1)).toBe("edited question"));
  });

  it("a prop given wins over the session's action", async () => {
    const user = userEvent.setup();
    const { runner, inputs } = answering();
    const session = createAgentSession({ runner, threadId: "t" });
    const onSend = vi.fn();
    render(
      <AgentProvider session={session} coalesce={false}>
        <Composer onSend={onSend} />
      </AgentProvider>,
    );
    await user.type(screen.getByRole("textbox"), "mine{Enter}");
    expect(onSend).toHaveBeenCalledWith("mine");
    expect(inputs).toEqual([]);
  });

  it("a subtree on another store gets none of the session's actions, and a Composer with nobody to send to keeps the text", async () => {
    const user = userEvent.setup();
    const { runner, inputs } = answering();
    const session = createAgentSession({ runner, threadId: "t" });
    const other = createAgentStore({ threadId: "other", messages: [{ id: "u1", role: "user", content: "hello" }] });
    render(
      <AgentProvider session={session} coalesce={false}>
        <AgentProvider store={other}>
          <MessageList />
          <Composer />
        </AgentProvider>
      </AgentProvider>,
    );
    expect(screen.queryByRole("button", { name: /edit/i })).toBeNull();
    await user.type(screen.getByRole("textbox"), "kept{Enter}");
    expect(screen.getByRole("textbox")).toHaveValue("kept");
    expect(inputs).toEqual([]);
  });

  it("the session's threadId has one writer that follows the store, connected or not", async () => {
    const session = createAgentSession({ runner: answering().runner });
    expect(session.state.getState().threadId).toBe("");
    act(() => session.store.getState().addMessage({ id: "u1", role: "user", content: "hi" }));
    const made = session.store.getState().threadId;
    expect(made).not.toBe("");
    expect(session.state.getState().threadId).toBe(made);
    await session.threads.switch("t2");
    expect(session.state.getState().threadId).toBe("t2");
    await session.threads.create();
    expect(session.state.getState().threadId).toBe("");
  });
});
