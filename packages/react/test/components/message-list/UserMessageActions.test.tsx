import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { BaseEvent } from "@reasoning-ui/core";
import { AgentProvider, Composer, MessageList } from "../../../src";
import { newStore, nextFrame, type Store } from "../../helpers";

/** An answer `a` to the turn of user message `u` (already in the store), settled as finished. */
function answer(store: Store, runId: string, id: string, text: string) {
  act(() => {
    const s = store.getState();
    s.beginRun(runId);
    s.applyEvents([
      { type: "RUN_STARTED", threadId: "thread-test", runId },
      { type: "TEXT_MESSAGE_START", messageId: id, role: "assistant" },
      { type: "TEXT_MESSAGE_CONTENT", messageId: id, delta: text },
      { type: "TEXT_MESSAGE_END", messageId: id },
      { type: "RUN_FINISHED", threadId: "thread-test", runId },
    ] as unknown as BaseEvent[]);
    s.endStream({ status: "finished" });
  });
}

function ask(store: Store, id: string, text: string) {
  act(() => store.getState().addMessage({ id, role: "user", content: text }));
}

const pickers = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('[data-rui="branch-picker"]')).map((el) => `${el.getAttribute("data-index")}/${el.getAttribute("data-count")}`);

function renderList(store: Store, props: { onEdit?: (id: string, text: string) => void; onSwitchBranch?: (parent: string, index: number) => void; onRetry?: (runId: string) => void } = {}) {
  return render(
    <AgentProvider store={store}>
      <MessageList onSwitchBranch={(p, i) => store.getState().switchBranch(p, i)} {...props} />
      <Composer onSend={() => {}} />
    </AgentProvider>,
  );
}

describe("MessageList: editing a user message", () => {
  it("Edit opens the inline editor focused; Escape closes it and focus returns to Edit", async () => {
    const store = newStore();
    ask(store, "u1", "Will it rain in Paris?");
    answer(store, "run-1", "a1", "Probably.");
    const onEdit = vi.fn();
    renderList(store, { onEdit });
    await nextFrame();
    expect(screen.getAllByRole("button", { name: "Edit" })).toHaveLength(1); // user rows only
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    const field = screen.getByRole("textbox", { name: "Edit your message" });
    expect(field).toHaveValue("Will it rain in Paris?");
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: "Escape" });
    await nextFrame();
    expect(screen.queryByRole("textbox", { name: "Edit your message" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit" }));
    expect(onEdit).not.toHaveBeenCalled();
  });

  it("Enter sends onEdit(messageId, text) and moves focus to the composer's field", async () => {
    const store = newStore();
    ask(store, "u1", "Will it rain in Paris?");
    answer(store, "run-1", "a1", "Probably.");
    const onEdit = vi.fn();
    const { container } = renderList(store, { onEdit });
    await nextFrame();
    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    const field = screen.getByRole("textbox", { name: "Edit your message" });
    fireEvent.change(field, { target: { value: "Will it rain in Lyon?" } });
    fireEvent.keyDown(field, { key: "Enter" });
    expect(onEdit).toHaveBeenCalledExactlyOnceWith("u1", "Will it rain in Lyon?");
    expect(document.activeElement).toBe(container.querySelector('[data-rui="composer-input"]'));
    expect(screen.queryByRole("textbox", { name: "Edit your message" })).toBeNull();
  });

  it("no Edit button without onEdit", async () => {
    const store = newStore();
    ask(store, "u1", "Q");
    renderList(store);
    await nextFrame();
    expect(screen.queryByRole("button", { name: "Edit" })).toBeNull();
  });
});
