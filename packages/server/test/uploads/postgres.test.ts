/** The upload route on a real PostgreSQL server (initdb into a temp dir, started and stopped here). */
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../../../../scripts/demoAgentProcess.mjs";
import { startPostgres } from "../../../../scripts/postgresProcess.mjs";
import { createUploadServer, type UploadBackend } from "../../src/uploads/index";
import { postgresUploadBackend } from "../../src/uploads/postgres";
import { SECRET, sameBytes, code, get, png, post, uploadContract } from "./contract";
import type { UploadReceipt } from "@reasoning-ui/core/protocol";

let server: Awaited<ReturnType<typeof startPostgres>>;
let pool: pg.Pool;
let backend: UploadBackend;
beforeAll(async () => {
  server = await startPostgres({ port: await freePort() });
  pool = new pg.Pool({ connectionString: server.url, max: 6 });
  pool.on("error", () => undefined);
  backend = postgresUploadBackend({ pool }); // the thread store's pool, shared
});
afterAll(async () => {
  await backend?.close?.();
  await pool?.end();
  await server?.stop();
});

uploadContract(
  "PostgreSQL",
  () => backend,
  async () => Number((await pool.query<{ n: string }>("SELECT count(*) AS n FROM rui_uploads_chunks c WHERE NOT EXISTS (SELECT 1 FROM rui_uploads h WHERE h.id = c.id)")).rows[0]!.n),
);

it("PostgreSQL down: 503 store_unavailable with Retry-After; back up: the blob stored before is read whole", async () => {
  const s = createUploadServer({ backend, authorize: () => "down", secret: SECRET });
  const bytes = png(400_000);
  const receipt = (await (await s.fetch(post(bytes))).json()) as UploadReceipt;
  await server.kill();
  const down = await s.fetch(post(png(1000)));
  expect(down.status).toBe(503);
  expect(down.headers.get("Retry-After")).toBe("2");
  expect(await code(down)).toBe("store_unavailable");
  expect((await s.fetch(get(receipt.id, "down"))).status).toBe(503);
  await server.start();
  const read = await s.fetch(get(receipt.id, "down"));
  expect(await sameBytes(read, bytes)).toBe(true);
});
