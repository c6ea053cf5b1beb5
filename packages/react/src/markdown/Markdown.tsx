"use client";
import { forwardRef, memo, useMemo, type ComponentPropsWithoutRef, type ReactNode } from "react";
import type { Token } from "marked";
import { useStyledAttr } from "../internal/styled";
import type { MarkdownParserOptions } from "./createMarkdownParser";
import { renderBlock, type MarkdownRenderOptions } from "./renderTokens";
import { useMarkdown } from "./useMarkdown";

/** Props of {@link Markdown}. */
export interface MarkdownProps extends MarkdownRenderOptions, MarkdownParserOptions, Omit<ComponentPropsWithoutRef<"div">, "children"> {
  /** The markdown text so far (it may grow on every render while it streams). */
  children: string;
  /** Omit the default theme hook (`data-rui-styled`); `@reasoning-ui/react/markdown.css` styles only styled roots. */
  unstyled?: boolean;
}

/** Chunks per `div[data-rui="md-group"]`: ~128 KiB of source in one box the browser skips when out of view. */
export const MARKDOWN_CHUNKS_PER_GROUP = 16;

const Block = /* @__PURE__ */ memo(function Block({ token, options }: { token: Token; options: MarkdownRenderOptions }) {
  return <>{renderBlock(token, options, 0)}</>;
});

/**
 * One chunk of finished blocks (~8 KiB of source, `div[data-rui="md-chunk"]`): memoised on its array, which the
 * parser keeps for good once closed; when a block joins the last chunk only that block renders (per-block memo).
 * The chunk box is also the unit of layout the browser can reuse when a later chunk changes.
 */
const Chunk = /* @__PURE__ */ memo(function Chunk({ blocks, options }: { blocks: readonly Token[]; options: MarkdownRenderOptions }) {
  return (
    <div data-rui="md-chunk">
      {blocks.map((token, i) => (
        <Block key={i} token={token} options={options} />
      ))}
    </div>
  );
});

interface GroupProps {
  chunks: readonly (readonly Token[])[];
  options: MarkdownRenderOptions;
  styled: boolean;
}

/**
 * Up to {@link MARKDOWN_CHUNKS_PER_GROUP} chunks in one `div[data-rui="md-group"]`, which markdown.css gives
 * `content-visibility: auto`: as for plain text (`ChunkedText`), one skippable box per ~128 KiB keeps Chromium's
 * visibility bookkeeping (an intersection check per skippable box on every frame that lays out) small at any
 * length. Re-renders only when one of its chunks is a new array (in the last group only).
 */
const Group = /* @__PURE__ */ memo(
  function Group({ chunks, options, styled }: GroupProps) {
    return (
      <div data-rui="md-group" data-rui-styled={styled ? "" : undefined}>
        {chunks.map((blocks, i) => (
          <Chunk key={i} blocks={blocks} options={options} />
        ))}
      </div>
    );
  },
  (a, b) => a.options === b.options && a.styled === b.styled && a.chunks.length === b.chunks.length && a.chunks.every((chunk, i) => chunk === b.chunks[i]),
);

/**
 * Streaming-safe markdown (issue 12): GFM paragraphs, headings, emphasis, strikethrough, code spans and fenced
 * code, lists and task lists, tables, blockquotes, links. **Safe by default**: raw HTML is shown as text, never
 * parsed; links only for `http:`, `https:` and `mailto:` (anything else renders as its text); images off
 * (their alt text shows) unless `allowImages`, then `http(s)` only. **Incremental**: finished blocks are parsed
 * and rendered once (memoised per block, stable keys); a new `children` text re-parses only the open tail
 * block, where unterminated markers (`**bold`, `` `code``, `[label](url`) are closed first so they never
 * flash. Pass stable `components` / protocol arrays (module level or `useMemo`): a new one re-renders every block.
 * Root: `<div data-rui="markdown">`; finished blocks in `div[data-rui="md-chunk"]` (~8 KiB of source each), 16 chunks
 * to a `div[data-rui="md-group"]` (skipped by the browser while out of view), then the open tail's blocks; code blocks `pre[data-rui="md-code"][data-language]`, tables
 * `div[data-rui="md-table"]`, refused links `span[data-rui="md-link-refused"]`, refused images
 * `span[data-rui="md-image-refused"]`; a paragraph past 8 KiB comes in pieces, `p[data-continued]` on all but its
 * last. A text that arrives faster than 256 KiB per render is parsed over the next frames: until it has caught up,
 * the root has `data-parsing` and shows the text parsed so far. Styles: `import "@reasoning-ui/react/markdown.css"`.
 *
 * @example
 * import { Markdown } from "@reasoning-ui/react/markdown";
 * import "@reasoning-ui/react/markdown.css";
 * <Markdown>{"**Plan**\n\n1. Check the forecast\n2. Answer"}</Markdown>
 */
export const Markdown = /* @__PURE__ */ memo(
  forwardRef<HTMLDivElement, MarkdownProps>(function Markdown(
    { children, allowImages, linkProtocols, imageProtocols, linkTarget, components, completeIncomplete, unstyled, ...props },
    ref,
  ) {
    const styled = useStyledAttr(unstyled);
    const snapshot = useMarkdown(typeof children === "string" ? children : "", { completeIncomplete });
    const options = useMemo<MarkdownRenderOptions>(
      () => ({ allowImages, linkProtocols, imageProtocols, linkTarget, components }),
      [allowImages, linkProtocols, imageProtocols, linkTarget, components],
    );
    return (
      <div data-rui="markdown" {...styled} data-parsing={snapshot.parsedTo === undefined ? undefined : ""} {...props} ref={ref}>
        {groups(snapshot.finished, options, "data-rui-styled" in styled)}
        {snapshot.open.map((token, i) => renderBlock(token, options, `o${snapshot.finishedCount + i}`))}
      </div>
    );
  }),
);
Markdown.displayName = "Markdown";

/** The finished chunks as groups of {@link MARKDOWN_CHUNKS_PER_GROUP}: O(groups) elements per update, keyed by first chunk index. */
function groups(finished: readonly (readonly Token[])[], options: MarkdownRenderOptions, styled: boolean): ReactNode[] {
  const out: ReactNode[] = [];
  for (let start = 0; start < finished.length; start += MARKDOWN_CHUNKS_PER_GROUP) {
    out.push(<Group key={`g${start}`} chunks={finished.slice(start, start + MARKDOWN_CHUNKS_PER_GROUP)} options={options} styled={styled} />);
  }
  return out;
}
