/**
 * Splits a growing plain text into chunks for incremental rendering (docs/architecture.md, "Budgets and benchmarks", P7): each chunk
 * but the last ends where a line break is, at least {@link TEXT_CHUNK_SIZE} UTF-16 code units after the chunk's
 * start; the line break itself is not part of either chunk (the block boundary between the chunks' elements
 * stands for it, so the text renders, wraps, selects and copies as one `white-space: pre-wrap` text would).
 * A text without a line break for longer than a chunk stays in one chunk (a block boundary elsewhere would
 * break the line).
 */
export const TEXT_CHUNK_SIZE = 8 * 1024;

/** Characters compared at each edge of an earlier finished chunk when checking that a new text extends the previous one. */
const EDGE = 32;

/** The chunks of one text: `finished` never change once made; `tail` is the rest (the part that still grows). */
export interface TextChunks {
  readonly finished: readonly string[];
  readonly tail: string;
}

/** The state an incremental splitter keeps between two texts. */
export interface TextChunker {
  /**
   * Chunks of `text`, reusing the previous call's finished chunks when `text` extends the previous text. Given
   * `pieces` (flat strings whose concatenation is `text`: core's `textPieces`), it reads those and never `text`
   * itself — a long text a store streamed is a V8 rope, which any read of one character would flatten (copy) whole.
   */
  split(text: string, pieces?: readonly string[]): TextChunks;
}

/** What the splitter reads of a text: the string itself, or its flat pieces seen as one text. */
interface Source {
  readonly length: number;
  charCodeAt(i: number): number;
  indexOf(search: string, from: number): number;
  slice(start: number, end?: number): string;
}

/** `pieces` read as one text of their concatenation: each read touches the pieces it covers only. */
function piecesSource(pieces: readonly string[]): Source {
  const starts: number[] = [];
  let length = 0;
  for (const p of pieces) (starts.push(length), (length += p.length));
  /** The piece holding position `i` (the last piece for `i === length`). */
  const pieceAt = (i: number): number => {
    let lo = 0;
    let hi = pieces.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= i) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return {
    length,
    charCodeAt(i) {
      if (i < 0 || i >= length) return NaN;
      const k = pieceAt(i);
      return pieces[k]!.charCodeAt(i - starts[k]!);
    },
    indexOf(search, from) {
      for (let k = pieceAt(Math.max(0, from)); k < pieces.length; k++) {
        const at = pieces[k]!.indexOf(search, Math.max(0, from - starts[k]!));
        if (at >= 0) return starts[k]! + at;
      }
      return -1;
    },
    slice(start, end = length) {
      if (end <= start) return "";
      let k = pieceAt(start);
      let out = "";
      for (; k < pieces.length && starts[k]! < end; k++) out += pieces[k]!.slice(Math.max(0, start - starts[k]!), end - starts[k]!);
      return out;
    },
  };
}

/**
 * An incremental splitter: a text that extends the previous one (a streaming delta) costs only the scan of its
 * tail, and the previous finished chunks are the same array items (stable memo keys). Any other text (replaced,
 * shortened) is split from scratch. Whether the text extends the previous one is checked without reading the
 * whole prefix (a 5 MiB `startsWith` costs 4–11 ms, more than a frame's budget): the last finished chunk is
 * compared in full, every other chunk by its first and last {@link EDGE} characters and the line break after
 * it — O(chunks), microseconds at 5 MiB. (An edit strictly inside an earlier chunk that keeps its length and
 * both edges would go unseen; reasoning text is append-only while it streams, and a replaced text changes them.)
 */
export function createTextChunker(size = TEXT_CHUNK_SIZE): TextChunker {
  let finished: string[] = [];
  /** Where each finished chunk starts in the text; `end`: where the tail starts (after the last one's line break). */
  let starts: number[] = [];
  let end = 0;
  /** Whether `text` still holds the finished chunks where they were (see the doc above). */
  const extendsPrevious = (text: Source): boolean => {
    if (text.length < end) return false;
    const last = finished.length - 1;
    for (let i = 0; i < last; i++) {
      const chunk = finished[i]!;
      const at = starts[i]!;
      const n = Math.min(EDGE, chunk.length);
      if (text.charCodeAt(at + chunk.length) !== 10) return false;
      if (text.slice(at, at + n) !== chunk.slice(0, n) || text.slice(at + chunk.length - n, at + chunk.length) !== chunk.slice(-n)) return false;
    }
    return text.charCodeAt(end - 1) === 10 && text.slice(starts[last]!, end - 1) === finished[last];
  };
  let result: TextChunks = { finished, tail: "" };
  let last: string | undefined;
  return {
    split(whole, pieces) {
      if (whole === last) return result;
      const text: Source = pieces === undefined || pieces.length === 1 ? (pieces?.[0] ?? whole) : piecesSource(pieces);
      if (end > 0 && !extendsPrevious(text)) {
        finished = [];
        starts = [];
        end = 0;
      }
      let added = false;
      for (;;) {
        if (text.length - end <= size) break;
        const newline = text.indexOf("\n", end + size);
        if (newline < 0) break;
        if (!added) {
          finished = finished.slice();
          starts = starts.slice();
        }
        finished.push(text.slice(end, newline));
        starts.push(end);
        end = newline + 1;
        added = true;
      }
      last = whole;
      result = { finished, tail: text.slice(end) };
      return result;
    },
  };
}
