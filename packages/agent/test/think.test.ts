// Inline <think> tags (open models behind Chat Completions or Ollama): the parser finds them however the text is
// chunked, never drops text, and holds back at most a tag's length.
import { describe, expect, it } from "vitest";
import { type ThinkTagSegment, ThinkTagParser, splitThinkTags } from "@reasoning-ui/agent";

describe("ThinkTagParser", () => {
  const joined = (segments: ThinkTagSegment[]) => {
    const out: [string, string][] = [];
    for (const s of segments) {
      const last = out.at(-1);
      if (last && last[0] === s.type) last[1] += s.text;
      else out.push([s.type, s.text]);
    }
    return out;
  };
  const parse = (chunks: string[], options?: ConstructorParameters<typeof ThinkTagParser>[0]) => {
    const p = new ThinkTagParser(options);
    return joined([...chunks.flatMap((x) => p.push(x)), ...p.end()]);
  };

  it("finds tags however the text is chunked, and holds back at most a tag's length", () => {
    const text = "<think>\nStep one.\nStep two.\n</think>\n\nThe answer is `<think>` free.\n```\n<think>in a fence</think>\n```\nEnd.";
    const expected = parse([text]);
    expect(expected).toEqual([
      ["reasoning", "Step one.\nStep two.\n"],
      ["text", "The answer is `<think>` free.\n```\n<think>in a fence</think>\n```\nEnd."],
    ]);
    for (let size = 1; size <= 9; size++) {
      const chunks = text.match(new RegExp(`[\\s\\S]{1,${size}}`, "g"))!;
      expect(parse(chunks)).toEqual(expected);
    }
    const p = new ThinkTagParser();
    p.push("<think>abc</thi");
    expect((p as unknown as { buffer: string }).buffer.length).toBeLessThan("</think>".length);
  });

  it("never drops text: odd inputs give the same defined result in one piece or char by char", () => {
    const cases: [string, [string, string][]][] = [
      ["a<b>c</think>d", [["text", "a<b>cd"]]],
      ["<think><think>x</think>y", [["reasoning", "x"], ["text", "y"]]], // a doubled opening tag is absorbed
      ["<<think>>", [["text", "<<think>>"]]],
      ["```\n</think>\n", [["text", "```\n</think>\n"]]],
      ["x\n  <think>y", [["text", "x\n  "], ["reasoning", "y"]]],
      ["<thinking>z</thinking>", [["text", "<thinking>z</thinking>"]]],
      ["<thi", [["text", "<thi"]]],
    ];
    for (const [input, expected] of cases) {
      expect(parse([input])).toEqual(expected);
      expect(parse(input.split(""))).toEqual(expected);
    }
  });

  it("a custom tag name, and splitThinkTags over an async source", async () => {
    expect(parse(["<thinking>a</thinking>b"], { tag: "thinking" })).toEqual([["reasoning", "a"], ["text", "b"]]);
    async function* src() {
      yield "<thi";
      yield "nk>r</think>t";
    }
    const out: ThinkTagSegment[] = [];
    for await (const s of splitThinkTags(src())) out.push(s);
    expect(joined(out)).toEqual([["reasoning", "r"], ["text", "t"]]);
  });
});
