import pg from "pg";

/** How a PostgreSQL store connects: a connection string, or a pool the app already has. */
export interface PgPoolOptions {
  connectionString?: string | undefined;
  pool?: pg.Pool | undefined;
  /** Connections of a pool made from `connectionString`. Default 10. */
  max?: number | undefined;
}

/**
 * The store's pool: the app's own (`own: false`, never ended by the store's `close()`) or one made from
 * `connectionString` (`max` connections, 5 s to connect). Either way an idle connection the database cuts (a
 * restart) is an `error` event the pool recovers from on next use: it is listened to, so it never crashes the process.
 */
export function openPgPool(options: PgPoolOptions): { pool: pg.Pool; own: boolean } {
  const pool = options.pool ?? new pg.Pool({ connectionString: options.connectionString, max: options.max ?? 10, connectionTimeoutMillis: 5_000 });
  pool.on("error", () => {
    /* an idle connection cut: the pool drops it and reconnects on next use */
  });
  return { pool, own: !options.pool };
}
