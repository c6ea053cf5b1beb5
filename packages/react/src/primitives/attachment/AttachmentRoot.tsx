"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, useMemo, type ComponentPropsWithoutRef } from "react";
import { useAttachmentLabels, type AttachmentLabels } from "../../attachments/labels";
import type { ComposerAttachment } from "../../attachments/types";
import { AttachmentContext, attachmentAttributes } from "./context";

export namespace AttachmentPrimitiveRoot {
  export type Element = HTMLLIElement;
  /** Props of `Attachment.Root`. */
  export interface Props extends ComponentPropsWithoutRef<"li"> {
    /** The composer attachment shown (from `ComposerAttachmentsState.items`). */
    attachment: ComposerAttachment;
    /** Called by `Attachment.Remove`. */
    onRemove: () => void;
    /** Called by `Attachment.Retry`. */
    onRetry: () => void;
    labels?: Partial<AttachmentLabels> | undefined;
    /** Merge onto the single child element instead of rendering an `<li>` (Radix Slot). */
    asChild?: boolean | undefined;
  }
}

/**
 * One attachment of the composer: an `<li>` (the tray is a list) giving its parts the attachment, labels and
 * actions. Attributes: `data-rui="attachment"`, `data-state` (`reading` | `uploading` | `ready` | `failed`),
 * `data-kind` (`image` | `audio` | `video` | `pdf` | `file`).
 *
 * @example
 * <Attachment.Root attachment={a} onRemove={() => remove(a.id)} onRetry={() => retry(a.id)}>
 *   <Attachment.Thumbnail />
 *   <Attachment.Name />
 *   <Attachment.Details />
 *   <Attachment.Retry />
 *   <Attachment.Remove />
 * </Attachment.Root>
 */
export const AttachmentPrimitiveRoot = /* @__PURE__ */ forwardRef<AttachmentPrimitiveRoot.Element, AttachmentPrimitiveRoot.Props>(function AttachmentRoot(
  { attachment, onRemove, onRetry, labels: own, asChild, ...props },
  ref,
) {
  const labels = useAttachmentLabels(own);
  const value = useMemo(() => ({ attachment, labels, remove: onRemove, retry: onRetry }), [attachment, labels, onRemove, onRetry]);
  const Comp = asChild ? Slot : "li";
  return (
    <AttachmentContext.Provider value={value}>
      <Comp data-rui="attachment" {...attachmentAttributes(attachment)} aria-busy={attachment.status === "reading" || attachment.status === "uploading" ? true : undefined} {...props} ref={ref} />
    </AttachmentContext.Provider>
  );
});
