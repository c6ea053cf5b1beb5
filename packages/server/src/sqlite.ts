/**
 * `@reasoning-ui/server/sqlite`: the embedded default backend — one SQLite file through `better-sqlite3` (a peer
 * dependency: `pnpm add better-sqlite3`; its prebuilt binary comes from the npm registry's package, or it compiles).
 */
import type { PartWriteResult, PutResult, StoredValue, ThreadListItem, ThreadMeta, ThreadStoreBackend } from "./types";
import { THREAD_PREFIX } from "./validate";
import { openSqliteFile } from "./db/sqliteFile";
import { tableName } from "./db/tableName";

/** Options of {@link sqliteBackend}. */
export interface SqliteBackendOptions {
  /** The database file (created with its directory and table when missing), e.g. `".data/threads.db"`; `":memory:"` for tests. */
  filename: string;
  /** Table name (letters, digits, `_`). Default `"rui_threads"`. */
  table?: string;
}

const row = (r: { key: string; revision: number; title: string; updated_at: number; message_count: number; running: number }): ThreadListItem & { key: string } => ({
  key: r.key,
  threadId: r.key.slice(THREAD_PREFIX.length),
  revision: r.revision,
  title: r.title,
  updatedAt: r.updated_at,
  messageCount: r.message_count,
  running: r.running === 1,
});

/**
 * A {@link ThreadStoreBackend} on one SQLite file (WAL journal: readers never wait for the writer). A save is one
 * conditional statement (`UPDATE … WHERE revision = ?` / `INSERT … ON CONFLICT DO NOTHING`), so of two concurrent
 * saves on one revision exactly one is applied (with a long thread's parts checked and collected in the same
 * transaction, docs/architecture.md, "Hosting layer and servers"); values are stored as the request's text (`TEXT`, never re-encoded).
 * Synchronous underneath (better-sqlite3): one save of a 300-turn thread (1.5 MB) is a few ms.
 *
 * @example
 * import { createThreadServer } from "@reasoning-ui/server";
 * import { sqliteBackend } from "@reasoning-ui/server/sqlite";
 * const server = createThreadServer({ backend: sqliteBackend({ filename: ".data/threads.db" }), authorize });
 */
export function sqliteBackend(options: SqliteBackendOptions): ThreadStoreBackend {
  const table = tableName(options.table, "rui_threads", "sqliteBackend");
  const db = openSqliteFile(options.filename);
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
    user_id TEXT NOT NULL,
    key TEXT NOT NULL,
    revision INTEGER NOT NULL,
    bytes INTEGER NOT NULL DEFAULT 0,
    value TEXT NOT NULL,
    title TEXT NOT NULL,
    updated_at INTEGER NOT NULL,
    message_count INTEGER NOT NULL,
    running INTEGER NOT NULL,
    parts TEXT NOT NULL DEFAULT '[]',
    PRIMARY KEY (user_id, key)
  ) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS ${table}_recent ON ${table} (user_id, updated_at DESC, key DESC);
  CREATE TABLE IF NOT EXISTS ${table}_parts (
    user_id TEXT NOT NULL,
    key TEXT NOT NULL,
    part_id TEXT NOT NULL,
    bytes INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL DEFAULT 0,
    value TEXT NOT NULL,
    PRIMARY KEY (user_id, key, part_id)
  ) WITHOUT ROWID;`);
  // tables of an earlier version (issue 41 added sizes for quotas, the head's part list for If-Match on parts, and
  // parts' write times for collecting orphans): added, sizes filled in once
  const has = (t: string, column: string) => (db.prepare(`PRAGMA table_info(${t})`).all() as { name: string }[]).some((c) => c.name === column);
  if (!has(table, "bytes")) db.exec(`ALTER TABLE ${table} ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0; UPDATE ${table} SET bytes = length(CAST(value AS BLOB));`);
  if (!has(table, "parts")) db.exec(`ALTER TABLE ${table} ADD COLUMN parts TEXT NOT NULL DEFAULT '[]'`);
  if (!has(`${table}_parts`, "bytes")) db.exec(`ALTER TABLE ${table}_parts ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0; UPDATE ${table}_parts SET bytes = length(CAST(value AS BLOB));`);
  if (!has(`${table}_parts`, "updated_at")) db.exec(`ALTER TABLE ${table}_parts ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0`);
  const get = db.prepare<[string, string], { value: string; revision: number }>(`SELECT value, revision FROM ${table} WHERE user_id = ? AND key = ?`);
  const revisionOf = db.prepare<[string, string], { revision: number }>(`SELECT revision FROM ${table} WHERE user_id = ? AND key = ?`);
  const insert = db.prepare(`INSERT INTO ${table} (user_id, key, revision, value, title, updated_at, message_count, running, bytes, parts) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`);
  const update = db.prepare(`UPDATE ${table} SET revision = revision + 1, value = ?, title = ?, updated_at = ?, message_count = ?, running = ?, bytes = ?, parts = ? WHERE user_id = ? AND key = ? AND revision = ?`);
  const head = db.prepare<[string, string], { revision: number; parts: string }>(`SELECT revision, parts FROM ${table} WHERE user_id = ? AND key = ?`);
  const partExists = db.prepare<[string, string, string], { n: number }>(`SELECT 1 AS n FROM ${table}_parts WHERE user_id = ? AND key = ? AND part_id = ?`);
  const usage = db.prepare<[string, string, string, string, string, string, string], { threads: number; bytes: number }>(
    `SELECT (SELECT count(*) FROM ${table} WHERE user_id = ? AND key <> ?) AS threads,
            (SELECT coalesce(sum(bytes), 0) FROM ${table} WHERE user_id = ? AND key <> ?) + (SELECT coalesce(sum(bytes), 0) FROM ${table}_parts WHERE user_id = ? AND NOT (key = ? AND part_id = ?)) AS bytes`,
  );
  const orphans = db.prepare(
    `DELETE FROM ${table}_parts WHERE updated_at < ? AND NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.user_id = ${table}_parts.user_id AND t.key = ${table}_parts.key AND ${table}_parts.part_id IN (SELECT value FROM json_each(t.parts)))`,
  );
  const removeRow = db.prepare(`DELETE FROM ${table} WHERE user_id = ? AND key = ?`);
  // parts of long threads (docs/architecture.md, "Hosting layer and servers"): the head's list is a JSON array of ids (json_each), one transaction with the head
  const partsFound = db.prepare<[string, string, string], { n: number }>(`SELECT count(*) AS n FROM ${table}_parts WHERE user_id = ? AND key = ? AND part_id IN (SELECT value FROM json_each(?))`);
  const partsGc = db.prepare(`DELETE FROM ${table}_parts WHERE user_id = ? AND key = ? AND part_id NOT IN (SELECT value FROM json_each(?))`);
  const partsAll = db.prepare(`DELETE FROM ${table}_parts WHERE user_id = ? AND key = ?`);
  const partGet = db.prepare<[string, string, string], { value: string }>(`SELECT value FROM ${table}_parts WHERE user_id = ? AND key = ? AND part_id = ?`);
  const partPut = db.prepare(
    `INSERT INTO ${table}_parts (user_id, key, part_id, value, bytes, updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, key, part_id) DO UPDATE SET value = excluded.value, bytes = excluded.bytes, updated_at = excluded.updated_at`,
  );
  const partDel = db.prepare(`DELETE FROM ${table}_parts WHERE user_id = ? AND key = ? AND part_id = ?`);
  const putTx = db.transaction((userId: string, key: string, value: string, meta: ThreadMeta, expected: number | null): PutResult => {
    const ids = JSON.stringify(meta.parts);
    if (meta.parts!.length > 0 && partsFound.get(userId, key, ids)!.n !== new Set(meta.parts).size) return { ok: false, current: revisionOf.get(userId, key)?.revision, missingParts: true };
    const running = meta.running ? 1 : 0;
    const changes =
      expected === null
        ? insert.run(userId, key, value, meta.title, meta.updatedAt, meta.messageCount, running, Buffer.byteLength(value), ids).changes
        : update.run(value, meta.title, meta.updatedAt, meta.messageCount, running, Buffer.byteLength(value), ids, userId, key, expected).changes;
    if (changes !== 1) return { ok: false, current: revisionOf.get(userId, key)?.revision };
    partsGc.run(userId, key, ids);
    return { ok: true, revision: expected === null ? 1 : expected + 1 };
  });
  // a part under its head's revision (If-Match): one transaction with the check
  const partTx = db.transaction((userId: string, key: string, partId: string, headRevision: number | undefined, value: string | undefined): PartWriteResult => {
    const h = head.get(userId, key);
    const listed = h !== undefined && (JSON.parse(h.parts) as string[]).includes(partId);
    if (headRevision !== undefined ? h?.revision !== headRevision : listed) return { ok: false, current: h?.revision, listed };
    const existed = partExists.get(userId, key, partId) !== undefined;
    if (value === undefined) partDel.run(userId, key, partId);
    else partPut.run(userId, key, partId, value, Buffer.byteLength(value), Date.now());
    return { ok: true, existed };
  });
  const removeTx = db.transaction((userId: string, key: string) => {
    partsAll.run(userId, key);
    return removeRow.run(userId, key).changes === 1;
  });
  const rename = db.prepare(`UPDATE ${table} SET title = ? WHERE user_id = ? AND key = ?`);
  const cols = "key, revision, title, updated_at, message_count, running";
  const first = db.prepare(`SELECT ${cols} FROM ${table} WHERE user_id = ? ORDER BY updated_at DESC, key DESC LIMIT ?`);
  const after = db.prepare(`SELECT ${cols} FROM ${table} WHERE user_id = ? AND (updated_at < ? OR (updated_at = ? AND key < ?)) ORDER BY updated_at DESC, key DESC LIMIT ?`);

  return {
    async get(userId, key): Promise<StoredValue | undefined> {
      return get.get(userId, key);
    },
    async put(userId, key, value, meta: ThreadMeta, expected): Promise<PutResult> {
      return putTx.immediate(userId, key, value, { ...meta, parts: meta.parts ?? [] }, expected);
    },
    async remove(userId, key) {
      return removeTx.immediate(userId, key);
    },
    async getPart(userId, key, partId) {
      return partGet.get(userId, key, partId)?.value;
    },
    async putPart(userId, key, partId, value, headRevision) {
      return partTx.immediate(userId, key, partId, headRevision, value);
    },
    async removePart(userId, key, partId, headRevision) {
      return partTx.immediate(userId, key, partId, headRevision, undefined);
    },
    async usage(userId, except) {
      const thread = except && except.partId === undefined ? except.key : "";
      return usage.get(userId, thread, userId, thread, userId, except?.key ?? "", except?.partId ?? "")!;
    },
    async collectOrphanParts(olderThan) {
      return orphans.run(olderThan).changes;
    },
    async rename(userId, key, title) {
      return rename.run(title, userId, key).changes === 1;
    },
    async list(userId, page) {
      const rows = (page.after ? after.all(userId, page.after.updatedAt, page.after.updatedAt, page.after.key, page.limit) : first.all(userId, page.limit)) as Parameters<typeof row>[0][];
      return rows.map(row);
    },
    async close() {
      db.close();
    },
  };
}
