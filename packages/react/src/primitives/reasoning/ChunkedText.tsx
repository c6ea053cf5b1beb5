"use client";
import { memo, useRef } from "react";
import { createTextChunker, type TextChunker } from "./textChunks";

/** One finished chunk: memoised on its string, so a delta never re-renders it. */
const TextChunk = /* @__PURE__ */ memo(function TextChunk({ text }: { text: string }) {
  return <div data-rui="reasoning-text-chunk">{text}</div>;
});

/**
 * Plain reasoning text, rendered incrementally (docs/architecture.md §8, P7): up to one chunk
 * ({@link TEXT_CHUNK_SIZE}, 8 KiB) it is the bare text node; longer, it is split at line breaks into
 * `div[data-rui="reasoning-text-chunk"]` blocks (styles.css gives them `content-visibility: auto`, so chunks out
 * of view cost no style or layout) and a delta re-renders only the last chunk. Rendered as text, never HTML;
 * wrapping, `white-space`, selection, copy (`innerText`) and bidi are those of the one text (the chunks inherit
 * the container's `white-space` and `direction`; the line break between two chunks is their block boundary).
 *
 * @example
 * <div style={{ whiteSpace: "pre-wrap" }}><ChunkedText text={message.content} /></div>
 */
export function ChunkedText({ text }: { text: string }) {
  const chunker = useRef<TextChunker | null>(null);
  chunker.current ??= createTextChunker();
  const { finished, tail } = chunker.current.split(text);
  if (finished.length === 0) return <>{tail}</>;
  return (
    <>
      {finished.map((chunk, i) => (
        <TextChunk key={i} text={chunk} />
      ))}
      <div data-rui="reasoning-text-chunk" data-tail="">
        {tail}
      </div>
    </>
  );
}
