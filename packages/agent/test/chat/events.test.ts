// Issue 24 part 3: open-model reasoning over Chat Completions through the official `openai` SDK,
// pointed at the replay server serving recorded DeepSeek, OpenRouter and vLLM (QwQ) streams.
import type { Event as AgUiEvent } from "@ag-ui/core";
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import { type BridgeDiagnostic, type OpenAIChatReasoningInput, agUiToOpenAIChatMessages, openaiChatToAgUi } from "@reasoning-ui/agent";
import { conversation, replay, types } from "../harness";

const ENC =
  "gAAAAABpIsR9orDetails_Aa1Bb2Cc3Dd4Ee5Ff6Gg7Hh8Ii9Jj0Kk1Ll2Mm3Nn4Oo5Pp6Qq7Rr8Ss9Tt0Uu1Vv2Ww3Xx4Yy5Zz6-_aB7cD8eF9gH0iJ1kL2mN3oP4qR5sT6uV7wX8yZ9==";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function turn(chat: ReturnType<typeof conversation>, runId: string, model: string, reasoning?: OpenAIChatReasoningInput, diagnostics: BridgeDiagnostic[] = []): Promise<AgUiEvent[]> {
  const client = new OpenAI({ apiKey: "sk-test", baseURL: server!.origin, maxRetries: 0 });
  const input = chat.nextInput();
  const stream = client.chat.completions.create({
    model,
    stream: true,
    stream_options: { include_usage: true },
    messages: agUiToOpenAIChatMessages(input.messages, { reasoning }),
  });
  return chat.run(openaiChatToAgUi(stream, { threadId: input.threadId, runId, provider: "test", onDiagnostic: (d) => diagnostics.push(d) }));
}

describe("Chat Completions ↔ AG-UI for open models through the openai SDK", () => {
  it("DeepSeek reasoning_content becomes visible reasoning; it is not sent back by default, and is with reasoning: content", async () => {
    server = await replay("openai-chat", ["deepseek-reasoning-content", "after-tool", "after-tool"]);
    const chat = conversation("What is 17 × 23?");
    const events = await turn(chat, "r1", "deepseek-reasoner");
    expect(types(events)).toEqual([
      "RUN_STARTED", "REASONING_START", "REASONING_MESSAGE_START",
      "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT",
      "REASONING_MESSAGE_END", "REASONING_END", "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_END", "RUN_FINISHED",
    ]);
    expect(events.at(-1)).toMatchObject({ usage: [{ provider: "test", model: "deepseek-reasoner", inputTokens: 14, outputTokens: 58, totalTokens: 72, reasoningTokens: 41 }] });
    const id = "d1f3c0de-7a52-4e0b-9c11-5b2f0a7e9d01";
    const state = chat.store.getState();
    expect(state.messages.slice(1).map((m) => [m.id, m.role, m.content])).toEqual([
      [`${id}:0`, "reasoning", "We need 17 * 23. 17*20=340, 17*3=51, total 391."],
      [`${id}:1`, "assistant", "17 × 23 = **391**."],
    ]);
    expect(state.reasoning[`${id}:0`]).toMatchObject({ visibility: "visible", status: "complete" });

    chat.add({ id: "u2", role: "user", content: "And 17 × 24?" });
    await turn(chat, "r2", "deepseek-reasoner");
    expect(server.requests[1]!.body).toBe(
      JSON.stringify({
        model: "deepseek-reasoner",
        stream: true,
        stream_options: { include_usage: true },
        messages: [
          { role: "user", content: "What is 17 × 23?" },
          { role: "assistant", content: "17 × 23 = **391**." },
          { role: "user", content: "And 17 × 24?" },
        ],
      }),
    );
    // Opt-in: reasoning_content goes back on assistant messages after the last user message only.
    const history = chat.nextInput().messages.slice(0, 3);
    expect(agUiToOpenAIChatMessages(history, { reasoning: "content" })[1]).toEqual({
      role: "assistant",
      content: "17 × 23 = **391**.",
      reasoning_content: "We need 17 * 23. 17*20=340, 17*3=51, total 391.",
    });
    expect(agUiToOpenAIChatMessages([...history, { id: "u3", role: "user", content: "?" }], { reasoning: "content" })[1]).not.toHaveProperty("reasoning_content");
  });

  it("OpenRouter reasoning_details: summary shown once (not doubled by `reasoning`), encrypted kept, and all resent byte-identical with the tool call", async () => {
    server = await replay("openai-chat", ["openrouter-details", "after-tool"]);
    const chat = conversation("Weather in Brussels?");
    const events = await turn(chat, "r1", "openai/gpt-5-mini");
    const key = "gen-1763852400-Qx7vKp2LmN4rT8sW";
    expect(events.find((e) => e.type === "REASONING_MESSAGE_START")).toMatchObject({ messageId: `${key}:0`, metadata: { reasoningUi: { summary: true } } });
    const details = [
      { type: "reasoning.summary", summary: "**Planning the lookup**\n\nThe user wants Brussels weather; I'll call get_weather.", id: "rs_0c9e1f2a3b4c5d6e", format: "openai-responses-v1", index: 0 },
      { type: "reasoning.encrypted", data: ENC, id: "rs_0c9e1f2a3b4c5d6e", format: "openai-responses-v1", index: 1 },
    ];
    expect(events.find((e) => e.type === "REASONING_ENCRYPTED_VALUE")).toMatchObject({ entityId: `${key}:0`, encryptedValue: JSON.stringify(details) });
    expect(events.filter((e) => e.type.startsWith("TOOL_CALL"))).toMatchObject([
      { type: "TOOL_CALL_START", toolCallId: "call_Br7xQ2wE9tY4", toolCallName: "get_weather", parentMessageId: `${key}:1` },
      { type: "TOOL_CALL_ARGS", delta: '{"city":' },
      { type: "TOOL_CALL_ARGS", delta: '"Brussels"}' },
      { type: "TOOL_CALL_END" },
    ]);
    const reasoning = chat.store.getState().messages[1]!;
    expect(reasoning).toMatchObject({ role: "reasoning", content: details[0]!.summary });

    chat.add({ id: "t1", role: "tool", toolCallId: "call_Br7xQ2wE9tY4", content: "14 °C, cloudy" });
    const second = await turn(chat, "r2", "openai/gpt-5-mini");
    expect(second.at(-1)).toMatchObject({ type: "RUN_FINISHED" });
    expect(server.requests[1]!.body).toBe(
      JSON.stringify({
        model: "openai/gpt-5-mini",
        stream: true,
        stream_options: { include_usage: true },
        messages: [
          { role: "user", content: "Weather in Brussels?" },
          {
            role: "assistant",
            content: null,
            tool_calls: [{ id: "call_Br7xQ2wE9tY4", type: "function", function: { name: "get_weather", arguments: '{"city":"Brussels"}' } }],
            reasoning_details: details,
          },
          { role: "tool", tool_call_id: "call_Br7xQ2wE9tY4", content: "14 °C, cloudy" },
        ],
      }),
    );
    expect(server.requests[1]!.body).toContain(`"data":"${ENC}"`);
  });

  it("inline <think> tags split across chunks become reasoning; the tags in the answer's code fence stay answer text", async () => {
    server = await replay("openai-chat", ["think-tags"]);
    const chat = conversation("How do I tag reasoning?");
    const diagnostics: BridgeDiagnostic[] = [];
    await turn(chat, "r1", "Qwen/QwQ-32B", undefined, diagnostics);
    const [, reasoning, answer] = chat.store.getState().messages;
    expect(reasoning).toMatchObject({ role: "reasoning", content: "The user asks how totag reasoning. I'll show an example.\n" });
    expect(answer).toMatchObject({ role: "assistant", content: "Wrap it like this:\n\n```xml\n<think>draft</think>\n```\n\nDone." });
    expect(diagnostics).toEqual([]);
  });

  it("a gateway error chunk mid-stream is RUN_ERROR with its message and status, after the reasoning that arrived", async () => {
    server = await replay("openai-chat", ["openrouter-error"]);
    const chat = conversation("Summarize");
    const events = await turn(chat, "r1", "anthropic/claude-sonnet-4.5");
    expect(types(events)).toEqual(["RUN_STARTED", "REASONING_START", "REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT", "RUN_ERROR"]);
    expect(events.at(-1)).toMatchObject({
      code: "provider_error",
      message: "Upstream error from Anthropic: Overloaded",
      metadata: { reasoningUi: { providerError: { status: 502 } } },
    });
    expect(chat.store.getState().messages[1]).toMatchObject({ content: "Summarizing the" });
  });
});
