import { describe, expect, it } from "vitest";
import { reasoningTitle, type ExportReasoning } from "../../src/index";
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
