import { describe, expect, it } from "vitest";
import { createAgentStore } from "../../src/index";
import { memoryStorage, toStoredThread } from "../../src/storage/index";
import { INDEX_KEY, threadKey, toStoredIndex } from "../../src/storage/threadIndex";
import { restoreThread } from "../../src/storage/threadRestore";
import { contextOn } from "./context";

/** A storage holding thread `t1` (two messages) at revision 7, listed. */
async function stored() {
  const storage = memoryStorage();
  const source = createAgentStore({ threadId: "t1", messages: [{ id: "u1", role: "user", content: "hello" }, { id: "a1", role: "assistant", content: "hi" }] });
  await storage.save(threadKey("t1"), { ...toStoredThread(source.getState(), 5), threadId: "t1" });
  await storage.save(INDEX_KEY, toStoredIndex([{ threadId: "t1", title: "hello", updatedAt: 5, messageCount: 2, revision: 7, writer: "w" }]));
  return storage;
}

describe("restoring a thread", () => {
  it("the most recent thread by default: in the store, its revision kept, nothing due, storage ready", async () => {
    const { c, state, store } = contextOn(await stored());
    await restoreThread(c, null);
    expect(store.getState().threadId).toBe("t1");
    expect(store.getState().messages.map((m) => m.id)).toEqual(["u1", "a1"]);
    expect(c.revision).toBe(7);
    expect(c.schedule.dirty).toBe(false);
    expect(c.held?.threadId).toBe("t1");
    expect(state.getState()).toMatchObject({ storage: "ready", storageError: undefined });
    expect(state.getState().threads.map((t) => t.threadId)).toEqual(["t1"]);
  });

  it("what the store already holds wins unless forced (saved as its own thread)", async () => {
    const store = createAgentStore({ threadId: "mine", messages: [{ id: "m1", role: "user", content: "typed first" }] });
    const { c } = contextOn(await stored(), { saveDelayMs: 60_000 }, store);
    await restoreThread(c, "t1");
    expect(store.getState().threadId).toBe("mine");
    expect(c.schedule.dirty).toBe(true);
    c.schedule.clean();
    await restoreThread(c, "t1", true);
    expect(store.getState().threadId).toBe("t1");
  });

  it("a thread stored by a newer version is left untouched and blocked; a new thread starts", async () => {
    const storage = await stored();
    const newer = { ...((await storage.load(threadKey("t1"))) as object), version: 999 };
    await storage.save(threadKey("t1"), newer);
    const { c, state, store } = contextOn(storage);
    await restoreThread(c, "t1");
    expect(store.getState().messages).toHaveLength(0);
    expect(c.blocked.has("t1")).toBe(true);
    expect(state.getState().storageError).toMatchObject({ code: "unsupported_version", threadId: "t1" });
    expect(await storage.load(threadKey("t1"))).toEqual(newer);
  });

  it("an unreadable list is read_failed; a thread never saved opens empty under its id", async () => {
    const failing = { load: () => Promise.reject(new Error("io")), save: () => undefined, remove: () => undefined };
    const a = contextOn(failing);
    await restoreThread(a.c, null);
    expect(a.state.getState().storageError).toMatchObject({ code: "read_failed" });
    const b = contextOn(memoryStorage());
    await restoreThread(b.c, "fresh");
    expect(b.store.getState().threadId).toBe("fresh");
    expect(b.state.getState().storage).toBe("ready");
  });
});
