import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { root } from "./threads.fixture";

describe("ThreadList.ItemRemove", () => {
  it("is labelled with the conversation it deletes and asks the root to remove that one", () => {
    const { ui, handlers } = root();
    render(ui);
    const remove = screen.getByRole("button", { name: "Delete “Trains to Lyon”" });
    expect(remove).toHaveAttribute("data-rui", "thread-list-item-remove");
    expect(remove).toHaveTextContent("×");
    fireEvent.click(remove);
    expect(handlers.onRemove).toHaveBeenCalledExactlyOnceWith("t3");
    expect(screen.getByRole("button", { name: "Delete “Untitled conversation”" })).toBeInTheDocument();
  });
});
