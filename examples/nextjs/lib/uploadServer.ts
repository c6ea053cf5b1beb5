/**
 * The upload route of this app (`@reasoning-ui/server/uploads`): large attachments stored once per user and sent to
 * the agent by signed URL. Blobs go to the thread store's database — SQLite `.data/threads.db` by default, PostgreSQL
 * when `DATABASE_URL=postgres://…` is set. Made on first request and kept for the process.
 */
import type { UploadBackend, UploadServer } from "@reasoning-ui/server/uploads";
import { demoUser } from "./demoUser";

let server: Promise<UploadServer> | undefined;

/** The URL-signing secret: `UPLOAD_URL_SECRET` (≥ 32 bytes, e.g. `openssl rand -base64 32`), else an insecure development default. */
function secret(): string {
  const configured = process.env.UPLOAD_URL_SECRET;
  if (configured) return configured;
  if (process.env.NODE_ENV === "production") console.warn("UPLOAD_URL_SECRET is not set: upload URLs are signed with a public development secret");
  return "reasoning-ui example: INSECURE development upload secret";
}

async function backend(): Promise<UploadBackend> {
  const url = process.env.DATABASE_URL;
  if (url?.startsWith("postgres")) {
    const { postgresUploadBackend } = await import("@reasoning-ui/server/uploads/postgres");
    return postgresUploadBackend({ connectionString: url });
  }
  const { sqliteUploadBackend } = await import("@reasoning-ui/server/uploads/sqlite");
  return sqliteUploadBackend({ filename: process.env.THREADS_DB ?? ".data/threads.db" });
}

export function uploadServer(): Promise<UploadServer> {
  return (server ??= Promise.all([import("@reasoning-ui/server/uploads"), backend()]).then(([{ createUploadServer }, b]) =>
    createUploadServer({
      backend: b,
      basePath: "/api/uploads",
      authorize: demoUser, // your app's real auth here: the signed-in user's id from its session
      secret: secret(),
      ...(process.env.PUBLIC_ORIGIN && { publicOrigin: process.env.PUBLIC_ORIGIN }),
    }),
  ));
}
