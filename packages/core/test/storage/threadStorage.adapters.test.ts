import { afterEach, describe, expect, it, vi } from "vitest";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { createAgentSession } from "../../src/index";
import { browserStorage, indexedDbStorage, localStorageStorage, serverStorage } from "../../src/storage/index";
import { ENCRYPTED, fakeRunner } from "../session/fakeRunner";

/** A `Storage` (localStorage) in memory, with an optional quota in characters. */
function fakeLocalStorage(quota = Infinity): Storage {
  const map = new Map<string, string>();
  const used = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (used() + k.length + v.length > quota) throw Object.assign(new Error("quota"), { name: "QuotaExceededError" });
      map.set(k, String(v));
    },
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

async function roundTrip(storage: ReturnType<typeof browserStorage> | ReturnType<typeof indexedDbStorage>) {
  const a = createAgentSession({ runner: fakeRunner().runner, storage });
  a.connect();
  await a.ready();
  await a.run("persist me");
  await a.flush();
  const b = createAgentSession({ runner: fakeRunner({ from: 10 }).runner, storage });
  b.connect();
  await b.ready();
  return { a, b };
}

afterEach(() => vi.unstubAllGlobals());

describe("storage adapters", () => {
  it("indexedDbStorage (idb-keyval, fake-indexeddb in Node): a thread survives a 'reload' byte-identical", async () => {
    vi.stubGlobal("indexedDB", new IDBFactory());
    vi.stubGlobal("IDBKeyRange", IDBKeyRange);
    const { a, b } = await roundTrip(indexedDbStorage({ dbName: "test-idb" }));
    expect(b.store.getState().messages).toEqual(a.store.getState().messages);
    expect(b.store.getState().messages.find((m) => m.id === "r1")).toMatchObject({ encryptedValue: ENCRYPTED(1) });
    expect(b.state.getState()).toMatchObject({ storage: "ready", threads: [{ title: "persist me", messageCount: 3 }] });
  });

  it("browserStorage picks IndexedDB when present, localStorage when IndexedDB is missing, memory when neither is", async () => {
    vi.stubGlobal("indexedDB", new IDBFactory());
    const idb = browserStorage({ dbName: "test-browser" });
    await roundTrip(idb);
    expect(idb.kind()).toBe("indexeddb");

    vi.stubGlobal("indexedDB", undefined);
    const ls = fakeLocalStorage();
    vi.stubGlobal("localStorage", ls);
    const local = browserStorage();
    const { b } = await roundTrip(local);
    expect(local.kind()).toBe("localstorage");
    expect(b.store.getState().messages).toHaveLength(3);
    expect(ls.getItem("reasoning-ui:rui-threads")).toContain("persist me");

    vi.stubGlobal("localStorage", undefined);
    const memory = browserStorage();
    await memory.save("k", { a: 1 });
    expect(memory.kind()).toBe("memory");
    expect(await memory.load("k")).toEqual({ a: 1 });
  });

  it("browserStorage falls back when IndexedDB cannot be opened", async () => {
    vi.stubGlobal("indexedDB", { open: () => { throw Object.assign(new Error("blocked"), { name: "SecurityError" }); } });
    vi.stubGlobal("localStorage", fakeLocalStorage());
    const storage = browserStorage();
    await storage.save("k", 1);
    expect(storage.kind()).toBe("localstorage");
  });

  it("localStorageStorage: a full quota is reported as quota_exceeded; a non-JSON value loads as corrupt", async () => {
    const ls = fakeLocalStorage(600);
    const session = createAgentSession({ runner: fakeRunner().runner, storage: localStorageStorage({ storage: ls }) });
    session.connect();
    await session.ready();
    await session.run("x".repeat(700));
    await session.flush();
    expect(session.state.getState().storageError).toMatchObject({ code: "quota_exceeded" });
    expect(session.store.getState().messages).toHaveLength(3);

    const ls2 = fakeLocalStorage();
    ls2.setItem("reasoning-ui:rui-threads", JSON.stringify({ threads: [{ threadId: "t", title: "", updatedAt: 1, revision: 1, writer: "w", messageCount: 1 }] }));
    ls2.setItem("reasoning-ui:rui-thread:t", "{not json");
    const other = createAgentSession({ runner: fakeRunner().runner, storage: localStorageStorage({ storage: ls2 }) });
    other.connect();
    await other.ready();
    expect(other.state.getState().storageError).toMatchObject({ code: "corrupt", threadId: "t" });
  });

  it("serverStorage: GET / PUT / DELETE {url}/{key} against the app's endpoint; 404 is 'nothing saved'; other statuses are errors", async () => {
    const server = new Map<string, string>();
    const calls: string[] = [];
    let failWith = 0;
    const fetchImpl = (async (url: string, init: RequestInit) => {
      const method = init.method ?? "GET";
      calls.push(`${method} ${url} ${(init.headers as Record<string, string>).Authorization ?? ""}`);
      if (failWith) return new Response("no", { status: failWith });
      const key = decodeURIComponent(url.slice("/api/threads/".length));
      if (method === "PUT") return server.set(key, String(init.body)), new Response(null, { status: 204 });
      if (method === "DELETE") return server.delete(key), new Response(null, { status: 204 });
      return server.has(key) ? new Response(server.get(key), { status: 200 }) : new Response("", { status: 404 });
    }) as unknown as typeof fetch;
    const storage = serverStorage({ url: "/api/threads/", fetch: fetchImpl, headers: () => ({ Authorization: "Bearer t" }) });
    const { a, b } = await roundTrip(storage);
    expect(b.store.getState().messages).toEqual(a.store.getState().messages);
    expect(calls[0]).toBe("GET /api/threads/rui-threads Bearer t");
    expect(calls.some((c) => c.startsWith("PUT /api/threads/rui-thread%3Athread-"))).toBe(true);
    expect(JSON.parse(server.get(`rui-thread:${a.store.getState().threadId}`)!).messages[1].encryptedValue).toBe(ENCRYPTED(1));
    await b.threads.remove(b.store.getState().threadId);
    expect(calls.some((c) => c.startsWith("DELETE /api/threads/rui-thread%3A"))).toBe(true);
    failWith = 507;
    await b.run("again");
    await b.flush();
    expect(b.state.getState().storageError).toMatchObject({ code: "quota_exceeded" });
    failWith = 500;
    await b.run("again");
    await b.flush();
    expect(b.state.getState().storageError).toMatchObject({ code: "write_failed" });
  });

  it("serverStorage: a part is written and deleted with If-Match of its thread's ETag once known (issue 41); a 429 thread_quota_exceeded is a QuotaExceededError", async () => {
    const sent: [string, string, string | undefined][] = [];
    let answer = () => new Response(null, { status: 200, headers: { ETag: '"4"' } });
    const fetchImpl = (async (url: string, init: RequestInit) => {
      sent.push([init.method ?? "GET", decodeURIComponent(url.split("/").pop()!), (init.headers as Record<string, string>)["If-Match"]]);
      return answer();
    }) as unknown as typeof fetch;
    const storage = serverStorage({ url: "/api/threads", fetch: fetchImpl });
    await storage.save("rui-page:t1:p0", { schema: "reasoning-ui.thread-part" }); // thread never seen: no revision
    await storage.save("rui-thread:t1", { schema: "reasoning-ui.thread" }); // → ETag "4"
    await storage.save("rui-page:t1:p1", { schema: "reasoning-ui.thread-part" });
    await storage.remove("rui-page:t1:p0");
    await storage.load("rui-page:t1:p1");
    expect(sent).toEqual([
      ["PUT", "rui-page:t1:p0", undefined],
      ["PUT", "rui-thread:t1", undefined],
      ["PUT", "rui-page:t1:p1", '"4"'],
      ["DELETE", "rui-page:t1:p0", '"4"'],
      ["GET", "rui-page:t1:p1", undefined],
    ]);
    answer = () => new Response(JSON.stringify({ error: { code: "thread_quota_exceeded", message: "full" } }), { status: 429 });
    await expect(storage.save("rui-thread:t2", { schema: "reasoning-ui.thread" })).rejects.toMatchObject({ name: "QuotaExceededError", status: 429 });
    answer = () => new Response("slow down", { status: 429 });
    await expect(storage.save("rui-thread:t2", { schema: "reasoning-ui.thread" })).rejects.toMatchObject({ name: "HttpError", status: 429 });
  });
});
