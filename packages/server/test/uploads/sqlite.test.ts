import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { createUploadServer } from "../../src/uploads/index";
import { sqliteUploadBackend } from "../../src/uploads/sqlite";
import { SECRET, sameBytes, get, png, post, uploadContract } from "./contract";
import type { UploadReceipt } from "@reasoning-ui/core/protocol";

const dir = mkdtempSync(path.join(tmpdir(), "rui-uploads-sqlite-"));
const file = path.join(dir, "threads.db");
const backend = sqliteUploadBackend({ filename: file });
const peek = new Database(file, { readonly: true });
afterAll(async () => {
  peek.close();
  await backend.close?.();
  rmSync(dir, { recursive: true, force: true });
});

uploadContract("SQLite (a file)", () => backend, async () => (peek.prepare("SELECT count(*) AS n FROM rui_uploads_chunks WHERE id NOT IN (SELECT id FROM rui_uploads)").get() as { n: number }).n);

it("SQLite: a blob is there after the file is opened again; chunks a crash left behind are collected at the next start", async () => {
  const restart = path.join(dir, "restart.db");
  const first = sqliteUploadBackend({ filename: restart });
  const s = createUploadServer({ backend: first, authorize: () => "u", secret: SECRET });
  const bytes = png(300_000);
  const receipt = (await (await s.fetch(post(bytes))).json()) as UploadReceipt;
  const writer = await first.begin("CRASHEDxxxxxxxxxxxxxxx"); // a process that died mid-upload: chunks, no commit
  await writer.write(png(1000));
  await first.close?.();
  const again = sqliteUploadBackend({ filename: restart, orphanAfterMs: 0 });
  const read = await createUploadServer({ backend: again, authorize: () => "u", secret: SECRET }).fetch(get(receipt.id, "u"));
  expect(await sameBytes(read, bytes)).toBe(true);
  const db = new Database(restart, { readonly: true });
  expect(db.prepare("SELECT count(*) AS n FROM rui_uploads_chunks WHERE id = 'CRASHEDxxxxxxxxxxxxxxx'").get()).toEqual({ n: 0 });
  db.close();
  await again.close?.();
});
