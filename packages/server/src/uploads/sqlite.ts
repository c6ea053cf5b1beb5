/**
 * `@reasoning-ui/server/uploads/sqlite`: blobs in an SQLite file through `better-sqlite3` — the thread store's own
 * file if you like (a second connection; WAL lets it read while the other writes).
 */
import type { UploadBackend, UploadRecord } from "./types";
import { openSqliteFile } from "../db/sqliteFile";
import { tableName } from "../db/tableName";

/** Options of {@link sqliteUploadBackend}. */
export interface SqliteUploadBackendOptions {
  /** The database file (created with its directory and tables when missing), e.g. `".data/threads.db"`. */
  filename: string;
  /** Table name (letters, digits, `_`); chunks go to `<table>_chunks`. Default `"rui_uploads"`. */
  table?: string;
  /** Chunks older than this (ms) that no committed blob owns are collected (a process that died mid-upload). Default 1 hour. */
  orphanAfterMs?: number;
}

interface Row {
  id: string;
  user_id: string;
  mime_type: string;
  name: string;
  size: number;
  created_at: number;
}
const record = (r: Row): UploadRecord => ({ id: r.id, userId: r.user_id, mimeType: r.mime_type, name: r.name, size: r.size, createdAt: r.created_at });

/**
 * An {@link UploadBackend} on SQLite. A blob is rows of 256 KiB chunks (`BLOB`) written as the body arrives, and one
 * head row inserted by `commit` in an immediate transaction with the quota check: readers and the quota see a blob
 * only once it is whole; an aborted write's chunks are deleted, a crashed one's collected after `orphanAfterMs`.
 * Chunks rather than one row: a download streams chunk by chunk and no statement binds a 25 MiB value.
 *
 * @example
 * import { sqliteUploadBackend } from "@reasoning-ui/server/uploads/sqlite";
 * const backend = sqliteUploadBackend({ filename: ".data/threads.db" });
 */
export function sqliteUploadBackend(options: SqliteUploadBackendOptions): UploadBackend {
  const t = tableName(options.table, "rui_uploads", "sqliteUploadBackend");
  const orphanAfter = options.orphanAfterMs ?? 3_600_000;
  const db = openSqliteFile(options.filename);
  db.exec(`CREATE TABLE IF NOT EXISTS ${t} (
    id TEXT PRIMARY KEY,
    user_id TEXT NOT NULL,
    mime_type TEXT NOT NULL,
    name TEXT NOT NULL,
    size INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS ${t}_user ON ${t} (user_id);
  CREATE TABLE IF NOT EXISTS ${t}_chunks (
    id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    data BLOB NOT NULL,
    created_at INTEGER NOT NULL,
    UNIQUE (id, seq)
  );`);
  const usage = db.prepare<[string], { bytes: number | null; count: number }>(`SELECT sum(size) AS bytes, count(*) AS count FROM ${t} WHERE user_id = ?`);
  const insertChunk = db.prepare(`INSERT INTO ${t}_chunks (id, seq, data, created_at) VALUES (?, ?, ?, ?)`);
  const dropChunks = db.prepare(`DELETE FROM ${t}_chunks WHERE id = ?`);
  const insertHead = db.prepare(`INSERT INTO ${t} (id, user_id, mime_type, name, size, created_at) VALUES (?, ?, ?, ?, ?, ?)`);
  const head = db.prepare<[string], Row>(`SELECT id, user_id, mime_type, name, size, created_at FROM ${t} WHERE id = ?`);
  const chunk = db.prepare<[string, number], { data: Buffer }>(`SELECT data FROM ${t}_chunks WHERE id = ? AND seq = ?`);
  const dropHead = db.prepare(`DELETE FROM ${t} WHERE user_id = ? AND id = ?`);
  const orphans = db.prepare(`DELETE FROM ${t}_chunks WHERE created_at < ? AND id NOT IN (SELECT id FROM ${t})`);
  const commitTx = db.transaction((r: UploadRecord, maxBytes: number, maxCount: number) => {
    const used = usage.get(r.userId)!;
    if (used.count + 1 > maxCount) return { ok: false as const, reason: "quota_count" as const };
    if ((used.bytes ?? 0) + r.size > maxBytes) return { ok: false as const, reason: "quota_bytes" as const };
    insertHead.run(r.id, r.userId, r.mimeType, r.name, r.size, r.createdAt);
    return { ok: true as const };
  });
  const removeTx = db.transaction((userId: string, id: string) => {
    if (dropHead.run(userId, id).changes !== 1) return false;
    dropChunks.run(id);
    return true;
  });
  let begun = 0;
  const collect = () => orphans.run(Date.now() - orphanAfter);
  collect();

  return {
    async usage(userId) {
      const u = usage.get(userId)!;
      return { bytes: u.bytes ?? 0, count: u.count };
    },
    async begin(id) {
      if (++begun % 64 === 0) collect();
      let seq = 0;
      return {
        async write(data) {
          insertChunk.run(id, seq++, data, Date.now());
        },
        async commit(r, quota) {
          return commitTx.immediate(r, quota.maxBytes, quota.maxCount);
        },
        async abort() {
          try {
            dropChunks.run(id);
          } catch {
            /* collected later as an orphan */
          }
        },
      };
    },
    async head(id) {
      const r = head.get(id);
      return r && record(r);
    },
    async *read(id) {
      for (let seq = 0; ; seq++) {
        const row = chunk.get(id, seq);
        if (!row) return;
        yield new Uint8Array(row.data.buffer, row.data.byteOffset, row.data.byteLength);
      }
    },
    async remove(userId, id) {
      return removeTx.immediate(userId, id);
    },
    async close() {
      db.close();
    },
  };
}
