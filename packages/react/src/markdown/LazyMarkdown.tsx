"use client";
import { forwardRef } from "react";
import { lazyPart } from "../internal/lazyPart";
import { useStyledAttr } from "../internal/styled";
import type { MarkdownProps } from "./Markdown";

const LazyMarkdownPart = /* @__PURE__ */ lazyPart<MarkdownProps, HTMLDivElement>(() => import("./Markdown").then((m) => m.Markdown));

/** The text as markdown shows plain prose: one `<p>` per paragraph (a blank line between), line breaks folded. */
const paragraphs = (text: string) =>
  text
    .split(/\n[ \t]*\n/)
    .filter((p) => p.trim() !== "")
    .map((p, i) => <p key={i}>{p}</p>);

/**
 * {@link Markdown} whose code (the component, `marked` and `remend`, ~25 kB min+gzip) loads on first use, so an app's
 * first load does not carry it (docs/architecture.md, "UI parts"). Same props as `Markdown`. Until the code has arrived the
 * text shows as plain paragraphs (one `<p>` per blank-line-separated paragraph) in the same `<div data-rui="markdown">`
 * root, with `data-loading` — so an answer is never an empty box, and plain prose is laid out as the markdown will
 * lay it out; the markdown replaces it when the code arrives. The code starts loading when the
 * first `LazyMarkdown` mounts; call `LazyMarkdown.preload()` earlier (e.g. when the conversation mounts) to have it
 * there before the first answer.
 *
 * @example
 * import { LazyMarkdown } from "@reasoning-ui/react/lazy-markdown";
 * <MessageList renderText={(text, _id, role) => (role === "assistant" ? <LazyMarkdown>{text}</LazyMarkdown> : text)} />
 */
export const LazyMarkdown = /* @__PURE__ */ Object.assign(
  forwardRef<HTMLDivElement, MarkdownProps>(function LazyMarkdown(props, ref) {
    const { children, unstyled, allowImages: _a, linkProtocols: _l, imageProtocols: _i, linkTarget: _t, components: _c, completeIncomplete: _r, ...rest } = props;
    const styled = useStyledAttr(unstyled);
    const fallback = (
      <div data-rui="markdown" data-loading="" {...styled} {...rest} ref={ref}>
        {paragraphs(typeof children === "string" ? children : "")}
      </div>
    );
    return <LazyMarkdownPart {...props} fallback={fallback} ref={ref} />;
  }),
  { preload: LazyMarkdownPart.preload },
);
