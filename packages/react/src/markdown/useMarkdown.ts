import { useRef } from "react";
import { createMarkdownParser, type MarkdownParser, type MarkdownParserOptions, type MarkdownSnapshot } from "./createMarkdownParser";

/**
 * The blocks of a streamed markdown `text`, parsed incrementally by one {@link createMarkdownParser} per
 * component instance: finished blocks are parsed once; each new `text` lexes only the open tail. The parser
 * is a cache keyed by the text, so calling it during render is pure in effect (the same text gives the same
 * snapshot; a render React throws away leaves nothing wrong behind, at worst a re-parse from scratch).
 *
 * @example
 * const { finished, open } = useMarkdown(text);
 */
export function useMarkdown(text: string, options: MarkdownParserOptions = {}): MarkdownSnapshot {
  const complete = options.completeIncomplete !== false;
  const ref = useRef<{ parser: MarkdownParser; complete: boolean } | null>(null);
  if (!ref.current || ref.current.complete !== complete) ref.current = { parser: createMarkdownParser({ completeIncomplete: complete }), complete };
  return ref.current.parser.update(text);
}
