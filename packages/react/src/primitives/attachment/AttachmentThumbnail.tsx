"use client";
import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef } from "react";
import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { attachmentAttributes, useAttachmentContext } from "./context";
import { FileKindIcon } from "../../attachments/icons";

export namespace AttachmentPrimitiveThumbnail {
  export type Element = HTMLElement;
  /** Props of `Attachment.Thumbnail`. */
  export interface Props extends ComponentPropsWithoutRef<"span"> {}
}

/**
 * The attachment's preview: an image's thumbnail — the bitmap decoded at thumbnail size off the main thread, painted
 * on a `<canvas role="img">` named after the file — else an icon of its kind (every other file, an SVG, an image the
 * browser could not decode). Never the file's own bytes rendered as a document. Attributes:
 * `data-rui="attachment-thumbnail"`, `data-state`, `data-kind`, `data-empty` when showing the icon.
 *
 * @example
 * <Attachment.Thumbnail className="size-16 rounded" />
 */
export const AttachmentPrimitiveThumbnail = /* @__PURE__ */ forwardRef<AttachmentPrimitiveThumbnail.Element, AttachmentPrimitiveThumbnail.Props>(function AttachmentThumbnail(props, ref) {
  const { attachment } = useAttachmentContext("Attachment.Thumbnail");
  const canvas = useRef<HTMLCanvasElement>(null);
  const composed = useComposedRefs(ref, canvas);
  const bitmap = attachment.thumbnail;
  useEffect(() => {
    const el = canvas.current;
    if (!el || !bitmap || bitmap.width === 0) return;
    el.width = bitmap.width;
    el.height = bitmap.height;
    el.getContext("2d")?.drawImage(bitmap, 0, 0);
  }, [bitmap]);
  if (bitmap) {
    return <canvas data-rui="attachment-thumbnail" {...attachmentAttributes(attachment)} role="img" aria-label={attachment.name} {...(props as ComponentPropsWithoutRef<"canvas">)} ref={composed} />;
  }
  return (
    <span data-rui="attachment-thumbnail" {...attachmentAttributes(attachment)} data-empty="" aria-hidden="true" {...props} ref={ref}>
      <FileKindIcon kind={attachment.kind} />
    </span>
  );
});
