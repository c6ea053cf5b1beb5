import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

/**
 * Opens one SQLite file for a store (creating its folder; `":memory:"` / `""` open a private in-memory database):
 * WAL journal, so readers never wait for the writer, and a 5 s busy timeout when another connection (the other
 * store on the same file, another process) holds the write lock.
 */
export function openSqliteFile(filename: string): Database.Database {
  if (filename !== ":memory:" && filename !== "") mkdirSync(dirname(filename), { recursive: true });
  const db = new Database(filename);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  return db;
}
