import { readFile } from "node:fs/promises";
import Anthropic from "@anthropic-ai/sdk";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { GoogleGenAI } from "@google/genai";
import { streamText } from "ai";
import { Ollama } from "ollama";
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import { aiSdkReasoningProviderOptions, anthropicThinkingParams, chatReasoningParams, geminiThinkingParams, ollamaThinkParams, openaiReasoningParams } from "@reasoning-ui/agent";
import { createReplayServer } from "@reasoning-ui/agent/testing";
import { FIXTURES, replay } from "../harness";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const body = (s: ReplayServer, i = 0) => JSON.parse(s.requests[i]!.body) as Record<string, unknown>;
const drain = async (it: AsyncIterable<unknown>) => {
  for await (const _ of it) void _;
};

describe("each bridge's effort parameter, as its SDK sends it", () => {
  it("OpenAI Responses: reasoning.effort (+ summary), none for off", async () => {
    server = await replay("openai", ["plain", "plain"]);
    const client = new OpenAI({ apiKey: "sk-test", baseURL: server.origin, maxRetries: 0 });
    for (const effort of ["high", "off"] as const) {
      await drain(await client.responses.create({ model: "gpt-5.1", input: "Hi", ...openaiReasoningParams({ effort, budgetTokens: 9000 }), stream: true }));
    }
    expect(body(server, 0).reasoning).toEqual({ effort: "high", summary: "auto" });
    expect(body(server, 1).reasoning).toEqual({ effort: "none" });
    expect(openaiReasoningParams(undefined)).toEqual({});
  });

  it("Chat Completions: reasoning_effort", async () => {
    server = await replay("openai-chat", ["after-tool"]);
    const client = new OpenAI({ apiKey: "sk-test", baseURL: server.origin, maxRetries: 0 });
    await drain(await client.chat.completions.create({ model: "gpt-oss-120b", messages: [{ role: "user", content: "Hi" }], ...chatReasoningParams({ effort: "low" }), stream: true }));
    expect(body(server).reasoning_effort).toBe("low");
    expect(chatReasoningParams({ effort: "off" })).toEqual({ reasoning_effort: "none" });
  });

  it("Anthropic: thinking enabled with budget_tokens (max_tokens raised above it) or disabled", async () => {
    server = await replay("anthropic", ["plain", "plain", "plain"]);
    const client = new Anthropic({ apiKey: "sk-ant-test", baseURL: server.origin, maxRetries: 0 });
    const send = (params: ReturnType<typeof anthropicThinkingParams>) =>
      client.messages.create({ model: "claude-sonnet-4-6", max_tokens: 1024, messages: [{ role: "user", content: "Hi" }], ...params, stream: true });
    await drain(await send(anthropicThinkingParams({ effort: "medium" }, { maxTokens: 2048 })));
    await drain(await send(anthropicThinkingParams({ effort: "high", budgetTokens: 20000 })));
    await drain(await send(anthropicThinkingParams({ effort: "off" })));
    expect(body(server, 0)).toMatchObject({ thinking: { type: "enabled", budget_tokens: 4096 }, max_tokens: 4096 + 2048 });
    expect(body(server, 1).thinking).toEqual({ type: "enabled", budget_tokens: 20000 });
    expect(body(server, 2).thinking).toEqual({ type: "disabled" });
    expect(anthropicThinkingParams({ effort: "low", budgetTokens: 10 }).thinking).toEqual({ type: "enabled", budget_tokens: 1024 });
  });

  it("Gemini: thinkingConfig.thinkingLevel, thinkingBudget with a budget, 0 for off", async () => {
    server = await replay("gemini", ["thoughts-text", "thoughts-text", "thoughts-text"]);
    const ai = new GoogleGenAI({ apiKey: "test-key", httpOptions: { baseUrl: server.origin } });
    const send = (params: ReturnType<typeof geminiThinkingParams>) =>
      ai.models.generateContentStream({ model: "gemini-3-flash-preview", contents: "Hi", config: { ...params } });
    await drain(await send(geminiThinkingParams({ effort: "high" })));
    await drain(await send(geminiThinkingParams({ effort: "low", budgetTokens: 2048 })));
    await drain(await send(geminiThinkingParams({ effort: "off" })));
    const config = (i: number) => (body(server!, i).generationConfig as { thinkingConfig: unknown }).thinkingConfig;
    expect(config(0)).toEqual({ includeThoughts: true, thinkingLevel: "HIGH" });
    expect(config(1)).toEqual({ includeThoughts: true, thinkingBudget: 2048 });
    expect(config(2)).toEqual({ includeThoughts: false, thinkingBudget: 0 });
    expect(geminiThinkingParams({ effort: "medium" }, { use: "budget" }).thinkingConfig).toEqual({ includeThoughts: true, thinkingBudget: 4096 });
  });

  it("Ollama: think false or the effort", async () => {
    const ndjson = await readFile(new URL("ollama/think-tags.ndjson", FIXTURES), "utf8");
    server = await createReplayServer({ respond: () => ({ body: ndjson, contentType: "application/x-ndjson" }) });
    const ollama = new Ollama({ host: server.origin });
    await drain(await ollama.chat({ model: "gpt-oss:20b", messages: [{ role: "user", content: "Hi" }], ...ollamaThinkParams({ effort: "medium" }), stream: true }));
    expect(body(server).think).toBe("medium");
    expect(ollamaThinkParams({ effort: "off" })).toEqual({ think: false });
  });

  it("AI SDK: providerOptions reach each provider's request", async () => {
    server = await replay("anthropic", ["plain"]);
    const anthropic = createAnthropic({ apiKey: "sk-ant-test", baseURL: `${server.origin}/v1` });
    const options = aiSdkReasoningProviderOptions({ effort: "high", budgetTokens: 12000 });
    await drain(streamText({ model: anthropic("claude-sonnet-4-6"), prompt: "Hi", maxRetries: 0, providerOptions: options, onError: () => {} }).fullStream);
    expect(body(server).thinking).toEqual({ type: "enabled", budget_tokens: 12000 });
    await server.close();

    server = await replay("openai", ["plain"]);
    const openai = createOpenAI({ apiKey: "sk-test", baseURL: server.origin });
    await drain(streamText({ model: openai.responses("gpt-5.1"), prompt: "Hi", maxRetries: 0, providerOptions: aiSdkReasoningProviderOptions({ effort: "low" }), onError: () => {} }).fullStream);
    expect(body(server).reasoning).toMatchObject({ effort: "low", summary: "auto" });
    await server.close();

    server = await replay("gemini", ["thoughts-text"]);
    const google = createGoogleGenerativeAI({ apiKey: "test-key", baseURL: `${server.origin}/v1beta` });
    await drain(streamText({ model: google("gemini-2.5-flash"), prompt: "Hi", maxRetries: 0, providerOptions: aiSdkReasoningProviderOptions({ effort: "off" }), onError: () => {} }).fullStream);
    expect((body(server).generationConfig as { thinkingConfig: unknown }).thinkingConfig).toEqual({ thinkingBudget: 0, includeThoughts: false });
  });
});
