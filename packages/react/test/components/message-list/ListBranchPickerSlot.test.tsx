/**
 * The list's fork picker loads on first use (components/lazy/LazyListBranchPicker.ts): until its code has arrived,
 * `BranchPickerPlaceholder` holds its place with the same markup (so the theme gives it the same boxes, nothing moves),
 * inert; then the real picker replaces it and switches. Its own file: the chunk is loaded once per module registry.
 */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AgentProvider, MessageList } from "../../../src";
import { newStore, type Store } from "../../helpers";
import { answer, ask } from "./turns.fixture";

/** The user's question `userId` (once) and an answer `id` to it, run `runId`, settled as finished. */
function turn(store: Store, userId: string, runId: string, id: string, text: string) {
  if (!store.getState().messages.some((m) => m.id === userId)) ask(store, userId, "Will it rain?");
  answer(store, runId, id, text);
}

/** Each element of the picker: its part, classes and the attributes the theme matches. */
const shape = (root: Element) =>
  [root, ...root.querySelectorAll("[data-rui]")].map((el) => [el.tagName, el.getAttribute("data-rui"), el.className, el.getAttribute("data-index"), el.getAttribute("data-count"), el.hasAttribute("data-rui-styled")].join(" "));

describe("ListBranchPickerSlot: the fork picker on first use", () => {
  it("shows an inert placeholder of the picker's own markup until the code arrives, then the picker, which switches", async () => {
    const store = newStore();
    turn(store, "u1", "run-1", "a1", "First answer");
    act(() => store.getState().fork("u1"));
    turn(store, "u1", "run-2", "a2", "Second answer");
    const { container } = render(
      <AgentProvider store={store}>
        <MessageList onRetry={() => {}} onSwitchBranch={(p, i) => store.getState().switchBranch(p, i)} />
      </AgentProvider>,
    );
    const placeholder = container.querySelector('[data-rui="branch-picker"]')!;
    expect(placeholder).toHaveAttribute("aria-busy", "true");
    expect(placeholder).toHaveTextContent("‹2/2›");
    const placeholderShape = shape(placeholder);
    for (const button of placeholder.querySelectorAll("button")) {
      expect(button).toHaveAttribute("aria-disabled", "true");
      expect(button).toHaveAttribute("tabindex", "-1");
    }
    // a press before the code arrives does nothing (the store keeps its branch)
    fireEvent.click(screen.getByRole("button", { name: "Previous version" }));
    expect(container).toHaveTextContent("Second answer");

    await waitFor(() => expect(container.querySelector('[data-rui="branch-picker"][aria-busy]')).toBeNull());
    const picker = screen.getByRole("group", { name: "Versions of this answer" });
    // the same elements, classes and attributes: the theme gives the placeholder the picker's boxes
    expect(shape(picker).filter((s) => !s.startsWith("SPAN null"))).toEqual(placeholderShape);
    const previous = screen.getByRole("button", { name: "Previous version" });
    expect(previous).not.toHaveAttribute("aria-disabled");
    fireEvent.click(previous);
    await waitFor(() => expect(container).toHaveTextContent("First answer"));
    expect(container).not.toHaveTextContent("Second answer");
  });
});
