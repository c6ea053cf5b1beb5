"use client";
/**
 * `@reasoning-ui/react/lazy-markdown` (issue 31): {@link LazyMarkdown}, the markdown renderer loaded on first use. An
 * entry of its own, apart from `@reasoning-ui/react/markdown`: its `import()` of the renderer is what lets a bundler put
 * the renderer (`marked`, `remend`) in a chunk of its own (docs/architecture.md, "UI parts"). Styles:
 * `import "@reasoning-ui/react/markdown.css"`.
 */
export { LazyMarkdown } from "./markdown/LazyMarkdown";
export type { MarkdownProps } from "./markdown/Markdown";
