"use client";
import { memo, useRef, type ReactNode } from "react";
import { textPieces } from "@reasoning-ui/core";
import { createTextChunker, type TextChunker } from "./textChunks";

/** Chunks per group: the browser skips whole groups out of view (`content-visibility: auto`), ~40 at 5 MiB. */
export const CHUNKS_PER_GROUP = 16;

/** One finished chunk: memoised on its string, so a delta never re-renders it. */
const TextChunk = /* @__PURE__ */ memo(function TextChunk({ text }: { text: string }) {
  return <div data-rui="reasoning-text-chunk">{text}</div>;
});

interface GroupProps {
  chunks: readonly string[];
  /** The growing rest of the text, in the last group only. */
  tail?: string | undefined;
}

/**
 * Up to {@link CHUNKS_PER_GROUP} chunks in one `div[data-rui="reasoning-text-group"]`, the unit the browser skips
 * when out of view: one skippable box per 128 KiB rather than per 8 KiB keeps its visibility bookkeeping (an
 * intersection check per box on every frame that lays out) small at 5 MiB. Re-renders only when its chunks or
 * tail change; finished chunks are the chunker's same strings, so the comparison is by reference.
 */
const TextGroup = /* @__PURE__ */ memo(
  function TextGroup({ chunks, tail }: GroupProps) {
    return (
      <div data-rui="reasoning-text-group">
        {chunks.map((chunk, i) => (
          <TextChunk key={i} text={chunk} />
        ))}
        {tail === undefined ? null : (
          <div data-rui="reasoning-text-chunk" data-tail="">
            {tail}
          </div>
        )}
      </div>
    );
  },
  (a, b) => a.tail === b.tail && a.chunks.length === b.chunks.length && a.chunks.every((chunk, i) => chunk === b.chunks[i]),
);

/**
 * Plain reasoning text, rendered incrementally (docs/architecture.md, "Budgets and benchmarks", P7): up to one chunk
 * ({@link TEXT_CHUNK_SIZE}, 8 KiB) it is the bare text node; longer, it is split at line breaks into
 * `div[data-rui="reasoning-text-chunk"]` blocks, 16 to a `div[data-rui="reasoning-text-group"]` (styles.css gives
 * the groups `content-visibility: auto`, so text out of view costs no style or layout), and a delta re-renders
 * only the last chunk. A text a store streamed is read through its flat pieces (`textPieces`), never as the one
 * string. Rendered as text, never HTML;
 * wrapping, `white-space`, selection, copy (`innerText`) and bidi are those of the one text (the chunks inherit
 * the container's `white-space` and `direction`; the line break between two chunks is their block boundary).
 *
 * @example
 * <div style={{ whiteSpace: "pre-wrap" }}><ChunkedText text={message.content} /></div>
 */
export function ChunkedText({ text }: { text: string }) {
  const chunker = useRef<TextChunker | null>(null);
  chunker.current ??= createTextChunker();
  // A long text a store streamed is read through its flat pieces (core's `textPieces`): the renderer never reads
  // the whole string, which V8 would flatten (copy, O(n)) on every frame it grew (docs/architecture.md, "Store and reducer", P7).
  const { finished, tail } = chunker.current.split(text, textPieces(text));
  if (finished.length === 0) return <>{tail}</>;
  const groups: ReactNode[] = [];
  for (let start = 0; start <= finished.length; start += CHUNKS_PER_GROUP) {
    const last = start + CHUNKS_PER_GROUP > finished.length;
    // the tail joins the last group (which may hold no finished chunk yet): a group never changes component type
    groups.push(<TextGroup key={start} chunks={finished.slice(start, start + CHUNKS_PER_GROUP)} tail={last ? tail : undefined} />);
  }
  return <>{groups}</>;
}
