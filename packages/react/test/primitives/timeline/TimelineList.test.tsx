import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Timeline } from "../../../src/steps";
import { apply, renderWithStore } from "../../helpers";
import { FullTimeline, firstStep, question, rest } from "./turn.fixture";

describe("Timeline.List", () => {
  it("is an ordered list named 'Reasoning steps', busy while the timeline is active", async () => {
    const store = question();
    renderWithStore(<FullTimeline />, store);
    await apply(store, ...firstStep);
    const list = screen.getByRole("list", { name: "Reasoning steps" });
    expect(list.tagName).toBe("OL");
    expect(list).toHaveAttribute("aria-busy", "true");
    await apply(store, ...rest);
    expect(list).not.toHaveAttribute("aria-busy", "true");
  });

  it("works without a Root and takes your own name", () => {
    render(<Timeline.List aria-label="Plan" />);
    expect(screen.getByRole("list", { name: "Plan" })).toHaveAttribute("data-rui", "timeline-steps");
  });
});
