import { describe, expect, it } from "vitest";
import { apply, renderWithStore } from "../../helpers";
import { FullTimeline, firstStep, question, rest } from "./turn.fixture";

describe("Timeline.StepStatus", () => {
  it("writes each step's status out in words, never by colour alone", async () => {
    const store = question();
    const { container } = renderWithStore(<FullTimeline />, store);
    await apply(store, ...firstStep);
    const statuses = () => Array.from(container.querySelectorAll('[data-rui="timeline-step-status"]'), (n) => [n.textContent, n.getAttribute("data-status")]);
    expect(statuses()).toEqual([["In progress", "active"]]);
    await apply(store, ...rest);
    expect(statuses()).toEqual([
      ["Done", "complete"],
      ["Done", "complete"],
      ["Done", "complete"],
    ]);
  });
});
