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

/** Most finished blocks in one chunk of {@link MarkdownSnapshot.finished} (bounds the re-render when a block joins the last chunk). */
export const MARKDOWN_CHUNK_SIZE = 128;

/**
 * Source characters (UTF-16 code units) after which a chunk of {@link MarkdownSnapshot.finished} is closed: 8 KiB,
 * the plain-text chunk size (`TEXT_CHUNK_SIZE`), so `<Markdown>` groups 16 chunks (~128 KiB) into one box the
 * browser skips when out of view, as plain reasoning text does (docs/architecture.md, "Budgets and benchmarks", P6/P7).
 */
export const MARKDOWN_CHUNK_CHARS = 8 * 1024;

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
  /** Parse `text` (the whole text so far). Returns the previous snapshot when `text` is unchanged. */
  update(text: string): MarkdownSnapshot;
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

  const update = (raw: string): MarkdownSnapshot => {
    if (last && last.text === raw) return last;
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
    const newLine = !continues || text.indexOf("\n", prev.length) !== -1;
    prev = text;
    const tail = text.slice(stable);
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
    if (cut > 0) {
      for (let i = 0; i < cut; i++) {
        const t = tokens[i]!;
        if (t.type === "space") continue;
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
      }
      stable += cutOffset;
    }
    const openText = cut === 0 ? tail : tail.slice(cutOffset);
    let open: Token[] = [];
    if (openText.trim() !== "") {
      const healed = complete ? remend(openText, REMEND) : openText;
      // Nothing to heal: the tail's lex already holds the open blocks (lexing them again cost a second lex per line).
      open = newLine && healed === openText ? (cut === 0 ? tokens : tokens.slice(cut)) : lex(healed);
    }
    last = { text: raw, finished, finishedCount, open: open.filter((t) => t.type !== "space"), openOffset: stable };
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
