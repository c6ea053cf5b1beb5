/**
 * React StrictMode mounts every effect twice in development: `connect → disconnect → connect` on one session. A
 * second tab opening a saved thread that way must not write it (nothing changed) — a write there bumped the
 * thread's revision and put the *first* tab into `conflict`, whose next turn was then never saved (issue 30).
 */
import { describe, expect, it } from "vitest";
import { createAgentSession } from "../../src/index";
import { memoryStorage, threadStorage } from "../../src/storage/index";
import { fakeRunner } from "./fakeRunner";

const saving = () => {
  const inner = memoryStorage();
  const saves: string[] = [];
  const storage = threadStorage({ load: (k: string) => inner.load(k), save: (k: string, v: unknown) => (saves.push(k), inner.save(k, v)), remove: (k: string) => inner.remove(k) });
  return { storage, saves, inner };
};

function open(storage: ReturnType<typeof saving>["storage"], strict: boolean, from = 0) {
  const { runner } = fakeRunner({ from });
  const session = createAgentSession({ runner, storage, persistence: { saveDelayMs: 5 } } as never);
  let disconnect = session.connect();
  if (strict) {
    disconnect(); // StrictMode's simulated unmount
    disconnect = session.connect(); // … and remount
  }
  return { session, disconnect: () => disconnect() };
}

/** Resolves once the other tabs' BroadcastChannel notices of this process are delivered. */
const notices = () => new Promise((r) => setTimeout(r, 20));

describe("persistence under StrictMode's double effects", () => {
  it.each([false, true])("strict=%s: opening a second tab writes nothing and leaves the first tab saving its turns", async (strict) => {
    const { storage, saves, inner } = saving();
    const a = open(storage, strict);
    await a.session.ready();
    await a.session.run("from A");
    await a.session.flush();
    const threadId = a.session.store.getState().threadId;
    const before = saves.length;

    const b = open(storage, strict, 10);
    await b.session.ready();
    await b.session.flush();
    await notices();
    expect(b.session.store.getState().messages).toHaveLength(3);
    expect(saves.length).toBe(before); // opening is not an edit
    expect(a.session.state.getState().storageError).toBeUndefined();

    await a.session.run("A again");
    await a.session.flush();
    expect(a.session.state.getState().storageError).toBeUndefined();
    const stored = (await inner.load(`rui-thread:${threadId}`)) as { messages: { role: string; content?: string }[] };
    expect(stored.messages.filter((m) => m.role === "user").map((m) => m.content)).toEqual(["from A", "A again"]);
    // The second tab had nothing unsaved: it shows A's new turn (the notice between tabs reloads it), and its own
    // next turn continues the thread — no conflict, nothing lost.
    await expect.poll(() => b.session.store.getState().messages.filter((m) => m.role === "user").map((m) => m.content)).toEqual(["from A", "A again"]);
    await b.session.run("from B");
    await b.session.flush();
    expect(b.session.state.getState().storageError).toBeUndefined();
    const after = (await inner.load(`rui-thread:${threadId}`)) as { messages: { role: string; content?: string }[] };
    expect(after.messages.filter((m) => m.role === "user").map((m) => m.content)).toEqual(["from A", "A again", "from B"]);
    a.disconnect();
    b.disconnect();
  });
});
