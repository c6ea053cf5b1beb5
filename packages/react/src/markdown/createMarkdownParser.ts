import { Lexer, type MarkedOptions, type Token, type Tokens } from "marked";
import remend from "remend";

/** What {@link MarkdownParser.update} returns: the blocks of the text so far. Same object while the text is unchanged. */
export interface MarkdownSnapshot {
  /** The text these blocks were parsed from. */
  text: string;
  /**
   * Finished top-level blocks (`marked` block tokens, never `space`), in order, in chunks: a chunk is closed once
   * its blocks' source reaches {@link MARKDOWN_CHUNK_CHARS} (8 KiB) or it holds {@link MARKDOWN_CHUNK_SIZE}
   * blocks, so a block never splits across chunks. Append-only: a closed chunk is the same array object for good,
   * the last chunk is a new array only when a block was added, and a block never changes — so chunk and block
   * indexes are stable keys and the arrays and tokens stable memo keys. Rendering walks chunks, not every block,
   * on each update.
   */
  finished: readonly (readonly Token[])[];
  /** Number of finished blocks (the index of the first open block). */
  finishedCount: number;
  /** Blocks of the open tail (the last block or two, which later text can still change), re-parsed on every update. */
  open: readonly Token[];
  /** Offset in `text` where the open tail starts (UTF-16 code units). */
  openOffset: number;
  /**
   * Set when this update stopped at its `parseBudget`: the text is parsed up to here (`open` is then empty) and the
   * rest waits; call `update` again, with the same text or a longer one, to go on.
   */
  parsedTo?: number | undefined;
}

/** Options of {@link createMarkdownParser}. */
export interface MarkdownParserOptions {
  /**
   * Close what the open tail leaves unterminated (`**bold`, `` `code ``, `~~del`, `[label](url`) before it is
   * parsed, so a stream never flashes raw markers (default true). Uses `remend`, the function Streamdown uses,
   * on the open tail only.
   */
  completeIncomplete?: boolean;
}

/** Options of one {@link MarkdownParser.update}: the parser's own, overridden for this update, and a parse budget. */
export interface MarkdownUpdateOptions extends MarkdownParserOptions {
  /**
   * At most this many characters of new text are parsed in one update (default: all); past it the snapshot says
   * where it stopped (`parsedTo`) and the next update goes on. Counted in windows of {@link MARKDOWN_WINDOW_CHARS}:
   * a text under a window's length is always parsed whole. `useMarkdown` passes {@link MARKDOWN_PARSE_BUDGET}.
   */
  parseBudget?: number;
}

/** Unparsed text longer than this is parsed a window at a time (each ending at a line end), as if it had streamed in. */
export const MARKDOWN_WINDOW_CHARS = 32 * 1024;

/** Characters `useMarkdown` parses per update at most (a few ms of lexing): a 10 MB text given at once takes ~40 frames. */
export const MARKDOWN_PARSE_BUDGET = 256 * 1024;

/** Most finished blocks in one chunk of {@link MarkdownSnapshot.finished} (bounds the re-render when a block joins the last chunk). */
export const MARKDOWN_CHUNK_SIZE = 128;

/**
 * Source characters (UTF-16 code units) after which a chunk of {@link MarkdownSnapshot.finished} is closed: 8 KiB,
 * the plain-text chunk size (`TEXT_CHUNK_SIZE`), so `<Markdown>` groups 16 chunks (~128 KiB) into one box the
 * browser skips when out of view, as plain reasoning text does (docs/architecture.md, "Budgets and benchmarks", P6/P7).
 */
export const MARKDOWN_CHUNK_CHARS = 8 * 1024;

/**
 * A paragraph whose source outgrows this many characters is finished piece by piece (8 KiB, the chunk size): each
 * piece is a `paragraph` token marked {@link ParagraphPiece.continued}, at least this long, cut where a line that
 * starts with a letter begins, so the open tail — lexed and laid out on every update — stays bounded however long
 * the paragraph. Where the cuts fall depends on the text only, never on how it arrived (streamed or whole).
 */
export const MARKDOWN_PARAGRAPH_PIECE_CHARS = 8 * 1024;

/**
 * A finished piece of a paragraph longer than {@link MARKDOWN_PARAGRAPH_PIECE_CHARS}: its lines, parsed on their
 * own; `continued`: the paragraph goes on in the next block (the renderer's `p[data-continued]`, no margin after it).
 */
export interface ParagraphPiece extends Tokens.Paragraph {
  continued: true;
}

/** A letter at the sticky position: a line that starts with one starts a paragraph wherever it is lexed. */
const LETTER = /\p{L}/uy;

const LEX_OPTIONS: MarkedOptions = { gfm: true, breaks: false, pedantic: false, silent: true };
const REMEND = {
  linkMode: "text-only",
  images: true,
  katex: false,
  inlineKatex: false,
  htmlTags: true,
} as const;

/**
 * Incremental markdown parser for streamed text (issue 12, docs/architecture.md, "Budgets and benchmarks" P6). Blocks that later
 * text can no longer change are parsed once and kept; each update lexes only the open tail. A block is
 * finished once a later block has started on a complete line that is itself followed by a complete line
 * (CommonMark closes a block for good when a line cannot continue it; one more line of lookahead covers lines
 * read differently once the next arrives: setext underlines, table delimiter rows, `marked`'s list quirks).
 * The open tail is thus the last block or two plus at most two lines. Link reference definitions in finished blocks apply to later blocks; a
 * definition that arrives after its use is not applied to the finished block (a stream cannot wait for it).
 *
 * Text is expected to grow by appends. A text that is shorter than the finished part, or differs from the
 * previous one in its first 64 characters or in the 256 before the open tail, is parsed again from scratch; an
 * edit elsewhere inside finished blocks is not looked for (comparing the whole prefix would cost O(n) per
 * update — 0.3 ms at 200 KB). Pass a new `key` to the component when the text is replaced rather than
 * appended to. Cost per update: O(tail) lexing (the tail is the last block or two) plus one copy of the text
 * by the JS engine (V8 flattens a concatenated string on first read). A single block that never ends (one
 * 200 KB code fence or list) is re-lexed whole on every update.
 *
 * Parser: `marked`'s `Lexer` (GFM: tables, strikethrough, task lists, autolinks); its HTML output is never used.
 *
 * @example
 * const parser = createMarkdownParser();
 * parser.update("# Plan\n\nFirst **check"); // finished: [heading]; open: [paragraph with a closed strong]
 */
export interface MarkdownParser {
  /**
   * Parse `text` (the whole text so far). Returns the previous snapshot when `text` and the options are unchanged.
   * `options` override the parser's for this update: a stream that ends turns `completeIncomplete` off and only the
   * open tail is parsed again (a new parser would re-parse every finished block: ~0.3 s per MB).
   */
  update(text: string, options?: MarkdownUpdateOptions): MarkdownSnapshot;
  /** Number of `marked` lexer runs so far (diagnostics and tests). */
  readonly lexCount: number;
}

/** Creates a {@link MarkdownParser}. */
export function createMarkdownParser(options: MarkdownParserOptions = {}): MarkdownParser {
  const complete = options.completeIncomplete !== false;
  let finished: Token[][] = [];
  let finishedCount = 0;
  let lastChunkChars = 0; // source characters of the last chunk's blocks
  let links: Record<string, { href: string | null; title: string | null }> = Object.create(null);
  let stable = 0; // offset where the unfinished tail starts
  let last: MarkdownSnapshot | undefined;
  let prev = ""; // the last text, line endings normalised
  let rawLength = 0; // length of the last text as given
  let sawCR = false; // whether the current text holds a "\r" (then every update normalises it)
  let lexCount = 0;

  const lex = (src: string): Token[] => {
    lexCount++;
    const lexer = new Lexer(LEX_OPTIONS);
    Object.assign(lexer.tokens.links, links);
    return lexer.lex(src);
  };

  const reset = () => {
    finished = [];
    finishedCount = 0;
    lastChunkChars = 0;
    links = Object.create(null);
    stable = 0;
  };

  /** Appends a finished block to the last chunk, or to a new one once the last is full. */
  const finish = (t: Token) => {
    if (t.type === "space") return;
    if (t.type === "def") {
      const d = t as Tokens.Def;
      links[d.tag] ??= { href: d.href, title: d.title };
    }
    const lastChunk = finished.at(-1);
    if (!lastChunk || lastChunk.length >= MARKDOWN_CHUNK_SIZE || lastChunkChars >= MARKDOWN_CHUNK_CHARS) {
      finished = [...finished, [t]];
      lastChunkChars = 0;
    } else finished = [...finished.slice(0, -1), [...lastChunk, t]];
    lastChunkChars += t.raw.length;
    finishedCount++;
  };

  /**
   * The pieces of a paragraph too long to re-lex on every update (it can grow without end: a model that never writes a
   * blank line): when `paragraph` (at `at` in `tail`: the first open block, or a finished one) is over
   * {@link MARKDOWN_PARAGRAPH_PIECE_CHARS}, its lines up to `limit` are cut into pieces of at least that size, each ending
   * before a line that starts with a letter (such a line starts a paragraph wherever it is lexed, so the rest reads as
   * it did) and followed by two settled lines of the paragraph (the lookahead finished blocks get). Each piece is
   * lexed on its own and kept only if it is one paragraph, and the rest (up to `restEnd`) only if it still opens
   * with one. What this
   * gives up, past 8 KiB of one paragraph only: a `===` / `---` line later makes a heading of its last piece, not of
   * the whole paragraph, and emphasis or a code span across a cut shows its markers. Undefined when nothing is cut.
   */
  const paragraphPieces = (paragraph: Token | undefined, at: number, tail: string, limit: number, restEnd: number) => {
    if (paragraph?.type !== "paragraph" || paragraph.raw.length <= MARKDOWN_PARAGRAPH_PIECE_CHARS || !tail.startsWith(paragraph.raw, at)) return undefined;
    limit = Math.min(at + paragraph.raw.length, limit);
    const pieces: ParagraphPiece[] = [];
    let start = at;
    for (;;) {
      let newline = tail.indexOf("\n", start + MARKDOWN_PARAGRAPH_PIECE_CHARS - 1);
      for (; newline >= 0 && nthNewline(tail, newline + 1, 2) <= limit; newline = tail.indexOf("\n", newline + 1)) {
        LETTER.lastIndex = newline + 1;
        if (LETTER.test(tail)) break;
      }
      if (newline < 0 || nthNewline(tail, newline + 1, 2) > limit) break;
      const lexed = lex(tail.slice(start, newline + 1)).filter((t) => t.type !== "space");
      if (lexed.length !== 1 || lexed[0]!.type !== "paragraph") break;
      pieces.push(Object.assign(lexed[0] as Tokens.Paragraph, { continued: true as const }));
      start = newline + 1;
    }
    if (pieces.length === 0) return undefined;
    const rest = lex(tail.slice(start, restEnd));
    const blocks = rest.filter((t) => t.type !== "space");
    // the rest opens with the paragraph's last piece (and, when the paragraph is finished, is only that)
    if (blocks[0]?.type !== "paragraph" || (restEnd < tail.length && blocks.length !== 1)) return undefined;
    return { pieces, openFrom: start, open: rest };
  };

  /**
   * Lexes `tail` (the text from `stable`) and finishes what it settles: whole blocks, then the pieces of a long open
   * paragraph; advances `stable`. Returns the open blocks' tokens (`undefined`: lex the open tail again) and where
   * the open tail starts in `tail`.
   */
  const settle = (tail: string, newLine: boolean): { open: Token[] | undefined; openFrom: number } => {
    const tokens = newLine ? lex(tail) : [];
    // Offsets of each token in `tail`; raws concatenate to the source (checked, else nothing more is finalised).
    // `settledEnd`: start of the line before the last complete one. A block is finished once its successor's
    // first line (a table's first two) ends before it: one whole line of lookahead, because `marked` (like
    // CommonMark for setext headings and tables) may read a line differently once the next line is there
    // (`2. second` is a paragraph line until a following `-` makes it a list).
    const lastLine = tail.endsWith("\n") ? tail.length : tail.lastIndexOf("\n") + 1;
    const settledEnd = lastLine === 0 ? -1 : tail.lastIndexOf("\n", lastLine - 2) + 1;
    let offset = 0;
    let cut = 0; // tokens[0..cut) are finished
    let cutOffset = 0;
    let pending = false; // a non-space token has been seen
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (tail.startsWith(t.raw, offset) === false) break;
      if (t.type !== "space") {
        const defined = t.type === "table" ? nthNewline(tail, offset, 2) : nthNewline(tail, offset, 1);
        if (defined > settledEnd) break;
        if (pending) {
          cut = i;
          cutOffset = offset;
        }
        pending = true;
      }
      offset += t.raw.length;
    }
    // A finished paragraph over 8 KiB is finished in the pieces its stream would have been cut into.
    for (let i = 0, at = 0; i < cut; at += tokens[i]!.raw.length, i++) {
      const t = tokens[i]!;
      const split = paragraphPieces(t, at, tail, Infinity, at + t.raw.length);
      if (split) [...split.pieces, ...split.open].forEach(finish);
      else finish(t);
    }
    // A long open paragraph: its settled lines are finished in pieces.
    let first = cut;
    let firstAt = cutOffset;
    while (tokens[first]?.type === "space") firstAt += tokens[first++]!.raw.length;
    const pieces = newLine ? paragraphPieces(tokens[first], firstAt, tail, settledEnd, tail.length) : undefined;
    for (const piece of pieces?.pieces ?? []) finish(piece);
    const openFrom = pieces?.openFrom ?? cutOffset;
    stable += openFrom;
    return { open: pieces ? pieces.open : newLine ? (cut === 0 ? tokens : tokens.slice(cut)) : undefined, openFrom };
  };

  let healed = complete; // whether the last snapshot's open tail was healed
  const update = (raw: string, options?: MarkdownUpdateOptions): MarkdownSnapshot => {
    const heal = options?.completeIncomplete ?? complete;
    if (last && last.text === raw && healed === heal && last.parsedTo === undefined) return last;
    healed = heal;
    // Line endings: look for "\r" in what was appended only (scanning the whole text is O(n) per update).
    if (!sawCR && raw.indexOf("\r", Math.max(0, rawLength - 1)) !== -1) sawCR = true;
    let text = sawCR ? normalise(raw) : raw;
    const continues = last !== undefined && appended(prev, text, stable);
    if (!continues) {
      reset();
      sawCR = raw.includes("\r");
      text = sawCR ? normalise(raw) : raw;
    }
    rawLength = raw.length;
    // Blocks are only finished by a line that ends: when no newline arrived, skip the raw lex of the tail.
    let newLine = !continues || text.indexOf("\n", last?.parsedTo ?? prev.length) !== -1;
    prev = text;
    // A long unparsed stretch (a text given whole, a stream caught up late) is parsed a window at a time, as if it
    // streamed in, so no lex reads more than a window; past `parseBudget` characters the rest waits for the next update.
    const budget = options?.parseBudget ?? Infinity;
    let spent = 0;
    let parsedTo: number | undefined;
    while (text.length - stable > MARKDOWN_WINDOW_CHARS) {
      const windowEnd = text.lastIndexOf("\n", stable + MARKDOWN_WINDOW_CHARS) + 1;
      if (windowEnd <= stable) break; // no line ends in the window: the tail is lexed whole below
      if (spent >= budget) {
        parsedTo = stable;
        break;
      }
      const from = stable;
      settle(text.slice(from, windowEnd), true);
      spent += windowEnd - from;
      newLine = true;
      if (stable === from) break; // one block longer than a window: lexed whole below, as before
    }
    let open: Token[] = [];
    if (parsedTo === undefined) {
      const tail = text.slice(stable);
      const settled = settle(tail, newLine);
      const openText = settled.openFrom === 0 ? tail : tail.slice(settled.openFrom);
      if (openText.trim() !== "") {
        const source = heal ? remend(openText, REMEND) : openText;
        // Nothing to heal: the tail's lex already holds the open blocks (lexing them again cost a second lex per line).
        open = settled.open !== undefined && source === openText ? settled.open : lex(source);
      }
    }
    last = { text: raw, finished, finishedCount, open: open.filter((t) => t.type !== "space"), openOffset: stable, parsedTo };
    return last;
  };

  return {
    update,
    get lexCount() {
      return lexCount;
    },
  };
}

const normalise = (text: string) => text.replace(/\r\n?/g, "\n");

/** Index after the `n`-th newline at or after `from`, or Infinity when there are fewer. */
function nthNewline(text: string, from: number, n: number): number {
  let at = from;
  for (let k = 0; k < n; k++) {
    const i = text.indexOf("\n", at);
    if (i < 0) return Infinity;
    at = i + 1;
  }
  return at;
}

/** Whether `text` plausibly continues `prev` (see the cost note above): same start, same end of the finished part. */
function appended(prev: string, text: string, stable: number): boolean {
  if (text.length < prev.length && text.length < stable) return false;
  const head = Math.min(64, stable);
  for (let i = 0; i < head; i++) if (text.charCodeAt(i) !== prev.charCodeAt(i)) return false;
  for (let i = Math.max(head, stable - 256); i < stable; i++) if (text.charCodeAt(i) !== prev.charCodeAt(i)) return false;
  return true;
}
