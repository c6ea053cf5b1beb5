/**
 * The headless attachment primitives (issue 38), used as a namespace: `Attachment.Root`, `Attachment.Thumbnail`,
 * `Attachment.Name`, `Attachment.Details`, `Attachment.Progress`, `Attachment.Retry`, `Attachment.Remove` (one file
 * per part; props `Attachment.<Part>.Props`). The styled twin is `AttachmentPreview` (what the composer's tray shows).
 */
export { AttachmentPrimitiveRoot as Root } from "./AttachmentRoot";
export { AttachmentPrimitiveThumbnail as Thumbnail } from "./AttachmentThumbnail";
export { AttachmentPrimitiveName as Name } from "./AttachmentName";
export { AttachmentPrimitiveDetails as Details } from "./AttachmentDetails";
export { AttachmentPrimitiveProgress as Progress } from "./AttachmentProgress";
export { AttachmentPrimitiveRetry as Retry } from "./AttachmentRetry";
export { AttachmentPrimitiveRemove as Remove } from "./AttachmentRemove";
