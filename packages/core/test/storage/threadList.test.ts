import { describe, expect, it } from "vitest";
import { memoryStorage, threadStorage } from "../../src/storage/index";
import { readIndex, removeStored } from "../../src/storage/threadList";
import { INDEX_KEY, threadKey, toStoredIndex } from "../../src/storage/threadIndex";
import { contextOn } from "./context";

const entry = (threadId: string, parts?: string[]) => ({ threadId, title: threadId, updatedAt: 1, messageCount: 1, revision: 1, writer: "w", ...(parts && { parts }) });

describe("the stored thread list", () => {
  it("readIndex reads the entries (a damaged list reads as empty)", async () => {
    const storage = memoryStorage();
    await storage.save(INDEX_KEY, toStoredIndex([entry("a")]));
    expect((await readIndex(storage)).map((e) => e.threadId)).toEqual(["a"]);
    await storage.save(INDEX_KEY, "garbage");
    expect(await readIndex(storage)).toEqual([]);
  });

  it("removeStored removes the head, its parts and its entry, and publishes the list", async () => {
    const storage = memoryStorage();
    await storage.save(INDEX_KEY, toStoredIndex([entry("a", ["rui-page:a:1"]), entry("b")]));
    await storage.save(threadKey("a"), { x: 1 });
    await storage.save("rui-page:a:1", { x: 2 });
    const { c, state } = contextOn(storage);
    await removeStored(c, "a");
    expect(await storage.load(threadKey("a"))).toBeUndefined();
    expect(await storage.load("rui-page:a:1")).toBeUndefined();
    expect(state.getState().threads.map((t) => t.threadId)).toEqual(["b"]);
  });

  it("a storage that fails is reported as write_failed, never thrown", async () => {
    const storage = threadStorage({ load: () => undefined, save: () => Promise.reject(new Error("disk")), remove: () => undefined });
    const { c, state } = contextOn(storage);
    await expect(removeStored(c, "a")).resolves.toBeUndefined();
    expect(state.getState().storageError).toMatchObject({ code: "write_failed", threadId: "a" });
  });
});
