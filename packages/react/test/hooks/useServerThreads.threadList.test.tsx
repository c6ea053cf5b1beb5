/**
 * useThreadList across devices (issue 30 item 4): two clients (core sessions on `serverStorage`, each with the
 * hook over `useServerThreads`) of one user on one thread store (`@reasoning-ui/server`, SQLite file, over HTTP):
 * the list is the server's — title, updated at, running, paged with ThreadList.LoadMore — and a rename or delete
 * made on one device shows on the other at its next load.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { act, fireEvent, render, renderHook, screen, waitFor } from "@testing-library/react";
import { useMemo } from "react";
import { afterAll, beforeAll, expect, it } from "vitest";
import { serverStorage, serverThreadList } from "@reasoning-ui/core/storage";
import { createThreadServer } from "../../../server/src/index";
import { sqliteBackend } from "../../../server/src/sqlite";
import { ThreadList, useAgentRun, useServerThreads, useThreadList } from "../../src/index";
import { fakeRunner } from "../../../core/test/session/fakeRunner";

const dir = mkdtempSync(path.join(tmpdir(), "rui-devices-"));
const backend = sqliteBackend({ filename: path.join(dir, "threads.db") });
const server = createServer(createThreadServer({ backend, authorize: (req) => req.headers.get("x-user") }).node);
let url = "";
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/threads`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await backend.close?.();
  rmSync(dir, { recursive: true, force: true });
});

/** One device: the session on the server's storage and the hook over the server's list (2 threads a page). */
function device() {
  return renderHook(() => {
    const storage = useMemo(() => serverStorage({ url, headers: { "x-user": "dana" } }), []);
    const list = useMemo(() => serverThreadList({ url, headers: { "x-user": "dana" } }), []);
    const agent = useAgentRun({ runner: fakeRunner().runner, storage, persistence: { saveDelayMs: 5 } });
    const server = useServerThreads(list, { pageSize: 2 });
    return { agent, server, threads: useThreadList(agent.threads, server) };
  });
}

it("two devices of one user on one server: the list is the server's, paged; a rename or delete on one shows on the other at its next load", async () => {
  const a = device();
  await waitFor(() => expect(a.result.current.agent.storage).toBe("ready"));
  for (const text of ["first", "second", "third"]) {
    await act(async () => {
      await a.result.current.agent.run(text);
      await a.result.current.agent.session.flush();
      await a.result.current.agent.threads.create();
    });
  }
  // A's own list follows its new threads (reloaded from the server when its session saves a new one)
  await waitFor(() => expect(a.result.current.threads.threads.map((t) => t.title)).toEqual(["third", "second"]));
  expect(a.result.current.threads.hasMore).toBe(true);

  // B: another device, its first load shows the server's newest page; LoadMore fetches the rest
  const b = device();
  await waitFor(() => expect(b.result.current.threads.threads.map((t) => t.title)).toEqual(["third", "second"]));
  const view = render(
    <ThreadList.Root {...b.result.current.threads}>
      <ThreadList.Items />
      <ThreadList.LoadMore />
    </ThreadList.Root>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Show older conversations" }));
  await waitFor(() => expect(b.result.current.threads.threads.map((t) => t.title)).toEqual(["third", "second", "first"]));
  expect(b.result.current.threads.hasMore).toBe(false);
  expect(b.result.current.threads.threads[0]).toMatchObject({ running: false });
  expect(typeof b.result.current.threads.threads[0]!.updatedAt).toBe("number");
  view.rerender(
    <ThreadList.Root {...b.result.current.threads}>
      <ThreadList.Items />
      <ThreadList.LoadMore />
    </ThreadList.Root>,
  );
  expect(screen.queryByRole("button", { name: "Show older conversations" })).toBeNull();

  // A renames "second" and deletes "third"; B sees both at its next load (a refresh: a reload, a focus)
  const second = a.result.current.threads.threads.find((t) => t.title === "second")!.threadId;
  const third = a.result.current.threads.threads.find((t) => t.title === "third")!.threadId;
  await act(async () => {
    await a.result.current.threads.onRename!(second, "Renamed on A");
    a.result.current.threads.onRemove(third);
  });
  await waitFor(() => expect(a.result.current.threads.threads.map((t) => t.title)).toEqual(["Renamed on A", "first"]));
  act(() => b.result.current.server.refresh());
  await waitFor(() => expect(b.result.current.threads.threads.map((t) => t.title)).toEqual(["Renamed on A", "first"]));
  view.unmount();
  a.unmount();
  b.unmount();
});
