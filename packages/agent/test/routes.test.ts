// The README's Next.js route handlers, run as a framework would (web Request in, web Response out), with
// each SDK pointed at the replay server instead of the provider. Only the client construction differs.
import Anthropic from "@anthropic-ai/sdk";
import { createAnthropic } from "@ai-sdk/anthropic";
import type { RunAgentInput } from "@ag-ui/core";
import { GoogleGenAI } from "@google/genai";
import { buildRunAgentInput, createAgentStore, parseSseStream } from "@reasoning-ui/core";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import { streamText } from "ai";
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import {
  AGUI_SSE_HEADERS,
  agUiSseStream,
  agUiToAnthropicMessages,
  agUiToGeminiContents,
  agUiToModelMessages,
  agUiToOpenAIChatMessages,
  agUiToOpenAIResponsesInput,
  aiSdkToAgUi,
  anthropicMessagesToAgUi,
  geminiToAgUi,
  openaiChatToAgUi,
  openaiResponsesToAgUi,
} from "@reasoning-ui/agent";
import { type ReplayReply, createReplayServer, loadProviderFixture } from "@reasoning-ui/agent/testing";
import { FIXTURES, replay } from "./harness";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Handler = (req: Request) => Promise<Response>;

const routes: Record<string, [provider: string, fixture: string, make: (origin: string) => Handler]> = {
  openai: ["openai", "summary-encrypted", (origin) => {
    const openai = new OpenAI({ apiKey: "sk-test", baseURL: origin, maxRetries: 0 });
    return async (req) => {
      const input: RunAgentInput = await req.json();
      const stream = openai.responses.create(
        { model: "o4-mini", ...agUiToOpenAIResponsesInput(input.messages), reasoning: { summary: "auto" }, stream: true },
        { signal: req.signal },
      );
      return new Response(agUiSseStream(openaiResponsesToAgUi(stream, input)), { headers: AGUI_SSE_HEADERS });
    };
  }],
  anthropic: ["anthropic", "plain", (origin) => {
    const anthropic = new Anthropic({ apiKey: "sk-ant-test", baseURL: origin, maxRetries: 0 });
    return async (req) => {
      const input: RunAgentInput = await req.json();
      const stream = anthropic.messages.create(
        { model: "claude-sonnet-4-6", max_tokens: 16000, thinking: { type: "enabled", budget_tokens: 8000 }, ...agUiToAnthropicMessages(input.messages), stream: true },
        { signal: req.signal },
      );
      return new Response(agUiSseStream(anthropicMessagesToAgUi(stream, input)), { headers: AGUI_SSE_HEADERS });
    };
  }],
  gemini: ["gemini", "thoughts-text", (origin) => {
    const ai = new GoogleGenAI({ apiKey: "test", httpOptions: { baseUrl: origin } });
    return async (req) => {
      const input: RunAgentInput = await req.json();
      const { contents, systemInstruction } = agUiToGeminiContents(input.messages);
      const stream = ai.models.generateContentStream({
        model: "gemini-2.5-flash",
        contents,
        config: { systemInstruction, thinkingConfig: { includeThoughts: true }, abortSignal: req.signal },
      });
      return new Response(agUiSseStream(geminiToAgUi(stream, input)), { headers: AGUI_SSE_HEADERS });
    };
  }],
  "ai sdk": ["anthropic", "redacted", (origin) => {
    const anthropic = createAnthropic({ apiKey: "sk-ant-test", baseURL: `${origin}/v1` });
    return async (req) => {
      const input: RunAgentInput = await req.json();
      const result = streamText({
        model: anthropic("claude-sonnet-4-6"),
        messages: agUiToModelMessages(input.messages),
        providerOptions: { anthropic: { thinking: { type: "enabled", budgetTokens: 8000 } } },
        abortSignal: req.signal,
        maxRetries: 0,
      });
      return new Response(agUiSseStream(aiSdkToAgUi(result.fullStream, input)), { headers: AGUI_SSE_HEADERS });
    };
  }],
  chat: ["openai-chat", "openrouter-details", (origin) => {
    const openrouter = new OpenAI({ apiKey: "sk-or-test", baseURL: origin, maxRetries: 0 });
    return async (req) => {
      const input: RunAgentInput = await req.json();
      const stream = openrouter.chat.completions.create(
        { model: "openai/gpt-5-mini", stream: true, messages: agUiToOpenAIChatMessages(input.messages) },
        { signal: req.signal },
      );
      return new Response(agUiSseStream(openaiChatToAgUi(stream, { ...input, provider: "openrouter" })), { headers: AGUI_SSE_HEADERS });
    };
  }],
};

describe("README route handlers (web Request → SSE Response)", () => {
  it.each(Object.keys(routes))("%s: the kit's store ends finished with reasoning that carries its encrypted value", async (name) => {
    const [provider, fixture, make] = routes[name]!;
    server = await replay(provider, [fixture]);
    const POST = make(server.origin);
    const store = createAgentStore({ threadId: "t" });
    store.getState().addMessage({ id: "u1", role: "user", content: "Hello" });
    const res = await POST(new Request("http://app.test/api/agent", { method: "POST", body: JSON.stringify(buildRunAgentInput(store.getState())) }));
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    for await (const event of parseSseStream(res.body!)) store.getState().applyEvent(event);
    const state = store.getState();
    expect(state.status).toBe("finished");
    const withValue = state.messages.filter((m) => typeof (m as { encryptedValue?: string }).encryptedValue === "string");
    expect(withValue.length).toBeGreaterThan(0);
    expect(state.messages.some((m) => m.role === "reasoning")).toBe(true);
  });
});

describe("README route handlers abort the upstream call when the browser goes away", () => {
  it.each(Object.keys(routes))("%s: aborting the request's signal mid-stream ends the upstream read (RUN_ERROR aborted)", async (name) => {
    const [provider, fixture, make] = routes[name]!;
    const body = await loadProviderFixture(FIXTURES, provider, fixture);
    // Slow enough that the abort lands mid-stream: 40-byte writes 15 ms apart.
    server = await createReplayServer({ respond: (): ReplayReply => ({ body, chunkSize: 40, delayMs: 15 }) });
    const POST = make(server.origin);
    const browser = new AbortController();
    const request = new Request("http://app.test/api/agent", {
      method: "POST",
      body: JSON.stringify({ threadId: "t", runId: "r1", messages: [{ id: "u1", role: "user", content: "Hello" }], tools: [], context: [], state: null, forwardedProps: null }),
      signal: browser.signal,
    });
    const res = await POST(request);
    const types: string[] = [];
    let last: { type: string; code?: string } | undefined;
    for await (const event of parseSseStream(res.body!)) {
      types.push(event.type);
      last = event as { type: string; code?: string };
      if (event.type === "RUN_STARTED") browser.abort();
    }
    expect(types).not.toContain("RUN_FINISHED");
    expect(last).toMatchObject({ type: "RUN_ERROR", code: "aborted" });
  });
});
