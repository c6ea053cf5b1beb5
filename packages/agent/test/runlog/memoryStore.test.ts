import { afterEach, describe, expect, it } from "vitest";
import { memoryRunStore } from "../../src";
import { runLogStoreContract } from "../../src/testing";

// The store contract on the default store (one process).
runLogStoreContract("memory", () => memoryRunStore(), { test: { describe, it, expect, afterEach } });

describe("memory run store", () => {
  it("keeps maxRuns: a new run evicts the oldest ended run; when all run, create refuses with store_full", async () => {
    const store = memoryRunStore({ maxRuns: 2 });
    const rec = (runId: string) => ({ threadId: "t", runId, status: "running" as const, startedAt: 1, lastSeq: 0, firstSeq: 1, readerSeenAt: 1 });
    await store.create(rec("a"));
    await store.create(rec("b"));
    await store.end("a", { status: "finished", endedAt: 2 }, 60_000);
    await store.create(rec("c"));
    expect(await store.get("a")).toBeUndefined();
    expect(store.size).toBe(2);
    expect(() => store.createSync(rec("d"))).toThrow(expect.objectContaining({ name: "RunStoreFullError", code: "store_full" }));
    await store.close();
  });

  it("a watcher of a run that is dropped is told end (a waiting reader wakes and finds it gone)", async () => {
    const store = memoryRunStore();
    await store.create({ threadId: "t", runId: "r", status: "running", startedAt: 1, lastSeq: 0, firstSeq: 1, readerSeenAt: 1 });
    const seen: string[] = [];
    store.watch("r", (n) => seen.push(n));
    store.evict("r");
    expect(seen).toEqual(["end"]);
    expect(await store.get("r")).toBeUndefined();
  });

  it("keeps the log consecutive: reads by arithmetic after trims, an append after a gap drops what came before", async () => {
    const store = memoryRunStore();
    await store.create({ threadId: "t", runId: "r", status: "running", startedAt: 1, lastSeq: 0, firstSeq: 1, readerSeenAt: 1 });
    for (let seq = 1; seq <= 3000; seq++) store.appendOne("r", seq, `e${seq}`, Math.max(1, seq - 99));
    expect((await store.read("r", 0, 1000)).map((e) => e.seq)).toEqual(Array.from({ length: 100 }, (_, i) => 2901 + i));
    expect(store.dataAt("r", 2950)).toBe("e2950");
    expect(store.dataAt("r", 2900)).toBeUndefined();
    await store.append("r", [{ seq: 3005, data: "late" }], 1);
    expect(await store.read("r", 0, 10)).toEqual([{ seq: 3005, data: "late" }]);
  });
});
