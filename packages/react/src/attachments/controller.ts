import { createListeners } from "@reasoning-ui/core";
import { acceptedKinds } from "./accept";
import { checkContent, checkSize, type AttachmentLimits } from "./check";
import { sniffFile } from "./sniff";
import { base64Of, makeThumbnail } from "./thumbnail";
import type { PartMetadata } from "./metadata";
import type { AttachmentKind, AttachmentRefusal, AttachmentUploader, ComposerAttachment, ComposerAttachmentsOptions, ComposerAttachmentsState, MediaPart } from "./types";

/** Defaults of {@link ComposerAttachmentsOptions}. */
export const ATTACHMENT_DEFAULTS = { maxFiles: 10, maxFileBytes: 20_000_000, maxInlineBytes: 5_000_000, maxImagePixels: 50_000_000 } as const;

/** Something that happened to an attachment, for the live region. */
export type AttachmentEvent =
  | { type: "added" | "removed" | "uploaded" | "failed"; name: string }
  | { type: "refused"; refusals: readonly AttachmentRefusal[] };

/** At most this many refusals are kept (50 files dropped at once keep the first ones and a count). */
const MAX_REFUSALS = 20;

let nextId = 0;

/**
 * The composer's attachments without React: checks each file (count and size before reading, then the sniffed
 * head against the declared type, the kind against what the agent accepts, an image's pixels from its header),
 * makes the thumbnail off the main thread, reads inline bytes or runs the app's uploader (progress, failure,
 * retry, abort on remove), and hands the parts over only when every attachment is ready (`take`). Subscribe with
 * `subscribe` / `getState` (`useSyncExternalStore`).
 */
export class AttachmentController {
  private state: ComposerAttachmentsState = { items: [], refusals: [], refusedBeyond: 0 };
  private listeners = createListeners();
  private aborts = new Map<string, AbortController>();
  private options: ComposerAttachmentsOptions = {};
  private kinds: ReadonlySet<AttachmentKind> = new Set();
  /** Set by the UI: what to announce. */
  onEvent: ((event: AttachmentEvent) => void) | undefined;

  constructor(options: ComposerAttachmentsOptions = {}) {
    this.configure(options);
  }

  /** Takes new options (the kinds and limits apply to files added from now on). */
  configure(options: ComposerAttachmentsOptions): void {
    this.options = options;
    this.kinds = acceptedKinds(options);
  }

  /** The kinds accepted now. */
  get accepted(): ReadonlySet<AttachmentKind> {
    return this.kinds;
  }

  get limits(): AttachmentLimits & { maxFiles: number } {
    const o = this.options;
    const inline = o.maxInlineBytes ?? ATTACHMENT_DEFAULTS.maxInlineBytes;
    return {
      maxFiles: o.maxFiles ?? ATTACHMENT_DEFAULTS.maxFiles,
      maxFileBytes: o.maxFileBytes ?? (o.uploader ? ATTACHMENT_DEFAULTS.maxFileBytes : inline),
      maxImagePixels: o.maxImagePixels ?? ATTACHMENT_DEFAULTS.maxImagePixels,
    };
  }

  getState = (): ComposerAttachmentsState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    return this.listeners.subscribe(listener);
  };

  private set(next: Partial<ComposerAttachmentsState>) {
    this.state = { ...this.state, ...next };
    this.listeners.emit();
  }

  private patch(id: string, patch: Partial<ComposerAttachment>) {
    if (!this.state.items.some((i) => i.id === id)) return false;
    this.set({ items: this.state.items.map((i) => (i.id === id ? { ...i, ...patch } : i)) });
    return true;
  }

  private refuse(refusals: AttachmentRefusal[]) {
    if (!refusals.length) return;
    const all = [...this.state.refusals, ...refusals];
    const beyond = Math.max(0, all.length - MAX_REFUSALS);
    this.set({ refusals: all.slice(beyond), refusedBeyond: this.state.refusedBeyond + beyond });
    this.onEvent?.({ type: "refused", refusals });
  }

  /** Every attachment is ready to send (nothing reading, uploading or failed). */
  get ready(): boolean {
    return this.state.items.every((i) => i.status === "ready");
  }

  /**
   * Adds files (picker, paste, drop). Files past `maxFiles` are refused at once (`too-many`), as are empty and
   * oversized ones; the rest are read and checked in the background. Never throws.
   */
  add(files: Iterable<File>): void {
    const limits = this.limits;
    const refusals: AttachmentRefusal[] = [];
    const added: ComposerAttachment[] = [];
    for (const file of files) {
      const id = `attachment-${++nextId}`;
      const name = file.name || "file";
      if (this.state.items.length + added.length >= limits.maxFiles) {
        refusals.push({ id, name, reason: "too-many", limit: limits.maxFiles });
        continue;
      }
      const sized = checkSize(file.size, limits);
      if (sized && !sized.ok) {
        refusals.push({ id, name, reason: sized.reason, limit: sized.limit });
        continue;
      }
      added.push({ id, file, name, mimeType: file.type || "application/octet-stream", size: file.size, kind: "file", status: "reading" });
    }
    if (added.length) this.set({ items: [...this.state.items, ...added] });
    this.refuse(refusals);
    for (const item of added) {
      this.onEvent?.({ type: "added", name: item.name });
      void this.read(item);
    }
  }

  private async read(item: ComposerAttachment) {
    const sniffed = await sniffFile(item.file);
    if (!this.has(item.id)) return;
    const verdict = checkContent(item.file.type, sniffed, this.kinds, this.limits);
    if (!verdict.ok) {
      this.set({ items: this.state.items.filter((i) => i.id !== item.id) });
      this.refuse([{ id: item.id, name: item.name, reason: verdict.reason, limit: verdict.limit }]);
      return;
    }
    const { mimeType, kind } = verdict;
    const width = kind === "image" ? sniffed?.width : undefined;
    const height = kind === "image" ? sniffed?.height : undefined;
    if (kind === "image") {
      void makeThumbnail(item.file, width, height).then((thumbnail) => {
        if (thumbnail && !this.patch(item.id, { thumbnail })) thumbnail.close();
      });
    }
    // the checked facts land with the transfer's first state: one render, not two
    await this.transfer(item.id, { mimeType, kind, width, height });
  }

  private has(id: string) {
    return this.state.items.some((i) => i.id === id);
  }

  private item(id: string) {
    return this.state.items.find((i) => i.id === id);
  }

  /** Inline bytes or the uploader; ends `ready` with the part, or `failed` with the reason. */
  private async transfer(id: string, checked?: Pick<ComposerAttachment, "mimeType" | "kind" | "width" | "height">) {
    const current = this.item(id);
    if (!current) return;
    const item = { ...current, ...checked };
    const uploader: AttachmentUploader | undefined = this.options.uploader;
    const metadata: PartMetadata = { filename: item.name, size: item.size, ...(item.width && item.height ? { width: item.width, height: item.height } : {}) };
    const partOf = (source: MediaPart["source"]): MediaPart => {
      const type = item.kind === "pdf" || item.kind === "file" ? "document" : item.kind;
      return { type, source, metadata } as MediaPart;
    };
    if (!uploader) {
      try {
        if (checked) this.patch(id, checked);
        const value = await base64Of(item.file);
        this.patch(id, { status: "ready", part: partOf({ type: "data", value, mimeType: item.mimeType }) });
      } catch (error) {
        this.fail(id, error);
      }
      return;
    }
    const controller = new AbortController();
    this.aborts.get(id)?.abort();
    this.aborts.set(id, controller);
    this.patch(id, { ...checked, status: "uploading", progress: undefined, error: undefined });
    let last = -1;
    const onProgress = ({ loaded, total }: { loaded: number; total: number }) => {
      if (controller.signal.aborted || !(total > 0)) return;
      const progress = Math.min(1, Math.max(0, loaded / total));
      // one update per whole percent: an uploader reporting every chunk costs one render per percent at most
      if (Math.floor(progress * 100) === last) return;
      last = Math.floor(progress * 100);
      this.patch(id, { progress });
    };
    try {
      const result = await uploader(item.file, { signal: controller.signal, onProgress });
      if (controller.signal.aborted) return;
      const source = result?.source;
      if (!source || (source.type !== "url" && source.type !== "file") || typeof source.value !== "string" || !source.value) {
        throw new Error("The upload gave no URL or file handle");
      }
      this.aborts.delete(id);
      this.patch(id, { status: "ready", progress: 1, part: partOf({ ...source, mimeType: source.mimeType ?? item.mimeType }) });
      this.onEvent?.({ type: "uploaded", name: item.name });
    } catch (error) {
      if (controller.signal.aborted) return;
      this.aborts.delete(id);
      this.fail(id, error);
    }
  }

  private fail(id: string, error: unknown) {
    const message = error instanceof Error && error.message ? error.message : typeof error === "string" && error ? error : undefined;
    const item = this.item(id);
    if (this.patch(id, { status: "failed", error: message, progress: undefined }) && item) this.onEvent?.({ type: "failed", name: item.name });
  }

  /** Tries a failed attachment again. */
  retry(id: string): void {
    if (this.item(id)?.status === "failed") void this.transfer(id);
  }

  /** Removes an attachment (its upload is aborted, its thumbnail released). */
  remove(id: string): void {
    const item = this.item(id);
    if (!item) return;
    this.aborts.get(id)?.abort();
    this.aborts.delete(id);
    item.thumbnail?.close();
    this.set({ items: this.state.items.filter((i) => i.id !== id) });
    this.onEvent?.({ type: "removed", name: item.name });
  }

  /** Forgets the refusals shown (all, or one). */
  dismiss(id?: string): void {
    if (!this.state.refusals.length && !this.state.refusedBeyond) return;
    this.set(id ? { refusals: this.state.refusals.filter((r) => r.id !== id) } : { refusals: [], refusedBeyond: 0 });
  }

  /**
   * The parts to send, in the order attached (`[]`: none), and an empty composer — or `null` (and nothing changes) while
   * any attachment is not ready: a message never goes out with an attachment half-uploaded.
   */
  take(): MediaPart[] | null {
    if (!this.ready) return null;
    const parts = this.state.items.map((i) => i.part!);
    for (const i of this.state.items) i.thumbnail?.close();
    this.set({ items: [], refusals: [], refusedBeyond: 0 });
    return parts;
  }

  /** Aborts every upload and releases every thumbnail (the composer unmounted). */
  dispose(): void {
    for (const a of this.aborts.values()) a.abort();
    this.aborts.clear();
    for (const i of this.state.items) i.thumbnail?.close();
  }
}
