import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { EffortControl, type EffortSupport, type ReasoningRequest, effortSupport, reasoningForwardedProps } from "../../src";
import { axeViolations } from "../helpers";

const WITH_BUDGET: EffortSupport = { reasoning: "supported", efforts: ["off", "low", "medium", "high"], budgetTokens: { min: 1024, max: 32000 } };

function Controlled({ support, onChange }: { support?: EffortSupport; onChange?: (v: ReasoningRequest) => void }) {
  const [value, setValue] = useState<ReasoningRequest>({ effort: "medium" });
  return (
    <>
      <EffortControl
        support={support}
        value={value}
        onValueChange={(v) => {
          onChange?.(v);
          setValue(v);
        }}
      />
      <output data-testid="sent">{JSON.stringify(reasoningForwardedProps(value))}</output>
    </>
  );
}

const sent = () => JSON.parse(screen.getByTestId("sent").textContent!);

describe("EffortControl", () => {
  it("is a labelled radio group; click and arrow keys change the effort; axe-clean", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(<Controlled support={WITH_BUDGET} onChange={onChange} />);
    const group = screen.getByRole("group", { name: "Reasoning effort" });
    expect(group).toHaveAttribute("data-reasoning", "supported");
    expect(screen.getAllByRole("radio").map((r) => r.getAttribute("value"))).toEqual(["off", "low", "medium", "high"]);
    expect(screen.getByRole("radio", { name: "Medium" })).toBeChecked();
    await user.click(screen.getByText("High"));
    expect(onChange).toHaveBeenLastCalledWith({ effort: "high" });
    expect(screen.getByRole("radio", { name: "High" }).closest("label")).toHaveAttribute("data-state", "checked");
    screen.getByRole("radio", { name: "High" }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("radio", { name: "Medium" })).toBeChecked();
    expect(sent()).toEqual({ reasoning: { effort: "medium" } });
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes a token budget only where the agent does, bounded, and not for off", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Controlled support={WITH_BUDGET} />);
    const budget = screen.getByRole("spinbutton", { name: "Thinking budget (tokens)" });
    expect(budget).toHaveAttribute("min", "1024");
    expect(budget).toHaveAttribute("max", "32000");
    await user.type(budget, "8000");
    expect(sent()).toEqual({ reasoning: { effort: "medium", budgetTokens: 8000 } });
    await user.clear(budget);
    await user.type(budget, "99");
    expect(budget).toHaveAttribute("aria-invalid", "true");
    expect(sent()).toEqual({ reasoning: { effort: "medium" } });
    fireEvent.blur(budget);
    expect(budget).toHaveValue(1024);
    expect(sent()).toEqual({ reasoning: { effort: "medium", budgetTokens: 1024 } });
    await user.click(screen.getByText("Off"));
    expect(budget).toBeDisabled();
    expect(sent()).toEqual({ reasoning: { effort: "off" } });
    unmount();
    render(<Controlled support={effortSupport({ reasoning: { supported: true } })} />);
    expect(screen.queryByRole("spinbutton")).toBeNull();
  });

  it("unsupported: disabled and explained, or hidden; unknown stays usable", async () => {
    const unsupported = effortSupport({ reasoning: { supported: false } });
    const { container, rerender } = render(<EffortControl support={unsupported} />);
    const group = screen.getByRole("group", { name: "Reasoning effort" });
    expect(group).toBeDisabled();
    expect(group).toHaveAccessibleDescription("This agent does not reason, so effort does not apply.");
    expect(await axeViolations(container)).toEqual([]);
    rerender(<EffortControl support={unsupported} whenUnsupported="hide" />);
    expect(screen.queryByRole("group")).toBeNull();
    rerender(<EffortControl />);
    expect(screen.getByRole("group")).toHaveAttribute("data-reasoning", "unknown");
    expect(screen.getByRole("group")).toBeEnabled();
    expect(screen.getAllByRole("radio")).toHaveLength(4);
  });

  it("headless parts compose with labels of your own; outside a Root they throw", () => {
    render(
      <EffortControl.Root defaultValue={{ effort: "low" }} support={{ reasoning: "supported", efforts: ["low", "high"] }} labels={{ effortLabel: "Thinking" }}>
        <EffortControl.Label />
        <EffortControl.Items>{(e) => <EffortControl.Item key={e} value={e}>{e === "low" ? "Quick" : "Deep"}</EffortControl.Item>}</EffortControl.Items>
      </EffortControl.Root>,
    );
    expect(screen.getByRole("group", { name: "Thinking" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Quick" })).toBeChecked();
    fireEvent.click(screen.getByRole("radio", { name: "Deep" }));
    expect(screen.getByRole("radio", { name: "Deep" })).toBeChecked();
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<EffortControl.Item value="low" />)).toThrow("`EffortControl.Item` must be used within `EffortControl.Root`");
    vi.restoreAllMocks();
  });
});
