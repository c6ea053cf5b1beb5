import { useMemo } from "react";
import { useAgentContext } from "../context/AgentContext";
import { definedOnly, type ReasoningLabels } from "../labels";
import type { AttachmentKind, AttachmentRefusal, AttachmentStatus } from "./types";

/**
 * The attachment parts' strings (composer and message list), with English defaults. A module of its own, loaded
 * with the attachment parts, so an app that never attaches does not carry them. Override through
 * `<AgentProvider labels={{ attachments: { … } }}>` or a part's `labels` prop.
 */
export interface AttachmentLabels {
  /** Accessible name (and tooltip) of the composer's attach button. */
  attach: string;
  /** Accessible name of the list of attachments (composer tray and a message's attachments). */
  attachments: string;
  /** A size in bytes, in words: "0.5 kB", "3.2 MB". */
  formatBytes: (bytes: number) => string;
  /** The kind of a file: "Image", "PDF", … */
  kind: (kind: AttachmentKind) => string;
  /** An attachment's state in the composer; `progress` 0–1 while uploading when known. */
  status: (status: AttachmentStatus, progress?: number) => string;
  /** Remove button of an attachment. */
  remove: (name: string) => string;
  /** Retry button of a failed upload: its accessible name, and its visible text. */
  retry: (name: string) => string;
  retryText: string;
  /** Why an upload failed, shown on the attachment (`error`: the uploader's message, when it gave one). */
  uploadFailed: (error?: string) => string;
  /** A file not attached, and why, in words (shown next to the composer). `limit` in bytes, files or pixels. */
  refused: (refusal: AttachmentRefusal) => string;
  /** When more files were refused than are listed. */
  moreRefused: (count: number) => string;
  /** Dismiss button of the refusal notes. */
  dismiss: string;
  /** Shown over the composer while files are dragged over it. */
  dropHint: string;
  /** Live-region announcements. */
  announceAdded: (name: string) => string;
  announceRemoved: (name: string) => string;
  announceUploaded: (name: string) => string;
  announceFailed: (name: string) => string;
  /** Accessible name of a message's image thumbnail button (opens it larger). */
  openImage: (name: string) => string;
  /** The timeline's attachment item: "Attached 2 files". */
  attached: (count: number) => string;
  /** Close button of the larger image. */
  close: string;
  /** Shown for a part whose bytes are not here to show (a provider's file handle, markup, a URL of another scheme); not for a document sent inline. */
  notShown: string;
}

const unit = (n: number, u: string) => `${n >= 10 ? Math.round(n) : Math.round(n * 10) / 10} ${u}`;
const formatBytes = (b: number) => (b < 1000 ? `${b} B` : b < 1e6 ? unit(b / 1e3, "kB") : b < 1e9 ? unit(b / 1e6, "MB") : unit(b / 1e9, "GB"));
const pixels = (n: number) => `${Math.round(n / 1e6)} megapixels`;

export const defaultAttachmentLabels: AttachmentLabels = {
  attach: "Attach files",
  attachments: "Attachments",
  formatBytes,
  kind: (k) => ({ image: "Image", audio: "Audio", video: "Video", pdf: "PDF", file: "File" })[k],
  status: (s, p) => ({ reading: "Reading…", uploading: p === undefined ? "Uploading…" : `Uploading ${Math.round(p * 100)}%`, ready: "Ready", failed: "Upload failed" })[s],
  remove: (name) => `Remove ${name}`,
  retry: (name) => `Retry uploading ${name}`,
  retryText: "Retry",
  uploadFailed: (error) => (error ? `Upload failed: ${error}` : "Upload failed"),
  refused: ({ name, reason, limit }) =>
    `${name} was not attached: ` +
    {
      type: "this agent does not accept files of this type.",
      mismatch: "its content is not what its type says.",
      empty: "the file is empty.",
      "too-large": `it is larger than ${limit ? formatBytes(limit) : "the limit"}.`,
      "too-many": `at most ${limit ?? "a few"} files can be attached to one message.`,
      pixels: `the image is larger than ${limit ? pixels(limit) : "the limit"}.`,
      unreadable: "the file could not be read.",
    }[reason],
  moreRefused: (n) => `…and ${n} more ${n === 1 ? "file" : "files"} not attached.`,
  dismiss: "Dismiss",
  dropHint: "Drop files to attach",
  announceAdded: (name) => `${name} attached`,
  announceRemoved: (name) => `${name} removed`,
  announceUploaded: (name) => `${name} uploaded`,
  announceFailed: (name) => `${name} could not be uploaded`,
  openImage: (name) => `Open ${name}`,
  close: "Close",
  attached: (n) => (n === 1 ? "Attached 1 file" : `Attached ${n} files`),
  notShown: "Not shown here",
};

/** Labels that may carry attachment overrides (`ReasoningLabels` plus `attachments`). */
export type WithAttachmentLabels = Partial<ReasoningLabels> & { attachments?: Partial<AttachmentLabels> | undefined };

/** Defaults ← the provider's `labels.attachments` ← the part's own. */
export function useAttachmentLabels(own?: Partial<AttachmentLabels>): AttachmentLabels {
  const ctx = useAgentContext().labels as WithAttachmentLabels | undefined;
  return useMemo(() => ({ ...defaultAttachmentLabels, ...definedOnly(ctx?.attachments ?? {}), ...definedOnly(own ?? {}) }), [ctx, own]);
}
