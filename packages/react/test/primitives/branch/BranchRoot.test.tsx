import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Branch, BranchPicker } from "../../../src";

const prev = () => screen.getByRole("button", { name: "Previous version" });
const next = () => screen.getByRole("button", { name: "Next version" });

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
