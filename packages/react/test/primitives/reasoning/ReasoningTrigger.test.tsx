import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Reasoning } from "../../../src";
import { T0 } from "../../helpers";

describe("Reasoning.Trigger", () => {
  it("is a disclosure button showing the duration by default, toggling open with data-state", () => {
    render(
      <Reasoning.Root status="complete" visibility="visible" startedAt={T0} endedAt={T0 + 12_000}>
        <Reasoning.Trigger />
        <Reasoning.Content text="Step one." />
      </Reasoning.Root>,
    );
    const trigger = screen.getByRole("button");
    expect(trigger).toHaveAttribute("type", "button");
    expect(trigger).toHaveAttribute("data-rui", "reasoning-trigger");
    expect(trigger).toHaveTextContent("Thought for 12 seconds");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    act(() => fireEvent.click(trigger));
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(trigger).toHaveAttribute("data-state", "open");
    expect(trigger).toHaveAttribute("aria-controls", screen.getByText("Step one.").closest("[id]")!.id);
  });

  it("asChild puts the trigger's behaviour on your element", () => {
    render(
      <Reasoning.Root status="complete" visibility="visible" startedAt={T0} endedAt={T0 + 2_000}>
        <Reasoning.Trigger asChild>
          <a href="#r">Show reasoning</a>
        </Reasoning.Trigger>
      </Reasoning.Root>,
    );
    const link = screen.getByText("Show reasoning");
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("aria-expanded", "false");
    expect(link).toHaveAttribute("data-rui", "reasoning-trigger");
  });
});
