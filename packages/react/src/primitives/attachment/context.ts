"use client";
import { createContext, useContext } from "react";
import type { AttachmentLabels } from "../../attachments/labels";
import type { ComposerAttachment } from "../../attachments/types";

/** What `Attachment.*` parts read from their `Attachment.Root`. */
export interface AttachmentContextValue {
  attachment: ComposerAttachment;
  labels: AttachmentLabels;
  /** Removes the attachment (its upload aborted). */
  remove: () => void;
  /** Tries a failed upload again. */
  retry: () => void;
}

export const AttachmentContext = /* @__PURE__ */ createContext<AttachmentContextValue | null>(null);

/**
 * The nearest `Attachment.Root`'s attachment, labels and actions.
 *
 * @throws Error "`<part>` must be used within `Attachment.Root`" outside one.
 */
export function useAttachmentContext(part = "useAttachmentContext"): AttachmentContextValue {
  const ctx = useContext(AttachmentContext);
  if (!ctx) throw new Error(`\`${part}\` must be used within \`Attachment.Root\``);
  return ctx;
}

/** The data attributes every part carries: `data-state` (reading | uploading | ready | failed) and `data-kind`. */
export const attachmentAttributes = (a: ComposerAttachment) => ({ "data-state": a.status, "data-kind": a.kind });
