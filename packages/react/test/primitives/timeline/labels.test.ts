import { describe, expect, it } from "vitest";
import { defaultTimelineLabels as labels } from "../../../src/primitives/timeline/labels";

describe("defaultTimelineLabels", () => {
  it("sums a finished turn up by duration and step count, and a failed or interrupted one by what happened", () => {
    expect(labels.summary(41_000, 5, "complete")).toBe("Thought for 41 seconds · 5 steps");
    expect(labels.summary(500, 1, "complete")).toBe("Thought briefly · 1 step");
    expect(labels.summary(undefined, 2, "complete")).toBe("Finished · 2 steps");
    expect(labels.summary(12_000, 2, "failed")).toBe("Failed after 12 seconds · 2 steps");
    expect(labels.summary(undefined, 2, "interrupted")).toBe("Interrupted · 2 steps");
  });

  it("names untitled steps, statuses and hidden reasons in words", () => {
    expect(labels.untitled({ kind: "tool" } as never)).toBe("Tool call");
    expect(labels.untitled({ kind: "reasoning", visibility: "hidden" } as never)).toBe("Reasoned privately");
    expect(labels.untitled({ kind: "reasoning", visibility: "visible" } as never)).toBe("Thinking");
    expect(labels.status("interrupted")).toBe("Interrupted");
    expect(labels.hidden("redacted")).toBe("Reasoning redacted by the provider");
    expect(labels.hidden(undefined)).toBe("This reasoning is private (encrypted).");
    expect(labels.currentStep("Searching")).toBe("Searching…");
  });
});
