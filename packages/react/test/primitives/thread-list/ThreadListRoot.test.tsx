import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ThreadList } from "../../../src";
import { axeViolations } from "../../helpers";
import { Threads } from "./threads.fixture";


describe("ThreadList", () => {
  it("lists, switches (aria-current), creates and removes conversations; focus stays in the list", async () => {
    const onSwitch = vi.fn();
    const { container } = render(<Threads onSwitch={onSwitch} />);
    const nav = screen.getByRole("navigation", { name: "Conversations" });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Weather in Paris" })).toHaveAttribute("aria-current", "true");
    expect(screen.getAllByRole("listitem").map((li) => li.getAttribute("data-thread-id"))).toEqual(["t1", "t2", "t3"]);
    // an untitled thread reads "New conversation"
    expect(screen.getByRole("button", { name: "Delete “Untitled conversation”" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Trains to Lyon" }));
    expect(onSwitch).toHaveBeenCalledExactlyOnceWith("t3");
    expect(screen.getByRole("button", { name: "Trains to Lyon" })).toHaveAttribute("aria-current", "true");
    fireEvent.click(screen.getByRole("button", { name: "Trains to Lyon" })); // already active: no switch
    expect(onSwitch).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole("button", { name: "Delete “Weather in Paris”" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(document.activeElement).toHaveAttribute("data-rui", "thread-list-item-trigger");
    expect(document.activeElement).toHaveAccessibleName("Untitled conversation");
    fireEvent.click(screen.getByRole("button", { name: "New conversation" }));
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("parts outside a Root throw a clear error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<ThreadList.New />)).toThrow("`ThreadList.New` must be used within `ThreadList.Root`");
    vi.restoreAllMocks();
  });
});
