/**
 * Sessions (tabs, devices, users) on `serverStorage` against the thread store over real HTTP, SQLite file backend:
 * two saving the same thread at the same moment, another user's thread, a 300-turn thread.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { sqliteBackend } from "../src/sqlite";
import type { ThreadStoreBackend } from "../src/index";
import { listen, tab, userTexts } from "./sessions";
import { createAgentSession } from "../../core/src/index";
import { serverStorage } from "../../core/src/storage/index";
import { fakeRunner } from "../../core/test/session/fakeRunner";
import { longThread } from "../../../bench/p9/thread";

const dir = mkdtempSync(path.join(tmpdir(), "rui-sessions-"));
let backend: ThreadStoreBackend;
let http: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  backend = sqliteBackend({ filename: path.join(dir, "threads.db") });
  http = await listen(backend);
});
afterAll(async () => {
  await http?.close();
  await backend?.close?.();
  rmSync(dir, { recursive: true, force: true });
});

it("two devices save the same thread at the same moment: exactly one wins, the other gets `conflict` and its turn is kept as a separate thread", async () => {
  const a = await tab(http.url, "alice");
  await a.session.run("first");
  await a.session.flush();
  const threadId = a.session.store.getState().threadId;
  const b = await tab(http.url, "alice", { threadId, from: 10 });
  expect(userTexts(b.session.store.getState().messages)).toEqual(["first"]);

  await Promise.all([a.session.run("from A"), b.session.run("from B")]);
  await Promise.all([a.session.flush(), b.session.flush()]);
  await Promise.all([a.session.flush(), b.session.flush()]); // the loser's separate thread
  const errors = [a, b].map((t) => t.session.state.getState().storageError?.code);
  expect(errors.filter((c) => c === "conflict")).toHaveLength(1);
  expect(errors.filter((c) => c === undefined)).toHaveLength(1);
  const [winner, loser] = errors[0] === undefined ? [a, b] : [b, a];

  const stored = await backend.get("alice", `rui-thread:${threadId}`);
  expect(userTexts(JSON.parse(stored!.value).messages)).toEqual(userTexts(winner.session.store.getState().messages));
  // Nothing lost: the loser's whole conversation is a thread of its own, in the list of both.
  const list = await backend.list("alice", { limit: 10 });
  expect(list).toHaveLength(2);
  const fork = list.find((t) => t.threadId !== threadId)!;
  const kept = JSON.parse((await backend.get("alice", `rui-thread:${fork.threadId}`))!.value);
  expect(userTexts(kept.messages)).toEqual(userTexts(loser.session.store.getState().messages));
  expect(kept.threadId).toBe(fork.threadId);
  // The loser reloads the winner's version from the list: the conflict is cleared and its next save is accepted.
  await loser.session.threads.switch(threadId);
  expect(loser.session.state.getState().storageError).toBeUndefined();
  await loser.session.run("after reloading");
  await loser.session.flush();
  expect(loser.session.state.getState().storageError).toBeUndefined();
  expect(userTexts(JSON.parse((await backend.get("alice", `rui-thread:${threadId}`))!.value).messages)).toEqual([...userTexts(winner.session.store.getState().messages), "after reloading"]);
  a.disconnect();
  b.disconnect();
});

it("another user's thread: opening its id starts an empty thread, and saving there never touches the owner's", async () => {
  const a = await tab(http.url, "owner");
  await a.session.run("private");
  await a.session.flush();
  const threadId = a.session.store.getState().threadId;
  const m = await tab(http.url, "mallory", { threadId, from: 10 });
  expect(m.session.store.getState().messages).toEqual([]);
  expect(m.session.state.getState().threads).toEqual([]);
  await m.session.run("mine");
  await m.session.flush();
  expect(userTexts(JSON.parse((await backend.get("owner", `rui-thread:${threadId}`))!.value).messages)).toEqual(["private"]);
  expect(userTexts(JSON.parse((await backend.get("mallory", `rui-thread:${threadId}`))!.value).messages)).toEqual(["mine"]);
  a.disconnect();
  m.disconnect();
});

it("a 300-turn thread (encrypted values included) saves in one request and comes back byte-identical on another device", async () => {
  const a = await tab(http.url, "long");
  for (let i = 0; i < 300; i++) await a.session.run(`turn ${i}`);
  await a.session.flush();
  expect(a.session.state.getState().storageError).toBeUndefined();
  const threadId = a.session.store.getState().threadId;
  const b = await tab(http.url, "long", { threadId });
  // a long thread opens on its newest window (docs/architecture.md, "Hosting layer and servers"); the rest comes on demand
  const window = b.session.store.getState().messages;
  const all = a.session.store.getState().messages;
  expect(window).toEqual(all.slice(all.length - window.length));
  expect(b.session.state.getState().earlier).toMatchObject({ messages: all.length - window.length });
  await b.session.earlier.loadAll();
  expect(b.session.store.getState().messages).toEqual(all);
  expect(b.session.state.getState().threads[0]).toMatchObject({ threadId, messageCount: 900 });
  a.disconnect();
  b.disconnect();
});

it("a 300-turn thread with reasoning and encrypted values (1.5 MB) in pages over HTTP: the other device reads ≤ 64 KB to its first paint, older pages as it scrolls up, the whole thread to export, and a save sends the head only", async () => {
  const source = longThread(300, 10);
  const sent: Array<{ method: string; url: string; bytes: number }> = [];
  const counting: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    const bytes = init?.method === "PUT" ? String(init.body ?? "").length : (await res.clone().arrayBuffer()).byteLength;
    sent.push({ method: init?.method ?? "GET", url: String(input), bytes });
    return res;
  };
  const storage = () => serverStorage({ url: http.url, headers: { "x-user": "pager" }, fetch: counting });
  const a = createAgentSession({ runner: fakeRunner().runner, store: source, storage: storage(), persistence: { saveDelayMs: 60_000 } });
  a.connect();
  await a.ready();
  source.getState().addMessage({ id: "u-more", role: "user", content: "and the day after?" });
  await a.flush();
  expect(a.state.getState().storageError).toBeUndefined();
  const threadId = source.getState().threadId;
  const all = JSON.parse(JSON.stringify(source.getState().messages));
  const variants = JSON.parse(JSON.stringify(source.getState().branchVariants));
  a.connect()(); // device A goes away (in one process, its BroadcastChannel would reload B's saves)

  sent.length = 0;
  const b = createAgentSession({ runner: fakeRunner().runner, storage: storage(), threadId, persistence: { saveDelayMs: 60_000 } } as never);
  b.connect();
  await b.ready();
  const firstPaint = sent.reduce((n, r) => n + r.bytes, 0);
  expect(sent.map((r) => decodeURIComponent(r.url.split("/").pop()!))).toEqual(["rui-threads", `rui-thread:${threadId}`]);
  expect(firstPaint).toBeLessThanOrEqual(64 * 1024 + 8 * 1024); // the head (≤ 64 KB) and the list
  const window = b.store.getState().messages.length;
  await b.earlier.load(); // scrolled to the top: one older page
  expect(b.store.getState().messages.length).toBeGreaterThan(window);
  expect(b.store.getState().messages).toEqual(all.slice(all.length - b.store.getState().messages.length));
  sent.length = 0;
  b.store.getState().addMessage({ id: "u-b", role: "user", content: "from the phone" });
  await b.flush();
  expect(sent.filter((r) => r.method === "PUT").map((r) => decodeURIComponent(r.url.split("/").pop()!))).toEqual([`rui-thread:${threadId}`, "rui-threads"]);
  expect(sent.find((r) => r.method === "PUT")!.bytes).toBeLessThanOrEqual(64 * 1024);
  await b.earlier.loadAll(); // export: everything
  expect(b.store.getState().messages).toEqual([...all, { id: "u-b", role: "user", content: "from the phone" }]);
  expect(Object.keys(variants)).toHaveLength(10);
  expect(b.store.getState().branchVariants).toEqual(variants);
});
