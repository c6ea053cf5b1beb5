import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Branch, BranchPicker } from "../src";
import { axeViolations } from "./helpers";

const prev = () => screen.getByRole("button", { name: "Previous version" });
const next = () => screen.getByRole("button", { name: "Next version" });

describe("BranchPicker (styled)", () => {
  it("shows ‹ 2/3 ›, reads 'Version 2 of 3', and asks for the neighbours", async () => {
    const onIndexChange = vi.fn();
    const { container } = render(<BranchPicker count={3} index={1} onIndexChange={onIndexChange} />);
    const group = screen.getByRole("group", { name: "Versions" });
    expect(group).toHaveAttribute("data-index", "2");
    expect(group).toHaveAttribute("data-count", "3");
    expect(group).toHaveTextContent("‹2/3Version 2 of 3›");
    expect(group.querySelector('[aria-hidden="true"]')).toHaveTextContent("2/3");
    fireEvent.click(prev());
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    fireEvent.click(next());
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
    // controlled: the shown index stays until the owner changes it
    expect(group).toHaveAttribute("data-index", "2");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("is inert at the ends (aria-disabled, still focusable) and while disabled", () => {
    const onIndexChange = vi.fn();
    const { rerender } = render(<BranchPicker count={3} index={0} onIndexChange={onIndexChange} />);
    expect(prev()).toHaveAttribute("aria-disabled", "true");
    expect(prev()).not.toBeDisabled();
    expect(next()).not.toHaveAttribute("aria-disabled");
    prev().focus();
    fireEvent.click(prev());
    expect(onIndexChange).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(prev());
    rerender(<BranchPicker count={3} index={2} onIndexChange={onIndexChange} />);
    expect(next()).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(next());
    expect(onIndexChange).not.toHaveBeenCalled();
    rerender(<BranchPicker count={3} index={1} onIndexChange={onIndexChange} disabled />);
    expect(screen.getByRole("group")).toHaveAttribute("data-disabled", "");
    for (const b of [prev(), next()]) {
      expect(b).toHaveAttribute("aria-disabled", "true");
      fireEvent.click(b);
    }
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it("uncontrolled: arrows, Home and End move through the versions; a switch is announced outside a list", async () => {
    render(<BranchPicker count={4} defaultIndex={1} />);
    const group = screen.getByRole("group");
    next().focus();
    fireEvent.keyDown(next(), { key: "ArrowRight" });
    expect(group).toHaveAttribute("data-index", "3");
    fireEvent.keyDown(next(), { key: "End" });
    expect(group).toHaveAttribute("data-index", "4");
    fireEvent.keyDown(next(), { key: "ArrowRight" });
    expect(group).toHaveAttribute("data-index", "4");
    fireEvent.keyDown(next(), { key: "Home" });
    expect(group).toHaveAttribute("data-index", "1");
    fireEvent.keyDown(next(), { key: "ArrowLeft" });
    expect(group).toHaveAttribute("data-index", "1");
    expect(screen.getByRole("status")).toHaveTextContent("Version 1 of 4");
  });

  it("clamps a bad index or count instead of throwing", () => {
    render(<BranchPicker count={Number.NaN} index={7} />);
    expect(screen.getByRole("group")).toHaveAttribute("data-index", "1");
    expect(screen.getByRole("group")).toHaveAttribute("data-count", "1");
  });

  it("styled: one theme class per part, unstyled: none", () => {
    const { rerender } = render(<BranchPicker count={2} index={0} className="mine" />);
    expect(screen.getByRole("group").className).toBe("rui-branch-picker mine");
    expect(prev().className).toBe("rui-branch-picker-button");
    rerender(<BranchPicker count={2} index={0} className="mine" unstyled />);
    expect(screen.getByRole("group").className).toBe("mine");
    expect(prev()).not.toHaveAttribute("data-rui-styled");
  });
});

describe("BranchPicker.Root / Previous / Count / Next (headless)", () => {
  it("asChild merges onto your elements; labels are overridable", () => {
    function Mine() {
      const [index, setIndex] = useState(0);
      return (
        <BranchPicker.Root count={2} index={index} onIndexChange={setIndex} labels={{ versionOf: (i, n) => `Variante ${i + 1} sur ${n}`, nextVersion: "Suivante" }}>
          <BranchPicker.Previous asChild>
            <a href="#prev" className="p">
              back
            </a>
          </BranchPicker.Previous>
          <BranchPicker.Count />
          <BranchPicker.Next className="n" />
        </BranchPicker.Root>
      );
    }
    render(<Mine />);
    const link = screen.getByText("back");
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("data-rui", "branch-picker-previous");
    expect(link).toHaveAttribute("aria-disabled", "true");
    act(() => fireEvent.click(screen.getByRole("button", { name: "Suivante" })));
    expect(screen.getByText("Variante 2 sur 2")).toBeInTheDocument();
    expect(link).not.toHaveAttribute("aria-disabled");
  });

  it("parts outside a Root throw a clear error", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Branch.Next />)).toThrow("`Branch.Next` must be used within `Branch.Root`");
    // the deprecated statics are the same parts
    expect(() => render(<BranchPicker.Next />)).toThrow("`Branch.Next` must be used within `Branch.Root`");
    vi.restoreAllMocks();
  });
});
