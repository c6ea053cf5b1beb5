/**
 * The persistence engine on first use (issue 31, docs/architecture.md, "Budgets and benchmarks"): `storage/persistence.ts` loads through
 * `import()`. A load that fails is the storage's `unavailable` notice (the thread goes on in memory), and a later call
 * loads it and makes the connect that was missed.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../src/storage/index";
import { fakeRunner } from "../session/fakeRunner";

afterEach(() => {
  vi.doUnmock("../../src/storage/persistence");
  vi.doUnmock("../../src/storage/browserBackend");
  vi.resetModules();
});

describe("the persistence engine on first use", () => {
  it("a failed load shows the unavailable notice, runs go on in memory, and the next call loads it and makes the missed connect", async () => {
    const storage = memoryStorage();
    let kept = "";
    {
      // A first page saves a thread (the engine loads normally).
      const { createAgentSession } = await import("../../src/index");
      const a = createAgentSession({ runner: fakeRunner({}).runner, storage, persistence: { saveDelayMs: 0 } });
      const off = a.connect();
      await a.ready();
      await a.run("kept");
      await a.flush();
      kept = a.store.getState().threadId;
      off();
    }
    vi.resetModules();
    let fail = true;
    vi.doMock("../../src/storage/persistence", async (original) => {
      if (fail) throw new TypeError("Failed to fetch dynamically imported module");
      return original();
    });
    const { createAgentSession } = await import("../../src/index");
    const b = createAgentSession({ runner: fakeRunner({}).runner, storage, persistence: { saveDelayMs: 0 } });
    const off = b.connect();
    await b.ready();
    expect(b.state.getState()).toMatchObject({ storage: "error", storageError: { code: "unavailable", message: expect.stringContaining("cannot be saved") } });
    await b.run("in memory");
    expect(b.store.getState().messages.filter((m) => m.role === "user").map((m) => m.content)).toEqual(["in memory"]);

    fail = false;
    vi.resetModules(); // the failed import is not cached: the next call imports again
    await b.flush();
    await b.ready();
    // The engine is there now and made the connect its failed load missed: the stored thread list is read.
    await expect.poll(() => b.state.getState().threads.map((t) => t.threadId)).toContain(kept);
    off();
  });

  it("browserStorage's backends: a failed load is StorageUnavailableError (the unavailable notice), and the next call loads them", async () => {
    let fail = true;
    vi.doMock("../../src/storage/browserBackend", async (original) => {
      if (fail) throw new TypeError("Failed to fetch dynamically imported module");
      return original();
    });
    const { browserStorage } = await import("../../src/storage/index");
    const { errorOf } = await import("../../src/storage/errors");
    const storage = browserStorage();
    const err: unknown = await Promise.resolve(storage.load("k")).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(errorOf(err, "read_failed").code).toBe("unavailable");
    expect(storage.kind()).toBeUndefined();
    fail = false;
    vi.resetModules();
    await storage.save("k", { v: 1 });
    expect(await storage.load("k")).toEqual({ v: 1 });
    expect(storage.kind()).toBe("memory"); // Node: no IndexedDB, no localStorage
  });
});
