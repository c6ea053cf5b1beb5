"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { attachmentAttributes, useAttachmentContext } from "./context";

export namespace AttachmentPrimitiveDetails {
  export type Element = HTMLSpanElement;
  /** Props of `Attachment.Details`. */
  export interface Props extends ComponentPropsWithoutRef<"span"> {
    /** Merge onto the single child element instead of rendering a `<span>` (Radix Slot). */
    asChild?: boolean | undefined;
  }
}

/**
 * Kind, size and state in words: "PDF · 1.2 MB", "Image · 3.4 MB · Uploading 40%", "PDF · 2 MB · Upload failed:
 * <reason>" (`labels.kind`, `labels.formatBytes`, `labels.status`, `labels.uploadFailed`). Attributes:
 * `data-rui="attachment-details"`, `data-state`, `data-kind`.
 *
 * @example
 * <Attachment.Details className="text-xs text-muted-foreground" />
 */
export const AttachmentPrimitiveDetails = /* @__PURE__ */ forwardRef<AttachmentPrimitiveDetails.Element, AttachmentPrimitiveDetails.Props>(function AttachmentDetails({ asChild, children, ...props }, ref) {
  const { attachment: a, labels } = useAttachmentContext("Attachment.Details");
  const state = a.status === "ready" ? undefined : a.status === "failed" ? labels.uploadFailed(a.error) : labels.status(a.status, a.progress);
  const Comp = asChild ? Slot : "span";
  return (
    <Comp data-rui="attachment-details" {...attachmentAttributes(a)} {...props} ref={ref}>
      {children ?? [labels.kind(a.kind), labels.formatBytes(a.size), state].filter(Boolean).join(" · ")}
    </Comp>
  );
});
