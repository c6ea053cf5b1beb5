import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { createThreadServer } from "../src/index";
import { sqliteBackend } from "../src/sqlite";
import { get, put, threadContract, threadText } from "./contract";

const dir = mkdtempSync(path.join(tmpdir(), "rui-sqlite-"));
const backend = sqliteBackend({ filename: path.join(dir, "threads.db") });
afterAll(async () => {
  await backend.close?.();
  rmSync(dir, { recursive: true, force: true });
});

threadContract("SQLite (a file)", () => backend);

it("SQLite: what was saved is there after the file is opened again (a restart of the app)", async () => {
  const file = path.join(dir, "restart.db");
  const first = sqliteBackend({ filename: file });
  await createThreadServer({ backend: first, authorize: () => "u" }).fetch(put("rui-thread:r", threadText("r"), { "If-None-Match": "*" }));
  await first.close?.();
  const again = createThreadServer({ backend: sqliteBackend({ filename: file }), authorize: () => "u" });
  const res = await again.fetch(get("rui-thread:r"));
  expect(res.headers.get("ETag")).toBe('"1"');
  expect(await res.text()).toBe(threadText("r"));
});
