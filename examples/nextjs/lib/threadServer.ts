/**
 * The thread store of this app (`@reasoning-ui/server`): SQLite in `.data/threads.db` (git-ignored) by default,
 * PostgreSQL when `DATABASE_URL=postgres://…` is set. Made on first request and kept for the process.
 */
import { createThreadServer, type ThreadServer, type ThreadStoreBackend } from "@reasoning-ui/server";
import { demoUser } from "./demoUser";

let server: Promise<ThreadServer> | undefined;

async function backend(): Promise<ThreadStoreBackend> {
  const url = process.env.DATABASE_URL;
  if (url?.startsWith("postgres")) {
    const { postgresBackend } = await import("@reasoning-ui/server/postgres");
    return postgresBackend({ connectionString: url });
  }
  const { sqliteBackend } = await import("@reasoning-ui/server/sqlite");
  return sqliteBackend({ filename: process.env.THREADS_DB ?? ".data/threads.db" });
}

export function threadServer(): Promise<ThreadServer> {
  return (server ??= backend().then((b) =>
    createThreadServer({
      backend: b,
      basePath: "/api/threads",
      authorize: demoUser, // your app's real auth here: the signed-in user's id from its session
      maxBodyBytes: 8 * 1024 * 1024,
    }),
  ));
}
