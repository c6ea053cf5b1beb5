"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef, type MouseEvent } from "react";
import { attachmentAttributes, useAttachmentContext } from "./context";

export namespace AttachmentPrimitiveRetry {
  export type Element = HTMLButtonElement;
  /** Props of `Attachment.Retry`. */
  export interface Props extends ComponentPropsWithoutRef<"button"> {
    /** Merge onto the single child element instead of rendering a `<button>` (Radix Slot). */
    asChild?: boolean | undefined;
  }
}

/**
 * Uploads a failed attachment again; renders only when its upload failed. A `<button type="button">` with the
 * visible text "Retry" and the name "Retry uploading <name>" (`labels.retry`). Attributes:
 * `data-rui="attachment-retry"`, `data-state`.
 *
 * @example
 * <Attachment.Retry className="link-button" />
 */
export const AttachmentPrimitiveRetry = /* @__PURE__ */ forwardRef<AttachmentPrimitiveRetry.Element, AttachmentPrimitiveRetry.Props>(function AttachmentRetry({ asChild, children, onClick, ...props }, ref) {
  const { attachment, labels, retry } = useAttachmentContext("Attachment.Retry");
  if (attachment.status !== "failed") return null;
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      type="button"
      data-rui="attachment-retry"
      {...attachmentAttributes(attachment)}
      aria-label={labels.retry(attachment.name)}
      {...props}
      ref={ref}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        onClick?.(e);
        if (!e.defaultPrevented) retry();
      }}
    >
      {children ?? labels.retryText}
    </Comp>
  );
});
