import { convertToModelMessages, createUIMessageStream, createUIMessageStreamResponse, jsonSchema, parseJsonEventStream, readUIMessageStream, simulateReadableStream, stepCountIs, streamText, tool, uiMessageChunkSchema, type UIMessage, type UIMessageChunk } from "ai";
import { MockLanguageModelV3 } from "ai/test";

type DoStream = NonNullable<ConstructorParameters<typeof MockLanguageModelV3>[0]>["doStream"];
type StreamResult = Awaited<ReturnType<Extract<DoStream, (...args: never[]) => unknown>>>;
type LanguageModelV3StreamPart = StreamResult["stream"] extends ReadableStream<infer P> ? P : never;
type LanguageModelV3Prompt = Parameters<Extract<DoStream, (...args: never[]) => unknown>>[0]["prompt"];
import { describe, expect, it } from "vitest";
import { buildRunAgentInput, createAgentSession, createAgentStore, type AgentStore } from "@reasoning-ui/core";
import { memoryStorage } from "@reasoning-ui/core/storage";
import { fromAiSdkRoute, toUIMessages } from "@reasoning-ui/core/ai-sdk";

// An Anthropic-style signature with characters JSON escapes or that a re-encoding could change.
const SIG = "EqQBCkgIBxABGAIiQLgVvNqB3bW1uC8+/sXkqz2mN7oV0d4pR6tY8wA1cE3gH5jK7lM9nP1qS3uW5yZ7bD9fH1jL3nR5tV7xZ9cE1gI3kM5oQ7sU9wY==\u2028\"q\"";
const usage = { inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined }, outputTokens: { total: 20, text: 12, reasoning: 8 } };
const finish = (unified: "stop" | "tool-calls"): LanguageModelV3StreamPart => ({ type: "finish", finishReason: { unified, raw: unified }, usage });

/** Turn 1: signed reasoning, then text. Later turns: plain text. */
function turns(): LanguageModelV3StreamPart[][] {
  return [
    [
      { type: "stream-start", warnings: [] },
      { type: "reasoning-start", id: "r0" },
      { type: "reasoning-delta", id: "r0", delta: "Let me think " },
      { type: "reasoning-delta", id: "r0", delta: "about Paris." },
      { type: "reasoning-end", id: "r0", providerMetadata: { anthropic: { signature: SIG } } },
      { type: "text-start", id: "t0" },
      { type: "text-delta", id: "t0", delta: "Paris is " },
      { type: "text-delta", id: "t0", delta: "the capital." },
      { type: "text-end", id: "t0" },
      finish("stop"),
    ],
  ];
}

/** An unmodified AI SDK route: `streamText` on a mock model, `toUIMessageStreamResponse({ sendReasoning: true })`. */
function route(script: LanguageModelV3StreamPart[][], options: { tools?: boolean } = {}) {
  const prompts: LanguageModelV3Prompt[] = [];
  const bodies: unknown[] = [];
  let call = 0;
  const model = new MockLanguageModelV3({
    doStream: async ({ prompt }) => {
      prompts.push(prompt);
      const chunks = script[Math.min(call++, script.length - 1)] ?? [];
      return { stream: simulateReadableStream({ chunks }) };
    },
  });
  async function POST(req: Request): Promise<Response> {
    const body = (await req.json()) as { messages: UIMessage[] };
    bodies.push(body);
    const result = streamText({
      model,
      messages: await convertToModelMessages(body.messages),
      ...(options.tools && {
        tools: { weather: tool({ inputSchema: jsonSchema<{ city: string }>({ type: "object", properties: { city: { type: "string" } } }), execute: async ({ city }) => ({ city, celsius: 18 }) }) },
        stopWhen: stepCountIs(3),
      }),
    });
    return result.toUIMessageStreamResponse({ sendReasoning: true });
  }
  const fetch = (async (_url: string | URL | Request, init?: RequestInit) => POST(new Request("http://app.test/api/chat", init))) as typeof globalThis.fetch;
  return { prompts, bodies, fetch };
}

async function turn(store: AgentStore, runner: ReturnType<typeof fromAiSdkRoute>, text: string, id: string) {
  store.getState().addMessage({ id, role: "user", content: text });
  return runner({ input: buildRunAgentInput(store.getState()), store });
}

describe("fromAiSdkRoute: an unmodified AI SDK route (streamText + toUIMessageStreamResponse) as the source of runs", () => {
  it("folds reasoning and text into the store, and the next request gives the model the signature back byte-for-byte", async () => {
    const r = route([...turns(), [{ type: "stream-start", warnings: [] }, { type: "text-start", id: "t1" }, { type: "text-delta", id: "t1", delta: "Yes." }, { type: "text-end", id: "t1" }, finish("stop")]]);
    const store = createAgentStore();
    const runner = fromAiSdkRoute({ url: "/api/chat", fetch: r.fetch });
    expect(await turn(store, runner, "Capital of France?", "u1")).toBe("finished");
    const messages = store.getState().messages;
    expect(messages.map((m) => m.role)).toEqual(["user", "reasoning", "assistant"]);
    const reasoning = messages[1]!;
    expect(reasoning).toMatchObject({ role: "reasoning", content: "Let me think about Paris.", encryptedValue: JSON.stringify({ anthropic: { signature: SIG } }) });
    expect(messages[2]).toMatchObject({ role: "assistant", content: "Paris is the capital." });
    expect(store.getState().reasoning[reasoning.id]).toMatchObject({ status: "complete", visibility: "visible" }); // Claude's signed thinking is its full reasoning, not a summary (issue 32)
    expect(store.getState().diagnostics).toEqual([]);

    expect(await turn(store, runner, "Sure?", "u2")).toBe("finished");
    // The request body is DefaultChatTransport's: { id, messages: UIMessage[], trigger }.
    const body = r.bodies[1] as { id: string; trigger: string; messages: UIMessage[] };
    expect(body.id).toBe(store.getState().threadId);
    expect(body.trigger).toBe("submit-message");
    expect(body.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(body.messages[1]!.parts).toEqual([
      { type: "step-start" },
      { type: "reasoning", text: "Let me think about Paris.", state: "done", providerMetadata: { anthropic: { signature: SIG } } },
      { type: "text", text: "Paris is the capital.", state: "done" },
    ]);
    // convertToModelMessages on the route restored the signature as the reasoning part's providerOptions.
    const assistant = r.prompts[1]!.find((m) => m.role === "assistant")!;
    expect(assistant.content[0]).toMatchObject({ type: "reasoning", text: "Let me think about Paris.", providerOptions: { anthropic: { signature: SIG } } });
    expect(store.getState().messages.at(-1)).toMatchObject({ role: "assistant", content: "Yes." });
  });

  it("sends the stored providerMetadata text byte-identical, without re-encoding it", async () => {
    const r = route(turns());
    const store = createAgentStore();
    const calls: string[] = [];
    const spy = (async (url: string | URL | Request, init?: RequestInit) => (calls.push(String(init?.body)), r.fetch(url, init))) as typeof globalThis.fetch;
    const runner = fromAiSdkRoute({ url: "/api/chat", fetch: spy });
    await turn(store, runner, "Q1", "u1");
    // An envelope written with unusual spacing and key order (e.g. restored from storage) goes out exactly so.
    const odd = `{ "anthropic" : {"signature":"${SIG.replace(/"/g, '\\"').replace(/\u2028/g, "\\u2028")}", "x": 1.50 } }`;
    store.setState((s) => ({ messages: s.messages.map((m) => (m.role === "reasoning" ? { ...m, encryptedValue: odd } : m)) }));
    await turn(store, runner, "Q2", "u2");
    expect(calls[1]).toContain(`"providerMetadata":${odd}`);
    expect(JSON.parse(calls[1]!)).toBeTruthy();
  });

  it("maps a multi-step tool loop: tool parts with input and output, step boundaries kept for the next request", async () => {
    const r = route(
      [
        [
          { type: "stream-start", warnings: [] },
          { type: "reasoning-start", id: "r0", providerMetadata: { anthropic: { signature: "S1" } } },
          { type: "reasoning-delta", id: "r0", delta: "Need weather." },
          { type: "reasoning-end", id: "r0" },
          { type: "tool-call", toolCallId: "c1", toolName: "weather", input: JSON.stringify({ city: "Paris" }) },
          finish("tool-calls"),
        ],
        [{ type: "stream-start", warnings: [] }, { type: "text-start", id: "t0" }, { type: "text-delta", id: "t0", delta: "18 °C." }, { type: "text-end", id: "t0" }, finish("stop")],
      ],
      { tools: true },
    );
    const store = createAgentStore();
    const runner = fromAiSdkRoute({ url: "/api/chat", fetch: r.fetch });
    expect(await turn(store, runner, "Weather?", "u1")).toBe("finished");
    const s = store.getState();
    expect(s.messages.map((m) => m.role)).toEqual(["user", "reasoning", "assistant", "tool", "assistant"]);
    expect(s.messages[2]).toMatchObject({ toolCalls: [{ id: "c1", function: { name: "weather", arguments: JSON.stringify({ city: "Paris" }) } }] });
    expect(s.messages[3]).toMatchObject({ role: "tool", toolCallId: "c1", content: JSON.stringify({ city: "Paris", celsius: 18 }) });
    expect(s.messages[1]).toHaveProperty("encryptedValue", JSON.stringify({ anthropic: { signature: "S1" } }));

    const ui = toUIMessages(buildRunAgentInput(s).messages);
    expect(ui[1]!.parts.map((p) => p.type)).toEqual(["step-start", "reasoning", "tool-weather", "step-start", "text"]);
    expect(ui[1]!.parts[2]).toMatchObject({ toolCallId: "c1", state: "output-available", input: { city: "Paris" }, output: { city: "Paris", celsius: 18 } });
    const model = await convertToModelMessages(ui as UIMessage[]);
    expect(model.map((m) => m.role)).toEqual(["user", "assistant", "tool", "assistant"]);
  });

  it("what the kit keeps equals what ai's own readUIMessageStream builds from the same stream", async () => {
    const r = route(turns());
    const res = await r.fetch("/api/chat", { method: "POST", body: JSON.stringify({ messages: [{ id: "u1", role: "user", parts: [{ type: "text", text: "Q" }] }] }) });
    const chunks = parseJsonEventStream({ stream: res.body!, schema: uiMessageChunkSchema }).pipeThrough(
      new TransformStream<{ success: boolean; value?: unknown }, UIMessageChunk>({ transform: (p, c) => void (p.success && c.enqueue(p.value as UIMessageChunk)) }),
    );
    let last: UIMessage | undefined;
    for await (const m of readUIMessageStream({ stream: chunks })) last = m;

    const store = createAgentStore();
    await turn(store, fromAiSdkRoute({ url: "/api/chat", fetch: route(turns()).fetch }), "Q", "u1");
    const mine = toUIMessages(store.getState().messages)[1]!;
    // ai's client also keeps each reasoning part's stream id (`id`), which no server reads; the rest is equal.
    const strip = (parts: UIMessage["parts"]) => JSON.parse(JSON.stringify(parts.map((p) => ({ ...p, id: undefined, state: "done" }))));
    expect(strip(mine.parts as UIMessage["parts"])).toEqual(strip(last!.parts));
  });
});

describe("fromAiSdkRoute with ai's createUIMessageStream (data parts, metadata, sources, approvals, tool errors)", () => {
  it("maps every chunk kind a hand-written route can write", async () => {
    const fetch = (async () =>
      createUIMessageStreamResponse({
        stream: createUIMessageStream({
          execute: ({ writer }) => {
            writer.write({ type: "start", messageId: "answer-1", messageMetadata: { model: "mock" } });
            writer.write({ type: "start-step" });
            writer.write({ type: "data-progress", id: "p1", data: { percent: 50 } });
            writer.write({ type: "source-url", sourceId: "s1", url: "https://example.com" });
            writer.write({ type: "tool-input-start", toolCallId: "c1", toolName: "search" });
            writer.write({ type: "tool-input-delta", toolCallId: "c1", inputTextDelta: '{"q":' });
            writer.write({ type: "tool-input-delta", toolCallId: "c1", inputTextDelta: '"cats"}' });
            writer.write({ type: "tool-input-available", toolCallId: "c1", toolName: "search", input: { q: "cats" }, providerMetadata: { openai: { itemId: "fc_1" } } });
            writer.write({ type: "tool-output-available", toolCallId: "c1", output: { hits: 1 }, preliminary: true });
            writer.write({ type: "tool-output-error", toolCallId: "c1", errorText: "search is down" });
            writer.write({ type: "tool-input-error", toolCallId: "c2", toolName: "lookup", input: { id: 7 }, errorText: "bad input" });
            writer.write({ type: "tool-approval-request", approvalId: "a1", toolCallId: "c3" });
            writer.write({ type: "finish-step" });
            writer.write({ type: "message-metadata", messageMetadata: { done: true } });
            writer.write({ type: "finish", finishReason: "stop" });
          },
        }),
      })) as unknown as typeof globalThis.fetch;
    const store = createAgentStore();
    const custom: { name: string; value: unknown }[] = [];
    store.getState().addEventListener("CUSTOM", (e) => void custom.push(e as unknown as { name: string; value: unknown }));
    expect(await turn(store, fromAiSdkRoute({ url: "/api/chat", fetch }), "Find cats", "u1")).toBe("finished");
    const s = store.getState();
    expect(s.diagnostics).toEqual([]);
    expect(s.messages.map((m) => [m.id, m.role])).toEqual([
      ["u1", "user"],
      ["answer-1#0.0", "assistant"],
      ["answer-1#0.1", "tool"],
      ["answer-1#0.2", "assistant"],
      ["answer-1#0.3", "tool"],
    ]);
    expect(s.messages[1]).toMatchObject({ toolCalls: [{ id: "c1", function: { name: "search", arguments: '{"q":"cats"}' }, encryptedValue: JSON.stringify({ openai: { itemId: "fc_1" } }) }] });
    expect(s.messages[2]).toMatchObject({ toolCallId: "c1", content: JSON.stringify({ error: "search is down" }) });
    expect(s.messages[3]).toMatchObject({ toolCalls: [{ id: "c2", function: { name: "lookup", arguments: '{"id":7}' } }] });
    expect(s.messages[4]).toMatchObject({ toolCallId: "c2", content: JSON.stringify({ error: "bad input" }) });
    expect(custom.map((c) => c.name)).toEqual(["message-metadata", "data-progress", "source-url", "tool-approval-request", "message-metadata"]);
    expect(custom[1]!.value).toEqual({ percent: 50 });
    // The tool call's provider metadata goes back as callProviderMetadata.
    const ui = toUIMessages(buildRunAgentInput(s).messages);
    expect(ui[1]!.parts[1]).toMatchObject({ type: "tool-search", toolCallId: "c1", state: "output-available", input: { q: "cats" }, output: { error: "search is down" }, callProviderMetadata: { openai: { itemId: "fc_1" } } });
  });

  it("an abort chunk ends the run as aborted; the user's stop is cancelled; both keep what arrived", async () => {
    const aborted = (async () =>
      createUIMessageStreamResponse({
        stream: createUIMessageStream({
          execute: ({ writer }) => {
            writer.write({ type: "text-start", id: "t" });
            writer.write({ type: "text-delta", id: "t", delta: "Half" });
            writer.write({ type: "abort" });
          },
        }),
      })) as unknown as typeof globalThis.fetch;
    const store = createAgentStore();
    expect(await turn(store, fromAiSdkRoute({ url: "/x", fetch: aborted }), "Go", "u1")).toBe("error");
    expect(store.getState().error).toMatchObject({ code: "aborted" });
    expect(store.getState().messages.at(-1)).toMatchObject({ role: "assistant", content: "Half" });

    const endless = (async (_u: unknown, init?: RequestInit) =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(c) {
            c.enqueue(new TextEncoder().encode(`data: ${JSON.stringify({ type: "reasoning-start", id: "r" })}\n\ndata: ${JSON.stringify({ type: "reasoning-delta", id: "r", delta: "hmm" })}\n\n`));
            init?.signal?.addEventListener("abort", () => c.error(new DOMException("aborted", "AbortError")));
          },
        }),
        { headers: { "content-type": "text/event-stream" } },
      )) as unknown as typeof globalThis.fetch;
    const controller = new AbortController();
    store.getState().addMessage({ id: "u2", role: "user", content: "Think" });
    const running = fromAiSdkRoute({ url: "/x", fetch: endless })({ input: buildRunAgentInput(store.getState()), store, signal: controller.signal });
    await new Promise((r) => setTimeout(r, 30));
    controller.abort();
    expect(await running).toBe("cancelled");
    expect(store.getState().messages.at(-1)).toMatchObject({ role: "reasoning", content: "hmm" });
    expect(store.getState().messages.filter((m) => m.role === "user")).toHaveLength(2);
  });
});

describe("fromAiSdkRoute in the run session", () => {
  it("retry forks and resends the signed reasoning; forwardedProps ride in the body; a restored thread sends it back byte-identical", async () => {
    const r = route(turns());
    const storage = memoryStorage();
    const session = createAgentSession({ runner: fromAiSdkRoute({ url: "/api/chat", fetch: r.fetch, body: { model: "mock" } }), storage });
    const disconnect = session.connect();
    await session.ready();
    expect(await session.run({ text: "Q1", forwardedProps: { effort: "low" } })).toBe("finished");
    expect(r.bodies[0]).toMatchObject({ model: "mock", effort: "low", trigger: "submit-message" });
    expect(await session.run("Q2")).toBe("finished");
    expect(await session.retry()).toBe("finished");
    // The retry sent Q1's answer (with its signature) and Q2 only, and the first answer to Q2 stays a branch.
    const retried = r.bodies[2] as { messages: UIMessage[] };
    expect(retried.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(retried.messages[1]!.parts[1]).toMatchObject({ type: "reasoning", providerMetadata: { anthropic: { signature: SIG } } });
    expect(Object.keys(session.store.getState().branches)).toHaveLength(1);
    await session.flush();
    disconnect();

    const again = createAgentSession({ runner: fromAiSdkRoute({ url: "/api/chat", fetch: r.fetch }), storage });
    again.connect();
    await again.ready();
    expect(again.store.getState().messages.filter((m) => m.role === "reasoning")).toHaveLength(2);
    expect(await again.run("Q3")).toBe("finished");
    const last = r.bodies[3] as { messages: UIMessage[] };
    const signatures = last.messages.flatMap((m) => m.parts).filter((p) => p.type === "reasoning").map((p) => (p as { providerMetadata?: { anthropic?: { signature?: string } } }).providerMetadata?.anthropic?.signature);
    expect(signatures).toEqual([SIG, SIG]);
    expect(r.prompts[3]!.filter((m) => m.role === "assistant").map((m) => (m.content[0] as { providerOptions?: unknown }).providerOptions)).toEqual([
      { anthropic: { signature: SIG } },
      { anthropic: { signature: SIG } },
    ]);
  });
});

describe("fromAiSdkRoute: bad input", () => {
  const sse = (frames: string[], type = "text/event-stream") =>
    (async () => new Response(frames.map((f) => `data: ${f}\n\n`).join(""), { headers: { "content-type": type } })) as unknown as typeof globalThis.fetch;

  it("skips malformed and unknown chunks with diagnostics and keeps the answer", async () => {
    const store = createAgentStore();
    const runner = fromAiSdkRoute({
      url: "/api/chat",
      fetch: sse([
        "{not json before anything",
        JSON.stringify({ type: "start", messageId: "m1" }),
        JSON.stringify({ type: "text-start", id: "a" }),
        JSON.stringify({ type: "text-delta", id: "a", delta: "Hello" }),
        "{not json",
        JSON.stringify({ type: "mystery-chunk" }),
        JSON.stringify([1, 2]),
        JSON.stringify({ type: "text-delta", id: "zzz", delta: "lost?" }),
        JSON.stringify({ type: "text-delta", id: "a", delta: " world" }),
        JSON.stringify({ type: "text-end", id: "a" }),
        JSON.stringify({ type: "data-weather", data: { c: 18 } }),
        JSON.stringify({ type: "finish" }),
        "[DONE]",
      ]),
    });
    const seen: string[] = [];
    store.getState().addEventListener("CUSTOM", (e) => void seen.push((e as unknown as { name: string }).name));
    expect(await turn(store, runner, "Hi", "u1")).toBe("finished");
    const s = store.getState();
    expect(s.messages.at(-1)).toMatchObject({ id: "m1#0.0", role: "assistant", content: "Hello world" });
    expect(s.diagnostics.map((d) => d.code)).toEqual(["ai_sdk_malformed_chunk", "ai_sdk_malformed_chunk", "ai_sdk_unknown_chunk", "ai_sdk_malformed_chunk", "ai_sdk_malformed_chunk"]);
    expect(seen).toContain("data-weather");
  });

  it("an error chunk ends the run with its text and keeps the reasoning and its metadata", async () => {
    const store = createAgentStore();
    const runner = fromAiSdkRoute({
      url: "/api/chat",
      fetch: sse([
        JSON.stringify({ type: "start" }),
        JSON.stringify({ type: "reasoning-start", id: "r", providerMetadata: { anthropic: { signature: "SIG" } } }),
        JSON.stringify({ type: "reasoning-delta", id: "r", delta: "thinking" }),
        JSON.stringify({ type: "error", errorText: "Overloaded" }),
      ]),
    });
    expect(await turn(store, runner, "Hi", "u1")).toBe("error");
    const s = store.getState();
    expect(s.error).toMatchObject({ message: "Overloaded", code: "provider_error" });
    expect(s.messages[1]).toMatchObject({ role: "reasoning", content: "thinking", encryptedValue: JSON.stringify({ anthropic: { signature: "SIG" } }) });
  });

  it("a cut stream is stream_ended, a JSON reply is not_sse, an HTTP error is http_error — earlier messages kept", async () => {
    const store = createAgentStore();
    const cut = fromAiSdkRoute({ url: "/x", fetch: sse([JSON.stringify({ type: "text-start", id: "a" }), JSON.stringify({ type: "text-delta", id: "a", delta: "par" })]) });
    expect(await turn(store, cut, "Hi", "u1")).toBe("error");
    expect(store.getState().error?.code).toBe("stream_ended");
    expect(store.getState().messages.at(-1)).toMatchObject({ content: "par" });
    expect(await turn(store, fromAiSdkRoute({ url: "/x", fetch: sse(["{}"], "application/json") }), "Again", "u2")).toBe("error");
    expect(store.getState().error?.code).toBe("not_sse");
    const http = (async () => new Response("nope", { status: 500, statusText: "Internal Server Error" })) as unknown as typeof globalThis.fetch;
    expect(await turn(store, fromAiSdkRoute({ url: "/x", fetch: http }), "Once more", "u3")).toBe("error");
    expect(store.getState().error).toMatchObject({ code: "http_error", status: 500 });
    expect(store.getState().messages.filter((m) => m.role === "user")).toHaveLength(3);
  });
});
