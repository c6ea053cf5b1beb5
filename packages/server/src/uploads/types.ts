/** Types of the upload route (docs/architecture.md, "Uploads"): what a blob backend keeps and how it writes. */

/** One stored blob's metadata (its bytes are read with {@link UploadBackend.read}). */
export interface UploadRecord {
  /** Server-minted id (`UPLOAD_ID_PATTERN`: 128 random bits, base64url). */
  id: string;
  /** The principal `authorize` returned when it was uploaded: its owner. */
  userId: string;
  /** The declared media type, checked against the bytes, lower-case without parameters, e.g. `"image/png"`. */
  mimeType: string;
  /** Cleaned file name (metadata only, may be `""`). */
  name: string;
  /** Bytes. */
  size: number;
  /** ms since the Unix epoch (server clock). */
  createdAt: number;
}

/** A user's stored blobs, as the quota counts them. */
export interface UploadUsage {
  /** Sum of the sizes of the user's committed blobs, in bytes. */
  bytes: number;
  /** Number of the user's committed blobs. */
  count: number;
}

/** Per-user limits a commit is checked against, atomically with the write. */
export interface UploadQuota {
  /** Largest total of a user's blobs, bytes. */
  maxBytes: number;
  /** Largest number of a user's blobs. */
  maxCount: number;
}

/** Result of {@link UploadWriter.commit}: stored, or refused because the user's quota would be crossed. */
export type UploadCommitResult = { ok: true } | { ok: false; reason: "quota_bytes" | "quota_count" };

/**
 * One upload being written. Chunks arrive in order (at most `chunkBytes`, 256 KiB by default, except the last); nothing
 * is visible to `head` / `read` until `commit`, and `abort` (or a crash before `commit`) leaves nothing a reader or the
 * quota can see — the backend collects what an aborted or crashed write left.
 */
export interface UploadWriter {
  /** Appends bytes. A rejection is answered `503 store_unavailable`. */
  write(chunk: Uint8Array): Promise<void>;
  /** Makes the blob visible, only if the owner's quota still holds with it (checked in the same transaction / lock). */
  commit(record: UploadRecord, quota: UploadQuota): Promise<UploadCommitResult>;
  /** Drops what was written (the client went away, the body was refused). Never rejects. */
  abort(): Promise<void>;
}

/**
 * Where blobs live: `sqliteUploadBackend` (`@reasoning-ui/server/uploads/sqlite`), `postgresUploadBackend`
 * (`…/uploads/postgres`), `directoryUploadBackend` (`…/uploads/directory`) or your own. Ids arrive validated; a
 * backend never builds a path or a statement from anything but ids it is given as parameters. Any rejection is
 * answered `503 store_unavailable` with `Retry-After` (never "gone").
 */
export interface UploadBackend {
  /** The user's committed blobs (bytes and count). */
  usage(userId: string): Promise<UploadUsage>;
  /** Starts writing blob `id` (fresh, never seen before). */
  begin(id: string): Promise<UploadWriter>;
  /** The committed blob's record, whoever owns it (the handler compares the owner), or `undefined`. */
  head(id: string): Promise<UploadRecord | undefined>;
  /** The committed blob's bytes, in order, a chunk at a time (never the whole blob in memory). */
  read(id: string): AsyncIterable<Uint8Array>;
  /** Deletes the user's blob; `false` when the user has no blob `id`. */
  remove(userId: string, id: string): Promise<boolean>;
  /** Closes connections it opened (tests, shutdown). */
  close?(): Promise<void>;
}
