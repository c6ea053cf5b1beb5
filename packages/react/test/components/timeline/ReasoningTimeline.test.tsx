import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReasoningTimeline } from "../../../src/steps";
import { T0, apply, axeViolations, ev, renderWithStore } from "../../helpers";
import { interleaved, question } from "../../primitives/timeline/turn.fixture";

describe("ReasoningTimeline", () => {
  it("after the turn: the header totals it, expands to the steps in wire order with status and duration; axe-clean", async () => {
    const store = question();
    const { container } = renderWithStore(<ReasoningTimeline turn="u-1" />, store);
    await apply(store, ...interleaved);
    const trigger = screen.getByRole("button", { name: "Thought for 41 seconds · 3 steps" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    const list = screen.getByRole("list", { name: "Reasoning steps" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => [li.getAttribute("data-kind"), li.getAttribute("data-status")])).toEqual([
      ["reasoning", "complete"],
      ["tool", "complete"],
      ["reasoning", "complete"],
    ]);
    expect(items[0]).toHaveTextContent("Searching the docs");
    expect(items[0]).toHaveTextContent("Done");
    expect(items[0]).toHaveTextContent("4 seconds");
    expect(items[0]).toHaveTextContent("The user wants the API.");
    // The title line is the step title, not repeated in its text.
    expect(items[0]!.querySelector('[data-rui="timeline-step-text"]')).toHaveTextContent(/^The user wants the API.$/);
    expect(items[1]).toHaveTextContent("search_docs");
    expect(items[2]).toHaveTextContent("Writing the answer");
    expect(items[2]).toHaveTextContent("11 seconds");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("while streaming: the header shows the current step's title and that step is aria-current", async () => {
    const store = question();
    renderWithStore(<ReasoningTimeline turn="u-1" defaultOpen />, store);
    await apply(store, ...interleaved.slice(0, 4));
    expect(screen.getByRole("button", { name: "Searching the docs…" })).toHaveAttribute("data-status", "active");
    expect(screen.getByRole("list")).toHaveAttribute("aria-busy", "true");
    await apply(store, ...interleaved.slice(4, 9));
    expect(screen.getByRole("button", { name: "search_docs…" })).toBeInTheDocument();
    const current = screen.getAllByRole("listitem").find((li) => li.getAttribute("aria-current") === "step");
    expect(current).toHaveAttribute("data-kind", "tool");
  });

  it("a failed run marks the open step failed and says so in the header", async () => {
    const store = question();
    renderWithStore(<ReasoningTimeline turn="u-1" defaultOpen />, store);
    await apply(store, ...interleaved.slice(0, 9), ev.runError("upstream down"));
    expect(screen.getByRole("button", { name: "Failed after 4 seconds · 2 steps" })).toHaveAttribute("data-status", "failed");
    const failed = screen.getAllByRole("listitem")[1]!;
    expect(failed).toHaveAttribute("data-status", "failed");
    expect(failed).toHaveTextContent("Failed");
  });

  it("hidden reasoning shows as hidden, never the encrypted value; labels override the strings", async () => {
    const store = question();
    const { container } = renderWithStore(
      <ReasoningTimeline turn="u-1" defaultOpen labels={{ summary: (_ms, n) => `Fini · ${n} étape(s)`, untitled: () => "Réflexion privée" }} />,
      store,
    );
    await apply(store, ev.runStarted(), ev.spanStart("s", T0), ev.start("r-h", T0), ev.end("r-h", T0 + 2_000), ev.encrypted("r-h", "SECRET-OPAQUE"), ev.spanEnd("s", T0 + 2_000), ev.runFinished());
    expect(screen.getByRole("button", { name: "Fini · 1 étape(s)" })).toBeInTheDocument();
    const step = screen.getByRole("listitem");
    expect(step).toHaveAttribute("data-visibility", "hidden");
    expect(step).toHaveTextContent("Réflexion privée");
    expect(step).toHaveTextContent("This reasoning is private (encrypted).");
    expect(container.innerHTML).not.toContain("SECRET-OPAQUE");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("renders nothing for a turn without reasoning or tool calls", () => {
    const { container } = renderWithStore(<ReasoningTimeline turn="u-1" />, question());
    expect(container).toBeEmptyDOMElement();
  });
});
