import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Timeline, useTurnTimeline } from "../../../src/steps";
import { apply, renderWithStore } from "../../helpers";
import { interleaved, question } from "./turn.fixture";

describe("Timeline parts (headless)", () => {
  it("compose from useTurnTimeline without styles; parts outside their root throw a clear error", async () => {
    function Custom() {
      const timeline = useTurnTimeline("u-1");
      return (
        <Timeline.Root timeline={timeline} defaultOpen>
          <Timeline.Trigger />
          <Timeline.Content>
            <Timeline.List>
              {timeline.steps.map((s) => (
                <Timeline.Step key={s.id} step={s}>
                  <Timeline.StepTitle />
                </Timeline.Step>
              ))}
            </Timeline.List>
          </Timeline.Content>
        </Timeline.Root>
      );
    }
    const store = question();
    const { container } = renderWithStore(<Custom />, store);
    await apply(store, ...interleaved);
    expect(container.querySelector("[data-rui-styled]")).toBeNull();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Searching the docs", "search_docs", "Writing the answer"]);
    const spy = () => renderWithStore(<Timeline.StepTitle />, store);
    expect(spy).toThrow("`Timeline.StepTitle` must be used within `Timeline.Step`");
  });
});
