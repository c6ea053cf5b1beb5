"use client";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { attachmentAttributes, useAttachmentContext } from "./context";

export namespace AttachmentPrimitiveProgress {
  export type Element = HTMLDivElement;
  /** Props of `Attachment.Progress`. */
  export interface Props extends ComponentPropsWithoutRef<"div"> {}
}

/**
 * The upload's progress bar while uploading (`role="progressbar"`, `aria-valuenow` 0–100 when the uploader reports
 * progress, indeterminate otherwise); renders nothing in any other state. The filled share is the CSS variable
 * `--rui-attachment-progress` (0–1). Attributes: `data-rui="attachment-progress"`, `data-state`.
 *
 * @example
 * <Attachment.Progress className="h-1 bg-muted [&]:bg-[linear-gradient(...)]" />
 */
export const AttachmentPrimitiveProgress = /* @__PURE__ */ forwardRef<AttachmentPrimitiveProgress.Element, AttachmentPrimitiveProgress.Props>(function AttachmentProgress({ style, ...props }, ref) {
  const { attachment: a, labels } = useAttachmentContext("Attachment.Progress");
  if (a.status !== "uploading") return null;
  const pct = a.progress === undefined ? undefined : Math.round(a.progress * 100);
  return (
    <div
      data-rui="attachment-progress"
      {...attachmentAttributes(a)}
      role="progressbar"
      aria-label={labels.status("uploading")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={pct}
      style={{ ...style, ["--rui-attachment-progress" as string]: a.progress ?? 0 }}
      {...props}
      ref={ref}
    />
  );
});
