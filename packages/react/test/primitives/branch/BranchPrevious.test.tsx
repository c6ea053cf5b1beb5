import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BranchPicker } from "../../../src";

describe("BranchPicker.Previous", () => {
  it("is a button labelled 'Previous version' with '‹' by default; your children replace the glyph", () => {
    render(
      <BranchPicker.Root count={2} index={1} onIndexChange={() => {}}>
        <BranchPicker.Previous />
      </BranchPicker.Root>,
    );
    const previous = screen.getByRole("button", { name: "Previous version" });
    expect(previous).toHaveTextContent("‹");
    expect(previous).toHaveAttribute("data-rui", "branch-picker-previous");
    expect(previous).not.toHaveAttribute("aria-disabled");
  });
});
