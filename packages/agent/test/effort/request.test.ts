import { describe, expect, it } from "vitest";
import { readReasoningRequest } from "@reasoning-ui/agent";

describe("readReasoningRequest", () => {
  it("reads effort and budget from forwardedProps.reasoning, bounded", () => {
    expect(readReasoningRequest({ reasoning: { effort: "high", budgetTokens: 8000.7 } })).toEqual({ effort: "high", budgetTokens: 8000 });
    expect(readReasoningRequest({ reasoning: { effort: "low", budgetTokens: 1e12 } })).toEqual({ effort: "low", budgetTokens: 1_000_000 });
    expect(readReasoningRequest({ reasoning: { effort: "off", budgetTokens: 500 } })).toEqual({ effort: "off" });
    expect(readReasoningRequest({ reasoning: { effort: "medium", budgetTokens: -3 } })).toEqual({ effort: "medium" });
    expect(readReasoningRequest({ reasoning: { effort: "max" } })).toBeUndefined();
    expect(readReasoningRequest({ reasoning: "high" })).toBeUndefined();
    expect(readReasoningRequest(undefined)).toBeUndefined();
    expect(readReasoningRequest(null)).toBeUndefined();
  });
});
