import { describe, expect, it } from "vitest";
import { apply, renderWithStore } from "../../helpers";
import { FullTimeline, firstStep, question, rest } from "./turn.fixture";

describe("Timeline.Content", () => {
  it("is the open region, controlled by the trigger, with the timeline's state and status", async () => {
    const store = question();
    const { container } = renderWithStore(<FullTimeline />, store);
    await apply(store, ...firstStep, ...rest);
    const content = container.querySelector('[data-rui="timeline-content"]')!;
    expect(content).toHaveAttribute("data-state", "open");
    expect(content).toHaveAttribute("data-status", "complete");
    expect(container.querySelector('[data-rui="timeline-trigger"]')).toHaveAttribute("aria-controls", content.id);
  });
});
