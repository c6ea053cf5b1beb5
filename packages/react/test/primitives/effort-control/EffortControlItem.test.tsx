import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Headless, WITH_BUDGET } from "./effort.fixture";

describe("EffortControl.Item", () => {
  it("is a labelled native radio whose label says checked or not; choosing it sets the effort", () => {
    render(<Headless support={WITH_BUDGET} />);
    const high = screen.getByRole("radio", { name: "High" });
    const label = high.closest("label")!;
    expect(label).toHaveAttribute("data-rui", "effort-control-item");
    expect(label).toHaveAttribute("data-value", "high");
    expect(label).toHaveAttribute("data-state", "unchecked");
    fireEvent.click(high);
    expect(high).toBeChecked();
    expect(label).toHaveAttribute("data-state", "checked");
    expect(JSON.parse(screen.getByTestId("value").textContent!)).toMatchObject({ effort: "high" });
  });
});
