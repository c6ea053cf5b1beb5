/**
 * Attachment types (docs/architecture.md, "Attachments"). The wire types are `@ag-ui/core` 1.0's, re-exported
 * (with the pre-1.0 names `InputContent*` the same package keeps as aliases); only the UI's view model
 * {@link Attachment} is ours.
 */
import type { ContentPart, PartSource } from "@ag-ui/core";
import type { AttachmentKind } from "../protocol/contentParts";

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
} from "@ag-ui/core";
export type { AttachmentKind } from "../protocol/contentParts";

/** A media part of AG-UI 1.0: every {@link ContentPart} but `text`. */
export type MediaPart = Exclude<ContentPart, { type: "text" }>;

/** A user message's `content` as AG-UI 1.0 types it: plain text or an ordered list of parts. */
export type MessageContent = string | ContentPart[];

/**
 * One attachment of a message, as a UI shows it: read from a media part by {@link attachmentsOf}, never stored
 * on its own (the part in the message is the truth).
 */
export interface Attachment {
  /** The part's `id` when it has one, else `"<messageId>:<index>"`: stable for the message's life, a React key. */
  id: string;
  /** What it is ({@link AttachmentKind}): from the part's `type`, a `document` part that is not a PDF being `file`. */
  kind: AttachmentKind;
  /** The person's file name (`metadata.filename`), display only; absent when the producer gave none. */
  name?: string;
  /** The media type: the source's `mimeType` (required for inline data; may be absent for a URL or a handle). */
  mimeType?: string;
  /** Size in bytes: `metadata.size`, else the decoded size of inline data; absent for a URL or handle without it. */
  size?: number;
  /** Where the bytes are: inline `data` (base64), a `url`, or a provider's `file` handle (opaque: never fetch or parse it). */
  source: PartSource;
  /** The part itself, exactly as in the message. */
  part: MediaPart;
  /** The id of the message that carries it. */
  messageId: string;
  /** The part's index in the message's `content` array. */
  index: number;
}
