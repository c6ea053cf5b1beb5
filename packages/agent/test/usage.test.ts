// Token accounting per provider: each provider's usage fields read under the kit's one rule (output ≥ reasoning,
// total = input + output), through the bridges and the SDKs' recorded streams.
import type { TokenUsage } from "@ag-ui/core";
import Anthropic from "@anthropic-ai/sdk";
import fc from "fast-check";
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import { type BridgeDiagnostic, aiSdkToAgUi, anthropicUsage, geminiUsage, ollamaUsage, openaiChatToAgUi, openaiChatUsage, openaiUsage, chatCompletionUsage, normalizeTokenUsage } from "@reasoning-ui/agent";
import { from } from "./fixtures";
import { conversation, replay, expectKitRule, finishedUsage } from "./harness";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function chatTurn(names: string[], provider: string, diagnostics: BridgeDiagnostic[] = [], model = "m") {
  server = await replay("openai-chat", names);
  const chat = conversation("Hi");
  const client = new OpenAI({ apiKey: "sk-test", baseURL: server.origin, maxRetries: 0 });
  const stream = client.chat.completions.create({ model, stream: true, stream_options: { include_usage: true }, messages: [{ role: "user", content: "Hi" }] });
  const events = await chat.run(openaiChatToAgUi(stream, { threadId: "t", runId: "r1", provider, onDiagnostic: (d) => diagnostics.push(d) }));
  return { chat, events };
}

describe("token usage per provider: the kit's rule holds whatever the provider's convention", () => {
  it("xAI (grok-3-mini, through the openai SDK): reasoning_tokens outside completion_tokens are added to the output", async () => {
    const { events } = await chatTurn(["xai-reasoning-separate"], "xai");
    const u = finishedUsage(events);
    // prompt 19, completion 9, reasoning 112, total 140 = 19 + 9 + 112 (xAI counts reasoning apart).
    expect(u).toEqual({ provider: "xai", model: "grok-3-mini", inputTokens: 19, outputTokens: 121, totalTokens: 140, reasoningTokens: 112, cachedInputTokens: 3 });
    expectKitRule(u);
  });

  it("the convention is read from the numbers when the provider's name says nothing, and can be stated", () => {
    const xaiNumbers = { prompt_tokens: 19, completion_tokens: 9, total_tokens: 140, completion_tokens_details: { reasoning_tokens: 112 } };
    expect(chatCompletionUsage(xaiNumbers, "some-gateway")).toMatchObject({ outputTokens: 121, totalTokens: 140 });
    // OpenAI's own numbers (reasoning inside completion) stay as they are.
    const openaiNumbers = { prompt_tokens: 20, completion_tokens: 150, total_tokens: 170, completion_tokens_details: { reasoning_tokens: 128 }, prompt_tokens_details: { cached_tokens: 16 } };
    expect(openaiChatUsage(openaiNumbers as never, "openai")).toEqual({ provider: "openai", inputTokens: 20, outputTokens: 150, totalTokens: 170, reasoningTokens: 128, cachedInputTokens: 16 });
    // No total: the preset per provider decides (xAI: apart), else included unless the reasoning exceeds the completion.
    const noTotal = { prompt_tokens: 19, completion_tokens: 130, completion_tokens_details: { reasoning_tokens: 112 } };
    expect(chatCompletionUsage(noTotal, "xai")).toMatchObject({ outputTokens: 242, totalTokens: 261 });
    expect(chatCompletionUsage(noTotal, "vllm")).toMatchObject({ outputTokens: 130, totalTokens: 149 });
    // A stated convention wins over the preset (a proxy that already folds xAI's reasoning in).
    expect(chatCompletionUsage(noTotal, "xai", undefined, { reasoning: "included" })).toMatchObject({ outputTokens: 130 });
    // Cached tokens counted apart from the prompt (total adds them) join the input.
    expect(chatCompletionUsage({ prompt_tokens: 10, completion_tokens: 5, total_tokens: 45, prompt_tokens_details: { cached_tokens: 30 } }, "gw")).toMatchObject({ inputTokens: 40, totalTokens: 45, cachedInputTokens: 30 });
    // DeepSeek's prompt_cache_hit_tokens are part of prompt_tokens.
    expect(chatCompletionUsage({ prompt_tokens: 64, completion_tokens: 10, total_tokens: 74, prompt_cache_hit_tokens: 48 }, "deepseek")).toMatchObject({ inputTokens: 64, cachedInputTokens: 48, totalTokens: 74 });
    // A total that fits no reading is reported; the parts are kept and the total recomputed.
    const told: string[] = [];
    expect(chatCompletionUsage({ prompt_tokens: 10, completion_tokens: 5, total_tokens: 99 }, "gw", undefined, {}, (m) => told.push(m))).toMatchObject({ totalTokens: 15 });
    expect(told).toHaveLength(1);
  });

  it("DeepSeek, OpenRouter (recorded streams through the openai SDK): reasoning already inside completion_tokens", async () => {
    const deepseek = finishedUsage((await chatTurn(["deepseek-reasoning-content"], "deepseek")).events);
    expect(deepseek).toMatchObject({ inputTokens: 14, outputTokens: 58, reasoningTokens: 41, totalTokens: 72 });
    expectKitRule(deepseek);
    await server?.close();
    const openrouter = finishedUsage((await chatTurn(["openrouter-text-signature"], "openrouter")).events);
    expect(openrouter).toMatchObject({ inputTokens: 40, outputTokens: 30, reasoningTokens: 22, totalTokens: 70 });
    expectKitRule(openrouter);
  });

  it("OpenAI Responses, Anthropic, Gemini, Ollama, AI SDK: each provider's fields read under the same rule", () => {
    expect(openaiUsage({ input_tokens: 30, output_tokens: 200, total_tokens: 230, input_tokens_details: { cached_tokens: 10 }, output_tokens_details: { reasoning_tokens: 150 } })).toMatchObject({ inputTokens: 30, outputTokens: 200, totalTokens: 230, reasoningTokens: 150, cachedInputTokens: 10 });
    // Anthropic: input_tokens excludes cache reads and writes; output_tokens includes thinking.
    const a = anthropicUsage({ input_tokens: 5, output_tokens: 1, cache_read_input_tokens: 100, cache_creation_input_tokens: 20 } as never, { output_tokens: 90, output_tokens_details: { thinking_tokens: 60 } } as never);
    expect(a).toMatchObject({ inputTokens: 125, outputTokens: 90, totalTokens: 215, reasoningTokens: 60, cachedInputTokens: 100, cacheWriteInputTokens: 20 });
    // Gemini: candidates exclude thoughts; tool-use prompt tokens are input; cached tokens are inside the prompt count.
    const g = geminiUsage({ promptTokenCount: 40, toolUsePromptTokenCount: 5, candidatesTokenCount: 12, thoughtsTokenCount: 80, cachedContentTokenCount: 30, totalTokenCount: 137 });
    expect(g).toMatchObject({ inputTokens: 45, outputTokens: 92, totalTokens: 137, reasoningTokens: 80, cachedInputTokens: 30 });
    // Ollama: eval_count counts every generated token, thinking included; no total is sent.
    expect(ollamaUsage({ prompt_eval_count: 172, eval_count: 61, model: "qwen3" })).toMatchObject({ inputTokens: 172, outputTokens: 61, totalTokens: 233 });
    // AI SDK usage from a provider that left reasoning out of outputTokens (its total adds it): normalized.
    expect(normalizeTokenUsage({ inputTokens: 19, outputTokens: 9, totalTokens: 140, reasoningTokens: 112 })).toMatchObject({ outputTokens: 121, totalTokens: 140 });
    for (const u of [a, g]) expectKitRule(u);
  });

  it("normalizeTokenUsage: output ≥ reasoning and total = input + output for any numbers (property)", () => {
    const n = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(n, n, fc.option(n, { nil: undefined }), fc.option(n, { nil: undefined }), fc.option(n, { nil: undefined }), (inputTokens, outputTokens, totalTokens, reasoningTokens, cachedInputTokens) => {
        const u = normalizeTokenUsage({ inputTokens, outputTokens, totalTokens, reasoningTokens, cachedInputTokens })!;
        expectKitRule(u);
        expect(u.reasoningTokens).toBe(reasoningTokens);
      }),
    );
  });

  it("the AI SDK bridge's RUN_FINISHED holds the rule too (a provider whose total adds the reasoning)", async () => {
    const chat = conversation("Hi");
    const events = await chat.run(
      aiSdkToAgUi(
        from([
          { type: "start" },
          { type: "start-step", request: {}, warnings: [] },
          { type: "text-start", id: "t" },
          { type: "text-delta", id: "t", text: "Hi." },
          { type: "text-end", id: "t" },
          { type: "finish-step", response: {}, usage: {}, finishReason: "stop", providerMetadata: undefined },
          { type: "finish", finishReason: "stop", totalUsage: { inputTokens: 19, outputTokens: 9, totalTokens: 140, reasoningTokens: 112 } },
        ] as never[]),
        { threadId: "t", runId: "r1", provider: "xai" },
      ),
    );
    expect(finishedUsage(events)).toMatchObject({ inputTokens: 19, outputTokens: 121, totalTokens: 140, reasoningTokens: 112 });
  });
});
