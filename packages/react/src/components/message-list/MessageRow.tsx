"use client";
import { memo } from "react";
import { useMessage } from "../../hooks/useMessage";
import { useStyledAttr } from "../../internal/styled";
import { useLabels } from "../../internal/useLabels";
import { visuallyHidden } from "../../internal/visuallyHidden";
import { ToolCallRow } from "./ToolCallRow";
import type { RowContext } from "./types";

const textOf = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? content.map((p) => (p && typeof p === "object" && (p as { type?: unknown }).type === "text" ? String((p as { text?: unknown }).text ?? "") : "")).join("")
      : "";

/** One user, assistant or orphan tool-result row: re-renders only when its own message changes. */
export const MessageRow = /* @__PURE__ */ memo(function MessageRow({ id, ctx }: { id: string; ctx: RowContext }) {
  const message = useMessage(id, ctx.store);
  const labels = useLabels(ctx.labels);
  const styled = useStyledAttr(ctx.unstyled);
  if (!message) return null;
  const text = "content" in message ? textOf(message.content) : "";
  const { UserMessage, Text } = ctx.components ?? {};
  if (message.role === "user" && UserMessage) {
    const { encryptedValue: _never, ...visible } = message as typeof message & { encryptedValue?: string };
    return <UserMessage message={visible} text={text} />;
  }
  const author = message.role === "user" ? labels.userAuthor : labels.assistantAuthor;
  const role = message.role === "user" || message.role === "assistant" ? message.role : undefined;
  const toolCalls = message.role === "assistant" ? (message.toolCalls ?? []) : [];
  return (
    <div data-rui="message" data-role={message.role} {...styled}>
      {message.role === "tool" ? null : <span style={visuallyHidden}>{author}: </span>}
      {text ? (
        <div data-rui="message-content" {...styled}>
          {role && Text ? <Text text={text} messageId={id} role={role} /> : role && ctx.renderText ? ctx.renderText(text, id, role) : text}
        </div>
      ) : null}
      {toolCalls.map((c) => (
        <ToolCallRow key={c.id} id={c.id} ctx={ctx} />
      ))}
    </div>
  );
});
