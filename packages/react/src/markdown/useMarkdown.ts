import { useEffect, useReducer, useRef } from "react";
import { useHydrated } from "../internal/useHydrated";
import { createMarkdownParser, MARKDOWN_PARSE_BUDGET, type MarkdownParser, type MarkdownParserOptions, type MarkdownSnapshot } from "./createMarkdownParser";

/** The next frame, or the next task where there are no frames. */
const later = (fn: () => void): (() => void) => {
  if (typeof requestAnimationFrame === "function") {
    const id = requestAnimationFrame(fn);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(fn, 0);
  return () => clearTimeout(id);
};

/**
 * The blocks of a streamed markdown `text`, parsed incrementally by one {@link createMarkdownParser} per
 * component instance: finished blocks are parsed once; each new `text` lexes only the open tail. The parser
 * is a cache keyed by the text, so calling it during render is pure in effect (the same text gives the same
 * snapshot; a render React throws away leaves nothing wrong behind, at worst a re-parse from scratch).
 * In the browser, an update parses at most {@link MARKDOWN_PARSE_BUDGET} characters of new text (a long text given
 * at once, a stream the renderer joins late): the snapshot then ends where parsing stopped (`parsedTo`) and the
 * hook renders again on the next frame until it has caught up, so no frame parses megabytes. A server render and
 * the hydration render parse the whole text (the markup must match).
 *
 * @example
 * const { finished, open } = useMarkdown(text);
 */
export function useMarkdown(text: string, options: MarkdownParserOptions = {}): MarkdownSnapshot {
  const ref = useRef<MarkdownParser | null>(null);
  const hydrated = useHydrated();
  const [, next] = useReducer((n: number) => n + 1, 0);
  // One parser for the instance's life: a change of `completeIncomplete` (the stream ended) re-parses the open tail only.
  ref.current ??= createMarkdownParser();
  const snapshot = ref.current.update(text, { completeIncomplete: options.completeIncomplete !== false, parseBudget: hydrated ? MARKDOWN_PARSE_BUDGET : Infinity });
  const behind = snapshot.parsedTo !== undefined;
  useEffect(() => (behind ? later(next) : undefined), [behind, snapshot]);
  return snapshot;
}
