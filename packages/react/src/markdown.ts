"use client";
/**
 * `@reasoning-ui/react/markdown` (issue 12): streaming-safe, incremental markdown for reasoning and answers.
 * An entry of its own so apps that render plain text do not ship a markdown parser (docs/architecture.md, "Budgets and benchmarks", P4).
 * Styles: `import "@reasoning-ui/react/markdown.css"`.
 */
export { Markdown, type MarkdownProps } from "./markdown/Markdown";
export { markdownRenderContent, markdownRenderText, type MarkdownRendererOptions } from "./markdown/renderers";
export { useMarkdown } from "./markdown/useMarkdown";
export { createMarkdownParser, MARKDOWN_CHUNK_CHARS, MARKDOWN_CHUNK_SIZE, MARKDOWN_PARAGRAPH_PIECE_CHARS, MARKDOWN_PARSE_BUDGET, MARKDOWN_WINDOW_CHARS, type MarkdownParser, type MarkdownUpdateOptions, type ParagraphPiece, type MarkdownParserOptions, type MarkdownSnapshot } from "./markdown/createMarkdownParser";
export { safeUrl, DEFAULT_LINK_PROTOCOLS, DEFAULT_IMAGE_PROTOCOLS } from "./markdown/safeUrl";
export type { MarkdownComponents, MarkdownElement, MarkdownRenderOptions } from "./markdown/renderTokens";
