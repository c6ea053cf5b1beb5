import { describe, expect, it } from "vitest";
import { apply, renderWithStore } from "../../helpers";
import { FullTimeline, firstStep, question, rest } from "./turn.fixture";

describe("Timeline.Header", () => {
  it("names the current step while active, then the total duration and step count", async () => {
    const store = question();
    const { container } = renderWithStore(<FullTimeline />, store);
    await apply(store, ...firstStep);
    const header = () => container.querySelector('[data-rui="timeline-header"]')!;
    expect(header()).toHaveTextContent("Searching the docs…");
    expect(header()).toHaveAttribute("data-status", "active");
    await apply(store, ...rest);
    expect(header()).toHaveTextContent("Thought for 41 seconds · 3 steps");
    expect(header()).toHaveAttribute("data-status", "complete");
  });
});
