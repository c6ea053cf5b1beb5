import type { ReactNode } from "react";
import type { ReasoningStatus } from "@reasoning-ui/core";
import type { CopyButtonLabels } from "../components/CopyButton";
import { CopyableBlock } from "../components/CopyableBlock";
import { Markdown, type MarkdownProps } from "./Markdown";

/** Options of the renderers: every {@link Markdown} prop except the text, plus the copy control. */
export interface MarkdownRendererOptions extends Omit<MarkdownProps, "children"> {
  /**
   * Add a `CopyButton` after each block (the markdown source is copied), in a `CopyableBlock`: no room of its own
   * with a pointer (over the block's corner, shown on hover or focus), a row under the block on touch screens. `true`, or the labels to use;
   * default accessible name "Copy reasoning" for reasoning parts, "Copy answer" for answers. Default off.
   */
  copy?: boolean | Partial<CopyButtonLabels>;
}

function withCopy(node: ReactNode, text: string, copy: MarkdownRendererOptions["copy"], name: string): ReactNode {
  if (!copy) return node;
  return (
    <CopyableBlock text={text} labels={{ copy: name, ...(copy === true ? {} : copy) }}>
      {node}
    </CopyableBlock>
  );
}

/**
 * A `renderContent` for `ReasoningPanel` / `ReasoningBlockView` (and `MessageList`'s `reasoningProps`) that renders
 * each reasoning part as {@link Markdown}. Create it once (module level or `useMemo`): a new function re-renders
 * the panels. The part keeps its `Markdown` instance (and so its parsed blocks) across deltas because the panel
 * keys parts by id. The root carries `data-status` of the part.
 *
 * @example
 * const renderContent = markdownRenderContent({ copy: true });
 * <MessageList reasoningProps={{ renderContent }} renderText={markdownRenderText({ copy: true })} />
 */
export function markdownRenderContent(options: MarkdownRendererOptions = {}) {
  const { copy, ...rest } = options;
  return function renderMarkdownContent(text: string, info: { status: ReasoningStatus; partId: string; index: number }): ReactNode {
    const node = (
      <Markdown data-status={info.status} {...rest}>
        {text}
      </Markdown>
    );
    return withCopy(node, text, copy, "Copy reasoning");
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
  const { roles = ["assistant"], copy, ...rest } = options;
  return function renderMarkdownText(text: string, _messageId: string, role: "user" | "assistant"): ReactNode {
    if (!roles.includes(role)) return text;
    return withCopy(<Markdown {...rest}>{text}</Markdown>, text, role === "assistant" ? copy : false, "Copy answer");
  };
}
