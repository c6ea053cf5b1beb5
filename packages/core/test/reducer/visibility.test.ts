import { describe, expect, it } from "vitest";
import { computeVisibility } from "../../src/reducer/visibility";

describe("computeVisibility", () => {
  it("without text: hidden when an encrypted value came, else visible (still streaming)", () => {
    expect(computeVisibility("", "opaque")).toBe("hidden");
    expect(computeVisibility(undefined, "opaque")).toBe("hidden");
    expect(computeVisibility("", "")).toBe("visible");
    expect(computeVisibility("", undefined)).toBe("visible");
  });

  it("with text and nothing stated: summary when an encrypted value came with it, visible alone", () => {
    expect(computeVisibility("Plan", "opaque")).toBe("summary");
    expect(computeVisibility("Plan", undefined)).toBe("visible");
  });

  it("what the producer states in reasoningUi.summary wins over the encrypted value", () => {
    expect(computeVisibility("Full thinking", "signature", { reasoningUi: { summary: false } })).toBe("visible");
    expect(computeVisibility("A summary", undefined, { reasoningUi: { summary: true } })).toBe("summary");
    // A non-boolean statement says nothing.
    expect(computeVisibility("Plan", "opaque", { reasoningUi: { summary: "yes" } })).toBe("summary");
    expect(computeVisibility("Plan", undefined, null)).toBe("visible");
  });
});
