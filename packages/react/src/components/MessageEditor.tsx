"use client";
import { forwardRef, useEffect, useId, useRef, useState, type ComponentPropsWithoutRef, type FormEvent, type KeyboardEvent } from "react";
import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { useStyledAttr } from "../internal/styled";
import { styledClass } from "../internal/styledClass";
import { useLabels } from "../internal/useLabels";
import { visuallyHidden } from "../internal/visuallyHidden";
import type { ReasoningLabels } from "../labels";

/** Props of {@link MessageEditor}. */
export interface MessageEditorProps extends Omit<ComponentPropsWithoutRef<"form">, "onSubmit" | "defaultValue"> {
  /** The text the field starts with (the sent message's text). */
  defaultValue: string;
  /** Called with the edited text, trimmed, when the user submits (Enter or the Send button). Never with an empty text. */
  onSubmit: (text: string) => void;
  /** Called when the user cancels (Escape or the Cancel button). */
  onCancel: () => void;
  /** Label overrides (`editMessageLabel`, `saveEdit`, `cancelEdit`); win over the provider's. */
  labels?: Partial<ReasoningLabels> | undefined;
  /** Omit the default theme (`data-rui-styled` and the `rui-message-editor*` classes). */
  unstyled?: boolean | undefined;
}

/**
 * An inline editor for a sent user message: a `<form data-rui="message-editor">` with a text field holding the
 * message's text (labelled "Edit your message", focused on mount with the caret at the end), a Send button and a
 * Cancel button. Enter submits, Shift+Enter inserts a newline (IME composition is respected), Escape cancels.
 * Submitting an empty or whitespace-only text does nothing (Send is `aria-disabled`). Focus after submit or cancel is
 * the owner's business: `MessageList` (with `onEdit`) returns it to the message's Edit button on cancel and moves it
 * to the composer's field after a submit.
 *
 * @example
 * <MessageEditor defaultValue={text} onSubmit={(next) => agent.edit(messageId, next)} onCancel={() => setEditing(false)} />
 */
export const MessageEditor = /* @__PURE__ */ forwardRef<HTMLTextAreaElement, MessageEditorProps>(function MessageEditor(
  { defaultValue, onSubmit, onCancel, labels: labelsProp, unstyled, className, ...props },
  ref,
) {
  const labels = useLabels(labelsProp);
  const styled = useStyledAttr(unstyled);
  const [text, setText] = useState(() => (typeof defaultValue === "string" ? defaultValue : ""));
  const field = useRef<HTMLTextAreaElement>(null);
  const refs = useComposedRefs(field, ref);
  const labelId = useId();
  useEffect(() => {
    const el = field.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  const empty = text.trim() === "";
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!empty) onSubmit(text.trim());
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };
  const button = styledClass(styled, "rui-message-editor-button");
  return (
    <form data-rui="message-editor" {...styled} className={styledClass(styled, "rui-message-editor", className)} {...props} onSubmit={submit}>
      <span id={labelId} style={visuallyHidden}>
        {labels.editMessageLabel}
      </span>
      <textarea
        data-rui="message-editor-input"
        dir="auto"
        {...styled}
        className={styledClass(styled, "rui-message-editor-input")}
        aria-labelledby={labelId}
        rows={Math.min(8, Math.max(2, text.split("\n").length))}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={handleKeyDown}
        ref={refs}
      />
      <div data-rui="message-editor-actions" {...styled} className={styledClass(styled, "rui-message-editor-actions")}>
        <button type="button" data-rui="message-editor-cancel" {...styled} className={button} onClick={onCancel}>
          {labels.cancelEdit}
        </button>
        <button
          type="submit"
          data-rui="message-editor-submit"
          {...styled}
          className={styledClass(styled, "rui-message-editor-submit")}
          aria-disabled={empty ? "true" : undefined}
        >
          {labels.saveEdit}
        </button>
      </div>
    </form>
  );
});
