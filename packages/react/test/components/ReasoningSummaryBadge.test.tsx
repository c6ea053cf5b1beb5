import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReasoningSummaryBadge } from "../../src";
import { defaultLabels } from "../../src/labels";

describe("ReasoningSummaryBadge", () => {
  it("is a note saying only a summary is shown, described by why (also its tooltip)", () => {
    render(<ReasoningSummaryBadge />);
    const note = screen.getByRole("note");
    expect(note).toHaveAttribute("data-rui", "summary-badge");
    expect(note).toHaveAttribute("data-variant", "inline");
    expect(note).toHaveTextContent("Summary · full reasoning kept private");
    expect(note).toHaveAccessibleDescription(defaultLabels.summaryBadgeDescription);
    expect(note).toHaveAttribute("title", defaultLabels.summaryBadgeDescription);
  });

  it("takes your labels and the block variant", () => {
    render(<ReasoningSummaryBadge variant="block" labels={{ summaryBadge: "Résumé seulement" }} />);
    const note = screen.getByRole("note");
    expect(note).toHaveAttribute("data-variant", "block");
    expect(note).toHaveTextContent("Résumé seulement");
  });
});
