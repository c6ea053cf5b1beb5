"use client";
import { leadingReasoningTitle, withoutLeadingTitle, type ReasoningStatus } from "@reasoning-ui/core";
import { Markdown } from "../markdown/Markdown";
import { useStyledAttr } from "../internal/styled";

/** Props of {@link ReasoningPartMarkdown}. */
export interface ReasoningPartMarkdownProps {
  /** The part's visible reasoning text (markdown, possibly still streaming). */
  text: string;
  /** The reasoning's status, set on the markdown root as `data-status`. */
  status: ReasoningStatus;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
}

/**
 * How `ReasoningPanel` renders a reasoning part by default (issue 39): a part opening with a bold or heading line
 * (`**Searching the docs**`, how OpenAI's and Anthropic's summaries open each part) shows that line as the part's
 * title — `<p data-rui="reasoning-part-title">`, without the markers — and the rest as markdown; any other part is
 * markdown throughout. Loaded on first use with the markdown renderer (`LazyReasoningPart`, one chunk): the panel
 * shows the part's plain text meanwhile. Both take their direction from their own text (`dir="auto"`). Unclosed
 * markers are closed only while the part streams: a finished text shows what it says (a lone `__` stays `__`).
 *
 * @example
 * <ReasoningPanel text={summary} renderContent={(text, { status }) => <ReasoningPartMarkdown text={text} status={status} />} />
 */
export function ReasoningPartMarkdown({ text, status, unstyled }: ReasoningPartMarkdownProps) {
  const title = leadingReasoningTitle(text);
  const body = title === undefined ? text : withoutLeadingTitle(text);
  const styled = useStyledAttr(unstyled);
  return (
    <>
      {title === undefined ? null : (
        <p data-rui="reasoning-part-title" {...styled} dir="auto">
          {title}
        </p>
      )}
      {body.trim() === "" ? null : (
        <Markdown data-status={status} unstyled={unstyled} dir="auto" completeIncomplete={status === "streaming"}>
          {body}
        </Markdown>
      )}
    </>
  );
}
