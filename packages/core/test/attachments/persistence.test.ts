/**
 * Attachments across reloads and branch switches (issue 38): IndexedDB keeps a large inline part's bytes as a Blob
 * beside the thread (fake-indexeddb: IndexedDB's rules) and gives the base64 back byte for byte; a memory / server
 * storage keeps the parts in the stored thread; the next turn after a reload resends them; removing the thread
 * removes its blobs. Export lists attachments by name and type, bytes only on request, never a secret.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import type { UserMessage } from "@ag-ui/core";
import { createAgentSession, createAgentStore, dataSource, exportConversation, fileSource, toContentPart, urlSource } from "../../src/index";
import { indexedDbStorage, memoryStorage } from "../../src/storage/index";
import { fakeRunner } from "../session/fakeRunner";

afterEach(() => vi.unstubAllGlobals());

const bytes = (n: number, seed = 7) => Buffer.from(Array.from({ length: n }, (_, i) => (i * seed) % 256));
const BIG = bytes(200_000).toString("base64"); // 266,668 characters: stored beside the thread
const SMALL = bytes(100).toString("base64"); // stays inline
const UNPADDED = bytes(70_000, 3).toString("base64url"); // not canonical base64: kept as the string itself

function open(dbName: string, threadId?: string) {
  const { runner, inputs } = fakeRunner();
  const storage = indexedDbStorage({ dbName });
  const session = createAgentSession({ runner, storage, threadId, persistence: { saveDelayMs: 60_000 } } as never);
  const disconnect = session.connect();
  return { session, storage, inputs, disconnect };
}

async function rawKeys(dbName: string): Promise<string[]> {
  const req = indexedDB.open(dbName);
  const db: IDBDatabase = await new Promise((r) => (req.onsuccess = () => r(req.result)));
  const keys: IDBValidKey[] = await new Promise((r) => {
    const k = db.transaction("threads").objectStore("threads").getAllKeys();
    k.onsuccess = () => r(k.result);
  });
  db.close();
  return keys.map(String);
}

describe("IndexedDB", () => {
  it("large inline parts are Blobs beside the thread; reload gives them back byte-identical and the next turn resends them", async () => {
    vi.stubGlobal("indexedDB", new IDBFactory());
    vi.stubGlobal("IDBKeyRange", IDBKeyRange);
    vi.stubGlobal("BroadcastChannel", undefined);
    const parts = [
      toContentPart({ source: dataSource(BIG, "image/png"), name: "big.png" }),
      toContentPart({ source: dataSource(SMALL, "image/gif"), name: "small.gif" }),
      toContentPart({ source: dataSource(UNPADDED, "application/pdf"), name: "doc.pdf" }),
      toContentPart({ source: urlSource("https://files.example/1", "image/jpeg") }),
    ];
    const a = open("att");
    await a.session.ready();
    await a.session.run({ text: "see", parts });
    await a.session.flush();
    const threadId = a.session.store.getState().threadId;
    const sent = JSON.stringify(a.inputs[0]!.messages[0]);
    a.disconnect();

    const head = (await indexedDbStorage({ dbName: "att" }).load(`rui-thread:${threadId}`)) as { version: number; messages: UserMessage[] };
    expect(head.version).toBe(4);
    // the loader fills the values back in; the raw record holds references
    const keys = await rawKeys("att");
    const blobs = keys.filter((k) => k.startsWith(`rui-blob:${threadId}:`));
    expect(blobs).toHaveLength(2);

    const b = open("att", threadId);
    await b.session.ready();
    const restored = b.session.store.getState().messages[0]!;
    expect(JSON.stringify(restored)).toBe(sent);
    await b.session.run("and now?");
    expect(JSON.stringify(b.inputs[0]!.messages[0])).toBe(sent);
    await b.session.flush();
    // a second save does not write the blobs again
    expect((await rawKeys("att")).filter((k) => k.startsWith("rui-blob:"))).toEqual(blobs);

    // branch switch: an edit forks; the original (with its attachments) comes back intact
    await b.session.edit(restored.id, "another question");
    expect(JSON.stringify(b.inputs[1]!.messages[0]!.content)).toBe(JSON.stringify(JSON.parse(sent).content.map((p: { type: string }) => (p.type === "text" ? { type: "text", text: "another question" } : p))));
    await b.session.flush();
    b.disconnect();
    const c = open("att", threadId);
    await c.session.ready();
    const fork = Object.keys(c.session.store.getState().branches)[0]!;
    c.session.switchBranch(fork, 0);
    expect(JSON.stringify(c.session.store.getState().messages[0])).toBe(sent);

    await c.session.threads.remove(threadId);
    expect((await rawKeys("att")).filter((k) => k.startsWith("rui-blob:"))).toEqual([]);
    c.disconnect();
  });

  it("the raw stored head keeps references only (value empty, blobKey), the Blob holds the decoded bytes", async () => {
    vi.stubGlobal("indexedDB", new IDBFactory());
    vi.stubGlobal("IDBKeyRange", IDBKeyRange);
    const { externalizeBlobs, internalizeBlobs } = await import("../../src/storage/attachmentBlobs");
    const known = new WeakMap<object, string>();
    const message = { id: "u", role: "user", content: [toContentPart({ source: dataSource(BIG, "image/png") })] };
    const value = { messages: [message], branchVariants: { "": [null, { messages: [message] }] } };
    const out = externalizeBlobs("t1", value, known);
    expect(out.blobs).toHaveLength(1); // the same source object in the active branch and a variant: one blob
    const [key, blob] = out.blobs[0]!;
    expect(key).toMatch(/^rui-blob:t1:/);
    expect(blob).toBeInstanceOf(Blob);
    expect(Buffer.from(await (blob as Blob).arrayBuffer()).equals(bytes(200_000))).toBe(true);
    const stored = out.value as typeof value;
    expect(stored.messages[0]!.content[0]!.source).toEqual({ type: "data", value: "", mimeType: "image/png", blobKey: key });
    expect(value.messages[0]!.content[0]!.source).toMatchObject({ value: BIG }); // the store's objects are never written
    out.remember();
    expect(externalizeBlobs("t1", value, known).blobs).toHaveLength(0);
    expect(externalizeBlobs("t2", value, known).blobs).toHaveLength(1); // another thread (a conflict copy) gets its own
    const back = (await internalizeBlobs(stored, async (k) => (k === key ? blob : undefined), new WeakMap())) as typeof value;
    expect(back.messages[0]!.content[0]!.source).toEqual({ type: "data", value: BIG, mimeType: "image/png" });
    // a lost blob gives an empty value, never a failed load
    const lost = (await internalizeBlobs(stored, async () => undefined, new WeakMap())) as typeof value;
    expect(lost.messages[0]!.content[0]!.source).toEqual({ type: "data", value: "", mimeType: "image/png" });
  });
});

it("memory storage keeps the parts in the stored thread", async () => {
  const storage = memoryStorage();
  const { runner } = fakeRunner();
  const s1 = createAgentSession({ runner, storage, persistence: { saveDelayMs: 60_000 } } as never);
  s1.connect();
  await s1.ready();
  const part = toContentPart({ source: dataSource(SMALL, "image/png"), name: "s.png" });
  await s1.run({ text: "x", parts: [part] });
  await s1.flush();
  const threadId = s1.store.getState().threadId;
  const s2 = createAgentSession({ runner, storage, threadId, persistence: { saveDelayMs: 60_000 } } as never);
  s2.connect();
  await s2.ready();
  expect(s2.store.getState().messages[0]!.content).toEqual([{ type: "text", text: "x" }, part]);
});

describe("export", () => {
  const store = createAgentStore({
    threadId: "t",
    messages: [
      {
        id: "u1",
        role: "user",
        content: [
          { type: "text", text: "Compare" },
          toContentPart({ source: dataSource(SMALL, "image/png"), name: "a](javascript:alert(1)).png", metadata: { apiKey: "sk-secret" } }),
          toContentPart({ source: urlSource("https://files.example/u/1?sig=SIGNED", "application/pdf"), name: "contract.pdf", size: 48213 }),
          toContentPart({ source: fileSource("file-HANDLE", { provider: "openai" }) }),
        ],
      },
      { id: "a1", role: "assistant", content: "Done" },
    ],
  });

  it("JSON lists attachments by name and type; no bytes, URL, handle or other metadata unless asked", () => {
    const json = exportConversation(store.getState(), { format: "json" });
    for (const secret of [SMALL, "SIGNED", "file-HANDLE", "sk-secret"]) expect(json).not.toContain(secret);
    const doc = JSON.parse(json);
    expect(doc.messages[0].content).toEqual([{ type: "text", text: "Compare" }]);
    expect(doc.attachments).toEqual([
      { messageId: "u1", index: 1, kind: "image", name: "a](javascript:alert(1)).png", mimeType: "image/png", size: 100, source: "data" },
      { messageId: "u1", index: 2, kind: "document", name: "contract.pdf", mimeType: "application/pdf", size: 48213, source: "url" },
      { messageId: "u1", index: 3, kind: "file", source: "file" },
    ]);
  });

  it("attachments: 'data' keeps the parts (restorable), still never other metadata", () => {
    const json = exportConversation(store.getState(), { format: "json", attachments: "data" });
    expect(json).not.toContain("sk-secret");
    const doc = JSON.parse(json);
    expect(doc.messages[0].content[1]).toEqual({ type: "image", source: { type: "data", value: SMALL, mimeType: "image/png" }, metadata: { filename: "a](javascript:alert(1)).png", size: 100 } });
    expect(createAgentStore({ messages: doc.messages }).getState().messages[0]!.content).toHaveLength(4);
    expect(() => exportConversation(store.getState(), { attachments: "bytes" as never })).toThrow(TypeError);
  });

  it("markdown names each attachment on an inert line (a name cannot make a link)", () => {
    const md = exportConversation(store.getState());
    expect(md).toContain("[attachment: a\\]\\(javascript:alert\\(1\\)\\).png (image/png, 100 B)]");
    expect(md).toContain("[attachment: contract.pdf (application/pdf, 47 KB)]");
    expect(md).toContain("[attachment: file (file)]");
    expect(md).not.toContain("SIGNED");
  });
});
