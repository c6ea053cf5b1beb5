// Issue 24 part 3: Ollama's `thinking` through the official `ollama` client, pointed at the replay server
// serving recorded NDJSON streams (split mid-line as on a real network).
import type { Event as AgUiEvent } from "@ag-ui/core";
import { Ollama } from "ollama";
import { afterEach, describe, expect, it } from "vitest";
import { type ReplayServer, createReplayServer } from "@reasoning-ui/agent/testing";
import { type BridgeDiagnostic, agUiToOllamaMessages, ollamaToAgUi } from "@reasoning-ui/agent";
import { readFixture } from "../fixtures";
import { conversation, types } from "../harness";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(names: string[], status?: number): Promise<ReplayServer> {
  const bodies = await Promise.all(names.map((n) => readFixture("ollama", `${n}.ndjson`)));
  server = await createReplayServer({ respond: (_r, i) => ({ body: bodies[i]!, contentType: "application/x-ndjson", chunkSize: 41, ...(status && { status }) }) });
  return server;
}

async function turn(chat: ReturnType<typeof conversation>, runId: string, model = "qwen3:8b", diagnostics: BridgeDiagnostic[] = []): Promise<AgUiEvent[]> {
  const ollama = new Ollama({ host: server!.origin });
  const input = chat.nextInput();
  const stream = ollama.chat({ model, think: true, stream: true, messages: agUiToOllamaMessages(input.messages) });
  return chat.run(ollamaToAgUi(stream, { threadId: input.threadId, runId, onDiagnostic: (d) => diagnostics.push(d) }));
}

describe("Ollama ↔ AG-UI through the ollama client", () => {
  it("thinking becomes visible reasoning, a tool call follows, and both go back (thinking, tool_calls, tool_name)", async () => {
    await serve(["thinking-tool", "after-tool"]);
    const chat = conversation("Weather in Paris?");
    const events = await turn(chat, "r1");
    expect(types(events)).toEqual([
      "RUN_STARTED", "REASONING_START", "REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT",
      "REASONING_MESSAGE_END", "REASONING_END", "TOOL_CALL_START", "TOOL_CALL_ARGS", "TOOL_CALL_END", "RUN_FINISHED",
    ]);
    expect(events.find((e) => e.type === "TOOL_CALL_START")).toMatchObject({ toolCallId: "r1:call:0", toolCallName: "get_weather", parentMessageId: "r1:1" });
    expect(events.at(-1)).toMatchObject({ usage: [{ provider: "ollama", model: "qwen3:8b", inputTokens: 182, outputTokens: 64, totalTokens: 246 }] });
    expect(chat.store.getState().messages[1]).toMatchObject({ id: "r1:0", role: "reasoning", content: "Okay, the userwants the weather in Paris. I should call get_weather." });

    chat.add({ id: "t1", role: "tool", toolCallId: "r1:call:0", content: '{"temp_c":18}' });
    await turn(chat, "r2");
    expect(server!.requests[1]!.body).toBe(
      JSON.stringify({
        model: "qwen3:8b",
        think: true,
        stream: true,
        messages: [
          { role: "user", content: "Weather in Paris?" },
          {
            role: "assistant",
            content: "",
            thinking: "Okay, the userwants the weather in Paris. I should call get_weather.",
            tool_calls: [{ function: { name: "get_weather", arguments: { city: "Paris" } } }],
          },
          { role: "tool", content: '{"temp_c":18}', tool_name: "get_weather" },
        ],
      }),
    );
    expect(chat.store.getState().messages.at(-1)).toMatchObject({ id: "r2:1", role: "assistant", content: "It is 18 °C and sunny in Paris." });
  });

  it("a model without think support writing <think> tags in content still shows its reasoning", async () => {
    await serve(["think-tags"]);
    const chat = conversation("Hello");
    await turn(chat, "r1", "deepseek-r1:7b");
    expect(chat.store.getState().messages.slice(1).map((m) => [m.role, m.content])).toEqual([
      ["reasoning", "Hello is a greeting.\n"],
      ["assistant", "Hello! How can I help?"],
    ]);
  });

  it("an error line mid-stream is RUN_ERROR with Ollama's message, after the thinking that arrived", async () => {
    await serve(["error"]);
    const chat = conversation("Think hard");
    const events = await turn(chat, "r1");
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "provider_error", message: expect.stringContaining("model runner has unexpectedly stopped") });
    expect(chat.store.getState().messages[1]).toMatchObject({ content: "Let me think about" });
  });

  it("an HTTP error (model not found) is RUN_ERROR with the status", async () => {
    server = await createReplayServer({ respond: () => ({ body: JSON.stringify({ error: "model 'nope' not found" }), status: 404, contentType: "application/json" }) });
    const events = await turn(conversation("Hi"), "r1", "nope");
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", message: "model 'nope' not found", metadata: { reasoningUi: { providerError: { status: 404 } } } });
  });

  it("the README's abort (ollama.abort() when the browser goes away) ends the stream with RUN_ERROR aborted", async () => {
    const body = await readFixture("ollama", "thinking-tool.ndjson");
    server = await createReplayServer({ respond: () => ({ body, contentType: "application/x-ndjson", chunkSize: 40, delayMs: 15 }) });
    const ollama = new Ollama({ host: server.origin });
    const stream = ollama.chat({ model: "qwen3:8b", think: true, stream: true, messages: [{ role: "user", content: "Hi" }] });
    const seen: AgUiEvent[] = [];
    for await (const event of ollamaToAgUi(stream, { threadId: "t", runId: "r1" })) {
      seen.push(event);
      if (event.type === "REASONING_MESSAGE_CONTENT") ollama.abort();
    }
    expect(types(seen)).not.toContain("RUN_FINISHED");
    expect(seen.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "aborted" });
  });
});

// Issue 32: no Ollama server can run here (no binary, no model), so these streams are built from the fields
// Ollama's API documentation names, exactly (docs/api.md "Generate a chat completion"; docs/capabilities/
// thinking, streaming and tool-calling): model, created_at, message { role, content, thinking, tool_calls
// [{ function { index, name, arguments } }] }, done, done_reason, and the final chunk's total_duration,
// load_duration, prompt_eval_count, prompt_eval_duration, eval_count, eval_duration. They are not captured.
describe("Ollama's documented NDJSON through the real ollama client (a local HTTP server replaying it)", () => {
  it("thinking, a tool call with its index, done_reason; then the answer after the tool result", async () => {
    await serve(["documented-thinking-tool", "documented-answer"]);
    const chat = conversation("What is the temperature in New York?");
    const diagnostics: BridgeDiagnostic[] = [];
    const events = await turn(chat, "r1", "qwen3", diagnostics);
    expect(types(events)).toEqual([
      "RUN_STARTED", "REASONING_START", "REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT",
      "REASONING_MESSAGE_END", "REASONING_END", "TOOL_CALL_START", "TOOL_CALL_ARGS", "TOOL_CALL_END", "RUN_FINISHED",
    ]);
    expect(events.find((e) => e.type === "TOOL_CALL_START")).toMatchObject({ toolCallId: "r1:call:0", toolCallName: "get_temperature" });
    expect(events.find((e) => e.type === "TOOL_CALL_ARGS")).toMatchObject({ delta: '{"city":"New York"}' });
    // eval_count counts thinking too; Ollama sends no total: the kit's total is input + output.
    expect(events.at(-1)).toMatchObject({ usage: [{ provider: "ollama", model: "qwen3", inputTokens: 172, outputTokens: 61, totalTokens: 233 }] });
    expect(diagnostics).toEqual([]);
    const s = chat.store.getState();
    expect(s.messages[1]).toMatchObject({ role: "reasoning", content: "The user wants the temperature in New York. I'll call get_temperature." });
    expect(s.reasoning[s.messages[1]!.id]!.visibility).toBe("visible");

    chat.add({ id: "t1", role: "tool", toolCallId: "r1:call:0", content: "22°C" });
    const second = await turn(chat, "r2", "qwen3");
    const sent = JSON.parse(server!.requests[1]!.body) as { messages: unknown[] };
    expect(sent.messages.slice(1)).toEqual([
      { role: "assistant", content: "", thinking: "The user wants the temperature in New York. I'll call get_temperature.", tool_calls: [{ function: { name: "get_temperature", arguments: { city: "New York" } } }] },
      { role: "tool", content: "22°C", tool_name: "get_temperature" },
    ]);
    expect(second.at(-1)).toMatchObject({ type: "RUN_FINISHED", usage: [{ inputTokens: 210, outputTokens: 14, totalTokens: 224 }] });
    expect(chat.store.getState().messages.slice(-2).map((m) => [m.role, m.content])).toEqual([
      ["reasoning", "It is 22°C."],
      ["assistant", "It is 22°C in New York."],
    ]);
  });

  it("a body that ends before the done chunk (its only end-of-answer signal) is stream_cut, the text kept", async () => {
    await serve(["documented-cut"]);
    const chat = conversation("Temperature?");
    const events = await turn(chat, "r1", "qwen3");
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "stream_cut" });
    expect(chat.store.getState().messages.at(-1)).toMatchObject({ role: "assistant", content: "It is " });
  });
});
