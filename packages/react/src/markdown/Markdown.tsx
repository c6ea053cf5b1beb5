"use client";
import { forwardRef, memo, useMemo, type ComponentPropsWithoutRef } from "react";
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

const Block = /* @__PURE__ */ memo(function Block({ token, options }: { token: Token; options: MarkdownRenderOptions }) {
  return <>{renderBlock(token, options, 0)}</>;
});

/**
 * A run of finished blocks in one `<div data-rui="md-chunk">`: markdown.css gives it `content-visibility: auto`,
 * so the browser skips style and layout of chunks scrolled out of view and a growing trace costs the same per
 * frame at 200 KB as at 10 KB (without it, every frame lays out every block again).
 */
const Chunk = /* @__PURE__ */ memo(function Chunk({ blocks, options, styled }: { blocks: readonly Token[]; options: MarkdownRenderOptions; styled: boolean }) {
  return (
    <div data-rui="md-chunk" data-rui-styled={styled ? "" : undefined}>
      {blocks.map((token, i) => (
        <Block key={i} token={token} options={options} />
      ))}
    </div>
  );
});

/**
 * Streaming-safe markdown (issue 12): GFM paragraphs, headings, emphasis, strikethrough, code spans and fenced
 * code, lists and task lists, tables, blockquotes, links. **Safe by default**: raw HTML is shown as text, never
 * parsed; links only for `http:`, `https:` and `mailto:` (anything else renders as its text); images off
 * (their alt text shows) unless `allowImages`, then `http(s)` only. **Incremental**: finished blocks are parsed
 * and rendered once (memoised per block, stable keys); a new `children` text re-parses only the open tail
 * block, where unterminated markers (`**bold`, `` `code``, `[label](url`) are closed first so they never
 * flash. Pass stable `components` / protocol arrays (module level or `useMemo`): a new one re-renders every block.
 * Root: `<div data-rui="markdown">`, finished blocks grouped in `div[data-rui="md-chunk"]`; code blocks `pre[data-rui="md-code"][data-language]`, tables
 * `div[data-rui="md-table"]`, refused links `span[data-rui="md-link-refused"]`, refused images
 * `span[data-rui="md-image-refused"]`. Styles: `import "@reasoning-ui/react/markdown.css"`.
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
      <div data-rui="markdown" {...styled} {...props} ref={ref}>
        {snapshot.finished.map((blocks, i) => (
          <Chunk key={`c${i}`} blocks={blocks} options={options} styled={"data-rui-styled" in styled} />
        ))}
        {snapshot.open.map((token, i) => renderBlock(token, options, `o${snapshot.finishedCount + i}`))}
      </div>
    );
  }),
);
Markdown.displayName = "Markdown";
