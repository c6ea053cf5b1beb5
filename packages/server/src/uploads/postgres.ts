/**
 * `@reasoning-ui/server/uploads/postgres`: blobs in PostgreSQL through `pg` — the thread store's pool if you pass it.
 */
import pg from "pg";
import type { UploadBackend, UploadCommitResult, UploadRecord } from "./types";
import { openPgPool } from "../db/pgPool";
import { tableName } from "../db/tableName";

/** Options of {@link postgresUploadBackend}: a connection string or your own `pg.Pool` (e.g. the thread store's). */
export interface PostgresUploadBackendOptions {
  /** e.g. `process.env.DATABASE_URL`. */
  connectionString?: string;
  /** A pool you already have (not ended by `close()`). */
  pool?: pg.Pool;
  /** Connections of the pool made from `connectionString`. Default 10. */
  max?: number;
  /** Table name (letters, digits, `_`); chunks go to `<table>_chunks`. Default `"rui_uploads"`. Created on first use. */
  table?: string;
  /** Chunks older than this (ms) that no committed blob owns are collected. Default 1 hour. */
  orphanAfterMs?: number;
}

interface Row {
  id: string;
  user_id: string;
  mime_type: string;
  name: string;
  size: string;
  created_at: string;
}

/**
 * An {@link UploadBackend} on PostgreSQL, for apps on several instances. A blob is `bytea` rows of 256 KiB chunks
 * (storage `EXTERNAL`: media is compressed already, so PostgreSQL does not try again) written as the body arrives, and
 * one head row inserted by `commit` in a transaction holding a per-user advisory lock with the quota check — two
 * instances committing for one user at once cannot both pass the quota. Nothing is visible before `commit`; an aborted
 * write's chunks are deleted, a crashed one's collected after `orphanAfterMs`. Chunks rather than one `bytea` per blob
 * (or large objects): no 25 MiB parameter or row is ever built in memory, a download streams chunk by chunk, and
 * deleting a blob is plain `DELETE` (large objects need `lo_unlink` / `vacuumlo`).
 *
 * @example
 * import { postgresUploadBackend } from "@reasoning-ui/server/uploads/postgres";
 * const backend = postgresUploadBackend({ connectionString: process.env.DATABASE_URL });
 */
export function postgresUploadBackend(options: PostgresUploadBackendOptions): UploadBackend {
  const t = tableName(options.table, "rui_uploads", "postgresUploadBackend");
  const orphanAfter = options.orphanAfterMs ?? 3_600_000;
  const { pool, own } = openPgPool(options);
  let ready: Promise<unknown> | undefined;
  const init = () =>
    (ready ??= pool
      .query(
        `CREATE TABLE IF NOT EXISTS ${t} (
          id text PRIMARY KEY,
          user_id text NOT NULL,
          mime_type text NOT NULL,
          name text NOT NULL,
          size bigint NOT NULL,
          created_at bigint NOT NULL
        );
        CREATE INDEX IF NOT EXISTS ${t}_user ON ${t} (user_id);
        CREATE TABLE IF NOT EXISTS ${t}_chunks (
          id text NOT NULL,
          seq integer NOT NULL,
          data bytea NOT NULL,
          created_at bigint NOT NULL,
          PRIMARY KEY (id, seq)
        );
        ALTER TABLE ${t}_chunks ALTER COLUMN data SET STORAGE EXTERNAL;`,
      )
      .then(() => pool.query(`DELETE FROM ${t}_chunks c WHERE c.created_at < $1 AND NOT EXISTS (SELECT 1 FROM ${t} h WHERE h.id = c.id)`, [Date.now() - orphanAfter]))
      .catch((err: unknown) => {
        ready = undefined; // the database was down: try again at the next request
        throw err;
      }));
  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[]) => {
    await init();
    return pool.query<R>(text, values);
  };

  async function commit(r: UploadRecord, maxBytes: number, maxCount: number): Promise<UploadCommitResult> {
    await init();
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`${t}:${r.userId}`]);
      const { rows } = await client.query<{ bytes: string | null; count: string }>(`SELECT sum(size) AS bytes, count(*) AS count FROM ${t} WHERE user_id = $1`, [r.userId]);
      const used = { bytes: Number(rows[0]?.bytes ?? 0), count: Number(rows[0]?.count ?? 0) };
      let result: UploadCommitResult = { ok: true };
      if (used.count + 1 > maxCount) result = { ok: false, reason: "quota_count" };
      else if (used.bytes + r.size > maxBytes) result = { ok: false, reason: "quota_bytes" };
      else await client.query(`INSERT INTO ${t} (id, user_id, mime_type, name, size, created_at) VALUES ($1, $2, $3, $4, $5, $6)`, [r.id, r.userId, r.mimeType, r.name, r.size, r.createdAt]);
      await client.query("COMMIT");
      return result;
    } catch (err) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  return {
    async usage(userId) {
      const { rows } = await query<{ bytes: string | null; count: string }>(`SELECT sum(size) AS bytes, count(*) AS count FROM ${t} WHERE user_id = $1`, [userId]);
      return { bytes: Number(rows[0]?.bytes ?? 0), count: Number(rows[0]?.count ?? 0) };
    },
    async begin(id) {
      await init();
      let seq = 0;
      return {
        async write(data) {
          await query(`INSERT INTO ${t}_chunks (id, seq, data, created_at) VALUES ($1, $2, $3, $4)`, [id, seq++, Buffer.from(data.buffer, data.byteOffset, data.byteLength), Date.now()]);
        },
        commit: (r, quota) => commit(r, quota.maxBytes, quota.maxCount),
        async abort() {
          await query(`DELETE FROM ${t}_chunks WHERE id = $1`, [id]).catch(() => undefined); // else collected as an orphan
        },
      };
    },
    async head(id) {
      const { rows } = await query<Row>(`SELECT id, user_id, mime_type, name, size, created_at FROM ${t} WHERE id = $1`, [id]);
      const r = rows[0];
      return r && { id: r.id, userId: r.user_id, mimeType: r.mime_type, name: r.name, size: Number(r.size), createdAt: Number(r.created_at) };
    },
    async *read(id) {
      for (let seq = 0; ; seq++) {
        const { rows } = await query<{ data: Buffer }>(`SELECT data FROM ${t}_chunks WHERE id = $1 AND seq = $2`, [id, seq]);
        const data = rows[0]?.data;
        if (!data) return;
        yield new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
      }
    },
    async remove(userId, id) {
      const { rows } = await query<{ n: string }>(
        `WITH d AS (DELETE FROM ${t} WHERE user_id = $1 AND id = $2 RETURNING id), c AS (DELETE FROM ${t}_chunks WHERE id IN (SELECT id FROM d)) SELECT count(*) AS n FROM d`,
        [userId, id],
      );
      return Number(rows[0]?.n ?? 0) > 0;
    },
    async close() {
      if (own) await pool.end();
    },
  };
}
