import { afterEach, describe, expect, it, vi } from "vitest";
import { createAgentSession, createAgentStore, selectReasoningView, type ThreadStorage, type ThreadStorageBackend } from "../../src/index";
import { memoryStorage, parseStoredThread, STORED_THREAD_VERSION, threadStorage } from "../../src/storage/index";
import { Persistence } from "../../src/storage/persistence";
import type { AgentSessionState } from "../../src/index";
import { createStore } from "zustand/vanilla";
import { ENCRYPTED, fakeRunner } from "../session/fakeRunner";

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

/** A memory storage that records every save / load per key. */
function countingStorage(inner: ThreadStorageBackend = memoryStorage()) {
  const saves: string[] = [];
  const loads: string[] = [];
  const storage = threadStorage({
    load: (k: string) => (loads.push(k), inner.load(k)),
    save: (k: string, v: unknown) => (saves.push(k), inner.save(k, v)),
    remove: (k: string) => inner.remove(k),
  });
  return { storage, saves, loads, inner };
}

async function connected(storage: ThreadStorage, extra: Record<string, unknown> = {}) {
  const { runner, inputs } = fakeRunner({ hold: Boolean(extra.hold), from: (extra.from as number) ?? 0 });
  const session = createAgentSession({ runner, storage, persistence: { saveDelayMs: 10 }, ...extra } as never);
  const disconnect = session.connect();
  await session.ready();
  return { session, inputs, disconnect };
}

afterEach(() => vi.restoreAllMocks());

describe("persistence: round trip", () => {
  it("restores messages (encrypted values byte-identical), durations, runs, usage and branches; the next turn continues the thread", async () => {
    const storage = memoryStorage();
    const a = await connected(storage);
    await a.session.run("one");
    await a.session.run({ text: "two", forwardedProps: { k: 1 } });
    await a.session.retry(); // a branch at "two"
    await a.session.flush();
    const saved = a.session.store.getState();
    a.disconnect();

    const b = await connected(storage, { from: 10 });
    const s = b.session.store.getState();
    expect(b.session.state.getState()).toMatchObject({ storage: "ready", storageError: undefined, threadId: saved.threadId });
    expect(s.threadId).toBe(saved.threadId);
    expect(s.messages).toEqual(saved.messages);
    expect(s.messages.find((m) => m.id === "r1")).toMatchObject({ encryptedValue: ENCRYPTED(1) });
    expect(s.reasoning).toEqual(saved.reasoning);
    expect(selectReasoningView(s, ["r1"])!.durationMs).toBe(12_000); // "Thought for 12 seconds" after a reload
    expect(selectReasoningView(s, ["r3"])!.durationMs).toBe(selectReasoningView(saved, ["r3"])!.durationMs);
    expect(s.runs).toEqual(saved.runs);
    expect(s.usage).toEqual(saved.runs[saved.runs.length - 1]!.usage);
    expect(s.branches).toEqual(saved.branches);
    const two = s.messages[3]!.id;
    b.session.switchBranch(two, 0);
    expect(b.session.store.getState().messages.find((m) => m.id === "r2")).toMatchObject({ encryptedValue: ENCRYPTED(2) });
    expect(b.session.store.getState().runs.find((r) => r.userMessageId === two)!.forwardedProps).toEqual({ k: 1 });
    await b.session.run("three");
    expect(b.inputs[0]!.threadId).toBe(saved.threadId);
    expect(b.inputs[0]!.messages.find((m) => m.id === "r2")).toMatchObject({ encryptedValue: ENCRYPTED(2) });
    expect(b.session.state.getState().threads).toHaveLength(1);
  });

  it("a run still open when the page went away restores as interrupted, never as an eternal 'Thinking…'", async () => {
    const storage = memoryStorage();
    const a = await connected(storage, { hold: true });
    void a.session.run("slow");
    await tick(5);
    expect(a.session.store.getState().reasoning.r1!.status).toBe("streaming");
    await a.session.flush(); // the pagehide flush of a page that then dies
    const b = await connected(storage, { from: 10 });
    const s = b.session.store.getState();
    expect(s.status).toBe("idle");
    expect(s.reasoning.r1!.status).toBe("interrupted");
    expect(s.runs[0]).toMatchObject({ status: "cut", error: { code: "page_closed" } });
    expect(Object.values(s.spans).every((span) => span.status !== "streaming")).toBe(true);
    a.session.stop();
  });
});

describe("persistence: writes", () => {
  it("coalesces: many deltas → one save after the delay, none per delta", async () => {
    const { storage, saves } = countingStorage();
    const { session } = await connected(storage, { persistence: { saveDelayMs: 30 } });
    const s = session.store;
    s.getState().addMessage({ id: "u1", role: "user", content: "hi" });
    s.getState().applyEvent({ type: "REASONING_MESSAGE_START", messageId: "r1", role: "reasoning" } as never);
    for (let i = 0; i < 200; i++) s.getState().applyEvent({ type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: "x" } as never);
    expect(saves.filter((k) => k.startsWith("rui-thread:"))).toHaveLength(0);
    await tick(60);
    expect(saves.filter((k) => k.startsWith("rui-thread:"))).toHaveLength(1);
  });

  it("flushes on pagehide (browsers) before the delay", async () => {
    const target = new EventTarget();
    vi.stubGlobal("addEventListener", target.addEventListener.bind(target));
    vi.stubGlobal("removeEventListener", target.removeEventListener.bind(target));
    const { storage, saves } = countingStorage();
    const { session, disconnect } = await connected(storage, { persistence: { saveDelayMs: 60_000 } });
    session.store.getState().addMessage({ id: "u1", role: "user", content: "hi" });
    target.dispatchEvent(new Event("pagehide"));
    await tick(5);
    expect(saves.filter((k) => k.startsWith("rui-thread:"))).toHaveLength(1);
    disconnect();
    vi.unstubAllGlobals();
  });

  it("a failing save (full quota) is a typed error; memory is kept and the next flush retries", async () => {
    const inner = memoryStorage();
    let full = true;
    const storage = threadStorage({
      load: (k: string) => inner.load(k),
      remove: (k: string) => inner.remove(k),
      save: (k: string, v: unknown) => {
        if (full && k.startsWith("rui-thread:")) throw Object.assign(new Error("full"), { name: "QuotaExceededError" });
        return inner.save(k, v);
      },
    });
    const { session } = await connected(storage);
    await session.run("hi");
    await session.flush();
    expect(session.state.getState()).toMatchObject({ storage: "error", storageError: { code: "quota_exceeded" } });
    expect(session.store.getState().messages).toHaveLength(3);
    full = false;
    await session.flush();
    expect(session.state.getState()).toMatchObject({ storage: "ready", storageError: undefined });
    expect(await inner.load(`rui-thread:${session.store.getState().threadId}`)).toMatchObject({ version: STORED_THREAD_VERSION });
  });
});

describe("persistence: untrusted stored data", () => {
  const seed = async (storage: ThreadStorage, threadId: string, value: unknown) => {
    await storage.save("rui-threads", { threads: [{ threadId, title: "", updatedAt: 1, messageCount: 1, revision: 1, writer: "other" }] });
    await storage.save(`rui-thread:${threadId}`, value);
  };

  it.each([
    ["corrupt", { schema: "reasoning-ui.thread", version: 1, threadId: "x", savedAt: 1, title: "", messages: [{ id: 1 }], reasoning: {}, spans: {}, toolCallTimes: {}, runs: [], branches: {}, branchVariants: {} }],
    ["corrupt", "not a thread"],
    ["corrupt", { schema: "reasoning-ui.thread", version: 1, threadId: "x", savedAt: 1, title: "", messages: [], reasoning: {}, spans: {}, toolCallTimes: {}, runs: [], branches: { a: { parentMessageId: "a", count: 2, active: 5 } }, branchVariants: {} }],
    ["unsupported_version", { schema: "reasoning-ui.thread", version: 99, threadId: "x" }],
    ["too_large", { threadId: "x", messages: Array.from({ length: 30 }, (_, i) => ({ id: `m${i}`, role: "user", content: "x" })) }],
    ["too_large", { threadId: "x", messages: [{ id: "m", role: "user", content: "x".repeat(5_000) }] }],
  ])("%s data → a typed error, an empty thread, the stored value left untouched, never a throw", async (code, value) => {
    const storage = memoryStorage();
    await seed(storage, "x", value);
    const { session } = await connected(storage, { persistence: { saveDelayMs: 10, maxMessages: 20, maxStoredChars: 1_000 } });
    expect(session.state.getState()).toMatchObject({ storage: "error", storageError: { code, threadId: "x" } });
    expect(session.state.getState().storageError!.message.length).toBeGreaterThan(10);
    expect(session.store.getState().messages).toEqual([]);
    await session.run("new");
    await session.flush();
    expect(session.store.getState().threadId).not.toBe("x");
    expect(await storage.load("rui-thread:x")).toEqual(value); // never overwritten (a newer version's data stays)
  });

  it("migrates version 0 (a bare { threadId, messages }) and restores it", async () => {
    const storage = memoryStorage();
    await seed(storage, "old", { threadId: "old", messages: [{ id: "u", role: "user", content: "q" }, { id: "r", role: "reasoning", content: "", encryptedContent: "E" }] });
    const { session } = await connected(storage);
    const s = session.store.getState();
    expect(s.threadId).toBe("old");
    expect(s.messages[1]).toMatchObject({ id: "r", encryptedValue: "E" });
    expect(s.reasoning.r).toMatchObject({ status: "complete", visibility: "hidden" });
  });

  it("a failing or corrupt thread list is reported, not thrown", async () => {
    const broken = threadStorage({ load: () => Promise.reject(new Error("blocked")), save: () => undefined, remove: () => undefined });
    const { session } = await connected(broken);
    expect(session.state.getState().storageError).toMatchObject({ code: "read_failed" });
    const storage = memoryStorage();
    await storage.save("rui-threads", 42);
    const second = await connected(storage);
    expect(second.session.state.getState()).toMatchObject({ storageError: { code: "corrupt" }, threads: [] });
    expect(await second.session.run("still works")).toBe("finished");
  });

  it("a storage that is not one of the kit's (no engine) is a clear TypeError at creation", () => {
    const plain = { load: () => undefined, save: () => undefined, remove: () => undefined };
    expect(() => createAgentSession({ runner: fakeRunner().runner, storage: plain as never })).toThrow(/threadStorage\(yourBackend\)/);
  });

  it("parseStoredThread validates and migrates without throwing", () => {
    expect(parseStoredThread(undefined)).toMatchObject({ ok: false, error: { code: "corrupt" } });
    expect(parseStoredThread({ version: "1" })).toMatchObject({ ok: false, error: { code: "corrupt" } });
    expect(parseStoredThread([{ id: "u", role: "user", content: "q" }])).toMatchObject({ ok: true, snapshot: { version: STORED_THREAD_VERSION, messages: [{ id: "u" }] } });
    const deep: Record<string, unknown> = {};
    let cur = deep;
    for (let i = 0; i < 500; i++) cur = (cur.x = {}) as Record<string, unknown>;
    expect(parseStoredThread({ threadId: "t", messages: [{ id: "u", role: "user", content: "q", metadata: deep }] })).toMatchObject({ ok: false, error: { code: "corrupt" } });
  });
});

describe("persistence: two tabs, threads, bounds", () => {
  it("two sessions on one thread: the second writer gets a conflict instead of overwriting the first one's turns, and its turn is kept as a separate thread", async () => {
    const storage = memoryStorage();
    const a = await connected(storage);
    await a.session.run("from A");
    await a.session.flush();
    const threadId = a.session.store.getState().threadId;
    const b = await connected(storage, { threadId, from: 10 });
    expect(b.session.store.getState().messages).toHaveLength(3);
    await a.session.run("A again");
    await a.session.flush();
    await b.session.run("from B");
    await b.session.flush();
    expect(b.session.state.getState().storageError).toMatchObject({ code: "conflict", threadId });
    const stored = (await storage.load(`rui-thread:${threadId}`)) as { messages: { role: string; content?: string }[] };
    expect(stored.messages.filter((m) => m.role !== "reasoning").map((m) => m.content)).toEqual(["from A", "answer 1", "A again", "answer 2"]);
    // Nothing lost: B's turn is kept as a separate thread in the list.
    await b.session.flush();
    const fork = b.session.state.getState().threads.find((t) => t.threadId !== threadId)!;
    const kept = (await storage.load(`rui-thread:${fork.threadId}`)) as { threadId: string; messages: { role: string; content?: string }[] };
    expect(kept.threadId).toBe(fork.threadId);
    expect(kept.messages.filter((m) => m.role === "user").map((m) => m.content)).toEqual(["from A", "from B"]);
    await b.session.threads.switch(threadId); // reload: the other tab's turns, the conflict cleared
    expect(b.session.state.getState().storageError).toBeUndefined();
    expect(b.session.store.getState().messages).toHaveLength(6);
    a.disconnect();
    b.disconnect();
  });

  it("threads: list, create, switch and remove; at most maxThreads kept (least recently updated removed)", async () => {
    const storage = memoryStorage();
    const { session } = await connected(storage, { persistence: { saveDelayMs: 10, maxThreads: 2 } });
    await session.run("first thread");
    const first = session.store.getState().threadId;
    expect(await session.threads.create()).toBe("");
    expect(session.store.getState().messages).toEqual([]);
    await session.run("second thread");
    const second = session.store.getState().threadId;
    await session.flush();
    expect(session.threads.list().map((t) => t.title)).toEqual(["second thread", "first thread"]);
    await session.threads.switch(first);
    expect(session.store.getState().messages[0]).toMatchObject({ content: "first thread" });
    await session.run("more in the first thread"); // now the second is the least recently updated
    await session.threads.create();
    await session.run("third thread");
    await session.flush();
    expect(session.threads.list().map((t) => t.threadId)).toEqual([session.store.getState().threadId, first]);
    expect(await storage.load(`rui-thread:${second}`)).toBeUndefined();
    await session.threads.remove(first);
    expect(session.threads.list()).toHaveLength(1);
    expect(await storage.load(`rui-thread:${first}`)).toBeUndefined();
    const current = session.store.getState().threadId;
    await session.threads.remove(current);
    expect(session.store.getState()).toMatchObject({ threadId: "", messages: [] });
    expect(session.threads.list()).toEqual([]);
  });

  it("a fork keeps at most 20 variants (the oldest dropped, with a diagnostic)", () => {
    const store = createAgentStore({ threadId: "t" });
    store.getState().addMessage({ id: "u", role: "user", content: "q" });
    for (let i = 0; i < 22; i++) {
      store.getState().addMessage({ id: `a${i}`, role: "assistant", content: `v${i}` });
      store.getState().fork("u");
    }
    expect(store.getState().branches.u).toMatchObject({ count: 20, active: 19 });
    expect(store.getState().branchVariants.u![0]!.messages[0]).toMatchObject({ id: "a3" });
    expect(store.getState().diagnostics.some((d) => d.code === "branch_variant_dropped")).toBe(true);
  });
});

describe("persistence: limits on write and a hanging storage", () => {
  it("a thread beyond maxMessages (branches included) is not written (it could not be read back): too_large, memory kept", async () => {
    const storage = memoryStorage();
    const { session } = await connected(storage, { persistence: { saveDelayMs: 10, maxMessages: 5 } });
    await session.run("one"); // 3 messages
    await session.retry(); // + a variant: 3 active + 2 stored = 5
    await session.flush();
    expect(session.state.getState().storageError).toBeUndefined();
    await session.run("two"); // 8
    await session.flush();
    expect(session.state.getState().storageError).toMatchObject({ code: "too_large" });
    expect(session.store.getState().messages).toHaveLength(6);
    const stored = (await storage.load(`rui-thread:${session.store.getState().threadId}`)) as { messages: unknown[] };
    expect(stored.messages).toHaveLength(3);
  });

  it("a thread beyond maxStoredChars is not written either (too_large), memory kept", async () => {
    const storage = memoryStorage();
    const { session } = await connected(storage, { persistence: { saveDelayMs: 10, maxStoredChars: 2_000 } });
    await session.run("short");
    await session.flush();
    expect(session.state.getState().storageError).toBeUndefined();
    await session.run("x".repeat(3_000));
    await session.flush();
    expect(session.state.getState().storageError).toMatchObject({ code: "too_large" });
    expect(session.store.getState().messages).toHaveLength(6);
    const stored = (await storage.load(`rui-thread:${session.store.getState().threadId}`)) as { messages: unknown[] };
    expect(stored.messages).toHaveLength(3);
  });

  it("a run does not wait forever for a restore on a storage that never answers", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout"] });
    const hanging = threadStorage({ load: () => new Promise(() => {}), save: () => undefined, remove: () => undefined });
    const { runner, inputs } = fakeRunner();
    const session = createAgentSession({ runner, storage: hanging });
    session.connect();
    const status = session.run("hello");
    await vi.advanceTimersByTimeAsync(3_000);
    vi.useRealTimers();
    expect(await status).toBe("finished");
    expect(inputs).toHaveLength(1);
    expect(session.state.getState().storage).toBe("loading");
  });
});

describe("persistence: bounded queue", () => {
  it("while a write hangs, at most one save waits behind it (changes and flushes never pile saves up)", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const inner = memoryStorage();
    const slow = threadStorage({ load: (k: string) => inner.load(k), remove: (k: string) => inner.remove(k), save: async (k: string, v: unknown) => (await gate, inner.save(k, v)) });
    const store = createAgentStore();
    const state = createStore<AgentSessionState>()(() => ({ threadId: "", storage: "loading", storageError: undefined, threads: [], runningThreads: [], reconnecting: false }));
    const persistence = new Persistence(slow, store, state, { saveDelayMs: 1 });
    persistence.connect(undefined);
    await persistence.ready();
    store.getState().addMessage({ id: "m0", role: "user", content: "0" });
    const first = persistence.flush(); // starts a write that hangs
    await tick(5);
    const waiting = new Set<Promise<void>>();
    for (let i = 1; i < 50; i++) {
      store.getState().addMessage({ id: `m${i}`, role: "user", content: `${i}` });
      waiting.add(persistence.flush());
      await tick(2);
    }
    expect(waiting.size).toBe(1); // one queued save, shared by every flush and timer meanwhile
    release();
    await first;
    await [...waiting][0];
    expect(((await inner.load(`rui-thread:${store.getState().threadId}`)) as { messages: unknown[] }).messages).toHaveLength(50);
  });
});

describe("persistence: dirty check on live containers", () => {
  it("a change that only writes the live messages array in place (no run, no new record) is saved; a diagnostic alone is not", async () => {
    const { storage, saves } = countingStorage();
    const a = await connected(storage);
    await a.session.run("one");
    await a.session.flush();
    const before = saves.length;
    const messages = a.session.store.getState().messages;
    a.session.store.getState().addMessage({ id: "note", role: "user", content: "typed, not sent" });
    expect(a.session.store.getState().messages).toBe(messages); // written in place: its identity tells nothing
    await a.session.flush();
    expect(saves.length).toBeGreaterThan(before); // saved
    const after = saves.length;
    a.session.store.getState().applyEvents([{ type: "NOT_AN_EVENT" } as never]); // a diagnostic only
    await a.session.flush();
    expect(saves.length).toBe(after); // not saved
    a.disconnect();
  });
});

describe("persistence follows the change feed", () => {
  it("a branch switch or truncate is saved; a reset or restore onto another thread is not an edit of either; a same-thread reset is", async () => {
    const { storage, saves } = countingStorage();
    const a = await connected(storage);
    await a.session.run("one");
    await a.session.run("two");
    await a.session.retry(); // a branch at "two"
    await a.session.flush();
    const threadId = a.session.store.getState().threadId;
    const savesOf = () => saves.filter((k) => k.includes(threadId)).length;
    const before = savesOf();
    expect(before).toBeGreaterThan(0);
    const store = a.session.store;
    const two = Object.keys(store.getState().branches)[0]!;
    store.getState().switchBranch(two, 0); // `branch-switched`: an edit
    await a.session.flush();
    expect(savesOf()).toBe(before + 1);
    store.getState().truncateAfter(store.getState().messages[0]!.id); // `thread-truncated`: an edit
    await a.session.flush();
    expect(savesOf()).toBe(before + 2);

    const s = store.getState();
    const snapshot = { threadId, messages: s.messages, reasoning: s.reasoning, spans: s.spans, toolCallTimes: s.toolCallTimes ?? {}, runs: s.runs, branches: s.branches, branchVariants: s.branchVariants };
    store.getState().reset({ threadId: "elsewhere" }); // `thread-reset` onto another thread: nothing to save
    await a.session.flush();
    store.getState().restore(snapshot); // `thread-restored` back onto it: not an edit either
    await a.session.flush();
    expect(savesOf()).toBe(before + 2);
    expect(saves.some((k) => k.includes("elsewhere"))).toBe(false);

    store.getState().reset({}); // a reset that keeps the thread id clears that thread: an edit, saved
    await a.session.flush();
    expect(savesOf()).toBe(before + 3);
    a.disconnect();
  });
});
