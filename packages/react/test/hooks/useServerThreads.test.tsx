/**
 * useServerThreads over a real thread store (issue 30: `@reasoning-ui/server` on a SQLite file, served over HTTP):
 * the user's threads paged, newest first, with `running`; a rename or delete made on another device shows at
 * the next load.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterAll, beforeAll, expect, it } from "vitest";
import { serverThreadList } from "@reasoning-ui/core/storage";
import { createThreadServer } from "../../../server/src/index";
import { sqliteBackend } from "../../../server/src/sqlite";
import { useServerThreads } from "../../src/index";

const dir = mkdtempSync(path.join(tmpdir(), "rui-list-"));
const backend = sqliteBackend({ filename: path.join(dir, "threads.db") });
const server = createServer(createThreadServer({ backend, authorize: (req) => req.headers.get("x-user") }).node);
let url = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/threads`;
  for (let i = 0; i < 5; i++) {
    const value = JSON.stringify({ schema: "reasoning-ui.thread", version: 1, threadId: `t${i}`, title: `Thread ${i}`, savedAt: 0, messages: [], runs: i === 4 ? [{ runId: "r", status: "running" }] : [] });
    await backend.put("ann", `rui-thread:t${i}`, value, { title: `Thread ${i}`, updatedAt: 1_000 + i, messageCount: 0, running: i === 4 }, null);
  }
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await backend.close?.();
  rmSync(dir, { recursive: true, force: true });
});

it("pages the user's threads newest first; a rename or delete on another device shows at the next load", async () => {
  const list = serverThreadList({ url, headers: { "x-user": "ann" } });
  const { result } = renderHook(() => useServerThreads(list, { pageSize: 2 }));
  await waitFor(() => expect(result.current.threads.map((t) => t.threadId)).toEqual(["t4", "t3"]));
  expect(result.current.threads[0]).toMatchObject({ title: "Thread 4", running: true });
  expect(result.current.hasMore).toBe(true);
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.threads.map((t) => t.threadId)).toEqual(["t4", "t3", "t2", "t1"]));
  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.hasMore).toBe(false));
  expect(result.current.threads.map((t) => t.threadId)).toEqual(["t4", "t3", "t2", "t1", "t0"]);

  // Another device renames one and deletes another; this one sees it at its next load.
  const other = serverThreadList({ url, headers: { "x-user": "ann" } });
  await other.rename("t3", "Renamed elsewhere");
  await other.remove("t4");
  act(() => result.current.refresh());
  await waitFor(() => expect(result.current.threads.map((t) => [t.threadId, t.title])).toEqual([["t3", "Renamed elsewhere"], ["t2", "Thread 2"]]));

  // Another user's list is empty; a failure is an error, not a throw.
  // One list object per hook, as an app creates it (at module level or memoised), not a new one per render.
  const bobs = serverThreadList({ url, headers: { "x-user": "bob" } });
  const { result: bob } = renderHook(() => useServerThreads(bobs));
  await waitFor(() => expect(bob.current.loading).toBe(false));
  expect(bob.current.threads).toEqual([]);
  const anonymous = serverThreadList({ url });
  const { result: nobody } = renderHook(() => useServerThreads(anonymous));
  await waitFor(() => expect(nobody.current.error?.message).toContain("HTTP 401"));
});
