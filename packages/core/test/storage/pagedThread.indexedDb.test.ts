/**
 * A 300-turn thread in pages on IndexedDB (issue 30, docs/architecture.md, "Persistence"; fake-indexeddb: IndexedDB's transaction rules): the head
 * and new pages are written in the one transaction that checks the revision; a reader opens the newest window and
 * loads older pages; two tabs saving the paged thread at once — one wins, the loser's whole thread (older pages
 * included) is kept as a separate thread.
 */
import { afterEach, expect, it, vi } from "vitest";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { createAgentSession, type AgentStore } from "../../src/index";
import { indexedDbStorage } from "../../src/storage/index";
import { longThread } from "../../../../bench/p9/thread";
import { fakeRunner } from "../session/fakeRunner";

afterEach(() => vi.unstubAllGlobals());

function tab(dbName: string, options: { store?: AgentStore; threadId?: string; from?: number } = {}) {
  const { runner, inputs } = fakeRunner({ from: options.from ?? 0 });
  const storage = indexedDbStorage({ dbName });
  const session = createAgentSession({ runner, storage, store: options.store, threadId: options.threadId, persistence: { saveDelayMs: 60_000 } } as never);
  const disconnect = session.connect();
  return { session, storage, disconnect, inputs };
}
const plain = <T,>(v: T): T => JSON.parse(JSON.stringify(v));

it("IndexedDB: a 300-turn thread is restored newest window first, older pages on scroll-up, whole for export; two tabs saving it at once keep both, whole", async () => {
  vi.stubGlobal("indexedDB", new IDBFactory());
  vi.stubGlobal("IDBKeyRange", IDBKeyRange);
  vi.stubGlobal("BroadcastChannel", undefined);
  const source = longThread(300, 10);
  const writer = tab("paged", { store: source });
  await writer.session.ready();
  source.getState().addMessage({ id: "u-more", role: "user", content: "more" });
  await writer.session.flush();
  writer.disconnect();
  const all = plain(source.getState().messages);
  const threadId = source.getState().threadId;

  const a = tab("paged", { threadId });
  await a.session.ready();
  const head = (await a.storage.load(`rui-thread:${threadId}`)) as { parts: { pages: unknown[] } };
  expect(JSON.stringify(head).length).toBeLessThanOrEqual(64 * 1024);
  const window = a.session.store.getState().messages.length;
  expect(window).toBeLessThan(all.length / 10);
  await a.session.earlier.load();
  await a.session.earlier.load();
  const now = a.session.store.getState().messages;
  expect(now.length).toBeGreaterThan(window);
  expect(plain(now)).toEqual(all.slice(all.length - now.length));

  // two tabs on the paged thread, both with a turn, saving at once
  const b = tab("paged", { threadId, from: 10 });
  await b.session.ready();
  a.session.store.getState().addMessage({ id: "u-a", role: "user", content: "from A" });
  b.session.store.getState().addMessage({ id: "u-b", role: "user", content: "from B" });
  await Promise.all([a.session.flush(), b.session.flush()]);
  await Promise.all([a.session.flush(), b.session.flush()]); // the loser's separate thread
  const codes = [a, b].map((t) => t.session.state.getState().storageError?.code);
  expect([...codes].sort()).toEqual(["conflict", undefined]);
  const loser = codes[0] === "conflict" ? a : b;
  const mine = codes[0] === "conflict" ? "u-a" : "u-b";
  const list = (await a.storage.load("rui-threads")) as { threads: { threadId: string }[] };
  expect(list.threads).toHaveLength(2);
  const fork = list.threads.find((t) => t.threadId !== threadId)!.threadId;
  // each opens whole: the original with the winner's turn, the fork with the loser's — older pages included
  for (const [id, last] of [[threadId, mine === "u-a" ? "u-b" : "u-a"], [fork, mine]] as const) {
    const reader = tab("paged", { threadId: id });
    await reader.session.ready();
    await reader.session.earlier.loadAll();
    const messages = plain(reader.session.store.getState().messages);
    expect(messages.slice(0, all.length)).toEqual(all);
    expect(messages.map((m: { id: string }) => m.id).slice(all.length)).toEqual([last]);
    reader.disconnect();
  }
  expect(loser.session.store.getState().threadId).toBe(threadId); // the loser still shows its own, saved under the fork
  a.disconnect();
  b.disconnect();
});
