import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useEffortControlContext } from "../../../src/primitives/effort-control/context";
import { Headless, WITH_BUDGET } from "./effort.fixture";

describe("useEffortControlContext", () => {
  it("gives a part of your own the root's value", () => {
    function Current() {
      const ctx = useEffortControlContext("Current");
      return <span data-testid="current">{JSON.stringify(ctx.value)}</span>;
    }
    render(
      <Headless support={WITH_BUDGET} initial={{ effort: "low" }}>
        <Current />
      </Headless>,
    );
    expect(JSON.parse(screen.getByTestId("current").textContent!)).toEqual({ effort: "low" });
  });

  it("outside a Root it throws naming the part", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Current() {
      useEffortControlContext("Current");
      return null;
    }
    expect(() => render(<Current />)).toThrow("`Current` must be used within `EffortControl.Root`");
    vi.restoreAllMocks();
  });
});
