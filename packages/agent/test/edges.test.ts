import { type Event as AgUiEvent, type Message } from "@ag-ui/core";
import type { TextStreamPart, ToolSet } from "ai";
import type { GenerateContentResponse } from "@google/genai";
import type { ResponseStreamEvent } from "openai/resources/responses/responses";
import { describe, expect, it } from "vitest";
import { BridgeInputError, ProviderStreamError, agUiToAnthropicMessages, agUiToGeminiContents, agUiToModelMessages, agUiToOpenAIResponsesInput, aiSdkToAgUi, geminiToAgUi, openaiResponsesToAgUi } from "@reasoning-ui/agent";

async function* from<T>(items: T[], thenThrow?: Error): AsyncGenerator<T> {
  for (const item of items) yield item;
  if (thenThrow) throw thenThrow;
}
async function collect(events: AsyncIterable<AgUiEvent>): Promise<AgUiEvent[]> {
  const out: AgUiEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}
const ids = { threadId: "t", runId: "r", now: () => 1 };

describe("stream failures", () => {
  it("an OpenAI error event becomes RUN_ERROR with the provider's code, after what came before", async () => {
    const events = await collect(
      openaiResponsesToAgUi(
        from([
          { type: "response.output_item.added", output_index: 0, sequence_number: 1, item: { id: "msg_1", type: "message", role: "assistant", status: "in_progress", content: [] } },
          { type: "response.output_text.delta", item_id: "msg_1", output_index: 0, content_index: 0, delta: "Hi", logprobs: [], sequence_number: 2 },
          { type: "error", code: "rate_limit_exceeded", message: "Slow down.", param: null, sequence_number: 3 },
        ] as ResponseStreamEvent[]),
        ids,
      ),
    );
    expect(events.map((e) => e.type)).toEqual(["RUN_STARTED", "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "RUN_ERROR"]);
    expect(events.at(-1)).toMatchObject({ message: "Slow down.", code: "rate_limit_exceeded" });
  });

  it("with runEvents: false a failure is thrown as ProviderStreamError after the events before it", async () => {
    const seen: AgUiEvent[] = [];
    const run = async () => {
      for await (const e of openaiResponsesToAgUi(from([] as ResponseStreamEvent[]), { ...ids, runEvents: false })) seen.push(e);
    };
    await expect(run()).rejects.toMatchObject({ name: "ProviderStreamError", code: "stream_cut" });
    expect(seen).toEqual([]);
  });

  it("an SDK error thrown mid-stream becomes RUN_ERROR provider_error", async () => {
    const chunk = { responseId: "g1", candidates: [{ content: { role: "model", parts: [{ text: "Hmm", thought: true }] } }] } as GenerateContentResponse;
    const events = await collect(geminiToAgUi(from([chunk], new Error("socket hang up")), ids));
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", message: "socket hang up", code: "provider_error" });
    expect(events.filter((e) => e.type === "REASONING_MESSAGE_CONTENT")).toHaveLength(1);
  });

  it("a Gemini SAFETY stop is a RUN_ERROR, not a finished run", async () => {
    const chunk = { responseId: "g1", candidates: [{ content: { role: "model", parts: [{ text: "I" }] }, finishReason: "SAFETY" }] } as GenerateContentResponse;
    const events = await collect(geminiToAgUi(from([chunk]), ids));
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "finish_safety" });
  });

  it("AI SDK error and abort parts end the run with RUN_ERROR", async () => {
    const error = await collect(aiSdkToAgUi(from([{ type: "start" }, { type: "error", error: new Error("overloaded") }] as TextStreamPart<ToolSet>[]), ids));
    expect(error.at(-1)).toMatchObject({ type: "RUN_ERROR", message: "overloaded", code: "provider_error" });
    const abort = await collect(aiSdkToAgUi(from([{ type: "abort" }] as TextStreamPart<ToolSet>[]), ids));
    expect(abort.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "aborted" });
    expect(new ProviderStreamError("m", "c")).toBeInstanceOf(Error);
  });
});

describe("next-turn input", () => {
  const history: Message[] = [
    { id: "u1", role: "user", content: "Hi" },
    { id: "a1", role: "assistant", toolCalls: [{ id: "c1", type: "function", function: { name: "f", arguments: "{not json" } }] },
  ];
  it("arguments that are not a JSON object are a BridgeInputError naming the tool call", () => {
    expect(() => agUiToAnthropicMessages(history)).toThrow(BridgeInputError);
    expect(() => agUiToAnthropicMessages(history)).toThrow(/'c1'/);
    // OpenAI takes arguments as the string the model wrote, so it passes through untouched.
    expect(agUiToOpenAIResponsesInput(history).input[1]).toEqual({ type: "function_call", call_id: "c1", name: "f", arguments: "{not json" });
  });
  it("a tool result for a call that is not in the history is a BridgeInputError (Gemini and the AI SDK need the name)", () => {
    const orphan: Message[] = [{ id: "t1", role: "tool", toolCallId: "nope", content: "x" }];
    expect(() => agUiToGeminiContents(orphan)).toThrow(BridgeInputError);
    expect(() => agUiToModelMessages(orphan)).toThrow(/'nope'/);
  });
  it("activity messages stay local; system text goes where each provider wants it", () => {
    const messages: Message[] = [
      { id: "s", role: "system", content: "Be brief." },
      { id: "x", role: "activity", activityType: "progress", content: {} },
      { id: "u", role: "user", content: [{ type: "text", text: "Hello " }, { type: "text", text: "there" }] },
    ];
    expect(agUiToAnthropicMessages(messages)).toEqual({ system: "Be brief.", messages: [{ role: "user", content: "Hello there" }] });
    expect(agUiToGeminiContents(messages)).toEqual({ systemInstruction: "Be brief.", contents: [{ role: "user", parts: [{ text: "Hello there" }] }] });
    expect(agUiToModelMessages(messages)).toEqual([{ role: "system", content: "Be brief." }, { role: "user", content: "Hello there" }]);
  });
});

describe("a request that fails before streaming", () => {
  it("ends the run with RUN_ERROR when the un-awaited SDK call rejects", async () => {
    const failed = Promise.reject(Object.assign(new Error("401 invalid x-api-key"), { status: 401 }));
    const events = await collect(geminiToAgUi(failed, ids));
    expect(events.map((e) => e.type)).toEqual(["RUN_STARTED", "RUN_ERROR"]);
    expect(events.at(-1)).toMatchObject({ message: "401 invalid x-api-key", code: "provider_error" });
  });
});

describe("runtime neutrality", () => {
  it("the bridge sources (everything but ./testing) import no Node built-ins and use no Node globals", async () => {
    const { readdir, readFile } = await import("node:fs/promises");
    const root = new URL("../src/", import.meta.url);
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith(".ts") && !f.startsWith("testing"));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const text = await readFile(new URL(file, root), "utf8");
      expect(text, file).not.toMatch(/from "node:|require\(|\bprocess\.|\bBuffer\b/);
      // Provider SDKs are used for their types only: no runtime import of them ships.
      expect(text, file).not.toMatch(/^import (?!type)[^;]*from "(openai|@anthropic-ai\/sdk|@google\/genai|ai|ollama)[/"]/m);
    }
    // The <think> extractor runs in the browser too: it imports nothing and touches no host API.
    const think = await readFile(new URL("think.ts", root), "utf8");
    expect(think).not.toMatch(/^import /m);
    expect(think).not.toMatch(/\b(window|document|globalThis|process|Buffer|TextDecoder|require)\b/);
  });
});

describe("Gemini signature-only parts", () => {
  it("an empty thought part carrying only a signature is its own hidden reasoning message, and goes back as that part", async () => {
    const chunks = [
      { responseId: "g9", candidates: [{ content: { role: "model", parts: [{ text: "Thinking about it.", thought: true }] } }] },
      { responseId: "g9", candidates: [{ content: { role: "model", parts: [{ text: "", thought: true, thoughtSignature: "SIG" }] } }] },
      { responseId: "g9", candidates: [{ content: { role: "model", parts: [{ text: "Done." }] }, finishReason: "STOP" }] },
    ] as GenerateContentResponse[];
    const events = await collect(geminiToAgUi(from(chunks), ids));
    expect(events.filter((e) => e.type === "REASONING_MESSAGE_START")).toMatchObject([
      { messageId: "g9:0", metadata: { reasoningUi: { summary: true } } },
      { messageId: "g9:1", metadata: { reasoningUi: { hidden: "encrypted" } } },
    ]);
    const messages: Message[] = [
      { id: "u", role: "user", content: "Q" },
      { id: "g9:0", role: "reasoning", content: "Thinking about it." },
      { id: "g9:1", role: "reasoning", content: "", encryptedValue: "SIG" },
      { id: "g9:2", role: "assistant", content: "Done." },
    ];
    expect(agUiToGeminiContents(messages).contents[1]).toEqual({
      role: "model",
      parts: [{ text: "Thinking about it.", thought: true }, { text: "", thought: true, thoughtSignature: "SIG" }, { text: "Done." }],
    });
  });
});
