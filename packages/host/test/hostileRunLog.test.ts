/**
 * The run log's Node mount (`@reasoning-ui/agent`'s `runLogHandler` on `@reasoning-ui/host`, memory store) under the
 * hostile-traffic suite (issue 41) through raw sockets. (Ownership of runs, readers and Redis faults are the run log's
 * own suites.)
 */
import type { AddressInfo } from "node:net";
import type { BaseEvent } from "@ag-ui/core";
import { afterAll, beforeAll } from "vitest";
import { createRunLog, runLogHandler } from "@reasoning-ui/agent";
import { createNodeServer } from "@reasoning-ui/host/node";
import { hostileTrafficSuite } from "./hostile";

let port = 0;
let close: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  const runs = createRunLog();
  const handler = runLogHandler(runs, {
    async *run(input): AsyncIterable<BaseEvent> {
      yield { type: "RUN_STARTED", threadId: input.threadId, runId: input.runId } as BaseEvent;
      yield { type: "RUN_FINISHED", threadId: input.threadId, runId: input.runId } as BaseEvent;
    },
    authorize: (request) => request.headers.get("x-user") !== null,
  });
  const server = createNodeServer(handler, { headersTimeout: 1_000, requestTimeout: 2_000, connectionsCheckingInterval: 200 });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = (server.address() as AddressInfo).port;
  close = async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  };
});
afterAll(() => close());

hostileTrafficSuite("run log (memory store)", () => ({
  port,
  body: { method: "POST", path: "/api/agent", headers: "Content-Type: application/json\r\n" },
  signedIn: "x-user: alice\r\n",
  limit: 4 * 1024 * 1024,
  // the run route reads the RunAgentInput before its authorize (which sees the ids): 413 at 4 MiB, or 401/403 once
  // authorize runs first
  anonymousStatus: [401, 403, 413],
  probe: "/api/agent/capabilities",
}));
