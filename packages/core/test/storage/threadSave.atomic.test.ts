/**
 * IndexedDB's save is atomic (issue 30): the revision check and the writes of the thread and the list are one
 * transaction, so two tabs saving one thread at the same moment cannot both pass the check — exactly one wins, the
 * other gets `conflict` and its turn is kept as a separate thread (fake-indexeddb: IndexedDB's transaction rules).
 */
import { afterEach, expect, it, vi } from "vitest";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { createAgentSession } from "../../src/index";
import { indexedDbStorage } from "../../src/storage/index";
import { fakeRunner } from "../session/fakeRunner";

afterEach(() => vi.unstubAllGlobals());

async function tab(dbName: string, threadId?: string, from = 0) {
  const { runner } = fakeRunner({ from });
  const storage = indexedDbStorage({ dbName });
  const session = createAgentSession({ runner, storage, threadId, persistence: { saveDelayMs: 60_000 } } as never);
  const disconnect = session.connect();
  await session.ready();
  return { session, storage, disconnect };
}
const users = (messages: readonly { role: string; content?: unknown }[]) => messages.filter((m) => m.role === "user").map((m) => m.content);

it("two tabs save one thread at the same moment: exactly one wins; the other's turn is kept as a separate thread", async () => {
  vi.stubGlobal("indexedDB", new IDBFactory());
  vi.stubGlobal("IDBKeyRange", IDBKeyRange);
  vi.stubGlobal("BroadcastChannel", undefined); // only the stored revision decides, not the notice between tabs
  const a = await tab("atomic");
  await a.session.run("first");
  await a.session.flush();
  const threadId = a.session.store.getState().threadId;
  const b = await tab("atomic", threadId, 10);
  await Promise.all([a.session.run("from A"), b.session.run("from B")]);
  await Promise.all([a.session.flush(), b.session.flush()]); // both saves in flight at once
  await Promise.all([a.session.flush(), b.session.flush()]); // the loser's separate thread
  const codes = [a, b].map((t) => t.session.state.getState().storageError?.code);
  expect([...codes].sort()).toEqual(["conflict", undefined]);
  const [winner, loser] = codes[0] === undefined ? [a, b] : [b, a];
  const stored = (await a.storage.load(`rui-thread:${threadId}`)) as { messages: { role: string; content?: unknown }[] };
  expect(users(stored.messages)).toEqual(users(winner.session.store.getState().messages));
  const list = (await a.storage.load("rui-threads")) as { threads: { threadId: string }[] };
  expect(list.threads).toHaveLength(2);
  const fork = list.threads.find((t) => t.threadId !== threadId)!;
  const kept = (await a.storage.load(`rui-thread:${fork.threadId}`)) as { messages: { role: string; content?: unknown }[] };
  expect(users(kept.messages)).toEqual(users(loser.session.store.getState().messages));
  a.disconnect();
  b.disconnect();
});
