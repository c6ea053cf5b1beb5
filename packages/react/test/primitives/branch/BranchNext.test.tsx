import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BranchPicker } from "../../../src";

describe("BranchPicker.Next", () => {
  it("is a button labelled 'Next version' with '›' by default, marked with its data-rui, index and count", () => {
    render(
      <BranchPicker.Root count={2} index={0} onIndexChange={() => {}}>
        <BranchPicker.Next />
      </BranchPicker.Root>,
    );
    const next = screen.getByRole("button", { name: "Next version" });
    expect(next).toHaveAttribute("type", "button");
    expect(next).toHaveTextContent("›");
    expect(next).toHaveAttribute("data-rui", "branch-picker-next");
    expect(next).not.toHaveAttribute("aria-disabled");
  });
});
