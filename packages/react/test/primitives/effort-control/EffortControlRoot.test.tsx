import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Headless, UNSUPPORTED, WITH_BUDGET } from "./effort.fixture";

describe("EffortControl.Root", () => {
  it("is a fieldset radio group that says whether the agent reasons", () => {
    render(<Headless support={WITH_BUDGET} />);
    const group = screen.getByRole("group", { name: "Reasoning effort" });
    expect(group.tagName).toBe("FIELDSET");
    expect(group).toHaveAttribute("data-rui", "effort-control");
    expect(group).toHaveAttribute("data-reasoning", "supported");
    expect(group).not.toBeDisabled();
  });

  it("is disabled and described when the agent does not reason; unknown support keeps it usable", () => {
    const { unmount } = render(<Headless support={UNSUPPORTED} />);
    const group = screen.getByRole("group", { name: "Reasoning effort" });
    expect(group).toBeDisabled();
    expect(group).toHaveAccessibleDescription("This agent does not reason, so effort does not apply.");
    unmount();
    render(<Headless />);
    expect(screen.getByRole("group", { name: "Reasoning effort" })).not.toBeDisabled();
    expect(screen.getByRole("group")).toHaveAttribute("data-reasoning", "unknown");
  });
});
