import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BranchPicker } from "../../../src";

const picker = (index: number, onIndexChange = vi.fn(), disabled = false) =>
  render(
    <BranchPicker.Root count={3} index={index} onIndexChange={onIndexChange} disabled={disabled}>
      <BranchPicker.Previous />
      <BranchPicker.Next />
    </BranchPicker.Root>,
  );

describe("BranchPicker.Previous / Next (the shared step)", () => {
  it("asks for the version one back or forward", () => {
    const onIndexChange = vi.fn();
    picker(1, onIndexChange);
    act(() => fireEvent.click(screen.getByRole("button", { name: "Previous version" })));
    act(() => fireEvent.click(screen.getByRole("button", { name: "Next version" })));
    expect(onIndexChange.mock.calls).toEqual([[0], [2]]);
  });

  it("at an end, or while disabled, it is aria-disabled, does nothing, and stays focusable", () => {
    const onIndexChange = vi.fn();
    picker(0, onIndexChange);
    const previous = screen.getByRole("button", { name: "Previous version" });
    expect(previous).toHaveAttribute("aria-disabled", "true");
    expect(previous).not.toBeDisabled();
    previous.focus();
    expect(previous).toHaveFocus();
    act(() => fireEvent.click(previous));
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it("a disabled root makes both inert", () => {
    const onIndexChange = vi.fn();
    picker(1, onIndexChange, true);
    for (const name of ["Previous version", "Next version"]) {
      const button = screen.getByRole("button", { name });
      expect(button).toHaveAttribute("aria-disabled", "true");
      act(() => fireEvent.click(button));
    }
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it("a click handler of yours that prevents the default stops the step", () => {
    const onIndexChange = vi.fn();
    render(
      <BranchPicker.Root count={3} index={1} onIndexChange={onIndexChange}>
        <BranchPicker.Next onClick={(e) => e.preventDefault()} />
      </BranchPicker.Root>,
    );
    act(() => fireEvent.click(screen.getByRole("button", { name: "Next version" })));
    expect(onIndexChange).not.toHaveBeenCalled();
  });
});
