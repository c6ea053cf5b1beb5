import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, MessageList } from "../../src";
import { axeViolations, newStore, nextFrame } from "../helpers";
import { answer, ask, pickers, renderList } from "./message-list/turns.fixture";


/** The fork picker's code loads on first use; until then its placeholder (inert, `aria-busy`) holds its place. */
const pickerLoaded = () => waitFor(() => expect(document.querySelector('[data-rui="branch-picker"][aria-busy]')).toBeNull());

describe("MessageList: branches", () => {
  it("a regenerated turn shows ‹ 2/2 › after its answer; switching shows the other answer, keeps focus and announces it", async () => {
    const store = newStore();
    ask(store, "u1", "Will it rain?");
    answer(store, "run-1", "a1", "First answer");
    act(() => store.getState().fork("u1"));
    answer(store, "run-2", "a2", "Second answer");
    const { container } = renderList(store, { onRetry: () => {} });
    await nextFrame();
    await pickerLoaded();
    expect(container).toHaveTextContent("Second answer");
    expect(container).not.toHaveTextContent("First answer");
    expect(pickers(container)).toEqual(["2/2"]);
    // the picker follows the turn's answer, in its outcome row beside Regenerate: "‹ 2/2 › Regenerate"
    const group = screen.getByRole("group", { name: "Versions of this answer" });
    const row = group.closest('[data-rui="turn-outcome"]')!;
    expect(row.previousElementSibling).toHaveTextContent("Second answer");
    expect(row).toHaveTextContent(/2\/2.*Regenerate/);

    const prev = screen.getByRole("button", { name: "Previous version" });
    prev.focus();
    await act(async () => {
      fireEvent.click(prev);
      await new Promise((r) => setTimeout(r, 0));
    });
    await nextFrame();
    expect(container).toHaveTextContent("First answer");
    expect(container).not.toHaveTextContent("Second answer");
    expect(pickers(container)).toEqual(["1/2"]);
    expect(document.activeElement).toHaveAccessibleName("Previous version");
    expect(document.activeElement).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Version 1 of 2");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("while the regenerated answer streams, the picker stands on its own after the turn, inert", async () => {
    const store = newStore();
    ask(store, "u1", "Q");
    answer(store, "run-1", "a1", "A1");
    const { container } = renderList(store, { onRetry: () => {} });
    act(() => {
      store.getState().fork("u1");
      store.getState().beginRun("run-2");
    });
    await nextFrame();
    const group = screen.getByRole("group", { name: /^Versions of this/ });
    expect(group.closest('[data-rui="turn-branches"]')).not.toBeNull();
    expect(group).toHaveAttribute("data-disabled", "");
    expect(pickers(container)).toEqual(["2/2"]);
    act(() => store.getState().applyEvents([{ type: "RUN_STARTED", threadId: "thread-test", runId: "run-2" }, { type: "RUN_FINISHED", threadId: "thread-test", runId: "run-2" }] as unknown as BaseEvent[]));
    act(() => store.getState().endStream({ status: "finished" }));
    await nextFrame();
    // settled: one picker, now in the outcome row, live again
    expect(pickers(container)).toEqual(["2/2"]);
    expect(screen.getByRole("group", { name: /^Versions of this/ }).closest('[data-rui="turn-outcome"]')).not.toBeNull();
    expect(screen.getByRole("group", { name: /^Versions of this/ })).not.toHaveAttribute("data-disabled");
  });

  it("is inert while a run streams", async () => {
    const store = newStore();
    ask(store, "u1", "Q");
    answer(store, "run-1", "a1", "A1");
    act(() => store.getState().fork("u1"));
    answer(store, "run-2", "a2", "A2");
    const onSwitchBranch = vi.fn();
    renderList(store, { onSwitchBranch });
    ask(store, "u2", "Next question");
    act(() => store.getState().beginRun("run-3"));
    await nextFrame();
    const prev = screen.getByRole("button", { name: "Previous version" });
    expect(prev).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(prev);
    expect(onSwitchBranch).not.toHaveBeenCalled();
  });

  it("an edited user message carries the picker of its fork (selectBranchOf)", async () => {
    const store = newStore();
    ask(store, "u1", "Original question");
    answer(store, "run-1", "a1", "A1");
    act(() => store.getState().fork(""));
    ask(store, "u1b", "Edited question");
    const { container } = renderList(store);
    await nextFrame();
    expect(pickers(container)).toEqual(["2/2"]);
    const actions = container.querySelector('[data-rui="message-actions"]')!;
    expect(actions).toContainElement(screen.getByRole("group", { name: "Versions of this message" }));
    expect(actions.previousElementSibling).toHaveTextContent("Edited question");
    fireEvent.click(screen.getByRole("button", { name: "Previous version" }));
    await nextFrame();
    expect(container).toHaveTextContent("Original question");
    expect(container).toHaveTextContent("A1");
    expect(pickers(container)).toEqual(["1/2"]);
  });

  it("without onSwitchBranch there is no picker", async () => {
    const store = newStore();
    ask(store, "u1", "Q");
    answer(store, "run-1", "a1", "A1");
    act(() => store.getState().fork("u1"));
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList />
      </AgentProvider>,
    );
    await nextFrame();
    expect(pickers(container)).toEqual([]);
  });
});
