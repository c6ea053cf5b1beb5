"use client";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type MutableRefObject } from "react";
import { acceptAttribute } from "../../attachments/accept";
import { AttachmentController, type AttachmentEvent } from "../../attachments/controller";
import { PaperclipIcon } from "../../attachments/icons";
import { useAttachmentLabels, type AttachmentLabels } from "../../attachments/labels";
import type { ComposerAttachmentsOptions, MediaPart } from "../../attachments/types";
import { useStyledAttr } from "../../internal/styled";
import { useIsoLayoutEffect } from "../../internal/useIsoLayoutEffect";
import { visuallyHidden } from "../../internal/visuallyHidden";
import { AttachmentPreview } from "./AttachmentPreview";

/** What the `Composer` calls on its attachments part (set on mount). */
export interface ComposerAttachmentsHandle {
  /** Adds files (paste, drop). */
  add(files: File[]): void;
  /** The parts to send (`[]`: none) and an empty tray, or `null` while an attachment is not ready. */
  take(): MediaPart[] | null;
}

/** Props of {@link ComposerAttachments} (the `Composer` renders it; not exported from the package). */
export interface ComposerAttachmentsProps {
  options: ComposerAttachmentsOptions;
  handle: MutableRefObject<ComposerAttachmentsHandle | null>;
  /** What the `Composer` needs to know: how many attachments wait to be sent, or -1 while any is not ready (reading, uploading, failed). */
  onSummary: (count: number) => void;
  disabled?: boolean | undefined;
  labels?: Partial<AttachmentLabels> | undefined;
  unstyled?: boolean | undefined;
}

const MAX_REFUSALS_SHOWN = 3;

/**
 * The composer's attachments, loaded on first use (docs/architecture.md, "UI parts" and the "Attachments" section): the
 * attach button and its file picker, the tray of previews (a list above the field), the refusals in words below it
 * and a polite live region announcing what was attached, removed, uploaded or refused. Renders nothing when the
 * agent (and the app's `accept`) accept no kind.
 */
export function ComposerAttachments({ options, handle, onSummary, disabled, labels: own, unstyled }: ComposerAttachmentsProps) {
  const labels = useAttachmentLabels(own);
  const styled = useStyledAttr(unstyled);
  const [controller] = useState(() => new AttachmentController(options));
  controller.configure(options);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const fileInput = useRef<HTMLInputElement>(null);
  const attachButton = useRef<HTMLButtonElement>(null);
  const tray = useRef<HTMLUListElement>(null);
  const [announcement, setAnnouncement] = useState("");
  // The composer's form and text field, found from this part's own live region (always rendered inside the form).
  const announcer = useRef<HTMLSpanElement>(null);
  const fieldOf = () => announcer.current?.closest("form")?.querySelector<HTMLTextAreaElement>('[data-rui="composer-input"]') ?? null;
  const accepted = controller.accepted;
  const accepting = accepted.size > 0;

  const announce = useCallback(
    (e: AttachmentEvent) => {
      const text =
        e.type === "refused"
          ? e.refusals.map((r) => labels.refused(r)).slice(0, MAX_REFUSALS_SHOWN).join(" ") + (e.refusals.length > MAX_REFUSALS_SHOWN ? ` ${labels.moreRefused(e.refusals.length - MAX_REFUSALS_SHOWN)}` : "")
          : { added: labels.announceAdded, removed: labels.announceRemoved, uploaded: labels.announceUploaded, failed: labels.announceFailed }[e.type](e.name);
      // the same words twice in a row are still announced (a second identical file)
      setAnnouncement((prev) => (prev === text ? `${text}\u00a0` : text));
    },
    [labels],
  );
  controller.onEvent = announce;

  useEffect(() => {
    handle.current = { add: (files) => controller.add(files), take: () => controller.take() };
    return () => {
      handle.current = null;
    };
  }, [controller, handle]);

  // Paste into the field and drop onto the composer (listeners of this part, so the composer's own code stays as
  // it was for apps that never attach). Only files are taken: pasted text stays the field's.
  const blocked = disabled || !accepting;
  // a layout effect: listening from the commit that shows the attach button, so a drop right after it is not lost
  useIsoLayoutEffect(() => {
    const field = fieldOf();
    const form = field?.form;
    if (!field || !form || blocked) return;
    const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes("Files");
    const setDragging = (on: boolean) => (on ? form.setAttribute("data-dragging", "") : form.removeAttribute("data-dragging"));
    const onPaste = (e: ClipboardEvent) => {
      const files = Array.from(e.clipboardData?.files ?? []);
      if (!files.length) return;
      e.preventDefault();
      controller.add(files);
    };
    const onDragOver = (e: DragEvent) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = "copy";
      setDragging(true);
    };
    const onDragLeave = (e: DragEvent) => {
      if (!form.contains(e.relatedTarget as Node | null)) setDragging(false);
    };
    const onDrop = (e: DragEvent) => {
      setDragging(false);
      if (!hasFiles(e)) return;
      e.preventDefault();
      controller.add(Array.from(e.dataTransfer?.files ?? []));
      field.focus();
    };
    field.addEventListener("paste", onPaste);
    form.addEventListener("dragover", onDragOver);
    form.addEventListener("dragleave", onDragLeave);
    form.addEventListener("drop", onDrop);
    return () => {
      setDragging(false);
      field.removeEventListener("paste", onPaste);
      form.removeEventListener("dragover", onDragOver);
      form.removeEventListener("dragleave", onDragLeave);
      form.removeEventListener("drop", onDrop);
    };
  }, [controller, blocked]);
  useEffect(() => () => controller.dispose(), [controller]);

  const count = state.items.length;
  const ready = state.items.every((i) => i.status === "ready");
  useEffect(() => onSummary(ready ? count : -1), [count, ready, onSummary]);

  const remove = (id: string) => {
    const index = state.items.findIndex((i) => i.id === id);
    controller.remove(id);
    // focus: the next attachment's Remove, else the previous one's, else the field
    requestAnimationFrame(() => {
      const buttons = tray.current?.querySelectorAll<HTMLButtonElement>('[data-rui="attachment-remove"]');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? fieldOf())?.focus();
    });
  };

  if (!accepting && count === 0 && state.refusals.length === 0) return null;
  const shown = state.refusals.slice(-MAX_REFUSALS_SHOWN);
  const hidden = state.refusals.length - shown.length + state.refusedBeyond;
  return (
    <>
      {count > 0 ? (
        <ul ref={tray} data-rui="composer-attachments" {...styled} aria-label={labels.attachments}>
          {state.items.map((a) => (
            <AttachmentPreview key={a.id} attachment={a} labels={own} unstyled={unstyled} onRemove={() => remove(a.id)} onRetry={() => controller.retry(a.id)} />
          ))}
        </ul>
      ) : null}
      {accepting ? (
        <>
          <button
            ref={attachButton}
            type="button"
            data-rui="composer-attach"
            {...styled}
            aria-label={labels.attach}
            title={labels.attach}
            disabled={disabled}
            onClick={() => fileInput.current?.click()}
          >
            <PaperclipIcon data-rui="icon" {...styled} />
          </button>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            tabIndex={-1}
            aria-hidden="true"
            data-rui="composer-file-input"
            accept={acceptAttribute(accepted)}
            onChange={(e) => {
              const files = Array.from(e.currentTarget.files ?? []);
              // cleared so the same file can be picked again after a removal
              e.currentTarget.value = "";
              controller.add(files);
              attachButton.current?.focus();
            }}
          />
        </>
      ) : null}
      {shown.length > 0 ? (
        <div data-rui="composer-refusals" {...styled}>
          <ul data-rui="composer-refusals-list" {...styled}>
            {shown.map((r) => (
              <li key={r.id}>{labels.refused(r)}</li>
            ))}
            {hidden > 0 ? <li>{labels.moreRefused(hidden)}</li> : null}
          </ul>
          <button type="button" data-rui="composer-refusals-dismiss" {...styled} onClick={() => controller.dismiss()}>
            {labels.dismiss}
          </button>
        </div>
      ) : null}
      <span ref={announcer} role="status" aria-live="polite" data-rui="composer-announcer" style={visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
