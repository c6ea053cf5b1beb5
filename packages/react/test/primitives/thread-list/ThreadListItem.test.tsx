import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ThreadList } from "../../../src";
import { THREADS, root } from "./threads.fixture";

describe("ThreadList.Item", () => {
  it("is a list item carrying its thread id, the active one marked", () => {
    const { ui } = root();
    render(ui);
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.getAttribute("data-thread-id"))).toEqual(["t1", "t2", "t3"]);
    expect(items.map((li) => li.hasAttribute("data-active"))).toEqual([true, false, false]);
    expect(items.every((li) => li.getAttribute("data-rui") === "thread-list-item")).toBe(true);
  });

  it("outside a Root it throws a clear error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<ThreadList.Item thread={THREADS[0]!} />)).toThrow("`ThreadList.Item` must be used within `ThreadList.Root`");
    vi.restoreAllMocks();
  });
});
