import type { AgentCapabilities, FileSource, MediaPart, UrlSource } from "@reasoning-ui/core";

/** What an attachment becomes on the wire: the AG-UI 1.0 media part it is sent as. */
export type AttachmentKind = "image" | "audio" | "video" | "pdf" | "file";

/** The AG-UI 1.0 media parts (`ContentPart` without `TextPart`): core's own type, re-exported for the UI's imports. */
export type { MediaPart };

/**
 * Which kinds may be attached: AG-UI 1.0's `AgentCapabilities.multimodal.input` shape (`image`, `audio`, `video`,
 * `pdf`, `file`; absent means no).
 */
export interface AttachmentAccept {
  image?: boolean | undefined;
  audio?: boolean | undefined;
  video?: boolean | undefined;
  pdf?: boolean | undefined;
  file?: boolean | undefined;
}

/** Progress of an upload, in bytes (`total` is the file's size). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** What an {@link AttachmentUploader} is called with beside the file. */
export interface AttachmentUploadOptions {
  /** Aborted when the user removes the attachment (or the composer unmounts): stop the upload and reject. */
  signal: AbortSignal;
  /** Report progress (bytes); optional to call. */
  onProgress: (progress: UploadProgress) => void;
}

/** What an {@link AttachmentUploader} resolves with: the source the part is sent with (a URL the agent can read, or a provider's file handle). */
export interface AttachmentUploadResult {
  source: UrlSource | FileSource;
}

/**
 * Uploads one file and says where the agent can read it — the app's (or `@reasoning-ui/server`'s upload route's
 * client) function. Called once per attached file right after it passes the checks, again on Retry. Reject (or
 * throw) on failure: the attachment shows the error's `message` with Retry, and the message cannot be sent until it
 * is uploaded or removed (nothing is sent half-uploaded). A rejection after `signal` aborted is ignored.
 *
 * @example
 * const upload: AttachmentUploader = async (file, { signal, onProgress }) => {
 *   const res = await fetch("/api/uploads", { method: "POST", body: file, signal, headers: { "content-type": file.type } });
 *   onProgress({ loaded: file.size, total: file.size });
 *   if (!res.ok) throw new Error(`Upload failed (${res.status})`);
 *   const { url } = await res.json();
 *   return { source: { type: "url", value: url, mimeType: file.type } };
 * };
 */
export type AttachmentUploader = (file: File, options: AttachmentUploadOptions) => Promise<AttachmentUploadResult>;

/**
 * The composer's `attachments` option: what may be attached, the limits, and how the files travel.
 * Without an `uploader`, files are sent inline (`{ type: "data", value: base64, mimeType }`) up to `maxInlineBytes`.
 */
export interface ComposerAttachmentsOptions {
  /**
   * The agent's capabilities (`useAgentCapabilities(url).capabilities`): `multimodal.input` says which kinds may be
   * attached. No kind accepted (or no capabilities and no `accept`) → no attach control.
   */
  capabilities?: AgentCapabilities | undefined;
  /** The app's narrowing or widening, over `capabilities.multimodal.input` key by key (`{ video: false }`, `{ pdf: true }`). */
  accept?: AttachmentAccept | undefined;
  /** Uploads each file and sends its URL / handle instead of inline bytes. */
  uploader?: AttachmentUploader | undefined;
  /** At most this many attachments per message (default 10). */
  maxFiles?: number | undefined;
  /** Largest file, bytes (default 20 MB with an `uploader`, else `maxInlineBytes`). */
  maxFileBytes?: number | undefined;
  /** Largest file sent inline as base64 without an uploader, bytes (default 5 MB). */
  maxInlineBytes?: number | undefined;
  /** Largest image, width × height pixels, read from the file's header before any decode (default 50 megapixels). */
  maxImagePixels?: number | undefined;
}

/** Why a file was not attached (see the `refused` label for the words). */
export type AttachmentRefusalReason = "type" | "mismatch" | "empty" | "too-large" | "too-many" | "pixels" | "unreadable";

/** A file the composer did not attach, and why. */
export interface AttachmentRefusal {
  id: string;
  name: string;
  reason: AttachmentRefusalReason;
  /** The limit involved, when there is one (bytes, files or pixels). */
  limit?: number | undefined;
}

/** Where an attachment in the composer is: `reading` (checks, thumbnail, inline bytes), `uploading`, `ready` to send, `failed` (upload; Retry). */
export type AttachmentStatus = "reading" | "uploading" | "ready" | "failed";

/** One attachment in the composer. */
export interface ComposerAttachment {
  id: string;
  file: File;
  name: string;
  /** The type the content was sniffed as (else the declared type). */
  mimeType: string;
  /** Bytes. */
  size: number;
  kind: AttachmentKind;
  status: AttachmentStatus;
  /** Upload progress 0–1 while `uploading` (`undefined` when the uploader reports none). */
  progress?: number | undefined;
  /** Why the upload failed (`failed`). */
  error?: string | undefined;
  /** Image width and height (pixels), read from the header. */
  width?: number | undefined;
  height?: number | undefined;
  /** A thumbnail decoded at thumbnail size off the main thread (images only; absent where the browser cannot). */
  thumbnail?: ImageBitmap | undefined;
  /** The part sent for it, once `ready`. */
  part?: MediaPart | undefined;
}

/** The composer's attachments at a moment. */
export interface ComposerAttachmentsState {
  items: readonly ComposerAttachment[];
  /** The latest refusals (at most 20 kept). */
  refusals: readonly AttachmentRefusal[];
  /** How many earlier refusals were not kept (50 files dropped at once: counted, not listed). */
  refusedBeyond: number;
}
