import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Reasoning } from "../../../src";
import { STATUS_CLEAR_MS } from "../../../src/primitives/reasoning/ReasoningStatus";
import { T0 } from "../../helpers";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const block = (status: "streaming" | "complete") => (
  <Reasoning.Root status={status} visibility="visible" startedAt={T0} endedAt={status === "complete" ? T0 + 3_000 : undefined}>
    <Reasoning.Status />
  </Reasoning.Root>
);

describe("Reasoning.Status", () => {
  it("announces the lifecycle politely, never the reasoning, and clears the announcement later", () => {
    const { rerender } = render(block("streaming"));
    const region = screen.getByRole("status");
    expect(region).toHaveAttribute("aria-live", "polite");
    expect(region).toHaveTextContent("Thinking started");
    rerender(block("complete"));
    expect(region).toHaveTextContent("Thinking finished");
    act(() => vi.advanceTimersByTime(STATUS_CLEAR_MS));
    expect(region).toHaveTextContent("");
  });

  it("announces nothing for reasoning that mounts already complete (history)", () => {
    render(block("complete"));
    expect(screen.getByRole("status")).toHaveTextContent("");
  });
});
