// @vitest-environment jsdom
/**
 * A long thread on a second device (issue 39 item 6), on PostgreSQL (a real server: initdb into a temp dir, started
 * and stopped here) behind the Next example's own thread server — `createThreadServer` with its `demoUser` cookie
 * `authorize`, as examples/nextjs/lib/threadServer.ts builds it — over real HTTP. Device A (a core session, as a
 * browser tab runs it) holds a 90-turn conversation; device B is the literal `/synced` component
 * (examples/nextjs/app/SyncedChat.tsx, which passes `store`, not `session`, to `AgentProvider`) rendered in jsdom,
 * its `/api/threads` routed to that server with the demo cookie. Opening the thread there shows its newest turns and
 * the "Load earlier messages" row; the row loads the older ones, down to turn 1.
 * (Not `next dev` in Chromium: the same components against the same server store, to fit a 2-core run.)
 */
import { createServer, type Server } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { createElement } from "react";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startPostgres } from "../../scripts/postgresProcess.mjs";
import { createAgentSession } from "../../packages/core/src/index";
import { serverStorage } from "../../packages/core/src/storage/index";
import type { AgentRunner } from "../../packages/core/src/index";
import { createThreadServer } from "../../packages/server/src/index";
import { postgresBackend } from "../../packages/server/src/postgres";
import { DEMO_COOKIE, demoUser, signedValue } from "../../examples/nextjs/lib/demoUser";
import { GET as demoSignIn } from "../../examples/nextjs/app/api/demo-sign-in/route";
import { SyncedChat } from "../../examples/nextjs/app/SyncedChat";

/** A free TCP port (scripts/demoAgentProcess.mjs's helper resolves paths with `URL`, which jsdom replaces). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const TURNS = 90;
/** An answer of a real model's length (~1,200 characters): 90 turns make a thread stored in pages (docs/architecture.md, "Persistence"). */
const ANSWER = "The forecast for Paris shows showers from late morning until the evening. ".repeat(16);

/** A runner with the transport contract: each run answers {@link ANSWER} (as packages/core/test/session/fakeRunner). */
const runner: AgentRunner = async ({ input, store }) => {
  store.getState().beginRun(input.runId, { forwardedProps: input.forwardedProps });
  await Promise.resolve();
  const id = `a-${input.runId}`;
  store.getState().applyEvents([
    { type: "RUN_STARTED", threadId: input.threadId, runId: input.runId },
    { type: "TEXT_MESSAGE_START", messageId: id, role: "assistant" },
    { type: "TEXT_MESSAGE_CONTENT", messageId: id, delta: ANSWER },
    { type: "TEXT_MESSAGE_END", messageId: id },
    { type: "RUN_FINISHED", threadId: input.threadId, runId: input.runId },
  ] as never);
  store.getState().endStream({ status: "finished" });
  return store.getState().status;
};
const USER = "alice";
let pg: Awaited<ReturnType<typeof startPostgres>>;
let backend: ReturnType<typeof postgresBackend>;
let server: Server;
let base: string;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  pg = await startPostgres({ port: await freePort() });
  backend = postgresBackend({ connectionString: pg.url });
  const threads = createThreadServer({ backend, basePath: "/api/threads", authorize: demoUser, maxBodyBytes: 8 * 1024 * 1024 });
  server = createServer(threads.node);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // device B's page: its relative /api/threads requests go to the server, with the demo sign-in's cookie
  globalThis.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    // the page asks the example's own sign-in route who is signed in (its cookie is HttpOnly)
    if (url.startsWith("/api/demo-sign-in")) return Promise.resolve(demoSignIn(new Request(`${base}${url}`, { headers: { cookie: `${DEMO_COOKIE}=${signedValue(DEMO_COOKIE, USER)}` } })));
    if (url.startsWith("/api/threads")) {
      const headers = new Headers(init?.headers);
      headers.set("cookie", `${DEMO_COOKIE}=${signedValue(DEMO_COOKIE, USER)}`);
      return realFetch(base + url, { ...init, headers });
    }
    return realFetch(input, init);
  };
}, 120_000);
afterAll(async () => {
  globalThis.fetch = realFetch;
  cleanup();
  await new Promise<void>((r) => server?.close(() => r()));
  await backend?.close?.();
  await pg?.stop();
});

const userRows = (root: Element) => [...root.querySelectorAll('[data-rui="message"][data-role="user"] [data-rui="message-content"]')].map((el) => el.textContent);

test("a 90-turn thread opened on a second device: the newest turns and 'Load earlier messages', which brings back turn 1", async () => {
  // Device A: 90 turns, saved to the server as that user (the cookie its browser would send)
  const storageA = serverStorage({ url: `${base}/api/threads`, headers: { cookie: `${DEMO_COOKIE}=${signedValue(DEMO_COOKIE, USER)}` } });
  const a = createAgentSession({ runner, storage: storageA, persistence: { saveDelayMs: 5 } } as never);
  const disconnect = a.connect();
  await a.ready();
  for (let i = 1; i <= TURNS; i++) await a.run(`question ${i}`);
  await a.flush();
  disconnect();

  // Device B: the /synced page, signed in as the same user
  document.cookie = `${DEMO_COOKIE}=${signedValue(DEMO_COOKIE, USER)}`;
  const { container } = render(createElement(SyncedChat));
  const item = await waitFor(() => {
    const el = container.querySelector<HTMLElement>('[data-rui="thread-list-item-trigger"]');
    expect(el?.textContent).toBe("question 1");
    return el!;
  }, { timeout: 20_000 });
  await act(async () => {
    fireEvent.click(item);
  });
  await waitFor(() => expect(userRows(container).at(-1)).toBe(`question ${TURNS}`), { timeout: 20_000 });
  const shown = userRows(container);
  expect(shown.length).toBeLessThan(TURNS); // a long thread opens on its newest turns…
  // …with the row that says older turns are stored, and loads them
  const load = await waitFor(() => {
    const el = container.querySelector<HTMLButtonElement>('[data-rui="earlier-messages-load"]');
    expect(el?.textContent).toMatch(/^Load earlier messages \(\d+ more\)$/);
    return el!;
  });
  for (let i = 0; i < 20 && container.querySelector('[data-rui="earlier-messages-load"]'); i++) {
    await act(async () => {
      fireEvent.click(container.querySelector('[data-rui="earlier-messages-load"]')!);
    });
    await waitFor(() => expect(container.querySelector('[data-rui="earlier-messages"][data-state="loading"]')).toBeNull(), { timeout: 10_000 });
  }
  expect(load).toBeDefined();
  await waitFor(() => expect(userRows(container)).toEqual(Array.from({ length: TURNS }, (_, i) => `question ${i + 1}`)), { timeout: 20_000 });
}, 120_000);
