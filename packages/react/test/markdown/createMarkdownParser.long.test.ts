import { describe, expect, it } from "vitest";
import { Lexer, type Token } from "marked";
import { createMarkdownParser, MARKDOWN_PARAGRAPH_PIECE_CHARS, MARKDOWN_WINDOW_CHARS, type ParagraphPiece } from "@reasoning-ui/react/markdown";

/** One paragraph without a blank line: the demo agent's `flood` reasoning. */
const LINE = "Let me check the sources again, because the forecast model and the wind data disagree here.\n";
const blocks = (s: { finished: readonly (readonly Token[])[]; open: readonly Token[] }) => [...s.finished.flat(), ...s.open];
/** The paragraph's words, whatever the pieces: what a reader sees. */
const words = (tokens: readonly Token[]) => tokens.map((t) => (t as { text?: string }).text ?? "").join("\n").split(/\s+/).filter(Boolean);

describe("createMarkdownParser: a paragraph that never ends", () => {
  it("streamed, is finished in pieces of ≥ 8 KiB while the open tail stays under 8 KiB plus its lookahead and a delta", () => {
    const text = LINE.repeat(2000); // ~184 KB
    const parser = createMarkdownParser();
    let snap = parser.update("");
    let longestOpen = 0;
    for (let at = 0; at <= text.length; at += 1024) {
      snap = parser.update(text.slice(0, at));
      longestOpen = Math.max(longestOpen, at - snap.openOffset);
    }
    snap = parser.update(text);
    expect(longestOpen).toBeLessThanOrEqual(MARKDOWN_PARAGRAPH_PIECE_CHARS + 4 * LINE.length + 1024);
    const pieces = snap.finished.flat() as ParagraphPiece[];
    expect(pieces.length).toBeGreaterThan(10);
    for (const piece of pieces) {
      expect(piece.type).toBe("paragraph");
      expect(piece.continued).toBe(true);
      expect(piece.raw.length).toBeGreaterThanOrEqual(MARKDOWN_PARAGRAPH_PIECE_CHARS);
    }
    expect(snap.open.map((t) => t.type)).toEqual(["paragraph"]);
    expect((snap.open[0] as ParagraphPiece).continued).toBeUndefined();
    // every word is there once, in order: the pieces read as the one paragraph
    expect(words(blocks(snap))).toEqual(words(Lexer.lex(text)));
    expect(pieces.map((p) => p.raw).join("") + snap.open[0]!.raw).toBe(text);
  });

  it("given whole, ends with the blocks of the same text streamed in", () => {
    const text = `# Notes\n\n${LINE.repeat(1500)}\nAnd a last paragraph.\n`;
    const streamed = createMarkdownParser();
    for (let at = 0; at <= text.length; at += 4096) streamed.update(text.slice(0, at));
    const a = streamed.update(text);
    const b = createMarkdownParser().update(text);
    expect(blocks(b).map((t) => [t.type, t.raw])).toEqual(blocks(a).map((t) => [t.type, t.raw]));
    expect(blocks(b)[0]!.type).toBe("heading");
    expect(blocks(b).at(-1)!.raw).toContain("And a last paragraph.");
  });

  it("cuts only before a line that starts with a letter, so the rest reads as it did (no code block, no list)", () => {
    const text = ("    indented continuation\n2. not a list inside a paragraph\n" + LINE.repeat(3)).repeat(400);
    const snap = createMarkdownParser().update(`Start.\n${text}`);
    const all = blocks(snap);
    expect(all.every((t) => t.type === "paragraph")).toBe(true);
    expect(all.length).toBeGreaterThan(5);
    for (const t of all.slice(1)) expect(/^\p{L}/u.test(t.raw)).toBe(true);
  });

  it("leaves short paragraphs and a long code block as they were", () => {
    const short = `${LINE.repeat(80)}\n${LINE}`; // ~7.4 KB: under 8 KiB
    expect(blocks(createMarkdownParser().update(short)).map((t) => t.type)).toEqual(["paragraph", "paragraph"]);
    const fence = "```\n" + "code\n".repeat(10_000) + "```\n";
    const snap = createMarkdownParser().update(fence);
    expect(blocks(snap).map((t) => t.type)).toEqual(["code"]);
  });
});

describe("createMarkdownParser: parse budget", () => {
  it("stops at the budget (parsedTo), goes on with the same text, and ends as an unbudgeted parse", () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `Paragraph ${i} with **bold** and \`code\`.`).join("\n\n");
    const parser = createMarkdownParser();
    let snap = parser.update(text, { parseBudget: MARKDOWN_WINDOW_CHARS });
    expect(snap.parsedTo).toBeGreaterThan(0);
    expect(snap.parsedTo).toBeLessThan(text.length);
    expect(snap.open).toEqual([]);
    let updates = 1;
    while (snap.parsedTo !== undefined) {
      const before = snap.parsedTo;
      snap = parser.update(text, { parseBudget: MARKDOWN_WINDOW_CHARS });
      if (snap.parsedTo !== undefined) expect(snap.parsedTo).toBeGreaterThan(before);
      updates++;
    }
    expect(updates).toBeGreaterThan(2);
    const whole = createMarkdownParser().update(text);
    expect(blocks(snap).map((t) => t.raw)).toEqual(blocks(whole).map((t) => t.raw));
    // the same snapshot once caught up
    expect(parser.update(text, { parseBudget: MARKDOWN_WINDOW_CHARS })).toBe(snap);
  });

  it("turning completeIncomplete off at the end re-parses the open tail only, never the finished blocks", () => {
    const text = Array.from({ length: 400 }, (_, i) => `Step ${i}: check the **sources**.`).join("\n\n") + "\n\nLast **open";
    const parser = createMarkdownParser();
    for (let at = 0; at <= text.length; at += 512) parser.update(text.slice(0, at));
    const streaming = parser.update(text);
    expect(streaming.open.at(-1)!.raw).toBe("Last **open**"); // healed while streaming
    const lexes = parser.lexCount;
    const done = parser.update(text, { completeIncomplete: false });
    expect(parser.lexCount).toBe(lexes + 1);
    expect(done.finished).toBe(streaming.finished);
    expect(done.open.at(-1)!.raw).toBe("Last **open");
  });
});
