import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { root } from "./threads.fixture";

describe("ThreadList.ItemTrigger", () => {
  it("shows the title (or 'Untitled conversation'), marks the active one, and switches to another", () => {
    const { ui, handlers } = root();
    render(ui);
    expect(screen.getByRole("button", { name: "Weather in Paris" })).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Untitled conversation" })).not.toHaveAttribute("aria-current");
    fireEvent.click(screen.getByRole("button", { name: "Trains to Lyon" }));
    expect(handlers.onSwitch).toHaveBeenCalledExactlyOnceWith("t3");
    fireEvent.click(screen.getByRole("button", { name: "Weather in Paris" }));
    expect(handlers.onSwitch).toHaveBeenCalledTimes(1);
  });
});
