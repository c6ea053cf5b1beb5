import { describe, expect, it } from "vitest";
import { sumTokenUsage } from "../../src/protocol/tokenUsage";

describe("sumTokenUsage", () => {
  it("sums each count over the entries that carry it and drops provider and model", () => {
    expect(
      sumTokenUsage([
        { provider: "openai", model: "a", inputTokens: 10, outputTokens: 50, reasoningTokens: 30, totalTokens: 60 },
        { provider: "anthropic", model: "b", outputTokens: 10, cachedInputTokens: 4 },
      ]),
    ).toEqual({ inputTokens: 10, outputTokens: 60, reasoningTokens: 30, totalTokens: 60, cachedInputTokens: 4 });
  });

  it("leaves out counts no entry carries, and ignores non-finite numbers", () => {
    expect(sumTokenUsage(undefined)).toEqual({});
    expect(sumTokenUsage([])).toEqual({});
    expect(sumTokenUsage([{ outputTokens: Number.NaN }, { outputTokens: Infinity }, { outputTokens: 2 }])).toEqual({ outputTokens: 2 });
  });
});
