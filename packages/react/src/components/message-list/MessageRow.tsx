"use client";
import { memo, useEffect, useRef, useState } from "react";
import { useMessage } from "../../hooks/useMessage";
import { useStyledAttr } from "../../internal/styled";
import { useLabels } from "../../internal/useLabels";
import { visuallyHidden } from "../../internal/visuallyHidden";
import { nearestComposerInput } from "../../internal/nearestComposerInput";
import { LazyMessageEditor } from "../lazy/LazyMessageEditor";
import { LazyListBranchPicker } from "../lazy/LazyListBranchPicker";
import { LazyMessageAttachments } from "../attachments/LazyMessageAttachments";
import type { WithAttachmentLabels } from "../../attachments/labels";
import { LazyAnswerMarkdown } from "../lazy/LazyMarkdownParts";
import { useHydrated } from "../../internal/useHydrated";
import { ToolCallRow } from "./ToolCallRow";
import { UserMessageActions } from "./UserMessageActions";
import type { RowContext } from "./types";

const textOf = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? content.map((p) => (p && typeof p === "object" && (p as { type?: unknown }).type === "text" ? String((p as { text?: unknown }).text ?? "") : "")).join("")
      : "";

/**
 * One user, assistant or orphan tool-result row: re-renders only when its own message changes. A user row gets
 * `UserMessageActions` (Edit with the list's `onEdit`, the fork's picker with `onSwitchBranch`); Edit swaps the
 * text for a `MessageEditor`: Cancel gives focus back to Edit, a submit calls `onEdit(id, text)` and moves focus
 * to the composer's field (the edited message is a new one on a new branch; this row leaves the active branch).
 */
export const MessageRow = /* @__PURE__ */ memo(function MessageRow({ id, ctx }: { id: string; ctx: RowContext }) {
  const message = useMessage(id, ctx.store);
  const labels = useLabels(ctx.labels);
  const styled = useStyledAttr(ctx.unstyled);
  const [editing, setEditing] = useState(false);
  const hydrated = useHydrated(); // markdown after hydration: a server render shows the plain text (docs/architecture.md, "UI parts")
  const [refocusEdit, setRefocusEdit] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!refocusEdit) return;
    setRefocusEdit(false);
    editButton.current?.focus();
  }, [refocusEdit]);
  // The editor's code loads after the first paint of a row that offers Edit, so it is there when Edit is pressed; and
  // the fork picker's when the list switches branches (Edit, Retry and Regenerate fork), so a new fork's picker is
  // there when it first shows.
  const mayEdit = message?.role === "user" && !!ctx.onEdit;
  const mayFork = message?.role === "user" && !!ctx.onSwitchBranch;
  useEffect(() => {
    if (mayEdit) void LazyMessageEditor.preload();
    if (mayFork) void LazyListBranchPicker.preload();
  }, [mayEdit, mayFork]);
  if (!message) return null;
  const text = "content" in message ? textOf(message.content) : "";
  const { UserMessage, Text } = ctx.components ?? {};
  const onEdit = ctx.onEdit;
  const actions =
    message.role === "user" && !editing ? <UserMessageActions id={id} ctx={ctx} onEditStart={() => setEditing(true)} ref={editButton} /> : null;
  const author = message.role === "user" ? labels.userAuthor : labels.assistantAuthor;
  const role = message.role === "user" || message.role === "assistant" ? message.role : undefined;
  const toolCalls = message.role === "assistant" ? (message.toolCalls ?? []) : [];
  let row;
  if (message.role === "user" && UserMessage) {
    const { encryptedValue: _never, ...visible } = message as typeof message & { encryptedValue?: string };
    row = <UserMessage message={visible} text={text} />;
  } else {
    row = (
      <div data-rui="message" data-role={message.role} {...styled}>
        {message.role === "tool" ? null : <span style={visuallyHidden}>{author}: </span>}
        {/* parts, not a string: the attachments' code loads (it shows nothing for text parts alone) */}
        {message.role === "user" && Array.isArray(message.content) ? (
          <LazyMessageAttachments
            content={message.content}
            labels={(ctx.labels as WithAttachmentLabels | undefined)?.attachments}
            unstyled={ctx.unstyled}
            fallback={<ul data-rui="message-attachments" {...styled} />}
          />
        ) : null}
        {text ? (
          <div data-rui="message-content" dir="auto" {...styled}>
            {role && Text ? (
              <Text text={text} messageId={id} role={role} />
            ) : role && ctx.renderText ? (
              ctx.renderText(text, id, role)
            ) : role === "assistant" && ctx.markdown && hydrated ? (
              <LazyAnswerMarkdown unstyled={ctx.unstyled} fallback={text}>
                {text}
              </LazyAnswerMarkdown>
            ) : (
              text
            )}
          </div>
        ) : null}
        {toolCalls.map((c) => (
          <ToolCallRow key={c.id} id={c.id} ctx={ctx} />
        ))}
      </div>
    );
  }
  if (message.role === "user" && editing && onEdit) {
    // Until the editor's code has arrived (it is preloaded, so rarely), the row stays as it was.
    return (
      <LazyMessageEditor
        fallback={row}
        defaultValue={text}
        labels={ctx.labels}
        unstyled={ctx.unstyled}
        onCancel={() => {
          setEditing(false);
          setRefocusEdit(true);
        }}
        onSubmit={(next) => {
          // submitted from inside the editor (Enter in the field, or its Send button): the composer nearest to it
          const from = document.activeElement;
          const input = from instanceof HTMLElement ? nearestComposerInput(from) : null;
          setEditing(false);
          onEdit(id, next);
          input?.focus();
        }}
      />
    );
  }
  return actions ? (
    <>
      {row}
      {actions}
    </>
  ) : (
    row
  );
});
