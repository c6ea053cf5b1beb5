/**
 * Attachments (AG-UI 1.0 content parts in user messages): the wire types from `@ag-ui/core`, the UI's
 * {@link Attachment} view model and its selector, the part builder and the capability reader.
 * docs/architecture.md, "Attachments".
 */
export type { Attachment, AttachmentKind, MediaPart, MessageContent } from "./types";
export type {
  AudioPart,
  ContentPart,
  DataSource,
  DocumentPart,
  FileSource,
  ImagePart,
  InputContent,
  MultimodalInputCapabilities,
  PartSource,
  TextPart,
  UrlSource,
  VideoPart,
} from "./types";
export { ATTACHMENT_KINDS, PDF_MIME_TYPE, attachmentKindOfPart, base64ByteLength, kindOfMimeType, partTypeOfKind } from "../protocol/contentParts";
export { attachmentsOf, hasAttachments, textOfContent } from "./attachmentsOf";
export { dataSource, fileSource, mediaPartsOf, messageContent, toContentPart, urlSource, type ContentPartInput } from "./toContentPart";
export { acceptAttribute, acceptedAttachmentKinds, type AttachmentKindsOverride } from "./acceptedKinds";
