import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apply, renderWithStore } from "../../helpers";
import { FullTimeline, firstStep, question, rest } from "./turn.fixture";

describe("Timeline.Trigger", () => {
  it("is a disclosure button that opens and closes the content, with data-state", async () => {
    const store = question();
    const { container } = renderWithStore(<FullTimeline defaultOpen={false} />, store);
    await apply(store, ...firstStep, ...rest);
    const trigger = screen.getByRole("button");
    expect(trigger).toHaveAttribute("data-rui", "timeline-trigger");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    const content = () => container.querySelector('[data-rui="timeline-content"]');
    expect(content()?.getAttribute("data-state") ?? "closed").toBe("closed");
    expect(content()?.querySelector("li") ?? null).toBeNull();
    act(() => fireEvent.click(trigger));
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(trigger).toHaveAttribute("data-state", "open");
    expect(content()).toHaveAttribute("data-state", "open");
    expect(content()!.querySelectorAll("li")).toHaveLength(3);
    act(() => fireEvent.click(trigger));
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });
});
