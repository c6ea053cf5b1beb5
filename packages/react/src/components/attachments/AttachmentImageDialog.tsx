"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { CloseIcon } from "../../attachments/icons";
import type { AttachmentLabels } from "../../attachments/labels";
import type { ShownAttachment } from "../../attachments/parts";

/** Props of {@link AttachmentImageDialog}. */
export interface AttachmentImageDialogProps {
  attachment: ShownAttachment & { src: string };
  labels: AttachmentLabels;
  styled: { "data-rui-styled"?: "" };
}

/**
 * A message's image: a thumbnail button that opens the image larger in a modal Radix Dialog (focus trapped, Escape
 * and the Close button close it, focus returns to the thumbnail). The `<img>` decodes asynchronously and loads
 * lazily; an SVG or other markup never gets here (a chip instead).
 */
export function AttachmentImageDialog({ attachment: a, labels, styled }: AttachmentImageDialogProps) {
  const details = [labels.kind(a.kind), a.size !== undefined ? labels.formatBytes(a.size) : undefined, a.width && a.height ? `${a.width} × ${a.height}` : undefined].filter(Boolean).join(" · ");
  return (
    <Dialog.Root>
      <Dialog.Trigger data-rui="message-attachment-image" {...styled} aria-label={labels.openImage(a.name)} title={a.name}>
        <img data-rui="message-attachment-thumbnail" {...styled} src={a.src} alt="" loading="lazy" decoding="async" width={a.width} height={a.height} draggable={false} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay data-rui="attachment-dialog-overlay" {...styled} />
        <Dialog.Content data-rui="attachment-dialog" {...styled} aria-describedby={undefined}>
          <Dialog.Title data-rui="attachment-dialog-title" {...styled}>
            {a.name}
          </Dialog.Title>
          <img data-rui="attachment-dialog-image" {...styled} src={a.src} alt={a.name} decoding="async" />
          <p data-rui="attachment-dialog-details" {...styled}>
            {details}
          </p>
          <Dialog.Close data-rui="attachment-dialog-close" {...styled} aria-label={labels.close} title={labels.close}>
            <CloseIcon data-rui="icon" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
