import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Reasoning } from "../../../src";
import { partAttributes, useReasoningRootContext } from "../../../src/primitives/reasoning/context";
import { T0 } from "../../helpers";

describe("the Reasoning.Root contexts", () => {
  it("useReasoningRootContext gives a part of your own the block's status and visibility", () => {
    function Badge() {
      const ctx = useReasoningRootContext("Badge");
      return <span data-testid="badge">{`${ctx.status}/${ctx.visibility}`}</span>;
    }
    render(
      <Reasoning.Root status="complete" visibility="summary" startedAt={T0} endedAt={T0 + 1_000}>
        <Badge />
      </Reasoning.Root>,
    );
    expect(screen.getByTestId("badge")).toHaveTextContent("complete/summary");
  });

  it("outside a Root it throws naming the part; partAttributes gives the data-* state", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Badge() {
      useReasoningRootContext("Badge");
      return null;
    }
    expect(() => render(<Badge />)).toThrow("`Badge` must be used within `Reasoning.Root`");
    vi.restoreAllMocks();
    expect(partAttributes({ open: true, status: "streaming", visibility: "visible", stopped: false })).toMatchObject({ "data-state": "open", "data-status": "streaming", "data-visibility": "visible" });
  });
});
