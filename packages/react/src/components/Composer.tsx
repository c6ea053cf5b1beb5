"use client";
import { forwardRef, useCallback, useId, useRef, useState, useSyncExternalStore, type ComponentPropsWithoutRef, type FocusEvent, type FormEvent, type KeyboardEvent } from "react";
import type { StoreApi } from "zustand/vanilla";
import type { AgentRunInput, AgentState } from "@reasoning-ui/core";
import type { ComposerAttachmentsOptions, MediaPart } from "../attachments/types";
import type { ComposerAttachmentsHandle } from "./attachments/ComposerAttachments";
import { LazyComposerAttachments } from "./attachments/LazyComposerAttachments";
import { useAgentContext, useSessionOf } from "../context/AgentContext";
import { NO_STORE } from "../internal/frameStore";
import { useCoalescedSelector } from "../internal/useCoalescedSelector";
import { useIsoLayoutEffect } from "../internal/useIsoLayoutEffect";
import { SendIcon, StopIcon } from "../internal/icons";
import { useStyledAttr } from "../internal/styled";
import { useLabels } from "../internal/useLabels";
import type { ReasoningLabels } from "../labels";
import { visuallyHidden } from "../internal/visuallyHidden";

/** Props of {@link Composer}. */
export interface ComposerProps extends Omit<ComponentPropsWithoutRef<"form">, "onSubmit"> {
  /**
   * Called with the trimmed text when the user sends (Enter or the send button), and the attachments as AG-UI 1.0
   * media parts (`ImagePart` / `AudioPart` / `VideoPart` / `DocumentPart`, in the order attached) when there are
   * any. The field and the tray are then cleared. With attachments the text may be empty.
   * Default: the provider session's `run` — `run(text)`, or `run({ text, parts })` with attachments.
   */
  onSend?: ((text: string, parts?: MediaPart[]) => void) | undefined;
  /**
   * Lets the user attach files (picker, paste, drop): what the agent accepts (`capabilities.multimodal.input`, the
   * app's `accept` over it), limits, and an optional `uploader`. Absent: no attachments (and none of their code is
   * loaded). The attachment parts load on first use; see the README's "Attachments".
   */
  attachments?: ComposerAttachmentsOptions | undefined;
  /** The agent store whose `status` gives `running` by default. Default: the nearest `AgentProvider`'s, if any (the Composer also works without one). */
  store?: StoreApi<AgentState> | undefined;
  /** Called when the user presses Stop. Default: the provider session's `stop`. */
  onStop?: (() => void) | undefined;
  /** A run is in flight: shows Stop instead of Send and does not send on Enter. Default: the provider store's `status === "running"`, else false. */
  running?: boolean | undefined;
  /** Disable the field and buttons. The dashed, muted box is `styles/composer-disabled.css` (in `styles.css`; with `chat.css`, import it after it). */
  disabled?: boolean | undefined;
  /** Placeholder (default from labels). */
  placeholder?: string | undefined;
  /** Focus the field on mount. */
  autoFocus?: boolean | undefined;
  labels?: Partial<ReasoningLabels> | undefined;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
}

const selectStatus = (s: AgentState) => s.status;

/**
 * The message box: a labelled multi-line text field, a Send button, and a Stop button while a run is in flight.
 * Enter sends, Shift+Enter inserts a newline (IME composition is respected). Renders
 * `<form data-rui="composer" data-running data-disabled>` with `data-rui="composer-input|composer-send|composer-stop"`
 * parts.
 *
 * Focus stays in the text field: after Send (Enter or the button) and after Stop the field has focus, and when
 * the Send/Stop button that had focus is swapped for the other (a run starts or ends) focus moves to the field
 * instead of dropping to `<body>` — so a second Enter never lands on Stop and cancels the run.
 *
 * Inside `<AgentProvider session={…}>` it needs no props: Send runs the session, Stop stops it, and `running`
 * follows its store; each prop given wins over the session's. The session's notice about what the user just tried
 * (`session.state.interruptNotice`: a message refused while the agent waits for an answer to its request, an answer
 * refused) is said in words above the field (`<p data-rui="composer-notice" role="alert">`: a message was not sent), and a
 * refused message comes back into the field — so an app without the interrupt parts never swallows a message silently.
 *
 * @example
 * const agent = useAgentRun({ url: "/agent" });
 * <AgentProvider session={agent.session}>
 *   <Composer />
 * </AgentProvider>
 * // or, without a provider:
 * <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
 */
export const Composer = /* @__PURE__ */ forwardRef<HTMLFormElement, ComposerProps>(function Composer(
  { store: storeProp, onSend: onSendProp, onStop: onStopProp, running: runningProp, disabled, placeholder, autoFocus, labels: labelsProp, unstyled, attachments, ...props },
  ref,
) {
  const labels = useLabels(labelsProp);
  const styled = useStyledAttr(unstyled);
  const context = useAgentContext();
  const store = storeProp ?? context.store;
  const session = useSessionOf(store);
  const onSend = onSendProp ?? (session ? (text: string, parts?: MediaPart[]) => session.run(parts ? ({ text, parts } as AgentRunInput) : text) : undefined);
  const onStop = onStopProp ?? session?.stop;
  const storeStatus = useCoalescedSelector(store ?? NO_STORE, selectStatus);
  // the session's word on what the user just tried (a message refused while the agent waits for an answer, …)
  const notice = useSyncExternalStore(
    useCallback((onChange: () => void) => (session ? session.state.subscribe(onChange) : () => undefined), [session]),
    () => session?.state.getState().interruptNotice,
    () => undefined,
  );
  const running = runningProp ?? storeStatus === "running";
  const [text, setText] = useState("");
  const inputId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  /**
   * The Send or Stop button has focus: when it is replaced by the other one, focus goes to the field. (They are
   * distinct elements — keyed — so a focused Send never silently becomes a focused Stop.)
   */
  const buttonFocused = useRef(false);
  // Attachments (only with `attachments`): their part loads on first use and registers its handle here.
  const attach = useRef<ComposerAttachmentsHandle | null>(null);
  // how many attachments wait in the tray; -1 while one is still being read or uploaded (or failed)
  const [files, setFiles] = useState(0);

  // a refused message comes back into the field (nothing typed is lost), unless something new was typed meanwhile
  useIsoLayoutEffect(() => {
    if (notice?.text) setText((current) => (current.trim() ? current : notice.text!));
  }, [notice]);

  useIsoLayoutEffect(() => {
    if (!buttonFocused.current) return;
    buttonFocused.current = false;
    const active = inputRef.current?.ownerDocument.activeElement;
    if (!active || active === inputRef.current?.ownerDocument.body) inputRef.current?.focus();
  }, [running]);

  const send = () => {
    const value = text.trim();
    // nobody to send to (no `onSend`, no provider session): the text stays in the field
    if ((!value && !files) || running || disabled || !onSend) return;
    // nothing half-sent: every attachment is read or uploaded first (the button is disabled meanwhile)
    const parts = attach.current?.take();
    if (parts === null) return;
    void (parts?.length ? onSend(value, parts) : onSend(value));
    setText("");
    inputRef.current?.focus();
  };
  const stop = () => {
    onStop?.();
    inputRef.current?.focus();
  };
  const buttonFocus = {
    onFocus: () => void (buttonFocused.current = true),
    // Focus moving to another element clears the mark; a blur with no new target (the button was removed, or
    // the page lost focus) keeps it, and the effect above only acts when focus really fell to `<body>`.
    onBlur: (event: FocusEvent<HTMLButtonElement>) => void (buttonFocused.current = event.relatedTarget == null),
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      data-rui="composer"
      data-running={running ? "" : undefined}
      data-disabled={disabled ? "" : undefined}
      {...styled}
      {...props}
      ref={ref}
      onSubmit={handleSubmit}
    >
      {notice ? (
        <p data-rui="composer-notice" role="alert" {...styled}>
          {notice.message}
        </p>
      ) : null}
      {attachments ? (
        <LazyComposerAttachments
          options={attachments}
          handle={attach}
          onSummary={setFiles}
          disabled={disabled}
          unstyled={unstyled}
        />
      ) : null}
      <label htmlFor={inputId} style={visuallyHidden}>
        {labels.composerLabel}
      </label>
      <textarea
        ref={inputRef}
        id={inputId}
        data-rui="composer-input"
        dir="auto"
        {...styled}
        rows={1}
        value={text}
        placeholder={placeholder ?? labels.composerPlaceholder}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={handleKeyDown}
      />
      {running ? (
        <button key="stop" type="button" data-rui="composer-stop" {...styled} {...buttonFocus} onClick={stop} disabled={disabled} aria-label={labels.stop}>
          <StopIcon data-rui="icon" {...styled} />
        </button>
      ) : (
        <button key="send" type="submit" data-rui="composer-send" {...styled} {...buttonFocus} disabled={disabled || (!text.trim() && !files) || files < 0} aria-label={labels.send}>
          <SendIcon data-rui="icon" {...styled} />
        </button>
      )}
    </form>
  );
});
