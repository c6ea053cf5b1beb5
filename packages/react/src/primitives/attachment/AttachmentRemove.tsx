"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from "react";
import { CloseIcon } from "../../attachments/icons";
import { attachmentAttributes, useAttachmentContext } from "./context";

export namespace AttachmentPrimitiveRemove {
  export type Element = HTMLButtonElement;
  /** Props of `Attachment.Remove`. */
  export interface Props extends ComponentPropsWithoutRef<"button"> {
    /** Merge onto the single child element instead of rendering a `<button>` (Radix Slot). */
    asChild?: boolean | undefined;
  }
}

/**
 * Removes the attachment before sending (an upload in flight is aborted). A `<button type="button">` named
 * "Remove <name>" (`labels.remove`), a cross icon by default. Attributes: `data-rui="attachment-remove"`,
 * `data-state`.
 *
 * @example
 * <Attachment.Remove className="icon-button" />
 */
export const AttachmentPrimitiveRemove = /* @__PURE__ */ forwardRef<AttachmentPrimitiveRemove.Element, AttachmentPrimitiveRemove.Props>(function AttachmentRemove({ asChild, children, onClick, ...props }, ref) {
  const { attachment, labels, remove } = useAttachmentContext("Attachment.Remove");
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      type="button"
      data-rui="attachment-remove"
      {...attachmentAttributes(attachment)}
      aria-label={labels.remove(attachment.name)}
      title={labels.remove(attachment.name)}
      {...props}
      ref={ref}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        onClick?.(e);
        if (!e.defaultPrevented) remove();
      }}
    >
      {children ?? <CloseIcon data-rui="icon" />}
    </Comp>
  );
});
