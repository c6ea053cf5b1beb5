// @vitest-environment jsdom
/**
 * Two devices, one thread (issue 39 item 7), on PostgreSQL (a real server, started and stopped here) behind the Next
 * example's thread server (`createThreadServer` with its `demoUser` cookie `authorize`) over real HTTP. Two sessions
 * of one user (two browser profiles: core sessions as a tab runs them) send at the same moment: one save wins, the
 * other gets the conflict notice — in words that say nothing was lost and name the copy, which is listed under its
 * own title ("… (copy)"), not the original's. After a reload of each device, both lists hold the thread and the
 * copy, the copy keeps its title, and the loser reaches its own turn by opening the copy.
 * (Core sessions and the kit's `StorageNotice`, not the /synced page in two Chromium contexts: to fit a 2-core run.)
 */
import { createServer, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { render, screen } from "@testing-library/react";
import { createElement } from "react";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startPostgres } from "../../scripts/postgresProcess.mjs";
import { createAgentSession, type AgentRunner } from "../../packages/core/src/index";
import { serverStorage } from "../../packages/core/src/storage/index";
import { createThreadServer } from "../../packages/server/src/index";
import { postgresBackend } from "../../packages/server/src/postgres";
import { StorageNotice } from "../../packages/react/src/index";
import { DEMO_COOKIE, demoUser, signedValue } from "../../examples/nextjs/lib/demoUser";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const runner: AgentRunner = async ({ input, store }) => {
  store.getState().beginRun(input.runId, { forwardedProps: input.forwardedProps });
  await Promise.resolve();
  const id = `a-${input.runId}`;
  store.getState().applyEvents([
    { type: "RUN_STARTED", threadId: input.threadId, runId: input.runId },
    { type: "TEXT_MESSAGE_START", messageId: id, role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: id, delta: "Noted." },
    { type: "TEXT_MESSAGE_END", messageId: id },
    { type: "RUN_FINISHED", threadId: input.threadId, runId: input.runId },
  ] as never);
  store.getState().endStream({ status: "finished" });
  return store.getState().status;
};

let pg: Awaited<ReturnType<typeof startPostgres>>;
let backend: ReturnType<typeof postgresBackend>;
let server: Server;
let url: string;
beforeAll(async () => {
  // two devices share no BroadcastChannel (sessions in one process would otherwise be two tabs of one browser)
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
  pg = await startPostgres({ port: await freePort() });
  backend = postgresBackend({ connectionString: pg.url });
  server = createServer(createThreadServer({ backend, basePath: "/api/threads", authorize: demoUser }).node);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/threads`;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((r) => server?.close(() => r()));
  await backend?.close?.();
  await pg?.stop();
});

/** A device of `user` (its browser sends the demo sign-in's cookie), opening `threadId` or the most recent thread. */
async function device(user: string, threadId?: string) {
  const storage = serverStorage({ url, headers: { cookie: `${DEMO_COOKIE}=${signedValue(DEMO_COOKIE, user)}` } });
  const session = createAgentSession({ runner, storage, threadId, persistence: { saveDelayMs: 5 } } as never);
  const disconnect = session.connect();
  await session.ready();
  return { session, disconnect };
}
const userTexts = (d: Awaited<ReturnType<typeof device>>) => d.session.store.getState().messages.filter((m) => m.role === "user").map((m) => m.content);
const titles = (d: Awaited<ReturnType<typeof device>>) => d.session.state.getState().threads.map((t) => t.title).sort();

test("saving at the same moment: the loser is told in words where its turn went, the copy has a title of its own, and after a reload each device reaches both turns", async () => {
  const one = await device("bob");
  await one.session.run("Plan a trip to Lyon");
  await one.session.flush();
  const threadId = one.session.store.getState().threadId;
  const two = await device("bob", threadId);
  expect(userTexts(two)).toEqual(["Plan a trip to Lyon"]);

  await Promise.all([one.session.run("From the laptop"), two.session.run("From the phone")]);
  await Promise.all([one.session.flush(), two.session.flush()]);
  await Promise.all([one.session.flush(), two.session.flush()]); // the loser's copy
  const errors = [one, two].map((d) => d.session.state.getState().storageError);
  expect(errors.map((e) => e?.code).sort()).toEqual(["conflict", undefined]);
  const loser = errors[0]?.code === "conflict" ? one : two;
  const winner = loser === one ? two : one;
  const mine = loser === one ? "From the laptop" : "From the phone";
  const theirs = loser === one ? "From the phone" : "From the laptop";
  const error = loser.session.state.getState().storageError!;
  expect(winner.session.state.getState().storageError).toBeUndefined();

  // The notice: nothing lost, where the turn went (the copy's title), never "could not be restored or saved"
  render(createElement(StorageNotice, { error }));
  const notice = (await screen.findByRole("alert", {}, { timeout: 5000 })).textContent!;
  expect(notice).not.toMatch(/could not be (restored|saved)/);
  expect(notice).toMatch(/Nothing is lost/);
  expect(notice).toContain("“Plan a trip to Lyon (copy)”");

  // The copy is listed under its own title on both devices
  expect(titles(loser)).toEqual(["Plan a trip to Lyon", "Plan a trip to Lyon (copy)"]);
  one.disconnect();
  two.disconnect();

  // A reload of each device: both lists hold both; the loser opens the copy and finds its own turn there
  for (const user of [loser, winner]) {
    const again = await device("bob");
    expect(titles(again)).toEqual(["Plan a trip to Lyon", "Plan a trip to Lyon (copy)"]);
    const copy = again.session.state.getState().threads.find((t) => t.title.endsWith("(copy)"))!;
    const original = again.session.state.getState().threads.find((t) => !t.title.endsWith("(copy)"))!;
    await again.session.threads.switch(copy.threadId);
    expect(userTexts(again).slice(0, 2)).toEqual(["Plan a trip to Lyon", mine]); // (then the turn the loop added)
    await again.session.threads.switch(original.threadId);
    expect(userTexts(again)).toEqual(["Plan a trip to Lyon", theirs]);
    // the copy keeps its title when it is saved again
    await again.session.threads.switch(copy.threadId);
    await again.session.run(user === loser ? "Continue on the copy" : "And from the other device");
    await again.session.flush();
    expect(titles(again)).toEqual(["Plan a trip to Lyon", "Plan a trip to Lyon (copy)"]);
    again.disconnect();
  }
}, 120_000);
