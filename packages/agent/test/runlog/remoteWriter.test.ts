import { describe, expect, it } from "vitest";
import { DEFAULT_RUN_LOG_BOUNDS, memoryRunStore, type RunLogStore } from "../../src";
import { REMOTE_RETRY, RemoteWriter } from "../../src/runlog/remoteWriter";

/** A shared store (a memory store behind the interface) whose writes fail while `down` is true. */
function flakyStore() {
  const inner = memoryRunStore();
  const state = { down: true, failures: 0 };
  const guard = <T>(f: () => Promise<T>) => (state.down ? (state.failures++, Promise.reject(new Error("connection refused"))) : f());
  const store: RunLogStore = {
    name: "flaky",
    create: (r) => guard(() => inner.create(r)),
    append: (id, e, first) => guard(() => inner.append(id, e, first)),
    end: (id, end, ttl) => guard(() => inner.end(id, end, ttl)),
    get: (id) => inner.get(id),
    read: (id, after, max) => inner.read(id, after, max),
    touch: (id, at) => inner.touch(id, at),
    requestCancel: (id) => inner.requestCancel(id),
    watch: (id, l) => inner.watch(id, l),
  };
  return { store, inner, state };
}

describe("remote writer", () => {
  it("retries a failed store with the shared backoff (100 ms → 1 s, jittered), reports down and back once each, and writes the run whole", async () => {
    expect(REMOTE_RETRY).toEqual({ initialMs: 100, maxMs: 1_000 });
    const { store, inner, state } = flakyStore();
    const local = memoryRunStore();
    const diagnostics: string[] = [];
    const writer = new RemoteWriter(store, local, DEFAULT_RUN_LOG_BOUNDS, (code) => diagnostics.push(code));
    const record = { threadId: "t", runId: "r", status: "running" as const, startedAt: 1, lastSeq: 0, firstSeq: 1, readerSeenAt: 1 };
    local.createSync(record);
    writer.create(record);
    for (let s = 1; s <= 3; s++) (local.appendOne("r", s, `e${s}`, 1), writer.append("r", 1));
    await new Promise((r) => setTimeout(r, 250)); // two or three failed attempts
    expect(state.failures).toBeGreaterThanOrEqual(2);
    state.down = false;
    const end = { status: "finished" as const, endedAt: 2 };
    local.endSync("r", end, 60_000);
    writer.end("r", end, 60_000);
    await writer.settled("r");
    expect(await inner.read("r", 0, 10)).toEqual([1, 2, 3].map((s) => ({ seq: s, data: `e${s}` })));
    expect(await inner.get("r")).toMatchObject({ status: "finished", lastSeq: 3 });
    expect(diagnostics).toEqual(["run_store_unavailable", "run_store_back"]);
    await writer.close();
  });

  it("a cancel notice from the store reaches onCancel listeners until they unsubscribe", async () => {
    const { store, inner, state } = flakyStore();
    state.down = false;
    const local = memoryRunStore();
    const writer = new RemoteWriter(store, local, DEFAULT_RUN_LOG_BOUNDS, () => undefined);
    const record = { threadId: "t", runId: "r", status: "running" as const, startedAt: 1, lastSeq: 0, firstSeq: 1, readerSeenAt: 1 };
    local.createSync(record);
    await inner.create(record); // the memory store watches only a run it holds
    writer.create(record);
    await new Promise((r) => setTimeout(r, 20));
    const cancelled: string[] = [];
    const off = writer.onCancel((id) => cancelled.push(id));
    await store.requestCancel("r");
    off();
    await store.requestCancel("r");
    expect(cancelled).toEqual(["r"]);
    await writer.close();
  });
});

