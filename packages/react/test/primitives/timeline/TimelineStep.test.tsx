import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apply, renderWithStore } from "../../helpers";
import { FullTimeline, firstStep, question, rest } from "./turn.fixture";

describe("Timeline.Step", () => {
  it("is a list item with its kind and status; the current step carries aria-current", async () => {
    const store = question();
    renderWithStore(<FullTimeline />, store);
    await apply(store, ...firstStep);
    const [first] = screen.getAllByRole("listitem");
    expect(first).toHaveAttribute("data-kind", "reasoning");
    expect(first).toHaveAttribute("data-status", "active");
    expect(first).toHaveAttribute("aria-current", "step");
    await apply(store, ...rest);
    const items = screen.getAllByRole("listitem");
    expect(items.map((li) => li.getAttribute("data-kind"))).toEqual(["reasoning", "tool", "reasoning"]);
    expect(items.every((li) => li.getAttribute("data-status") === "complete")).toBe(true);
    expect(items.some((li) => li.hasAttribute("aria-current"))).toBe(false);
  });
});
