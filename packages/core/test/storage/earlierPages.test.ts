import { describe, expect, it } from "vitest";
import { createAgentSession } from "../../src/index";
import { memoryStorage } from "../../src/storage/index";
import { expand } from "../../src/storage/earlierPages";
import { restoreThread } from "../../src/storage/threadRestore";
import { longThread } from "../../../../bench/p9/thread";
import { fakeRunner } from "../session/fakeRunner";
import { contextOn } from "./context";

/** A memory storage holding a long thread saved in pages; returns it and the thread's messages. */
async function pagedStorage() {
  const storage = memoryStorage();
  const source = longThread(200, 10);
  const session = createAgentSession({ runner: fakeRunner().runner, store: source, storage, persistence: { saveDelayMs: 60_000 } });
  const off = session.connect();
  await session.ready();
  source.getState().addMessage({ id: "u-last", role: "user", content: "one more" });
  await session.flush();
  off();
  return { storage, all: source.getState().messages.map((m) => m.id) };
}

describe("paging a long stored thread", () => {
  it("restored newest window first; expand puts the next older page above it; state.earlier counts what is left", async () => {
    const { storage, all } = await pagedStorage();
    const { c, state, store } = contextOn(storage);
    await restoreThread(c, null);
    const first = store.getState().messages.length;
    expect(first).toBeLessThan(all.length);
    const before = state.getState().earlier!;
    expect(before.messages).toBe(all.length - first);
    await expand(c, 1);
    const ids = store.getState().messages.map((m) => m.id);
    expect(ids.length).toBeGreaterThan(first);
    expect(ids).toEqual(all.slice(all.length - ids.length));
    expect(state.getState().earlier!.pages).toBe(before.pages - 1);
    expect(c.schedule.dirty).toBe(false); // older pages put in are not an edit
    await expand(c, Infinity);
    expect(store.getState().messages.map((m) => m.id)).toEqual(all);
    expect(state.getState().earlier).toBeUndefined();
  });

  it("a damaged page is reported in state.earlier and the store is not touched", async () => {
    const { storage } = await pagedStorage();
    const { c, state, store } = contextOn(storage);
    await restoreThread(c, null);
    const page = c.paged!.unloaded.at(-1)!;
    await storage.save(`rui-page:${c.paged!.threadId}:${page.id}`, { damaged: true });
    const before = store.getState();
    await expand(c, 1);
    expect(store.getState()).toBe(before);
    expect(state.getState().earlier?.error).toMatchObject({ code: "corrupt" });
  });
});
