import { describe, expect, it } from "vitest";
import { apply, renderWithStore } from "../../helpers";
import { FullTimeline, firstStep, question, rest } from "./turn.fixture";

describe("Timeline.StepDuration", () => {
  it("shows how long an ended reasoning step took; nothing while the step is active", async () => {
    const store = question();
    const { container } = renderWithStore(<FullTimeline />, store);
    await apply(store, ...firstStep);
    const durations = () => Array.from(container.querySelectorAll("li"), (li) => li.querySelector('[data-rui="timeline-step-duration"]')?.textContent ?? null);
    expect(durations()).toEqual([null]);
    await apply(store, ...rest);
    const ended = durations();
    expect(ended).toHaveLength(3);
    expect([ended[0], ended[2]]).toEqual(["4 seconds", "11 seconds"]);
  });
});
