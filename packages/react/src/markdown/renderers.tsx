import type { ReactNode } from "react";
import type { ReasoningStatus } from "@reasoning-ui/core";
import { Markdown, type MarkdownProps } from "./Markdown";

/** Options of the renderers: every {@link Markdown} prop except the text. */
export type MarkdownRendererOptions = Omit<MarkdownProps, "children">;

/**
 * A `renderContent` for `ReasoningPanel` / `ReasoningMessage` (and `MessageList`'s `reasoningProps`) that renders
 * each reasoning part as {@link Markdown}. Create it once (module level or `useMemo`): a new function re-renders
 * the panels. The part keeps its `Markdown` instance (and so its parsed blocks) across deltas because the panel
 * keys parts by id. The root carries `data-status` of the part.
 *
 * @example
 * const renderContent = markdownRenderContent();
 * <MessageList reasoningProps={{ renderContent }} renderText={markdownRenderText()} />
 */
export function markdownRenderContent(options: MarkdownRendererOptions = {}) {
  return function renderMarkdownContent(text: string, info: { status: ReasoningStatus; partId: string; index: number }): ReactNode {
    return (
      <Markdown data-status={info.status} {...options}>
        {text}
      </Markdown>
    );
  };
}

/**
 * A `renderText` for `MessageList` that renders messages of the given `roles` (default: assistant answers only;
 * a person's own text stays plain, as typed) as {@link Markdown} and the others as text. Create it once.
 *
 * @example
 * const renderText = markdownRenderText({ roles: ["assistant", "user"] });
 * <MessageList renderText={renderText} />
 */
export function markdownRenderText(options: MarkdownRendererOptions & { roles?: readonly ("user" | "assistant")[] } = {}) {
  const { roles = ["assistant"], ...rest } = options;
  return function renderMarkdownText(text: string, _messageId: string, role: "user" | "assistant"): ReactNode {
    return roles.includes(role) ? <Markdown {...rest}>{text}</Markdown> : text;
  };
}
