"use client";
import { forwardRef } from "react";
import * as Attachment from "../../primitives/attachment/index";
import type { AttachmentPrimitiveRoot } from "../../primitives/attachment/AttachmentRoot";
import { useStyledAttr } from "../../internal/styled";

/** Props of {@link AttachmentPreview}. */
export interface AttachmentPreviewProps extends AttachmentPrimitiveRoot.Props {
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
}

/**
 * One attachment in the composer's tray, styled: the thumbnail (an image) or the kind's icon (any other file), the
 * name, "kind · size · state", the upload's progress bar, Retry after a failed upload, and Remove. The styled twin of
 * the `Attachment.*` primitives.
 *
 * @example
 * <ul>{state.items.map((a) => <AttachmentPreview key={a.id} attachment={a} onRemove={…} onRetry={…} />)}</ul>
 */
export const AttachmentPreview = /* @__PURE__ */ forwardRef<HTMLLIElement, AttachmentPreviewProps>(function AttachmentPreview({ unstyled, ...props }, ref) {
  const styled = useStyledAttr(unstyled);
  return (
    <Attachment.Root {...styled} {...props} ref={ref}>
      <Attachment.Thumbnail {...styled} />
      <span data-rui="attachment-text" {...styled}>
        <Attachment.Name {...styled} />
        <Attachment.Details {...styled} />
        <Attachment.Progress {...styled} />
      </span>
      <Attachment.Retry {...styled} />
      <Attachment.Remove {...styled} />
    </Attachment.Root>
  );
});
