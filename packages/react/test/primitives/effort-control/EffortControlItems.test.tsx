import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EffortControl } from "../../../src";
import { Headless, NO_BUDGET } from "./effort.fixture";

describe("EffortControl.Items", () => {
  it("offers the agent's efforts in order, all four when support is unknown", () => {
    const { unmount } = render(<Headless support={NO_BUDGET} initial={{ effort: "low" }} />);
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["low", "high"]);
    unmount();
    render(<Headless />);
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["off", "low", "medium", "high"]);
  });

  it("takes a render function for each effort", () => {
    render(
      <Headless support={NO_BUDGET} initial={{ effort: "low" }}>
        <EffortControl.Label />
        <EffortControl.Items>{(effort) => <EffortControl.Item key={effort} value={effort}>{`level ${effort}`}</EffortControl.Item>}</EffortControl.Items>
      </Headless>,
    );
    expect(screen.getByRole("radio", { name: "level high" })).toBeInTheDocument();
  });
});
