import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { newStore, nextFrame } from "../../helpers";
import { answer, ask, renderList } from "./turns.fixture";


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
