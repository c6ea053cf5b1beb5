/**
 * Two browser profiles of one user (no BroadcastChannel between them) on `serverStorage`, their runs on the demo
 * agent's run log (issue 34's logged runs, saved with their open run): both send at once on one thread; one save
 * wins, the loser's whole conversation — its new turn included — is kept as a separate thread.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createDemoAgent } from "../../demo-agent/src/index";
import { createAgentSession } from "../../core/src/index";
import { serverStorage } from "../../core/src/storage/index";
import { sqliteBackend } from "../src/sqlite";
import type { ThreadStoreBackend } from "../src/index";
import { listen, userTexts } from "./sessions";

const dir = mkdtempSync(path.join(tmpdir(), "rui-sessions-runs-"));
const agent = createDemoAgent({ port: 0, paceMs: 25 });
let agentUrl = "";
let backend: ThreadStoreBackend;
let http: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  vi.stubGlobal("BroadcastChannel", undefined); // separate browser profiles: no channel between them
  agentUrl = (await agent.listen()).url;
  backend = sqliteBackend({ filename: path.join(dir, "threads.db") });
  http = await listen(backend);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await agent.close();
  await http?.close();
  await backend?.close?.();
  rmSync(dir, { recursive: true, force: true });
});

async function profile(user: string, threadId?: string) {
  const storage = serverStorage({ url: http.url, headers: { "x-user": user } });
  const session = createAgentSession({ url: agentUrl, storage, threadId, persistence: { saveDelayMs: 500 } });
  const disconnect = session.connect();
  await session.ready();
  return { session, disconnect };
}

it("two profiles with logged runs send at once: the loser's new turn is kept in its separate thread", async () => {
  const a = await profile("carol");
  await a.session.run("Hello from the first profile");
  await a.session.flush();
  const threadId = a.session.store.getState().threadId;
  const b = await profile("carol", threadId);
  expect(userTexts(b.session.store.getState().messages)).toEqual(["Hello from the first profile"]);

  await Promise.all([a.session.run("First profile again"), b.session.run("Second profile here")]);
  for (let i = 0; i < 3; i++) await Promise.all([a.session.flush(), b.session.flush()]);
  const errors = [a, b].map((t) => t.session.state.getState().storageError?.code);
  expect(errors.filter((c) => c === "conflict")).toHaveLength(1);
  const [winner, loser] = errors[0] === undefined ? [a, b] : [b, a];

  const list = await backend.list("carol", { limit: 10 });
  expect(list).toHaveLength(2);
  const stored = await backend.get("carol", `rui-thread:${threadId}`);
  expect(userTexts(JSON.parse(stored!.value).messages)).toEqual(userTexts(winner.session.store.getState().messages));
  const fork = list.find((t) => t.threadId !== threadId)!;
  const kept = JSON.parse((await backend.get("carol", `rui-thread:${fork.threadId}`))!.value);
  expect(userTexts(kept.messages)).toEqual(userTexts(loser.session.store.getState().messages));
  expect(userTexts(kept.messages)).toHaveLength(2);

  // The loser's next page load (the newest thread restored), then each thread of the list opened in turn.
  loser.disconnect();
  const again = await profile("carol");
  await again.session.flush();
  const listed = again.session.state.getState().threads.map((t) => t.threadId);
  expect(listed).toHaveLength(2);
  const seen = new Set<unknown>();
  for (const id of listed) {
    await again.session.threads.switch(id);
    await again.session.flush();
    for (const t of userTexts(again.session.store.getState().messages)) seen.add(t);
  }
  expect(seen).toEqual(new Set(["Hello from the first profile", "First profile again", "Second profile here"]));
  const after = await backend.list("carol", { limit: 10 });
  const texts = await Promise.all(after.map(async (t) => userTexts(JSON.parse((await backend.get("carol", `rui-thread:${t.threadId}`))!.value).messages)));
  expect(new Set(texts.flat())).toEqual(seen);
  a.disconnect();
  b.disconnect();
  again.disconnect();
});
