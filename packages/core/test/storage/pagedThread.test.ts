import { describe, expect, it } from "vitest";
import { createAgentSession, type AgentStore, type ThreadStorageBackend } from "../../src/index";
import { memoryStorage, parseStoredThread, threadStorage, toStoredThread } from "../../src/storage/index";
import { longThread } from "../../../../bench/p9/thread";
import { fakeRunner } from "../session/fakeRunner";

/** A memory storage that records what each save wrote (key and JSON size) and each load. */
function recording() {
  const inner = memoryStorage();
  const saves: Array<{ key: string; chars: number }> = [];
  const loads: string[] = [];
  const storage = threadStorage({
    load: (k: string) => (loads.push(k), inner.load(k)),
    save: (k: string, v: unknown) => (saves.push({ key: k, chars: JSON.stringify(v).length }), inner.save(k, v)),
    remove: (k: string) => inner.remove(k),
  });
  return { storage, saves, loads, inner: inner as ThreadStorageBackend };
}

/** Saves `store` (a long thread) through a session on `storage`; returns its thread id. */
async function saveThread(storage: ReturnType<typeof recording>["storage"], store: AgentStore): Promise<string> {
  const session = createAgentSession({ runner: fakeRunner().runner, store, storage, persistence: { saveDelayMs: 60_000 } });
  const off = session.connect();
  await session.ready();
  store.getState().addMessage({ id: "u-last", role: "user", content: "one more" });
  await session.flush();
  off();
  return store.getState().threadId;
}

const whole = (store: AgentStore) => {
  const s = toStoredThread(store.getState(), 0);
  return JSON.parse(JSON.stringify({ ...s, title: "" }));
};

describe("a long thread in pages (docs/architecture.md, \"Persistence\")", () => {
  it("is stored as a head of ≤ 64 KB and immutable pages; a reader gets the newest window first, older pages on demand, and the whole thread byte-for-byte", async () => {
    const rec = recording();
    const source = longThread(300, 10);
    const threadId = await saveThread(rec.storage, source);
    const head = (await rec.inner.load(`rui-thread:${threadId}`)) as Record<string, unknown> & { parts: { pages: Array<{ id: string; messageCount: number }>; variants?: { id: string } } };
    expect(head.version).toBe(4);
    expect(JSON.stringify(head).length).toBeLessThanOrEqual(64 * 1024);
    expect(head.parts.pages.length).toBeGreaterThan(10);
    expect(head.parts.variants).toBeDefined();
    expect(head.messageCount).toBe(source.getState().messages.length);

    rec.loads.length = 0;
    const { runner, inputs } = fakeRunner({ from: 1000 });
    const reader = createAgentSession({ runner, storage: rec.storage, persistence: { saveDelayMs: 60_000 } });
    reader.connect();
    await reader.ready();
    // the first paint reads the list and the head only
    expect(rec.loads).toEqual(["rui-threads", `rui-thread:${threadId}`]);
    const window = reader.store.getState().messages;
    const all = source.getState().messages;
    expect(window.length).toBeGreaterThan(0);
    expect(window.length).toBeLessThan(all.length / 10);
    expect(window.map((m) => m.id)).toEqual(all.slice(all.length - window.length).map((m) => m.id));
    const earlier = reader.state.getState().earlier!;
    expect(earlier).toMatchObject({ messages: all.length - window.length, loading: false });

    // scrolling up: one older page
    await reader.earlier.load();
    const more = reader.store.getState().messages;
    expect(more.length).toBe(window.length + head.parts.pages[head.parts.pages.length - 1]!.messageCount);
    expect(more.map((m) => m.id)).toEqual(all.slice(all.length - more.length).map((m) => m.id));
    expect(reader.state.getState().earlier!.messages).toBe(all.length - more.length);

    // a save while older pages are still stored writes the head (and the list) only
    rec.saves.length = 0;
    reader.store.getState().addMessage({ id: "u-new", role: "user", content: "and now?" });
    await reader.flush();
    expect(rec.saves.map((s) => s.key).sort()).toEqual(["rui-thread:" + threadId, "rui-threads"].sort());
    expect(rec.saves.find((s) => s.key.startsWith("rui-thread:"))!.chars).toBeLessThanOrEqual(64 * 1024);

    // export / branch switch: everything, with progress
    const progress: Array<{ loaded: number; total: number }> = [];
    const off = reader.state.subscribe((s) => s.earlier?.progress && progress.push(s.earlier.progress));
    await reader.earlier.loadAll();
    off();
    expect(reader.state.getState().earlier).toBeUndefined();
    expect(progress.length).toBeGreaterThan(2);
    expect(progress[progress.length - 1]).toEqual({ loaded: progress[progress.length - 1]!.total, total: progress[progress.length - 1]!.total });
    const expected = whole(source);
    const got = whole(reader.store);
    expected.messages.push({ id: "u-new", role: "user", content: "and now?" });
    expect(got.messages).toEqual(expected.messages); // encrypted values byte-for-byte
    expect(got.reasoning).toEqual(expected.reasoning);
    expect(got.spans).toEqual(expected.spans);
    expect(got.toolCallTimes).toEqual(expected.toolCallTimes);
    expect(got.runs).toEqual(expected.runs);
    expect(got.branches).toEqual(expected.branches);
    expect(got.branchVariants).toEqual(expected.branchVariants);
    await reader.flush();

    // a third reader, whole thread at once by running a turn: the agent is sent the whole active branch
    const third = createAgentSession({ runner, storage: rec.storage, persistence: { saveDelayMs: 60_000 } });
    third.connect();
    await third.ready();
    expect(third.state.getState().earlier).toBeDefined();
    await third.run("continue");
    expect(inputs[inputs.length - 1]!.messages.length).toBe(expected.messages.length + 1);
    expect(third.state.getState().earlier).toBeUndefined();
  });

  it("a branch switch at an early fork loads the stored variants first and saves a re-paged thread that reads back whole", async () => {
    const rec = recording();
    const source = longThread(120, 4);
    const threadId = await saveThread(rec.storage, source);
    const reader = createAgentSession({ runner: fakeRunner().runner, storage: rec.storage, persistence: { saveDelayMs: 60_000 } });
    reader.connect();
    await reader.ready();
    const early = Object.keys(source.getState().branches)[0]!;
    reader.switchBranch(early, 0);
    await reader.earlier.loadAll();
    await new Promise((r) => setTimeout(r, 0));
    expect(reader.store.getState().branches[early]!.active).toBe(0);
    source.getState().switchBranch(early, 0);
    expect(whole(reader.store).messages).toEqual(whole(source).messages);
    await reader.flush();
    const again = createAgentSession({ runner: fakeRunner().runner, storage: rec.storage, persistence: { saveDelayMs: 60_000 } });
    again.connect();
    await again.ready();
    await again.earlier.loadAll();
    expect(again.store.getState().threadId).toBe(threadId);
    expect(whole(again.store).messages).toEqual(whole(source).messages);
    expect(whole(again.store).branchVariants).toEqual(whole(source).branchVariants);
    // parts no longer listed are removed: only the head's parts (and the list and head) remain
    const headValue = (await rec.inner.load(`rui-thread:${threadId}`)) as { parts: { pages: Array<{ id: string }>; variants?: { id: string } } };
    const listed = new Set([...headValue.parts.pages.map((p) => p.id), headValue.parts.variants!.id]);
    const index = (await rec.inner.load("rui-threads")) as { threads: Array<{ parts?: string[] }> };
    expect(new Set(index.threads[0]!.parts!.map((k) => k.split(":").pop()))).toEqual(listed);
  });

  it("a version-2 thread (one value) still loads whole, and is written back as version 3", async () => {
    const rec = recording();
    const source = longThread(20, 1);
    const v2 = { ...toStoredThread(source.getState(), 1), version: 2, threadId: "old" };
    delete (v2 as { parts?: unknown }).parts;
    await rec.inner.save("rui-thread:old", v2);
    await rec.inner.save("rui-threads", { schema: "reasoning-ui.threads", version: 1, threads: [{ threadId: "old", title: "", updatedAt: 1, messageCount: 1, revision: 1, writer: "w" }] });
    expect(parseStoredThread(v2)).toMatchObject({ ok: true, snapshot: { version: 4 } });
    const reader = createAgentSession({ runner: fakeRunner().runner, storage: rec.storage, persistence: { saveDelayMs: 60_000 } });
    reader.connect();
    await reader.ready();
    expect(reader.state.getState().earlier).toBeUndefined();
    expect(reader.store.getState().messages).toEqual(JSON.parse(JSON.stringify(source.getState().messages)));
  });

  it("a new thread or a removed one clears what was left to load of the previous one", async () => {
    const rec = recording();
    const threadId = await saveThread(rec.storage, longThread(200, 0));
    const reader = createAgentSession({ runner: fakeRunner().runner, storage: rec.storage, persistence: { saveDelayMs: 60_000 } });
    reader.connect();
    await reader.ready();
    expect(reader.state.getState().earlier).toBeDefined();
    await reader.threads.create();
    expect(reader.state.getState().earlier).toBeUndefined();
    await reader.threads.switch(threadId);
    expect(reader.state.getState().earlier).toBeDefined();
    await reader.threads.remove(threadId);
    expect(reader.state.getState().earlier).toBeUndefined();
    // its parts went with it
    expect(await rec.inner.load(`rui-thread:${threadId}`)).toBeUndefined();
    const index = (await rec.inner.load("rui-threads")) as { threads: unknown[] };
    expect(index.threads).toEqual([]);
    expect((rec.inner as unknown as { size: number }).size).toBe(1); // the list alone: head and every part removed
  });

  it("a missing or damaged page is reported and nothing in the store or in storage is lost", async () => {
    const rec = recording();
    const threadId = await saveThread(rec.storage, longThread(200, 0));
    const head = (await rec.inner.load(`rui-thread:${threadId}`)) as { parts: { pages: Array<{ id: string }> } };
    const last = head.parts.pages[head.parts.pages.length - 1]!.id;
    await rec.inner.save(`rui-page:${threadId}:${last}`, { schema: "reasoning-ui.thread-part", version: 1, threadId, messages: "nope" });
    const reader = createAgentSession({ runner: fakeRunner().runner, storage: rec.storage, persistence: { saveDelayMs: 60_000 } });
    reader.connect();
    await reader.ready();
    const before = reader.store.getState().messages;
    await reader.earlier.load();
    expect(reader.state.getState().earlier).toMatchObject({ error: { code: "corrupt" }, loading: false });
    expect(reader.store.getState().messages).toBe(before);
    reader.store.getState().addMessage({ id: "u-x", role: "user", content: "still saving" });
    await reader.flush();
    const after = (await rec.inner.load(`rui-thread:${threadId}`)) as { parts: { pages: Array<{ id: string }> } };
    expect(after.parts.pages.map((p) => p.id)).toEqual(head.parts.pages.map((p) => p.id));
  });
});
