/**
 * Persistence schedules its saves from the reducer's change feed alone: a save after every batch that changed
 * what is saved, none after a batch that changed nothing saved (fast-check over random event sequences, checked
 * against the test-only oracles of `saveOracle.ts`); a reconnect saves only when the store changed while away.
 */
import { EventType } from "@ag-ui/core";
import fc from "fast-check";
import { createStore } from "zustand/vanilla";
import { describe, expect, it } from "vitest";
import { createAgentStore, type AgentStore, type BaseEvent, type ThreadStorageBackend } from "../../src/index";
import { memoryStorage, threadStorage } from "../../src/storage/index";
import { Persistence } from "../../src/storage/persistence";
import { threadKey } from "../../src/storage/threadIndex";
import type { PersistenceState } from "../../src/storage/types";
import { applyStep, sequence, type Step } from "../reducer/eventSequences";
import { sameKey, saveKey, savedJson } from "./saveOracle";

/** A memory storage that counts its writes. */
function counting() {
  const inner = memoryStorage();
  const writes: string[] = [];
  const storage: ThreadStorageBackend = threadStorage({
    load: (k: string) => inner.load(k),
    save: (k: string, v: unknown) => (writes.push(k), inner.save(k, v)),
    remove: (k: string) => inner.remove(k),
  });
  return { storage, inner, writes };
}

/** A persistence over `store`, connected, its restore done; saves only when flushed (the coalescing delay is long). */
async function persisted(store: AgentStore, storage: ThreadStorageBackend) {
  const state = createStore<PersistenceState>()(() => ({ storage: "loading", storageError: undefined, threads: [] }));
  const p = new Persistence(storage, store, state, { saveDelayMs: 600_000 });
  let disconnect = p.connect("t");
  await p.ready();
  await p.flush(); // what the restore left due (a thread in memory, a new empty one) is written before the test begins
  return { p, state, disconnect: () => disconnect(), reconnect: () => (disconnect = p.connect("t")) };
}

const ev = (type: string, fields: Record<string, unknown> = {}) => ({ type, ...fields }) as unknown as BaseEvent;

describe("persistence saves on the change feed", () => {
  it("a batch that changed what is saved is saved (the content written is the store's); one that changed nothing saved writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(sequence, async (steps) => {
        const store = createAgentStore({ threadId: "t" });
        const { storage, inner, writes } = counting();
        const { p, disconnect } = await persisted(store, storage);
        // the window from one flush to the next (an application's setState is reported with the next batch)
        let key = saveKey(store.getState());
        let json = savedJson(store.getState());
        for (const s of [...steps, { kind: "events", events: [] } as Step]) {
          if (s.kind === "reset") continue; // another thread's start: covered by the persistence suites
          try {
            applyStep(store, s);
          } catch {
            /* a refused command is still a batch */
          }
          if (s.kind === "setState") continue;
          writes.length = 0;
          await p.flush();
          const after = store.getState();
          const saved = writes.includes(threadKey(after.threadId));
          if (after.threadId !== "" && savedJson(after) !== json) {
            expect(saved, `${s.kind} changed saved content, not saved`).toBe(true);
            expect(JSON.stringify({ ...((await inner.load(threadKey(after.threadId))) as object), savedAt: undefined, messageCount: undefined })).toBe(
              JSON.stringify({ ...JSON.parse(savedJson(after)), messageCount: undefined }),
            );
          }
          if (sameKey(key, saveKey(after))) expect(writes, `${s.kind} wrote nothing saved, yet was saved`).toEqual([]);
          key = saveKey(after);
          json = savedJson(after);
        }
        disconnect();
      }),
      { numRuns: 60 },
    );
  });

  it("a streamed delta alone is saved (it changes a message in place and reports only content-changed)", async () => {
    const store = createAgentStore({ threadId: "t" });
    const { storage, inner, writes } = counting();
    const { p } = await persisted(store, storage);
    store.getState().applyEvents([ev(EventType.RUN_STARTED, { threadId: "t", runId: "r" }), ev(EventType.TEXT_MESSAGE_START, { messageId: "a", role: "assistant" })]);
    await p.flush();
    writes.length = 0;
    store.getState().applyEvent(ev(EventType.TEXT_MESSAGE_CONTENT, { messageId: "a", delta: "hello" }));
    await p.flush();
    expect(writes).toContain(threadKey("t"));
    expect((await inner.load(threadKey("t"))) as { messages: { content: string }[] }).toMatchObject({ messages: [{ id: "a", content: "hello" }] });
  });

  it("agent state, steps, CUSTOM / RAW events, diagnostics and a tool call's held encrypted value are not saved", async () => {
    const store = createAgentStore({ threadId: "t", messages: [{ id: "u", role: "user", content: "q" }] });
    const { storage, writes } = counting();
    const { p } = await persisted(store, storage);
    store.getState().applyEvent(ev(EventType.RUN_STARTED, { threadId: "t", runId: "r" })); // a run record: saved
    await p.flush();
    expect(writes).toContain(threadKey("t"));
    writes.length = 0;
    store.getState().applyEvents([
      ev(EventType.STATE_SNAPSHOT, { snapshot: { x: 1 } }),
      ev(EventType.STEP_STARTED, { stepName: "plan" }),
      ev(EventType.CUSTOM, { name: "n", value: 1 }),
      ev(EventType.RAW, { event: {} }),
      ev("NOT_AN_EVENT"),
      ev(EventType.REASONING_ENCRYPTED_VALUE, { subtype: "tool-call", entityId: "later", encryptedValue: "opaque" }),
    ]);
    store.setState({ state: { y: 2 } });
    store.getState().applyEvent(ev(EventType.STATE_DELTA, { delta: [{ op: "add", path: "/z", value: 3 }] }));
    expect(store.getState().diagnostics.length).toBeGreaterThan(0);
    await p.flush();
    expect(writes).toEqual([]);
  });

  it("an application's setState of messages is saved with the next batch", async () => {
    const store = createAgentStore({ threadId: "t" });
    const { storage, inner } = counting();
    const { p } = await persisted(store, storage);
    store.setState({ messages: [{ id: "mine", role: "user", content: "from the app" }] });
    store.getState().applyEvent(ev(EventType.CUSTOM, { name: "tick", value: 0 }));
    await p.flush();
    expect(await inner.load(threadKey("t"))).toMatchObject({ messages: [{ id: "mine", content: "from the app" }] });
  });

  it("a reconnect over an unchanged store writes nothing (StrictMode's second effect); one after a change while away saves it", async () => {
    const store = createAgentStore({ threadId: "t", messages: [{ id: "u", role: "user", content: "q" }] });
    const { storage, inner, writes } = counting();
    const { p, disconnect, reconnect } = await persisted(store, storage);
    await p.flush();
    expect(writes).toContain(threadKey("t"));
    writes.length = 0;
    disconnect();
    reconnect();
    await p.ready();
    await p.flush();
    expect(writes).toEqual([]); // a write here would bump the revision and put other tabs in conflict
    disconnect();
    store.getState().addMessage({ id: "u2", role: "user", content: "while away" }); // nobody listens now
    reconnect();
    await p.ready();
    await p.flush();
    expect(writes).toContain(threadKey("t"));
    expect(await inner.load(threadKey("t"))).toMatchObject({ messages: [{ id: "u" }, { id: "u2", content: "while away" }] });
  });

  it("the agent renaming the thread (RUN_STARTED with another threadId) saves it under the new id", async () => {
    const store = createAgentStore({ threadId: "t" });
    const { storage, inner } = counting();
    const { p } = await persisted(store, storage);
    store.getState().addMessage({ id: "u", role: "user", content: "q" });
    store.getState().beginRun("r");
    await p.flush();
    store.getState().applyEvent(ev(EventType.RUN_STARTED, { threadId: "renamed", runId: "r" }));
    await p.flush();
    expect(await inner.load(threadKey("renamed"))).toMatchObject({ threadId: "renamed", messages: [{ id: "u" }] });
  });

  it("watches through the change feed only: no event listener, and the feed off again once disconnected", async () => {
    const store = createAgentStore({ threadId: "t" });
    const { storage } = counting();
    const added: string[] = [];
    const { addEventListener, addChangeListener } = store.getState();
    store.setState({
      addEventListener: (type, l) => (added.push(`event:${type}`), addEventListener(type, l)),
      addChangeListener: (l) => (added.push("change"), addChangeListener(l)),
    });
    const { disconnect } = await persisted(store, storage);
    expect(added).toEqual(["change"]);
    disconnect();
    const seen: string[] = [];
    // the feed is off after the last listener left: a listener added now sees only what follows
    const off = store.getState().addChangeListener((c) => seen.push(c.type));
    store.getState().applyEvent(ev(EventType.RUN_STARTED, { threadId: "t", runId: "r" }));
    off();
    expect(seen).toEqual(["run-started", "content-changed"]);
  });
});
