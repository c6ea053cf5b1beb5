"use client";
import { forwardRef, useMemo, type ComponentPropsWithoutRef } from "react";
import { FileKindIcon } from "../../attachments/icons";
import { useAttachmentLabels, type AttachmentLabels } from "../../attachments/labels";
import { shownAttachments, type ShownAttachment } from "../../attachments/parts";
import { useStyledAttr } from "../../internal/styled";
import { AttachmentImageDialog } from "./AttachmentImageDialog";

/** Props of {@link MessageAttachments}. */
export interface MessageAttachmentsProps extends Omit<ComponentPropsWithoutRef<"ul">, "content"> {
  /** The message's `content` (AG-UI 1.0 `string | ContentPart[]`); text parts are not shown here. */
  content: unknown;
  labels?: Partial<AttachmentLabels> | undefined;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
}

/**
 * A message's attachments (its AG-UI 1.0 media parts), as a list: an image as a thumbnail that opens larger (a
 * Radix Dialog); audio and video playable with the browser's own controls (`preload="metadata"`); a document or
 * any other file as a chip with its name, kind and size (a link when its source is a web URL). A provider's file
 * handle is never fetched (a chip); SVG and other markup are never rendered (a chip); a URL of another scheme
 * (`javascript:`, …) is never loaded. Renders nothing when the content has no media part.
 *
 * `MessageList` shows it in user rows (loaded on first use); use it in your own `components.UserMessage`.
 *
 * @example
 * <MessageAttachments content={message.content} />
 */
export const MessageAttachments = /* @__PURE__ */ forwardRef<HTMLUListElement, MessageAttachmentsProps>(function MessageAttachments({ content, labels: own, unstyled, ...props }, ref) {
  const labels = useAttachmentLabels(own);
  const styled = useStyledAttr(unstyled);
  const shown = useMemo(() => shownAttachments(content), [content]);
  if (!shown.length) return null;
  return (
    <ul data-rui="message-attachments" {...styled} aria-label={labels.attachments} {...props} ref={ref}>
      {shown.map((a) => (
        <li key={a.index} data-rui="message-attachment" data-kind={a.kind} data-source={a.source} {...styled}>
          <ShownPart attachment={a} labels={labels} styled={styled} />
        </li>
      ))}
    </ul>
  );
});

function ShownPart({ attachment: a, labels, styled }: { attachment: ShownAttachment; labels: AttachmentLabels; styled: { "data-rui-styled"?: "" } }) {
  const details = [labels.kind(a.kind), a.size !== undefined ? labels.formatBytes(a.size) : undefined].filter(Boolean).join(" · ");
  const caption = (
    <span data-rui="message-attachment-text" {...styled}>
      <span data-rui="attachment-name" {...styled} title={a.name}>
        {a.name}
      </span>
      <span data-rui="attachment-details" {...styled}>
        {a.withheld ? `${details} · ${labels.notShown}` : details}
      </span>
    </span>
  );
  if (a.src && a.kind === "image") return <AttachmentImageDialog attachment={{ ...a, src: a.src }} labels={labels} styled={styled} />;
  if (a.src && (a.kind === "audio" || a.kind === "video")) {
    const Media = a.kind;
    return (
      <figure data-rui="message-attachment-media" {...styled}>
        <Media src={a.src} controls preload="metadata" aria-label={a.name} data-rui={`message-attachment-${a.kind}`} {...styled} />
        <figcaption>{caption}</figcaption>
      </figure>
    );
  }
  const chip = (
    <>
      <span data-rui="attachment-thumbnail" data-empty="" aria-hidden="true" {...styled}>
        <FileKindIcon kind={a.kind} />
      </span>
      {caption}
    </>
  );
  return a.href ? (
    <a data-rui="message-attachment-chip" {...styled} href={a.href} target="_blank" rel="noopener noreferrer">
      {chip}
    </a>
  ) : (
    <span data-rui="message-attachment-chip" {...styled}>
      {chip}
    </span>
  );
}
