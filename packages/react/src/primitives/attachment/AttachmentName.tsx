"use client";
import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ComponentPropsWithoutRef } from "react";
import { useAttachmentContext } from "./context";

export namespace AttachmentPrimitiveName {
  export type Element = HTMLSpanElement;
  /** Props of `Attachment.Name`. */
  export interface Props extends ComponentPropsWithoutRef<"span"> {
    /** Merge onto the single child element instead of rendering a `<span>` (Radix Slot). */
    asChild?: boolean | undefined;
  }
}

/**
 * The file's name (as text: a name is never markup). Attributes: `data-rui="attachment-name"`, `title` with the
 * full name (a long one is cut with an ellipsis by the theme).
 *
 * @example
 * <Attachment.Name className="truncate" />
 */
export const AttachmentPrimitiveName = /* @__PURE__ */ forwardRef<AttachmentPrimitiveName.Element, AttachmentPrimitiveName.Props>(function AttachmentName({ asChild, children, ...props }, ref) {
  const { attachment } = useAttachmentContext("Attachment.Name");
  const Comp = asChild ? Slot : "span";
  return (
    <Comp data-rui="attachment-name" title={attachment.name} {...props} ref={ref}>
      {children ?? attachment.name}
    </Comp>
  );
});
