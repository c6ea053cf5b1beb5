/**
 * What a reload must not lose (issue 34, found by test/dev/resumableRuns.test.ts in Chromium):
 * - a stored thread is one moment of the thread: the reducer's live containers are frozen when the save takes the
 *   state, so a storage that writes later never pairs newer messages with older reasoning records (a completed
 *   reasoning block then restored as "Thinking interrupted");
 * - the unsaved note: what the `pagehide` flush could not finish (its write never answered: the page is gone) is
 *   restored by the tab's next page from `sessionStorage`, and saved; an older note, or one for another thread, is not;
 * - a two-tab conflict's copy is saved with the open run of the thread it was copied from.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { createStore } from "zustand/vanilla";
import { createAgentStore, type AgentSessionState, type OpenRun } from "../../src/index";
import { memoryStorage, threadStorage } from "../../src/storage/index";
import { Persistence } from "../../src/storage/persistence";
import { toStoredThread } from "../../src/storage/schema";
import { UNSAVED_NOTE_KEY } from "../../src/storage/unsavedNote";
import type { PersistedRuns } from "../../src/session/types";
import { createAgentSession } from "../../src/index";
import { longThread } from "../../../../bench/p9/thread";
import { fakeRunner } from "../session/fakeRunner";

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
const sessionState = () => createStore<AgentSessionState>()(() => ({ threadId: "", storage: "loading", storageError: undefined, threads: [], runningThreads: [], reconnecting: false }));

/** A `sessionStorage` (one tab) and `addEventListener` (its pagehide) for Node. */
function tab() {
  const map = new Map<string, string>();
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
  };
  const target = new EventTarget();
  vi.stubGlobal("sessionStorage", storage);
  vi.stubGlobal("addEventListener", target.addEventListener.bind(target));
  vi.stubGlobal("removeEventListener", target.removeEventListener.bind(target));
  return { map, pagehide: () => target.dispatchEvent(new Event("pagehide")) };
}

afterEach(() => vi.unstubAllGlobals());

const T = 1_700_000_000_000;
const run = [
  { type: "RUN_STARTED", threadId: "t1", runId: "run1" },
  { type: "REASONING_START", messageId: "span1" },
  { type: "REASONING_MESSAGE_START", messageId: "r1", role: "reasoning" },
  { type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: "Comparing the two " },
];
const rest = [
  { type: "REASONING_MESSAGE_CONTENT", messageId: "r1", delta: "approaches." },
  { type: "REASONING_ENCRYPTED_VALUE", subtype: "message", entityId: "r1", encryptedValue: "opaque.jwe.value" },
  { type: "REASONING_MESSAGE_END", messageId: "r1" },
  { type: "REASONING_END", messageId: "span1" },
  { type: "TOOL_CALL_START", toolCallId: "c1", toolCallName: "lookup", parentMessageId: "a0" },
  { type: "TOOL_CALL_ARGS", toolCallId: "c1", delta: "{}" },
  { type: "TEXT_MESSAGE_START", messageId: "a1", role: "assistant" },
  { type: "TEXT_MESSAGE_CONTENT", messageId: "a1", delta: "Here is the answer" },
];

describe("a stored thread is one moment of the thread", () => {
  it("events applied after the save took the state never reach the stored value", () => {
    const store = createAgentStore({ threadId: "t1" });
    store.getState().addMessage({ id: "u1", role: "user", content: "hi" });
    store.getState().beginRun("run1");
    store.getState().applyEvents(run.map((e, i) => ({ ...e, timestamp: T + i })) as never);
    const stored = toStoredThread(store.getState(), T);
    const then = JSON.stringify(stored);
    store.getState().applyEvents(rest.map((e, i) => ({ ...e, timestamp: T + 10 + i })) as never);
    // The state moved on (the reasoning ended, a tool call and an answer came) …
    expect(store.getState().reasoning.r1!.status).toBe("complete");
    expect(store.getState().messages.map((m) => m.id)).toContain("a1");
    // … the value the save took did not: a storage writing it now writes the moment it was taken.
    expect(JSON.stringify(stored)).toBe(then);
  });

  it("a storage that writes later (after reading the thread list) stores what the save took, consistently", async () => {
    const inner = memoryStorage();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = threadStorage({ load: async (k: string) => (k === "rui-threads" ? (await gate, inner.load(k)) : inner.load(k)), save: (k: string, v: unknown) => inner.save(k, v), remove: (k: string) => inner.remove(k) });
    const store = createAgentStore({ threadId: "t1" });
    const persistence = new Persistence(slow, store, sessionState(), { saveDelayMs: 1 });
    release();
    persistence.connect("t1");
    await persistence.ready();
    store.getState().addMessage({ id: "u1", role: "user", content: "hi" });
    store.getState().beginRun("run1");
    store.getState().applyEvents(run as never);
    let hold!: () => void;
    const held = new Promise<void>((r) => (hold = r));
    const gated = threadStorage({ load: async (k: string) => (k === "rui-threads" ? (await held, inner.load(k)) : inner.load(k)), save: (k: string, v: unknown) => inner.save(k, v), remove: (k: string) => inner.remove(k) });
    (persistence as unknown as { c: { storage: unknown } }).c.storage = gated;
    const saving = persistence.flush(); // takes the state, then waits for the thread list
    await tick(2);
    store.getState().applyEvents(rest as never); // the reasoning ends, the answer starts — after the save took the state
    hold();
    await saving;
    const value = (await inner.load("rui-thread:t1")) as { messages: { id: string }[]; reasoning: Record<string, { status: string }> };
    expect(value.messages.map((m) => m.id)).toEqual(["u1", "r1"]);
    expect(value.reasoning.r1!.status).toBe("streaming");
    persistence.flush();
  });
});

describe("the unsaved note (a reload while the pagehide flush cannot finish)", () => {
  /** A backend that outlives the page whose writes never answer once `dead` (the page is gone). */
  function dyingBackend(inner = memoryStorage()) {
    let dead = false;
    const never = new Promise<never>(() => undefined);
    const backend = threadStorage({
      notesUnsaved: true,
      load: (k: string) => inner.load(k),
      save: (k: string, v: unknown) => (dead ? never : inner.save(k, v)),
      remove: (k: string) => inner.remove(k),
    });
    return { backend, inner, die: () => void (dead = true) };
  }

  it("restores what the flush could not save, from the tab's note, then saves it; a stale note is dropped", async () => {
    const t = tab();
    const { backend, inner, die } = dyingBackend();
    const a = createAgentStore();
    const pa = new Persistence(backend, a, sessionState(), { saveDelayMs: 60_000 });
    pa.connect(undefined);
    await pa.ready();
    a.getState().addMessage({ id: "u1", role: "user", content: "first words" });
    a.getState().beginRun("run1");
    a.getState().applyEvents(run as never);
    die(); // the reload: the flush's writes never answer
    t.pagehide();
    expect(t.map.has(UNSAVED_NOTE_KEY)).toBe(true);
    expect(await inner.load("rui-threads")).toBeUndefined(); // nothing reached the storage

    await tick(2);
    const { backend: next } = dyingBackend(inner);
    const b = createAgentStore();
    const state = sessionState();
    const pb = new Persistence(next, b, state, { saveDelayMs: 1 });
    pb.connect(undefined);
    await pb.ready();
    expect(b.getState().messages.map((m) => m.id)).toEqual(["u1", "r1"]);
    expect(b.getState().messages[1]!.content).toBe("Comparing the two ");
    expect(state.getState().storage).toBe("ready");
    expect(t.map.has(UNSAVED_NOTE_KEY)).toBe(false); // taken
    await tick(20);
    await pb.flush();
    const stored = (await inner.load(`rui-thread:${b.getState().threadId}`)) as { messages: unknown[] } | undefined;
    expect(stored?.messages).toHaveLength(2); // and saved the usual way

    // A note older than what is stored (the flush did land after all) is not restored.
    t.map.set(UNSAVED_NOTE_KEY, JSON.stringify({ threadId: b.getState().threadId, revision: 0, writer: "tab-x", notedAt: 1, thread: { messages: [] } }));
    const c = createAgentStore();
    const pc = new Persistence(dyingBackend(inner).backend, c, sessionState(), { saveDelayMs: 1 });
    pc.connect(undefined);
    await pc.ready();
    expect(c.getState().messages).toHaveLength(2);
  });

  it("is written only for backends that outlive the page, and never taken by a session made after it on the same page", async () => {
    const t = tab();
    const memory = createAgentStore();
    const pm = new Persistence(memoryStorage(), memory, sessionState(), { saveDelayMs: 60_000 });
    pm.connect(undefined);
    await pm.ready();
    memory.getState().addMessage({ id: "u1", role: "user", content: "forget me" });
    t.pagehide();
    expect(t.map.has(UNSAVED_NOTE_KEY)).toBe(false); // a memory storage is meant to forget on reload

    const { backend, die } = dyingBackend();
    const a = createAgentStore();
    const pa = new Persistence(backend, a, sessionState(), { saveDelayMs: 60_000 });
    pa.connect(undefined);
    await pa.ready();
    a.getState().addMessage({ id: "u2", role: "user", content: "keep me" });
    die();
    t.pagehide();
    await tick(2);
    const late = createAgentStore();
    // Same page: a session made now, then its load (notedAt is before it: the note is not its own)…
    const same = new Persistence(dyingBackend().backend, late, sessionState(), { saveDelayMs: 1 });
    (same as unknown as { c: { createdAt: number } }).c.createdAt = 0; // …made before the note was written
    same.connect(undefined);
    await same.ready();
    expect(late.getState().messages).toHaveLength(0);
    expect(t.map.has(UNSAVED_NOTE_KEY)).toBe(true); // left for the tab's next page
  });
});

describe("a two-tab conflict's copy", () => {
  it("is saved with the open run of the thread it was copied from", async () => {
    const storage = memoryStorage();
    const open: OpenRun = { threadId: "t1", runId: "run-b", lastEventId: "run-b:7" };
    const runsOf = (threadId: string | undefined): PersistedRuns => ({
      openRun: (id) => (id === threadId ? open : undefined),
      prepareRestore: (s) => {
        const { openRun: _o, ...rest } = s;
        return rest;
      },
    });
    const a = createAgentStore({ threadId: "t1" });
    const pa = new Persistence(storage, a, sessionState(), { saveDelayMs: 1 });
    pa.connect("t1");
    await pa.ready();
    a.getState().addMessage({ id: "u1", role: "user", content: "from A" });
    await pa.flush();
    const b = createAgentStore();
    const stateB = sessionState();
    const pb = new Persistence(storage, b, stateB, { saveDelayMs: 1 }, runsOf("t1"));
    pb.connect("t1");
    await pb.ready();
    a.getState().addMessage({ id: "u2", role: "user", content: "A again" });
    await pa.flush();
    b.getState().addMessage({ id: "u3", role: "user", content: "from B, whose run is open" });
    await pb.flush();
    expect(stateB.getState().storageError).toMatchObject({ code: "conflict", threadId: "t1" });
    await pb.flush();
    const fork = stateB.getState().threads.find((t) => t.threadId !== "t1")!;
    const copy = (await storage.load(`rui-thread:${fork.threadId}`)) as { openRun?: OpenRun; messages: { id: string }[] };
    expect(copy.messages.map((m) => m.id)).toEqual(["u1", "u3"]);
    expect(copy.openRun).toEqual(open);
  });
});

describe("a restored turn whose re-attach failed", () => {
  it("keeps its outcome after its partial answer: the interrupted record gets the messages it produced", () => {
    const store = createAgentStore({ threadId: "t1" });
    store.getState().addMessage({ id: "u1", role: "user", content: "hi" });
    store.getState().beginRun("run1");
    store.getState().applyEvents([...run, ...rest.slice(0, 4), rest[6], rest[7]] as never);
    const saved = toStoredThread(store.getState(), T);
    // As `SessionRuns.fallBack` puts it back: the stored running record, now interrupted with the agent's reason.
    const runs = [{ ...saved.runs[0]!, status: "cut" as const, messageIds: [], error: { message: "The run could not be resumed: it is no longer known", code: "run_lost" } }];
    const restored = createAgentStore();
    restored.getState().restore({ ...saved, runs });
    const r = restored.getState().runs[0]!;
    expect(r.status).toBe("cut");
    expect(r.error?.code).toBe("run_lost");
    expect(r.messageIds).toEqual(["r1", "a1"]);
    expect(restored.getState().reasoning.r1!.status).toBe("complete");
  });
});

describe("the unsaved note of a long thread in pages (docs/architecture.md, \"Persistence\")", () => {
  it("is not written while older pages are out of the store: a later page never saves the newest window as the whole thread", async () => {
    const t = tab();
    const inner = memoryStorage();
    let dead = false;
    const never = new Promise<never>(() => undefined);
    const backend = () =>
      threadStorage({ notesUnsaved: true, load: (k: string) => inner.load(k), save: (k: string, v: unknown) => (dead ? never : inner.save(k, v)), remove: (k: string) => inner.remove(k) });
    const source = longThread(300, 10);
    const writer = createAgentSession({ runner: fakeRunner().runner, store: source, storage: backend(), persistence: { saveDelayMs: 60_000 } });
    const offWriter = writer.connect();
    await writer.ready();
    source.getState().addMessage({ id: "u-last", role: "user", content: "one more" });
    await writer.flush();
    offWriter();
    const all = source.getState().messages.map((m) => m.id);

    const reader = createAgentSession({ runner: fakeRunner().runner, storage: backend(), persistence: { saveDelayMs: 60_000 } });
    reader.connect();
    await reader.ready();
    expect(reader.state.getState().earlier).toBeDefined(); // only the newest window is in the store
    reader.store.getState().addMessage({ id: "u-unsaved", role: "user", content: "typed before the reload" });
    dead = true; // the reload: the flush's writes never answer
    t.pagehide();
    expect(t.map.has(UNSAVED_NOTE_KEY)).toBe(false);

    dead = false;
    const next = createAgentSession({ runner: fakeRunner().runner, storage: backend(), persistence: { saveDelayMs: 60_000 } });
    next.connect();
    await next.ready();
    await next.earlier.loadAll();
    // every older turn still listed (the unsaved turn is there when the flush landed after all: the memory backend's
    // one-transaction commit does not wait on `save`)
    expect(next.store.getState().messages.map((m) => m.id).slice(0, all.length)).toEqual(all);
  });
});
