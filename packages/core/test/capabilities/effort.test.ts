import { describe, expect, it } from "vitest";
import { effortSupport, reasoningForwardedProps } from "../../src";

describe("effortSupport", () => {
  it("reads reasoning.supported and custom.reasoningEffort, tolerating anything else", () => {
    expect(effortSupport(undefined)).toEqual({ reasoning: "unknown", efforts: ["off", "low", "medium", "high"] });
    expect(effortSupport({ reasoning: { supported: false } })).toEqual({ reasoning: "unsupported", efforts: ["off", "low", "medium", "high"] });
    expect(
      effortSupport({ reasoning: { supported: true }, custom: { reasoningEffort: { efforts: ["high", "low", "max"], budgetTokens: { min: 1024.5, max: 8000 } } } }),
    ).toEqual({ reasoning: "supported", efforts: ["low", "high"], budgetTokens: { min: 1024, max: 8000 } });
    expect(effortSupport({ custom: { reasoningEffort: { efforts: "all", budgetTokens: { min: 9, max: 2 } } } } as never)).toEqual({
      reasoning: "unknown",
      efforts: ["off", "low", "medium", "high"],
    });
    expect(effortSupport({ reasoning: "yes", custom: null } as never).reasoning).toBe("unknown");
  });
});

describe("reasoningForwardedProps", () => {
  it("builds forwardedProps.reasoning, dropping a budget for off and junk", () => {
    expect(reasoningForwardedProps({ effort: "high", budgetTokens: 8000.9 })).toEqual({ reasoning: { effort: "high", budgetTokens: 8000 } });
    expect(reasoningForwardedProps({ effort: "off", budgetTokens: 8000 })).toEqual({ reasoning: { effort: "off" } });
    expect(reasoningForwardedProps({ effort: "low", budgetTokens: Number.NaN })).toEqual({ reasoning: { effort: "low" } });
    expect(reasoningForwardedProps({ effort: "max" } as never)).toEqual({});
    expect(reasoningForwardedProps(undefined)).toEqual({});
  });
});
