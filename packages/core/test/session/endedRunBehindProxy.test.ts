/**
 * Issue 34: a dropped connection re-attaches before the turn is declared cut, and only the agent's word that the
 * run is gone makes it interrupted. Behind a proxy that had not sent the agent's head yet (`vite preview`'s, which
 * destroys the page's response when the agent's breaks), re-attaching to a run whose log has ended fails to connect
 * rather than answering an empty stream: the client asks the status route at that first failure and declares the
 * turn at once, instead of retrying the whole backoff (~16 s). A live run whose re-attach fails the same way still
 * re-attaches and finishes.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { createDemoAgent } from "@reasoning-ui/demo-agent";
import { buildRunAgentInput, createAgentStore, runHttpAgent } from "../../src";

const agent = createDemoAgent({ port: 0, paceMs: 0 });
let url = "";
beforeAll(async () => {
  url = (await agent.listen()).url;
});
afterAll(() => agent.close());

const isReattach = (u: string, init?: RequestInit) => (init?.method ?? "GET") === "GET" && /\/runs\/[^/?]+\?/.test(u);

/**
 * `fetch` as seen through a proxy that sends the head only with the first body bytes: a re-attach whose connection
 * breaks before any byte fails to connect (TypeError), as the page's fetch does behind `vite preview`. `failFirst`:
 * the first re-attach fails to connect whatever the agent answers (a blip). Counts the re-attach requests.
 */
function proxiedFetch(options: { failFirst?: boolean } = {}) {
  const calls = { reattach: 0, status: 0 };
  const f: typeof fetch = async (input, init) => {
    const u = String(input);
    if (u.includes("/status?")) calls.status++;
    if (!isReattach(u, init)) return fetch(input, init);
    calls.reattach++;
    if (options.failFirst && calls.reattach === 1) throw new TypeError("fetch failed");
    const res = await fetch(input, init);
    const reader = res.body!.getReader();
    let first: ReadableStreamReadResult<Uint8Array>;
    try {
      first = await reader.read();
    } catch {
      throw new TypeError("fetch failed"); // the proxy had sent nothing yet: the page's request fails
    }
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        if (first.done) c.close();
        else c.enqueue(first.value);
      },
      async pull(c) {
        const next = await reader.read();
        if (next.done) c.close();
        else c.enqueue(next.value);
      },
    });
    return new Response(body, { status: res.status, headers: res.headers });
  };
  return { f, calls };
}

it("a cut run whose log has ended is declared interrupted at the first failed re-attach, with the agent's reason", async () => {
  const store = createAgentStore();
  store.getState().addMessage({ id: "u1", role: "user", content: "Please cut the connection" });
  const { f, calls } = proxiedFetch();
  const status = await runHttpAgent({ url, fetch: f, input: buildRunAgentInput(store.getState()), store });
  expect(status).toBe("error");
  const s = store.getState();
  expect(s.runs.at(-1)!.status).toBe("cut");
  expect(s.error).toEqual({ code: "run_lost", message: "The run could not be resumed: The agent's stream ended before the run finished." });
  expect(calls.reattach).toBe(1); // not the six attempts of the backoff
  expect(calls.status).toBe(1);
  expect(s.messages.some((m) => m.role === "reasoning" && String(m.content ?? "").length > 0)).toBe(true); // nothing shown is lost
});

it("a live run whose re-attach fails to connect is asked about, found running, and re-attached until it finishes", async () => {
  const store = createAgentStore();
  store.getState().addMessage({ id: "u1", role: "user", content: "summary please" });
  const { f, calls } = proxiedFetch({ failFirst: true });
  const input = buildRunAgentInput(store.getState(), { forwardedProps: { scenario: "summary", dropConnectionAfter: 4 } });
  const status = await runHttpAgent({ url, fetch: f, input, store });
  expect(store.getState().error).toBeUndefined();
  expect(status).toBe("finished");
  expect(calls.reattach).toBeGreaterThanOrEqual(2);
  expect(store.getState().runs.at(-1)!.status).toBe("finished");
});
