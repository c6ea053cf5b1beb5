/**
 * The process bench/host/run.ts measures: the thread store (SQLite in a temp dir) on `createNodeServer`, as the
 * README mounts it, `authorize` reading `x-user`. Prints its port on stdout, then serves until killed.
 */
import type { AddressInfo } from "node:net";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createNodeServer } from "../../packages/host/src/node";
import { createThreadServer } from "../../packages/server/src/index";
import { sqliteBackend } from "../../packages/server/src/sqlite";

const dir = mkdtempSync(path.join(tmpdir(), "rui-bench-host-"));
const store = createThreadServer({ backend: sqliteBackend({ filename: path.join(dir, "threads.db") }), authorize: (req) => req.headers.get("x-user") });
const server = createNodeServer(store.fetch);
server.listen(0, "127.0.0.1", () => console.log(`port ${(server.address() as AddressInfo).port}`));
