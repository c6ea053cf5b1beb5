import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Timeline } from "../../../src/steps";
import { apply, renderWithStore } from "../../helpers";
import { FullTimeline, firstStep, question, rest } from "./turn.fixture";

describe("Timeline.StepTitle", () => {
  it("is the reasoning's own heading, or the tool's name", async () => {
    const store = question();
    const { container } = renderWithStore(<FullTimeline />, store);
    await apply(store, ...firstStep, ...rest);
    expect(Array.from(container.querySelectorAll('[data-rui="timeline-step-title"]'), (n) => n.textContent)).toEqual(["Searching the docs", "search_docs", "Writing the answer"]);
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });

  it("outside a Step it throws a clear error", () => {
    expect(() => renderWithStore(<Timeline.StepTitle />)).toThrow("`Timeline.StepTitle` must be used within `Timeline.Step`");
  });
});
