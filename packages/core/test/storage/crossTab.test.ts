import { describe, expect, it, vi } from "vitest";
import { createStore } from "zustand/vanilla";
import { createAgentStore } from "../../src/index";
import { CrossTab, conflict } from "../../src/storage/crossTab";
import type { PersistenceContext } from "../../src/storage/persistenceContext";
import { SaveSchedule } from "../../src/storage/saveSchedule";
import type { PersistenceState } from "../../src/storage/types";

/** A persistence context over a real store and schedule; `load` and the storage recorded. */
function context(threadId = "t1") {
  const store = createAgentStore({ threadId, messages: [{ id: "u1", role: "user", content: "my question" }] });
  const state = createStore<PersistenceState>()(() => ({ storage: "ready", storageError: undefined, threads: [] }));
  const loads: string[] = [];
  const saves: number[] = [];
  const c: PersistenceContext = {
    storage: { load: async () => undefined, save: () => undefined, remove: () => undefined },
    store,
    state,
    o: { saveDelayMs: 10, maxThreads: 50, maxMessages: 100, maxStoredChars: 1e6 },
    runs: undefined,
    schedule: new SaveSchedule(10, async () => void saves.push(c.revision)),
    writer: "tab-me",
    revision: 3,
    held: undefined,
    edits: 0,
    blocked: new Set(),
    forks: new Map(),
    paged: undefined,
    expanding: false,
    createdAt: 0,
    loading: Promise.resolve(),
    fail: (error) => state.setState({ storage: "error", storageError: error }),
    post: () => undefined,
    publishEarlier: () => undefined,
    load: async (id) => void loads.push(String(id)),
  };
  return { c, loads, saves, state };
}

describe("cross-tab notices and conflicts", () => {
  it("another writer's save of the thread shown, nothing unsaved here: this tab shows that version", async () => {
    const { c, loads } = context();
    new CrossTab(c).onNotice({ type: "saved", threadId: "t1", revision: 4, writer: "tab-other" });
    await c.loading;
    expect(loads).toEqual(["t1"]);
  });

  it("with unsaved changes here, it is not reloaded (the next save finds the conflict); its own saves and other threads refresh only the list", async () => {
    const { c, loads } = context();
    const tabs = new CrossTab(c);
    c.schedule.markDirty();
    tabs.onNotice({ type: "saved", threadId: "t1", revision: 4, writer: "tab-other" });
    tabs.onNotice({ type: "saved", threadId: "t1", revision: 4, writer: "tab-me" });
    tabs.onNotice({ type: "saved", threadId: "t2", revision: 1, writer: "tab-other" });
    tabs.onNotice(null);
    await c.schedule.serial(async () => undefined);
    expect(loads).toEqual([]);
    c.schedule.clean();
  });

  it("a conflict keeps this tab's turns as a separate thread (a new id, revision 0), saves it, and says so", async () => {
    vi.useFakeTimers();
    try {
      const { c, saves, state } = context();
      conflict(c, "t1");
      const fork = c.forks.get("t1");
      expect(fork).toMatch(/^thread/);
      expect(fork).not.toBe("t1");
      expect(c.revision).toBe(0);
      await vi.advanceTimersByTimeAsync(0);
      expect(saves).toEqual([0]);
      expect(state.getState().storageError).toMatchObject({ code: "conflict", threadId: "t1" });
      expect(state.getState().storageError!.message).toContain("my question");
    } finally {
      vi.useRealTimers();
    }
  });
});
