import { describe, expect, it } from "vitest";
import { fenced } from "../../src/export/toMarkdown";

describe("fenced", () => {
  it("uses a three-backtick fence for text without backticks, with the language after it", () => {
    expect(fenced('{"a":1}', "json")).toBe('```json\n{"a":1}\n```');
  });

  it("makes the fence longer than any backtick run inside, so the text cannot close it", () => {
    const text = "before\n````\ninside\n````\nafter";
    const out = fenced(text);
    expect(out.startsWith("`````\n")).toBe(true);
    expect(out.endsWith("\n`````")).toBe(true);
    expect(out.slice(6, -6)).toBe(text);
  });
});
