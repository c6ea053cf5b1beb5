import { describe, expect, it } from "vitest";
import { runAgUiAgent } from "../../src/adapters";
import { buildRunAgentInput, createAgentStore, runHttpAgent, type Message } from "../../src/index";

const SECRET = "gAAAAABo-ZDR-encrypted-reasoning-blob-0123456789";
const TOOL_SECRET = "tool-call-opaque/value+with\"quote";

function storeWithSecrets() {
  const store = createAgentStore({ threadId: "t" });
  store.getState().addMessage({ id: "r1", role: "reasoning", content: "", encryptedValue: SECRET } as Message);
  store.getState().addMessage({
    id: "a1",
    role: "assistant",
    toolCalls: [{ id: "tc1", type: "function", function: { name: "f", arguments: "{}" }, encryptedValue: TOOL_SECRET }],
  } as Message);
  store.getState().addMessage({ id: "u1", role: "user", content: "next" });
  return store;
}

describe("encrypted values never reach a run error's message", () => {
  it("runHttpAgent: an HTTP error body echoing the request is redacted", async () => {
    const store = storeWithSecrets();
    const echo: typeof fetch = async (_url, init) =>
      new Response(JSON.stringify({ detail: [{ msg: "invalid", input: JSON.parse(String(init?.body)) }] }), { status: 422 });
    expect(await runHttpAgent({ url: "http://agent", input: buildRunAgentInput(store.getState()), store, fetch: echo })).toBe("error");
    const error = store.getState().error!;
    expect(error.code).toBe("http_error");
    expect(error.message).toContain("422");
    expect(error.message).not.toContain(SECRET.slice(0, 12));
    expect(JSON.stringify(store.getState().diagnostics)).not.toContain(SECRET.slice(0, 12));
  });

  it("runAgUiAgent: an agent error whose message quotes the request is redacted", async () => {
    const store = storeWithSecrets();
    const input = buildRunAgentInput(store.getState());
    const agent = {
      run: () => ({
        subscribe(o: { error: (err: unknown) => void }) {
          o.error(Object.assign(new Error(`HTTP 400: ${JSON.stringify(input)}`), { status: 400 }));
          return { unsubscribe() {} };
        },
      }),
    };
    expect(await runAgUiAgent({ agent: agent as never, input, store })).toBe("error");
    const { message, status, body } = store.getState().error!;
    expect(message).toBe("The agent answered HTTP 400");
    expect(status).toBe(400);
    // The reply's text stays available to developers, redacted.
    expect(body).toContain("[encrypted value]");
    for (const text of [message, body]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain("tool-call-opaque");
    }
  });
});
