import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EffortControl } from "../../../src";
import { Headless, WITH_BUDGET } from "./effort.fixture";

describe("EffortControl.Label", () => {
  it("is the legend that names the group, 'Reasoning effort' unless you say otherwise", () => {
    render(
      <Headless support={WITH_BUDGET}>
        <EffortControl.Label>Thinking</EffortControl.Label>
        <EffortControl.Items />
      </Headless>,
    );
    const legend = screen.getByText("Thinking");
    expect(legend.tagName).toBe("LEGEND");
    expect(legend).toHaveAttribute("data-rui", "effort-control-label");
    expect(screen.getByRole("group", { name: "Thinking" })).toBeInTheDocument();
  });
});
