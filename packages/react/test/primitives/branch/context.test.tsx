import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BranchPicker } from "../../../src";
import { useBranchPickerContext } from "../../../src/primitives/branch/context";

describe("useBranchPickerContext", () => {
  it("gives a part of your own the root's index, count and setter", () => {
    const onIndexChange = vi.fn();
    function Dots() {
      const { index, count, setIndex } = useBranchPickerContext("Dots");
      return (
        <>
          {Array.from({ length: count }, (_, i) => (
            <button key={i} aria-pressed={i === index} onClick={() => setIndex(i)}>
              {i + 1}
            </button>
          ))}
        </>
      );
    }
    render(
      <BranchPicker.Root count={3} index={2} onIndexChange={onIndexChange}>
        <Dots />
      </BranchPicker.Root>,
    );
    expect(screen.getByRole("button", { name: "3" })).toHaveAttribute("aria-pressed", "true");
    screen.getByRole("button", { name: "1" }).click();
    expect(onIndexChange).toHaveBeenCalledWith(0);
  });

  it("outside a Root it throws naming the part", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Dots() {
      useBranchPickerContext("Dots");
      return null;
    }
    expect(() => render(<Dots />)).toThrow("`Dots` must be used within `Branch.Root`");
    vi.restoreAllMocks();
  });
});
