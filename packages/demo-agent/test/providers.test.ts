import { buildRunAgentInput, createAgentStore, runHttpAgent } from "@reasoning-ui/core";
import { createReplayServer, loadProviderFixture } from "@reasoning-ui/agent/testing";
import { afterEach, describe, expect, it } from "vitest";
import { type ProviderAgent, type ProviderName, createProviderAgent, pickFixture, providerConfigFromEnv, uniqueIds } from "../src/providers";
import { PROVIDER_FIXTURES } from "../src/providers/replay";

let agent: ProviderAgent | undefined;
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await agent?.close();
  agent = undefined;
  for (const fn of cleanups.splice(0)) await fn();
});

async function chatTurn(url: string, store: ReturnType<typeof createAgentStore>, text: string, n: number) {
  store.getState().addMessage({ id: `u${n}`, role: "user", content: text });
  await runHttpAgent({ url, store, input: buildRunAgentInput(store.getState()) });
  return store.getState();
}

describe("DEMO_AGENT_PROVIDER environment", () => {
  it("without DEMO_AGENT_PROVIDER the scripted scenarios stay in charge", () => {
    expect(providerConfigFromEnv({})).toBeUndefined();
    expect(providerConfigFromEnv({ DEMO_AGENT_PROVIDER: "", OPENAI_API_KEY: "sk" })).toBeUndefined();
  });
  it("reads the provider's usual key variable, the model and the base URL", () => {
    expect(providerConfigFromEnv({ DEMO_AGENT_PROVIDER: "openai", OPENAI_API_KEY: "sk-1" })).toEqual({ provider: "openai", model: "o4-mini", apiKey: "sk-1" });
    expect(providerConfigFromEnv({ DEMO_AGENT_PROVIDER: "Anthropic", ANTHROPIC_API_KEY: "a", DEMO_AGENT_MODEL: "claude-opus-4-7" })).toEqual({
      provider: "anthropic",
      model: "claude-opus-4-7",
      apiKey: "a",
    });
    expect(providerConfigFromEnv({ DEMO_AGENT_PROVIDER: "gemini", GOOGLE_API_KEY: "g" })).toMatchObject({ apiKey: "g" });
    expect(providerConfigFromEnv({ DEMO_AGENT_PROVIDER: "gemini", GEMINI_API_KEY: "gem" })).toMatchObject({ apiKey: "gem" });
    // Both set: GOOGLE_API_KEY wins, as in @google/genai.
    expect(providerConfigFromEnv({ DEMO_AGENT_PROVIDER: "gemini", GEMINI_API_KEY: "gem", GOOGLE_API_KEY: "g" })).toMatchObject({ apiKey: "g" });
    expect(providerConfigFromEnv({ DEMO_AGENT_PROVIDER: "gemini", DEMO_AGENT_BASE_URL: "http://127.0.0.1:9" })).toEqual({
      provider: "gemini",
      model: "gemini-2.5-flash",
      baseURL: "http://127.0.0.1:9",
    });
  });
  it("names the known providers when the value is unknown", () => {
    expect(() => providerConfigFromEnv({ DEMO_AGENT_PROVIDER: "mistral" })).toThrow(/openai, anthropic, gemini/);
  });
  it("makes provider ids unique per replayed reply and leaves signatures alone", () => {
    expect(uniqueIds('{"id":"msg_01Abc","call_id":"call_weather01","signature":"Eq_rs_x","responseId":"gem-call-0001"}', 3)).toBe(
      '{"id":"msg_01Abc_3","call_id":"call_weather01_3","signature":"Eq_rs_x","responseId":"gem-call-0001_3"}',
    );
    expect(pickFixture("anthropic", JSON.stringify({ messages: [{ role: "user", content: "redacted please" }] }))).toBe("redacted");
  });
});

describe.each(["openai", "anthropic", "gemini"] as const)("the demo agent on %s, replaying recorded streams (no key)", (provider: ProviderName) => {
  it("runs tools itself, streams reasoning with encrypted values, and sends them back on the next turn", async () => {
    agent = createProviderAgent({ provider, model: "replay-model", port: 0, paceMs: 0 });
    expect(agent.mode).toBe("replay");
    const { url } = await agent.listen();
    const store = createAgentStore({ threadId: "t-demo" });
    const first = await chatTurn(url, store, "What is the weather in Paris and London?", 1);
    expect(first.status).toBe("finished");
    const reasoning = first.messages.filter((m) => m.role === "reasoning");
    expect(reasoning.length).toBeGreaterThan(0);
    const calls = first.messages.flatMap((m) => (m.role === "assistant" ? (m.toolCalls ?? []) : []));
    expect(calls.length).toBeGreaterThan(0);
    const results = first.messages.filter((m) => m.role === "tool");
    expect(results.map((m) => (m as { toolCallId: string }).toolCallId).sort()).toEqual(calls.map((c) => c.id).sort());
    const lastTool = first.messages.map((m) => m.role).lastIndexOf("tool");
    const answer = first.messages.slice(lastTool + 1).filter((m) => m.role === "assistant").map((m) => m.content).join("");
    expect(answer).toMatch(/°C/);

    const signed = [...first.messages.map((m) => (m as { encryptedValue?: string }).encryptedValue), ...calls.map((c) => c.encryptedValue)].filter(
      (v): v is string => typeof v === "string",
    );
    expect(signed.length).toBeGreaterThan(0);
    const before = agent.replay!.requests.length;
    const second = await chatTurn(url, store, "Thanks!", 2);
    expect(second.status).toBe("finished");
    const nextRequest = agent.replay!.requests[before]!.body;
    // Every signature / encrypted content of the first turn went back to the provider, byte for byte.
    for (const value of signed) expect(nextRequest).toContain(JSON.stringify(value));
  });

  it("a cut recorded stream ends the run with an error and keeps the reasoning that arrived", async () => {
    agent = createProviderAgent({ provider, model: "replay-model", port: 0, paceMs: 0 });
    const { url } = await agent.listen();
    const store = createAgentStore({ threadId: "t-cut" });
    const state = await chatTurn(url, store, "cut please", 1);
    expect(state.status).toBe("error");
    const reasoning = state.messages.find((m) => m.role === "reasoning")!;
    expect(reasoning.content.length).toBeGreaterThan(0);
    expect(state.reasoning[reasoning.id]!.status).toBe("interrupted");
  });
});

describe("live mode (a key set) talks to the provider's API at DEMO_AGENT_BASE_URL with that key", () => {
  const cases: Array<[ProviderName, string, string, (h: Record<string, unknown>) => unknown]> = [
    ["openai", "summary-encrypted", "/responses", (h) => h.authorization],
    ["anthropic", "plain", "/v1/messages", (h) => h["x-api-key"]],
    ["gemini", "thoughts-text", "/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse", (h) => h["x-goog-api-key"]],
  ];
  it.each(cases)("%s", async (provider, fixtureName, path, keyHeader) => {
    const body = await loadProviderFixture(PROVIDER_FIXTURES, provider, fixtureName);
    const upstream = await createReplayServer({ respond: () => ({ body }) });
    cleanups.push(() => upstream.close());
    agent = createProviderAgent({ provider, model: provider === "gemini" ? "gemini-2.5-flash" : "live-model", apiKey: "live-key-123", baseURL: upstream.origin, port: 0 });
    expect(agent.mode).toBe("live");
    const { url } = await agent.listen();
    const state = await chatTurn(url, createAgentStore({ threadId: "t-live" }), "Hello", 1);
    expect(state.status).toBe("finished");
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]!.path).toBe(path);
    expect(String(keyHeader(upstream.requests[0]!.headers))).toContain("live-key-123");
    expect(agent.replay).toBeUndefined();
  });
});
