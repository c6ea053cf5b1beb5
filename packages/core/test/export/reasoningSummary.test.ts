import { describe, expect, it } from "vitest";
import { leadingReasoningTitle, reasoningTitle, type ExportReasoning } from "../../src/index";
import { nextNonBlankLine } from "../../src/export/reasoningSummary";
import { SECRETS } from "./conversation";

const MODES: ExportReasoning[] = ["include", "summary", "omit"];
const FORMATS = ["markdown", "json"] as const;
const ALL_SECRETS = Object.values(SECRETS);

describe("reasoningTitle", () => {
  it.each([
    ["**Searching the docs**\n\nbody", "Searching the docs"],
    ["__Plan:__\nmore", "Plan:"],
    ["## Weighing options ##\nx", "Weighing options"],
    ["\n\n  plain first line\nsecond", "plain first line"],
    ["x".repeat(300), "x".repeat(199) + "…"],
    ["   ", ""],
  ])("%j → %j", (text, title) => expect(reasoningTitle(text)).toBe(title));
});

describe("nextNonBlankLine", () => {
  it.each([
    ["", 0, undefined],
    ["\n  \n\t\n", 0, undefined],
    ["title", 0, [0, 5]],
    ["\n \n**Plan**\nrest", 0, [3, 11]],
    ["**Plan**\n\n  body\n", 9, [10, 16]],
  ] as const)("%j from %d → %j", (text, from, line) => expect(nextNonBlankLine(text, from)).toEqual(line));

  it("reads a long text only up to its first line (a 10 MB text is not split)", () => {
    const text = `**Plan**\n${"x".repeat(10_000_000)}`;
    const split = String.prototype.split;
    let splits = 0;
    String.prototype.split = function (this: string, ...args: Parameters<typeof split>) {
      splits++;
      return split.apply(this, args);
    } as typeof split;
    try {
      expect(nextNonBlankLine(text)).toEqual([0, 8]);
      expect(leadingReasoningTitle(text)).toBe("Plan");
    } finally {
      String.prototype.split = split;
    }
    expect(splits).toBe(0);
  });
});
