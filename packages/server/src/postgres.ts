/**
 * `@reasoning-ui/server/postgres`: the backend for apps on several instances — PostgreSQL through `pg` (a peer
 * dependency: `pnpm add pg`).
 */
import pg from "pg";
import type { PartWriteResult, PutResult, ThreadListItem, ThreadStoreBackend } from "./types";
import { THREAD_PREFIX } from "./validate";
import { openPgPool } from "./db/pgPool";
import { tableName } from "./db/tableName";

/** Options of {@link postgresBackend}: a connection string or your own `pg.Pool`. */
export interface PostgresBackendOptions {
  /** e.g. `process.env.DATABASE_URL` (`postgres://user:pass@host:5432/db`). */
  connectionString?: string;
  /** A pool you already have (it is not ended by `close()`). */
  pool?: pg.Pool;
  /** Connections of the pool made from `connectionString`. Default 10. */
  max?: number;
  /** Table name (letters, digits, `_`). Default `"rui_threads"`. Created on first use when missing. */
  table?: string;
  /**
   * How stored values are compressed: `"lz4"` (default; set on the tables at first use where the server supports
   * it — PostgreSQL ≥ 14 built with lz4 — else left as it is) or `"pglz"` (PostgreSQL's default; ~2.7× the
   * database time per save of a 100 KB thread on bench P13's machine).
   */
  compression?: "lz4" | "pglz";
}

interface Row {
  key: string;
  revision: number;
  title: string;
  updated_at: string;
  message_count: number;
  running: boolean;
}

/**
 * A {@link ThreadStoreBackend} on PostgreSQL. A save is one conditional statement (`UPDATE … WHERE revision = $n
 * RETURNING revision` / `INSERT … ON CONFLICT DO NOTHING RETURNING revision`): of two concurrent saves on one
 * revision, across any number of app instances, exactly one is applied. Values are `text` (never `jsonb`, which
 * would re-encode them: encrypted values stay byte-identical). Every value is a query parameter. A database that
 * is down rejects (the handler answers `503`); the pool reconnects when it is back.
 *
 * @example
 * import { postgresBackend } from "@reasoning-ui/server/postgres";
 * const backend = postgresBackend({ connectionString: process.env.DATABASE_URL });
 */
export function postgresBackend(options: PostgresBackendOptions): ThreadStoreBackend {
  const table = tableName(options.table, "rui_threads", "postgresBackend");
  const { pool, own } = openPgPool(options);
  let ready: Promise<unknown> | undefined;
  const init = () =>
    (ready ??= pool
      .query(
        `CREATE TABLE IF NOT EXISTS ${table} (
          user_id text NOT NULL,
          key text NOT NULL,
          revision integer NOT NULL,
          value text NOT NULL,
          title text NOT NULL,
          updated_at bigint NOT NULL,
          message_count integer NOT NULL,
          running boolean NOT NULL,
          PRIMARY KEY (user_id, key)
        );
        CREATE INDEX IF NOT EXISTS ${table}_recent ON ${table} (user_id, updated_at DESC, key DESC);
        CREATE TABLE IF NOT EXISTS ${table}_parts (
          user_id text NOT NULL,
          key text NOT NULL,
          part_id text NOT NULL,
          value text NOT NULL,
          PRIMARY KEY (user_id, key, part_id)
        );
        ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS bytes bigint;
        ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS parts text NOT NULL DEFAULT '[]';
        ALTER TABLE ${table}_parts ADD COLUMN IF NOT EXISTS bytes bigint;
        ALTER TABLE ${table}_parts ADD COLUMN IF NOT EXISTS updated_at bigint NOT NULL DEFAULT 0;
        UPDATE ${table} SET bytes = octet_length(value) WHERE bytes IS NULL;
        UPDATE ${table}_parts SET bytes = octet_length(value) WHERE bytes IS NULL;`,
      )
      // values compressed with lz4 instead of pglz where the server has it (PostgreSQL ≥ 14 built with lz4, as
      // Debian's): a 100 KB thread saves in ~1.6 ms instead of ~4.3 ms of database time (bench P13); new values only
      .then(() => (options.compression === "pglz" ? undefined : pool.query(`ALTER TABLE ${table} ALTER COLUMN value SET COMPRESSION lz4; ALTER TABLE ${table}_parts ALTER COLUMN value SET COMPRESSION lz4`).catch(() => undefined)))
      .catch((err: unknown) => {
        ready = undefined; // the database was down: try again at the next request
        throw err;
      }));
  const query = async <R extends pg.QueryResultRow>(text: string, values: unknown[]) => {
    await init();
    return pool.query<R>(text, values);
  };
  const item = (r: Row): ThreadListItem & { key: string } => ({
    key: r.key,
    threadId: r.key.slice(THREAD_PREFIX.length),
    revision: r.revision,
    title: r.title,
    updatedAt: Number(r.updated_at),
    messageCount: r.message_count,
    running: r.running,
  });
  const cols = "key, revision, title, updated_at, message_count, running";
  /**
   * A part's write (`value`) or deletion under its head's revision, in one statement: applied only when `headRevision`
   * is the head's (given), or the head does not list the part (not given).
   */
  const partWrite = async (userId: string, key: string, partId: string, headRevision: number | undefined, value: string | undefined): Promise<PartWriteResult> => {
    const allowed = `(CASE WHEN $4::integer IS NOT NULL THEN (SELECT revision FROM h) IS NOT DISTINCT FROM $4::integer ELSE NOT coalesce((SELECT listed FROM h), false) END)`;
    const write =
      value === undefined
        ? `DELETE FROM ${table}_parts WHERE user_id = $1 AND key = $2 AND part_id = $3 AND ${allowed} RETURNING 1`
        : `INSERT INTO ${table}_parts (user_id, key, part_id, value, bytes, updated_at) SELECT $1, $2, $3, $5, $6, $7 WHERE ${allowed}
           ON CONFLICT (user_id, key, part_id) DO UPDATE SET value = EXCLUDED.value, bytes = EXCLUDED.bytes, updated_at = EXCLUDED.updated_at RETURNING (xmax <> 0) AS existed`;
    const { rows } = await query<{ revision: number | null; listed: boolean | null; allowed: boolean; existed: boolean | null; n: string }>(
      `WITH h AS (SELECT revision, $3 IN (SELECT json_array_elements_text(parts::json)) AS listed FROM ${table} WHERE user_id = $1 AND key = $2 FOR UPDATE),
            w AS (${write})
       SELECT (SELECT revision FROM h) AS revision, (SELECT listed FROM h) AS listed, ${allowed} AS allowed, (SELECT count(*) FROM w) AS n${value === undefined ? ", null AS existed" : ", (SELECT existed FROM w) AS existed"}`,
      value === undefined ? [userId, key, partId, headRevision ?? null] : [userId, key, partId, headRevision ?? null, value, Buffer.byteLength(value), Date.now()],
    );
    const r = rows[0]!;
    if (!r.allowed) return { ok: false, current: r.revision ?? undefined, listed: r.listed === true };
    return { ok: true, existed: value === undefined ? Number(r.n) > 0 : r.existed === true };
  };

  return {
    async get(userId, key) {
      const { rows } = await query<{ value: string; revision: number }>(`SELECT value, revision FROM ${table} WHERE user_id = $1 AND key = $2`, [userId, key]);
      return rows[0];
    },
    async put(userId, key, value, meta, expected): Promise<PutResult> {
      const parts = meta.parts ?? [];
      if (parts.length > 0) {
        // a long thread's head (docs/architecture.md, "Hosting layer and servers"): one statement — applied only when every listed part is stored, and the parts
        // it no longer lists deleted with it
        const found = `(SELECT count(DISTINCT part_id) FROM ${table}_parts WHERE user_id = $1 AND key = $2 AND part_id = ANY($8::text[])) = cardinality(ARRAY(SELECT DISTINCT unnest($8::text[])))`;
        const write =
          expected === null
            ? `INSERT INTO ${table} (user_id, key, revision, value, title, updated_at, message_count, running, bytes, parts) SELECT $1, $2, 1, $3, $4, $5, $6, $7, $9, $10 FROM ok WHERE ok.found ON CONFLICT DO NOTHING RETURNING revision`
            : `UPDATE ${table} SET revision = revision + 1, value = $3, title = $4, updated_at = $5, message_count = $6, running = $7, bytes = $9, parts = $10 FROM ok WHERE ok.found AND user_id = $1 AND key = $2 AND revision = $11 RETURNING revision`;
        const { rows } = await query<{ revision: number | null; found: boolean }>(
          `WITH ok AS (SELECT ${found} AS found), up AS (${write}),
           gc AS (DELETE FROM ${table}_parts p WHERE p.user_id = $1 AND p.key = $2 AND NOT (p.part_id = ANY($8::text[])) AND EXISTS (SELECT 1 FROM up))
           SELECT (SELECT revision FROM up) AS revision, (SELECT found FROM ok) AS found`,
          [userId, key, value, meta.title, meta.updatedAt, meta.messageCount, meta.running, parts, Buffer.byteLength(value), JSON.stringify(parts), ...(expected === null ? [] : [expected])],
        );
        if (rows[0]?.revision != null) return { ok: true, revision: rows[0].revision };
        const current = await query<{ revision: number }>(`SELECT revision FROM ${table} WHERE user_id = $1 AND key = $2`, [userId, key]);
        return { ok: false, current: current.rows[0]?.revision, ...(rows[0]?.found === false && { missingParts: true }) };
      }
      const { rows } =
        expected === null
          ? await query<{ revision: number }>(
              `INSERT INTO ${table} (user_id, key, revision, value, title, updated_at, message_count, running, bytes, parts) VALUES ($1, $2, 1, $3, $4, $5, $6, $7, $8, '[]') ON CONFLICT DO NOTHING RETURNING revision`,
              [userId, key, value, meta.title, meta.updatedAt, meta.messageCount, meta.running, Buffer.byteLength(value)],
            )
          : await query<{ revision: number }>(
              `WITH up AS (UPDATE ${table} SET revision = revision + 1, value = $3, title = $4, updated_at = $5, message_count = $6, running = $7, bytes = $9, parts = '[]' WHERE user_id = $1 AND key = $2 AND revision = $8 RETURNING revision),
               gc AS (DELETE FROM ${table}_parts p WHERE p.user_id = $1 AND p.key = $2 AND EXISTS (SELECT 1 FROM up))
               SELECT revision FROM up`,
              [userId, key, value, meta.title, meta.updatedAt, meta.messageCount, meta.running, expected, Buffer.byteLength(value)],
            );
      if (rows[0]) return { ok: true, revision: rows[0].revision };
      const current = await query<{ revision: number }>(`SELECT revision FROM ${table} WHERE user_id = $1 AND key = $2`, [userId, key]);
      return { ok: false, current: current.rows[0]?.revision };
    },
    async remove(userId, key) {
      const { rows } = await query<{ n: string }>(
        `WITH d AS (DELETE FROM ${table} WHERE user_id = $1 AND key = $2 RETURNING 1), p AS (DELETE FROM ${table}_parts WHERE user_id = $1 AND key = $2) SELECT count(*) AS n FROM d`,
        [userId, key],
      );
      return Number(rows[0]?.n ?? 0) > 0;
    },
    async getPart(userId, key, partId) {
      const { rows } = await query<{ value: string }>(`SELECT value FROM ${table}_parts WHERE user_id = $1 AND key = $2 AND part_id = $3`, [userId, key, partId]);
      return rows[0]?.value;
    },
    async putPart(userId, key, partId, value, headRevision) {
      return partWrite(userId, key, partId, headRevision, value);
    },
    async removePart(userId, key, partId, headRevision) {
      return partWrite(userId, key, partId, headRevision, undefined);
    },
    async usage(userId, except) {
      const thread = except && except.partId === undefined ? except.key : "";
      const { rows } = await query<{ threads: string; bytes: string }>(
        `SELECT (SELECT count(*) FROM ${table} WHERE user_id = $1 AND key <> $2) AS threads,
                (SELECT coalesce(sum(bytes), 0) FROM ${table} WHERE user_id = $1 AND key <> $2) + (SELECT coalesce(sum(bytes), 0) FROM ${table}_parts WHERE user_id = $1 AND NOT (key = $3 AND part_id = $4)) AS bytes`,
        [userId, thread, except?.key ?? "", except?.partId ?? ""],
      );
      return { threads: Number(rows[0]?.threads ?? 0), bytes: Number(rows[0]?.bytes ?? 0) };
    },
    async collectOrphanParts(olderThan) {
      const { rowCount } = await query(
        `DELETE FROM ${table}_parts p WHERE p.updated_at < $1 AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.user_id = p.user_id AND t.key = p.key AND p.part_id IN (SELECT json_array_elements_text(t.parts::json)))`,
        [olderThan],
      );
      return rowCount ?? 0;
    },
    async rename(userId, key, title) {
      return ((await query(`UPDATE ${table} SET title = $3 WHERE user_id = $1 AND key = $2`, [userId, key, title])).rowCount ?? 0) > 0;
    },
    async list(userId, page) {
      const { rows } = page.after
        ? await query<Row>(`SELECT ${cols} FROM ${table} WHERE user_id = $1 AND (updated_at, key) < ($2, $3) ORDER BY updated_at DESC, key DESC LIMIT $4`, [userId, page.after.updatedAt, page.after.key, page.limit])
        : await query<Row>(`SELECT ${cols} FROM ${table} WHERE user_id = $1 ORDER BY updated_at DESC, key DESC LIMIT $2`, [userId, page.limit]);
      return rows.map(item);
    },
    async close() {
      if (own) await pool.end();
    },
  };
}
