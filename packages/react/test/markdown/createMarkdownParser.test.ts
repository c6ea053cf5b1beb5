import { describe, expect, it, vi } from "vitest";
import { Lexer, type Token } from "marked";
import { createMarkdownParser, MARKDOWN_CHUNK_SIZE } from "@reasoning-ui/react/markdown";

const DOC = [
  "# Plan",
  "First **check** the forecast for [Paris](https://example.com/paris).",
  "- one\n- two\n  continued",
  "```ts\nconst x = 1;\n\nconst y = 2;\n```",
  "| city | rain |\n|:-----|-----:|\n| Paris | 80 % |",
  "> quoted\n> twice",
  "[ref]: https://example.com/ref\n\nSee [the ref][ref].",
  "Last paragraph with `code` and ~~struck~~ words.",
].join("\n\n");

const rawsOf = (blocks: readonly Token[]) => blocks.map((t) => t.raw);

describe("createMarkdownParser", () => {
  it("streamed one character at a time ends with the same blocks as one parse of the whole text", () => {
    const streamed = createMarkdownParser();
    let snap = streamed.update("");
    for (let i = 1; i <= DOC.length; i++) snap = streamed.update(DOC.slice(0, i));
    const whole = createMarkdownParser().update(DOC);
    expect(rawsOf([...snap.finished.flat(), ...snap.open])).toEqual(rawsOf([...whole.finished.flat(), ...whole.open]));
    expect(rawsOf(Lexer.lex(DOC).filter((t) => t.type !== "space"))).toEqual(rawsOf([...whole.finished.flat(), ...whole.open]));
    expect(snap.finishedCount).toBeGreaterThanOrEqual(7);
  });

  it("never lexes a finished block again on later deltas", () => {
    const lex = vi.spyOn(Lexer.prototype, "lex");
    try {
      const parser = createMarkdownParser();
      const first = "A finished paragraph that must be lexed once.\n\n";
      parser.update(first + "Second");
      expect(parser.update(first + "Second paragraph\n\nThird").finishedCount).toBe(1);
      const lexedFirst = lex.mock.calls.filter(([src]) => src.includes("must be lexed once")).length;
      expect(lexedFirst).toBe(2); // in the tail twice: before and when it was found finished
      parser.update(first + "Second paragraph\n\nThird one, growing");
      const snap = parser.update(first + "Second paragraph\n\nThird one, growing more");
      expect(snap.finished.flat().map((t) => t.raw)).toEqual(["A finished paragraph that must be lexed once."]);
      // Before the second block began, the first was part of the tail; since it is finished, no lexer call sees it.
      const calls = lex.mock.calls.map(([src]) => src);
      expect(calls.filter((src) => src.includes("must be lexed once")).length).toBe(lexedFirst);
      expect(calls.at(-1)).toBe("Second paragraph\n\nThird one, growing more");
      expect(parser.lexCount).toBe(lex.mock.calls.length);
    } finally {
      lex.mockRestore();
    }
  });

  it("keeps the finished prefix and the chunk arrays as the same objects while the tail grows", () => {
    const parser = createMarkdownParser();
    const a = parser.update("one\n\ntwo\n\nthree");
    const b = parser.update("one\n\ntwo\n\nthree four");
    expect(b.finished).toBe(a.finished);
    expect(b.finished[0]![0]).toBe(a.finished[0]![0]);
    expect(parser.update("one\n\ntwo\n\nthree four")).toBe(b);
  });

  it("chunks finished blocks so full chunks never change", () => {
    const parser = createMarkdownParser();
    const paras = Array.from({ length: MARKDOWN_CHUNK_SIZE * 2 + 3 }, (_, i) => `Paragraph ${i}.`);
    let text = "";
    let firstChunk: readonly Token[] | undefined;
    for (const p of paras) {
      text += p + "\n\n";
      const snap = parser.update(text + "tail");
      if (snap.finished.length > 1) firstChunk ??= snap.finished[0];
      if (firstChunk) expect(snap.finished[0]).toBe(firstChunk);
    }
    const snap = parser.update(text + "tail");
    expect(snap.finished.map((c) => c.length)).toEqual([MARKDOWN_CHUNK_SIZE, MARKDOWN_CHUNK_SIZE, 2]);
  });

  it("keeps the block before a half-written line open (a lone `#` may become `#hello`, a continuation)", () => {
    const parser = createMarkdownParser();
    expect(parser.update("para\n#").finishedCount).toBe(0);
    const snap = parser.update("para\n#hello");
    expect(snap.finishedCount).toBe(0);
    expect(snap.open.map((t) => t.type)).toEqual(["paragraph"]);
  });

  it("starts over when the text is not an append (shorter, or edited before the tail)", () => {
    const parser = createMarkdownParser();
    parser.update("alpha\n\nbeta\n\ngamma");
    const edited = parser.update("ALPHA\n\nbeta\n\ngamma");
    expect(edited.finished.flat().map((t) => t.raw)).toEqual(["ALPHA"]);
    expect(parser.update("x").finishedCount).toBe(0);
  });

  it("treats CRLF like LF", () => {
    const snap = createMarkdownParser().update("one\r\n\r\ntwo\r\n\r\nthree");
    expect(snap.finished.flat().map((t) => t.raw)).toEqual(["one"]);
  });

  it("applies link reference definitions from finished blocks to later blocks", () => {
    const parser = createMarkdownParser();
    parser.update("[docs]: https://example.com/docs\n\nIntro.\n\n");
    const snap = parser.update("[docs]: https://example.com/docs\n\nIntro.\n\nRead [the docs][docs]");
    const link = JSON.stringify(snap.open);
    expect(link).toContain('"href":"https://example.com/docs"');
  });

  it("closes unterminated inline markers in the open tail only", () => {
    const parser = createMarkdownParser();
    const snap = parser.update("Done **bold**.\n\nMore.\n\nNow **unfinished");
    expect(snap.open.at(-1)!.raw).toBe("Now **unfinished**");
    expect(snap.finished.flat()[0]!.raw).toBe("Done **bold**.");
    const raw = createMarkdownParser({ completeIncomplete: false }).update("Now **unfinished");
    expect(raw.open[0]!.raw).toBe("Now **unfinished");
  });
});

import fc from "fast-check";

describe("createMarkdownParser, property", () => {
  const line = fc.constantFrom(
    "", "", "para text", "more *em* text", "# Heading", "## Sub", "- item", "- [ ] task", "1. first", "2. second", "  indented", "    code",
    "> quote", "```", "```js", "~~~", "---", "===", "| a | b |", "|---|---|", "| 1 | 2 |", "<div>", "</div>", "[r]: https://e.com", "see [r]",
    "**bold", "`code", "text **x** y",
  );
  it("any document streamed in any chunks ends with exactly the blocks of one parse of the whole", () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 50 }), (lines, steps) => {
        const doc = lines.join("\n");
        const parser = createMarkdownParser({ completeIncomplete: false });
        let at = 0;
        let k = 0;
        while (at < doc.length) {
          at = Math.min(doc.length, at + steps[k++ % steps.length]!);
          parser.update(doc.slice(0, at));
        }
        const snap = parser.update(doc);
        const expected = Lexer.lex(doc).filter((t) => t.type !== "space").map((t) => t.raw);
        expect([...snap.finished.flat(), ...snap.open].map((t) => t.raw)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});
