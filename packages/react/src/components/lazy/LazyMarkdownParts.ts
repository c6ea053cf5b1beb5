"use client";
import { lazyPart } from "../../internal/lazyPart";
import type { MarkdownProps } from "../../markdown/Markdown";
import type { ReasoningPartMarkdownProps } from "../ReasoningPartMarkdown";

/** The chunk both parts come from: the markdown renderer (`Markdown`, `marked`, `remend`) and `ReasoningPartMarkdown`. */
const load = () => import("./markdownParts");

/**
 * The default answer renderer of `MessageList` (issue 39): `Markdown` loaded on first use (docs/architecture.md
 * docs/architecture.md, "UI parts"), so the first load carries none of it. The row passes the answer's plain text as the fallback: it shows in the
 * row's `pre-wrap` box until the chunk has arrived.
 */
export const LazyAnswerMarkdown = /* @__PURE__ */ lazyPart<MarkdownProps, HTMLDivElement>(() => load().then((m) => m.Markdown));

/**
 * The default reasoning part of `ReasoningPanel` (issue 39): `ReasoningPartMarkdown` (the part's title line, then
 * markdown) loaded on first use with the renderer; the panel passes the part's plain text as the fallback.
 */
export const LazyReasoningPart = /* @__PURE__ */ lazyPart<ReasoningPartMarkdownProps, never>(() => load().then((m) => m.ReasoningPartMarkdown));
