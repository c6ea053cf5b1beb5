import { describe, expect, it } from "vitest";
import { compactNumber, defaultLabels, defaultReasoningPartLabels, definedOnly, formatDurationEn, formatElapsedEn, mergeLabels, mergeLabelsOver } from "../src/labels";

describe("English durations", () => {
  it("formatDurationEn counts whole seconds down, then minutes and hours", () => {
    expect(formatDurationEn(999)).toBe("less than a second");
    expect(formatDurationEn(Number.NaN)).toBe("less than a second");
    expect(formatDurationEn(1_600)).toBe("1 second");
    expect(formatDurationEn(12_000)).toBe("12 seconds");
    expect(formatDurationEn(60_000)).toBe("1 minute");
    expect(formatDurationEn(125_000)).toBe("2 minutes 5 seconds");
    expect(formatDurationEn(3_780_000)).toBe("1 hour 3 minutes");
    expect(formatDurationEn(7_200_000)).toBe("2 hours");
  });

  it("formatElapsedEn is the short ticking form", () => {
    expect(formatElapsedEn(-5)).toBe("0s");
    expect(formatElapsedEn(4_900)).toBe("4s");
    expect(formatElapsedEn(65_000)).toBe("1m 5s");
    expect(formatElapsedEn(3_720_000)).toBe("1h 2m");
  });
});

describe("label sets", () => {
  it("mergeLabels merges left to right over the defaults; undefined never hides a value", () => {
    const keys = Object.keys(defaultLabels) as (keyof typeof defaultLabels)[];
    const key = keys.find((k) => typeof defaultLabels[k] === "string")!;
    expect(mergeLabels()).toBe(defaultLabels);
    expect(mergeLabels({ [key]: "A" }, undefined, { [key]: "B" })[key]).toBe("B");
    expect(mergeLabels({ [key]: "A" }, { [key]: undefined })[key]).toBe("A");
    expect(definedOnly({ a: 1, b: undefined })).toEqual({ a: 1 });
  });

  it("the reasoning parts' defaults are defaultLabels' own entries for those keys, and only those", () => {
    const keys = Object.keys(defaultReasoningPartLabels) as (keyof typeof defaultReasoningPartLabels)[];
    expect(keys).toEqual(expect.arrayContaining(["thinking", "thoughtFor", "hiddenIndicator", "summaryBadge", "reasoningTokens", "formatDuration"]));
    for (const k of keys) expect(defaultLabels[k]).toBe(defaultReasoningPartLabels[k]);
    // none of the list's, composer's or storage's strings
    expect(Object.keys(defaultReasoningPartLabels)).not.toContain("send");
    expect(Object.keys(defaultReasoningPartLabels)).not.toContain("errorReason");
    expect(Object.keys(defaultLabels).length).toBeGreaterThan(keys.length);
  });

  it("mergeLabelsOver merges left to right over a part's own defaults; other keys pass through", () => {
    expect(mergeLabelsOver(defaultReasoningPartLabels)).toBe(defaultReasoningPartLabels);
    const merged = mergeLabelsOver(defaultReasoningPartLabels, { summaryBadge: "Résumé", send: "Envoyer" }, { summaryBadge: undefined, hiddenIndicatorWhy: "Pourquoi ?" });
    expect(merged.summaryBadge).toBe("Résumé");
    expect(merged.hiddenIndicatorWhy).toBe("Pourquoi ?");
    expect(merged.send).toBe("Envoyer");
    expect(merged.thinking(undefined)).toBe("Thinking…");
    expect(merged.composerLabel).toBeUndefined();
  });

  it("compactNumber is short and lower-case in English", () => {
    expect(compactNumber("en", 3412)).toBe("3.4k");
    expect(compactNumber("en", 999)).toBe("999");
  });
});
