/** Core sessions on `serverStorage` against the thread store served over Node `http` (what a browser tab does). */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createAgentSession } from "../../core/src/index";
import { serverStorage } from "../../core/src/storage/index";
import { fakeRunner } from "../../core/test/session/fakeRunner";
import { createThreadServer, type ThreadStoreBackend } from "../src/index";

/** The store on a real HTTP port (the user is the `x-user` header: the app's `authorize` stand-in). */
export async function listen(backend: ThreadStoreBackend): Promise<{ url: string; close(): Promise<void> }> {
  const store = createThreadServer({ backend, authorize: (req) => req.headers.get("x-user") });
  const server: Server = createServer(store.node);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/threads`, close: () => new Promise((r) => server.close(() => r())) };
}

/** A tab: a session of `user` on the store, saving 5 ms after a change. */
export async function tab(url: string, user: string, options: { threadId?: string; from?: number } = {}) {
  const { runner } = fakeRunner({ from: options.from ?? 0 });
  const storage = serverStorage({ url, headers: { "x-user": user } });
  const session = createAgentSession({ runner, storage, threadId: options.threadId, persistence: { saveDelayMs: 5 } } as never);
  const disconnect = session.connect();
  await session.ready();
  return { session, storage, disconnect };
}

export const userTexts = (messages: readonly { role: string; content?: unknown }[]) => messages.filter((m) => m.role === "user").map((m) => m.content);
