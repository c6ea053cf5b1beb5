import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BranchPicker } from "../../../src";

describe("BranchPicker.Count", () => {
  it("shows 2/3 on screen, 'Version 2 of 3' for screen readers, with data-index (1-based) and data-count", () => {
    render(
      <BranchPicker.Root count={3} index={1} onIndexChange={() => {}}>
        <BranchPicker.Count data-testid="count" />
      </BranchPicker.Root>,
    );
    const count = screen.getByTestId("count");
    expect(count).toHaveAttribute("data-rui", "branch-picker-count");
    expect(screen.getByText("2/3")).toHaveAttribute("aria-hidden", "true");
    expect(count).toHaveTextContent("Version 2 of 3");
  });

  it("your children replace both texts", () => {
    render(
      <BranchPicker.Root count={3} index={0} onIndexChange={() => {}}>
        <BranchPicker.Count data-testid="count">first</BranchPicker.Count>
      </BranchPicker.Root>,
    );
    expect(screen.getByTestId("count")).toHaveTextContent(/^first$/);
  });
});
