// The kit's metadata convention as the bridges read it back from a history message.
import { describe, expect, it } from "vitest";
import { readReasoningUiMetadata, summaryTitle } from "@reasoning-ui/agent";

describe("metadata convention", () => {
  it("reads reasoningUi metadata and titles defensively", () => {
    expect(readReasoningUiMetadata({ metadata: { reasoningUi: { hidden: "omitted" } } })).toEqual({ hidden: "omitted" });
    expect(readReasoningUiMetadata({ metadata: { reasoningUi: "x" } })).toBeUndefined();
    expect(readReasoningUiMetadata({ metadata: null })).toBeUndefined();
    expect(summaryTitle("**Planning**\n\nText")).toBe("Planning");
    expect(summaryTitle("No title")).toBeUndefined();
  });
});
