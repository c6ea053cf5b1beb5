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
  expect(b.session.store.getState().messages).toEqual(a.session.store.getState().messages);
  expect(b.session.state.getState().threads[0]).toMatchObject({ threadId, messageCount: 900 });
  a.disconnect();
  b.disconnect();
});
