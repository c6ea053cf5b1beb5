/**
 * Hostile / broken transport (issue 5, "Transport"): `runHttpAgent` against a real node:http server on
 * 127.0.0.1 (port 0). Each case starts from a store holding a finished turn with an encrypted value,
 * asserts its own status / error code / message, that the promise resolved (never rejected), that
 * everything earlier is kept, and that the next run on the same store works.
 */
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { buildRunAgentInput, createAgentStore, runHttpAgent, type AgentStore, type RunStatus } from "@reasoning-ui/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codes, ev, expectKept, frame, goodTurn, secret } from "./helpers";

let server: Server;
let base = "";
const sockets = new Set<Socket>();
const partial = (runId: string, s: string) => goodTurn(runId, s).slice(0, 6).map((e) => frame(e)).join("");
const SECRETS = new Map<string, string>();

function sse(res: ServerResponse) {
  res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
  res.flushHeaders();
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const input = JSON.parse(body || "{}") as { runId?: string };
      const runId = input.runId ?? "run";
      const s = secret(runId);
      SECRETS.set(runId, s);
      const path = (req.url ?? "/").split("?")[0];
      switch (path) {
        case "/good":
          sse(res);
          res.end(goodTurn(runId, s).map((e) => frame(e)).join(""));
          return;
        case "/400":
          res.writeHead(400, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ error: { message: "messages[3].role is invalid" } }));
          return;
        case "/503":
          res.writeHead(503, "Service Unavailable", { "Content-Type": "application/json" });
          res.end(JSON.stringify({ message: "model overloaded, retry later" }));
          return;
        case "/json":
          res.writeHead(200, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ type: "RUN_STARTED" }));
          return;
        case "/drop":
          sse(res);
          res.write(partial(runId, s), () => setTimeout(() => req.socket.destroy(), 20));
          return;
        case "/slow": // streams deltas every 10 ms until the client goes away
        case "/silent": // some events, then nothing at all (socket left open)
        case "/heartbeat": {
          sse(res);
          res.write(partial(runId, s));
          if (path === "/silent") return;
          let i = 0;
          const t = setInterval(() => {
            if (res.destroyed || res.writableEnded) return clearInterval(t);
            if (path === "/slow") res.write(frame(ev("REASONING_MESSAGE_CONTENT", { messageId: `${runId}-r`, delta: ` ${i}` })));
            else if (++i <= 12) res.write(": still thinking\n\n");
            else {
              clearInterval(t);
              res.end(goodTurn(runId, s).slice(6).map((e) => frame(e)).join(""));
            }
          }, path === "/slow" ? 10 : 40);
          res.on("close", () => clearInterval(t));
          return;
        }
        default:
          res.writeHead(404);
          res.end();
      }
    });
  });
  server.on("connection", (sock) => (sockets.add(sock), sock.on("close", () => sockets.delete(sock))));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => server.close(resolve));
});

let runN = 0;
/** One run of the store against `path`; asserts it resolves (never rejects). */
async function run(store: AgentStore, path: string, extra: { signal?: AbortSignal; idleTimeoutMs?: number } = {}): Promise<RunStatus> {
  const runId = `run-${++runN}`;
  store.getState().addMessage({ id: `u-${runId}`, role: "user", content: `go ${path}` });
  const input = buildRunAgentInput(store.getState(), { runId });
  const p = runHttpAgent({ url: base + path, input, store, ...extra });
  await expect(p).resolves.toBeTypeOf("string");
  return p;
}

async function seeded() {
  const store = createAgentStore({ threadId: "thread-1" });
  expect(await run(store, "/good")).toBe("finished");
  const runId = `run-${runN}`;
  return { store, runId, s: SECRETS.get(runId)!, ids: [`u-${runId}`, `${runId}-r`, `${runId}-a`] };
}

interface Case {
  name: string;
  go: (store: AgentStore) => Promise<RunStatus>;
  status: RunStatus;
  code?: string;
  message?: RegExp;
  /** The case's run left a partial reasoning message (with its encrypted value) that must be kept, interrupted. */
  partial?: boolean;
}

const cases: Case[] = [
  { name: "HTTP 400 with a JSON error body", go: (st) => run(st, "/400"), status: "error", code: "http_error", message: /^The agent answered HTTP 400 Bad Request: .*messages\[3\]\.role is invalid/ },
  { name: "HTTP 503 with a JSON body", go: (st) => run(st, "/503"), status: "error", code: "http_error", message: /^The agent answered HTTP 503 Service Unavailable: model overloaded, retry later$/ },
  { name: "a 200 reply that is not text/event-stream", go: (st) => run(st, "/json"), status: "error", code: "not_sse", message: /application\/json/ },
  { name: "the connection dropping mid-stream", go: (st) => run(st, "/drop"), status: "error", code: "network_error", partial: true },
  {
    name: "stop() mid-stream",
    go: async (st) => {
      const controller = new AbortController();
      const unsub = st.subscribe((s) => {
        if ((s.messages.at(-1)?.content?.length ?? 0) > 30) controller.abort();
      });
      try {
        return await run(st, "/slow", { signal: controller.signal });
      } finally {
        unsub();
      }
    },
    status: "cancelled",
    partial: true,
  },
  { name: "a server that goes silent (idleTimeoutMs)", go: (st) => run(st, "/silent", { idleTimeoutMs: 200 }), status: "error", code: "idle_timeout", message: /200 ms/, partial: true },
];

describe("transport corpus (real node:http server)", () => {
  it.each(cases.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const { store, s, ids } = await seeded();
    const before = store.getState().messages.length;
    const status = await c.go(store);
    const st = store.getState();
    expect(status).toBe(c.status);
    expect(st.status).toBe(c.status);
    if (c.code) expect(st.error?.code).toBe(c.code);
    else expect(st.error).toBeUndefined();
    if (c.message) expect(st.error?.message).toMatch(c.message);
    expectKept(store, ids, [s]);
    expect(st.messages.length).toBeGreaterThanOrEqual(before + 1); // the user's message at least
    if (c.partial) {
      const runId = `run-${runN}`;
      expect(st.reasoning[`${runId}-r`]?.status).toBe("interrupted");
      expect(codes(store)).toContain("interrupted_by_stream_end");
      expectKept(store, [`${runId}-r`], [SECRETS.get(runId)!]);
    }
    // The next run on the same store works and keeps everything.
    expect(await run(store, "/good")).toBe("finished");
    expect(store.getState().error).toBeUndefined();
    const next = `run-${runN}`;
    expectKept(store, [...ids, `${next}-r`, `${next}-a`], [s, SECRETS.get(next)!]);
  });

  it("heartbeat comments keep an idle timer alive: silence is measured in bytes, not events", async () => {
    const store = createAgentStore({ threadId: "thread-1" });
    // 12 comments 40 ms apart (≈ 520 ms without an event) under a 250 ms idle timeout.
    expect(await run(store, "/heartbeat", { idleTimeoutMs: 250 })).toBe("finished");
    expect(store.getState().error).toBeUndefined();
  });

  it("a fetch that rejects (no server) ends as network_error", async () => {
    const store = createAgentStore({ threadId: "thread-1" });
    const status = await runHttpAgent({ url: "http://127.0.0.1:9/agent", input: buildRunAgentInput(store.getState()), store, fetch: () => Promise.reject(new TypeError("fetch failed")) });
    expect(status).toBe("error");
    expect(store.getState().error).toMatchObject({ code: "network_error", message: expect.stringContaining("fetch failed") });
  });
});
