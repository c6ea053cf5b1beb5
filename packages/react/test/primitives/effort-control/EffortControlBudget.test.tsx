import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Headless, NO_BUDGET, WITH_BUDGET } from "./effort.fixture";

describe("EffortControl.Budget", () => {
  it("is a bounded number field, only where the agent takes a budget", () => {
    const { unmount } = render(<Headless support={NO_BUDGET} initial={{ effort: "low" }} />);
    expect(screen.queryByRole("spinbutton")).toBeNull();
    unmount();
    render(<Headless support={WITH_BUDGET} />);
    const field = screen.getByRole("spinbutton", { name: "Thinking budget (tokens)" });
    expect(field).toHaveAttribute("min", "1024");
    expect(field).toHaveAttribute("max", "32000");
    fireEvent.change(field, { target: { value: "4096" } });
    expect(JSON.parse(screen.getByTestId("value").textContent!)).toEqual({ effort: "medium", budgetTokens: 4096 });
  });

  it("marks a number out of range invalid and clamps it on blur; disabled while the effort is off", () => {
    const { unmount } = render(<Headless support={WITH_BUDGET} />);
    const field = screen.getByRole("spinbutton");
    fireEvent.change(field, { target: { value: "99" } });
    expect(field).toHaveAttribute("aria-invalid", "true");
    fireEvent.blur(field);
    expect(JSON.parse(screen.getByTestId("value").textContent!)).toMatchObject({ budgetTokens: 1024 });
    unmount();
    render(<Headless support={WITH_BUDGET} initial={{ effort: "off" }} />);
    expect(screen.getByRole("spinbutton")).toBeDisabled();
  });
});
