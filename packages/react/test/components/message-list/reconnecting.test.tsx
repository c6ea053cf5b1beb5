import { act, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, MessageList } from "../../../src";
import { ev, newStore, nextFrame } from "../../helpers";

const diag = (code: string) => ({ type: "CUSTOM", name: "reasoning-ui.diagnostic", value: { code, message: code } }) as unknown as BaseEvent;
const outcomes = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-rui="turn-outcome"]')).map((el) => `${el.getAttribute("data-status")}: ${el.textContent}`);

describe("MessageList: a run that outlives its connection", () => {
  it("says Reconnecting… on the running turn while the transport re-attaches (a status), then goes on streaming", async () => {
    const store = newStore();
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList />
      </AgentProvider>,
    );
    const s = store.getState();
    act(() => {
      s.addMessage({ id: "u1", role: "user", content: "Q" });
      s.beginRun("run-1");
      s.applyEvents([ev.runStarted("run-1"), ev.start("r1"), ev.content("r1", "Checking.")] as unknown as BaseEvent[]);
    });
    await nextFrame();
    expect(outcomes(container)).toEqual([]);
    act(() => s.applyEvents([diag("reconnecting")]));
    await nextFrame();
    expect(outcomes(container)).toEqual(["reconnecting: Reconnecting…"]);
    expect(container.querySelector('[data-status="reconnecting"]')!.getAttribute("role")).toBe("status");
    act(() => s.applyEvents([diag("reconnected"), ev.content("r1", " More.")] as unknown as BaseEvent[]));
    await nextFrame();
    expect(outcomes(container)).toEqual([]);
    expect(container.textContent).toContain("Checking. More.");
  });

  it("a run the agent could not resume is interrupted with the agent's reason in words", async () => {
    const store = newStore();
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList />
      </AgentProvider>,
    );
    const s = store.getState();
    act(() => {
      s.addMessage({ id: "u1", role: "user", content: "Q" });
      s.beginRun("run-1");
      s.applyEvents([ev.runStarted("run-1"), ev.start("r1"), ev.content("r1", "Checking.")] as unknown as BaseEvent[]);
      s.endStream({ status: "error", error: { code: "run_lost", message: "The run could not be resumed: No such run in this thread." } });
    });
    await nextFrame();
    expect(outcomes(container)).toEqual(["cut: The connection was lost before the response finished. The run could not be resumed: No such run in this thread."]);
  });

  it("a restored interrupted turn shows its outcome row after its partial answer, not above its reasoning panel", async () => {
    const live = newStore();
    const l = live.getState();
    l.addMessage({ id: "u1", role: "user", content: "Q" });
    l.beginRun("run-1");
    l.applyEvents([
      ev.runStarted("run-1"),
      ev.start("r1"),
      ev.content("r1", "Checking."),
      ev.end("r1", Date.now()),
      { type: "TEXT_MESSAGE_START", messageId: "a1", role: "assistant" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: "a1", delta: "Partial" },
    ] as unknown as BaseEvent[]);
    const saved = live.getState();
    const store = newStore();
    act(() =>
      store.getState().restore({
        threadId: saved.threadId,
        messages: saved.messages,
        reasoning: saved.reasoning,
        spans: saved.spans,
        toolCallTimes: saved.toolCallTimes ?? {},
        runs: saved.runs,
        branches: saved.branches,
        branchVariants: saved.branchVariants,
      }),
    );
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList />
      </AgentProvider>,
    );
    await nextFrame();
    const row = container.querySelector('[data-rui="turn-outcome"][data-status="cut"]')!;
    expect(row).not.toBeNull();
    const answer = Array.from(container.querySelectorAll("*")).find((el) => el.textContent === "Partial" && el.children.length === 0)!;
    expect(answer.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(store.getState().reasoning.r1!.status).toBe("complete"); // what was true when it was saved
  });
});
