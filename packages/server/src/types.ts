/** Types of the thread store (docs/architecture.md, "Hosting layer and servers"): what a backend keeps and what the handler serves. */

/** One stored value as the backend keeps it: the request body's text, byte-for-byte, and its revision. */
export interface StoredValue {
  /** The JSON text exactly as the client sent it (never re-serialised: encrypted values stay byte-identical). */
  value: string;
  /** 1 on creation, +1 per accepted save. Sent as the `ETag` (`"<revision>"`). */
  revision: number;
}

/** What the handler reads from a thread's envelope at save time (never from message content). */
export interface ThreadMeta {
  /** The envelope's `title` (the client's first user message, ≤ 80 characters), or a rename. */
  title: string;
  /** ms since epoch (server clock) of the save. */
  updatedAt: number;
  /** Length of the envelope's `messages` array. */
  messageCount: number;
  /** The envelope's last run record has `status: "running"` (the thread was saved mid-run). */
  running: boolean;
  /**
   * Version 3, a long thread in pages (docs/architecture.md, "Hosting layer and servers"): the ids of the parts its head lists (pages and
   * variants). The save is applied only when every one is stored (else `missingParts`), and the thread's parts it
   * no longer lists are deleted with it — in the same statement or transaction. Empty for an unpaged thread.
   */
  parts?: string[] | undefined;
}

/** One entry of a user's thread list (`GET <base>?limit=&cursor=`), most recently updated first. */
export interface ThreadListItem extends ThreadMeta {
  threadId: string;
  revision: number;
}

/** Result of a conditional write: `ok`, or the revision the store holds instead (`undefined`: none). */
export type PutResult = { ok: true; revision: number } | { ok: false; current: number | undefined; missingParts?: boolean | undefined };

/**
 * Result of a part's write or deletion under its head's revision: `ok` (`existed`: there was such a part), or
 * refused — the committed head's revision is `current` (`undefined`: no head), and `listed` says whether that head
 * lists the part (then the write needs `If-Match: "<current>"`).
 */
export type PartWriteResult = { ok: true; existed: boolean } | { ok: false; current: number | undefined; listed: boolean };

/** What one user stores: thread rows and bytes (threads' and parts' values, UTF-8). */
export interface StoreUsage {
  threads: number;
  bytes: number;
}

/**
 * A thread store backend: a key → value table scoped by user, with one revision per row. Each method is one
 * statement or one transaction (a crash between two saves never leaves a half-written row). `userId` and `key` are
 * validated by the handler before they arrive; backends pass them as query parameters only. Any rejection is
 * answered `503 store_unavailable` (the client keeps the conversation in memory and saves it when the store is back).
 *
 * @example
 * const backend: ThreadStoreBackend = {
 *   get: (userId, key) => db.get(userId, key),                       // → { value, revision } | undefined
 *   put: (userId, key, value, meta, expected) => db.putIf(...),      // expected: null = create only
 *   remove: (userId, key) => db.delete(userId, key),
 *   list: (userId, { limit, after }) => db.page(userId, limit, after),
 *   rename: (userId, key, title) => db.setTitle(userId, key, title),
 * };
 */
export interface ThreadStoreBackend {
  /** The row of `key`, or `undefined`. */
  get(userId: string, key: string): Promise<StoredValue | undefined>;
  /**
   * Writes `value` only when the row's revision is `expected` (`null`: only when there is no row) — in one
   * conditional statement — and returns the new revision, or `{ ok: false, current }`.
   */
  put(userId: string, key: string, value: string, meta: ThreadMeta, expected: number | null): Promise<PutResult>;
  /** Deletes the row and its parts; `true` when there was one. */
  remove(userId: string, key: string): Promise<boolean>;
  /** A stored part (a page of older turns, docs/architecture.md, "Hosting layer and servers") of thread `key`: its text byte-for-byte, or `undefined`. */
  getPart?(userId: string, key: string, partId: string): Promise<string | undefined>;
  /**
   * Stores a part of thread `key` (written before the head that lists it; the same id again overwrites it), in one
   * statement or transaction with this check: with `headRevision` (the request's `If-Match`), only when the head's
   * revision is that; without, only when the committed head does not list the part.
   */
  putPart?(userId: string, key: string, partId: string, value: string, headRevision: number | undefined): Promise<PartWriteResult>;
  /** Deletes a part, under the same check as {@link putPart}. */
  removePart?(userId: string, key: string, partId: string, headRevision: number | undefined): Promise<PartWriteResult>;
  /** What the user stores, leaving out `except` (the row a write replaces: a thread, or one part). Needed for quotas. */
  usage?(userId: string, except?: { key: string; partId?: string | undefined }): Promise<StoreUsage>;
  /**
   * Deletes parts that no committed head lists (their head was never saved, or a later save dropped them) and that
   * were last written before `olderThan` (ms since epoch); the number deleted.
   */
  collectOrphanParts?(olderThan: number): Promise<number>;
  /** A page of the user's thread rows, most recently updated first, after the keyset cursor `after`. */
  list(userId: string, page: { limit: number; after?: { updatedAt: number; key: string } | undefined }): Promise<(ThreadListItem & { key: string })[]>;
  /** Sets the listed title of a thread row (the stored value is untouched); `false` when there is none. */
  rename(userId: string, key: string, title: string): Promise<boolean>;
  /** Closes connections (tests, shutdown). */
  close?(): Promise<void>;
}
