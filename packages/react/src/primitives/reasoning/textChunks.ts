/**
 * Splits a growing plain text into chunks for incremental rendering (docs/architecture.md §8, P7): each chunk
 * but the last ends where a line break is, at least {@link TEXT_CHUNK_SIZE} UTF-16 code units after the chunk's
 * start; the line break itself is not part of either chunk (the block boundary between the chunks' elements
 * stands for it, so the text renders, wraps, selects and copies as one `white-space: pre-wrap` text would).
 * A text without a line break for longer than a chunk stays in one chunk (a block boundary elsewhere would
 * break the line).
 */
export const TEXT_CHUNK_SIZE = 8 * 1024;

/** The chunks of one text: `finished` never change once made; `tail` is the rest (the part that still grows). */
export interface TextChunks {
  readonly finished: readonly string[];
  readonly tail: string;
}

/** The state an incremental splitter keeps between two texts. */
export interface TextChunker {
  /** Chunks of `text`, reusing the previous call's finished chunks when `text` extends the previous text. */
  split(text: string): TextChunks;
}

/**
 * An incremental splitter: a text that extends the previous one (a streaming delta) costs only the scan of its
 * tail, and the previous finished chunks are the same array items (stable memo keys). Any other text (replaced,
 * shortened) is split from scratch. The check that the text extends the previous one compares the finished
 * prefix (`startsWith`, a flat memory comparison).
 */
export function createTextChunker(size = TEXT_CHUNK_SIZE): TextChunker {
  let finished: string[] = [];
  /** Where the tail starts in the previous text (after the last finished chunk's line break), and that prefix. */
  let end = 0;
  let prefix = "";
  let result: TextChunks = { finished, tail: "" };
  let last: string | undefined;
  return {
    split(text) {
      if (text === last) return result;
      if (end > 0 && !(text.length >= end && text.startsWith(prefix))) {
        finished = [];
        end = 0;
      }
      let added = false;
      for (;;) {
        if (text.length - end <= size) break;
        const newline = text.indexOf("\n", end + size);
        if (newline < 0) break;
        if (!added) finished = finished.slice();
        finished.push(text.slice(end, newline));
        end = newline + 1;
        added = true;
      }
      if (added || end === 0) prefix = text.slice(0, end);
      last = text;
      result = { finished, tail: text.slice(end) };
      return result;
    },
  };
}
