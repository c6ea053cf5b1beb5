import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HiddenReasoningIndicator } from "../../src";
import { defaultLabels } from "../../src/labels";
import { T0 } from "../helpers";

describe("HiddenReasoningIndicator", () => {
  it("says the agent reasoned privately and for how long, as a described note", () => {
    render(<HiddenReasoningIndicator status="complete" startedAt={T0} endedAt={T0 + 12_000} />);
    const note = screen.getByRole("note");
    expect(note).toHaveAttribute("data-rui", "hidden-indicator");
    expect(note).toHaveAttribute("data-reason", "encrypted");
    expect(note).toHaveTextContent(defaultLabels.hiddenIndicator(12_000, "complete", "encrypted"));
    expect(note).toHaveAccessibleDescription(defaultLabels.hiddenIndicatorDescription);
  });

  it("names another reason (redacted by the provider) in its text and description", () => {
    render(<HiddenReasoningIndicator status="complete" reason="redacted" startedAt={T0} endedAt={T0 + 3_000} />);
    const note = screen.getByRole("note");
    expect(note).toHaveAttribute("data-reason", "redacted");
    expect(note).toHaveTextContent(defaultLabels.hiddenIndicator(3_000, "complete", "redacted"));
    expect(note).toHaveAccessibleDescription(defaultLabels.hiddenReasonDescription("redacted"));
  });
});
