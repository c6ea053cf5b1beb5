// Issue 24 part 1: hidden reasons on REASONING_MESSAGE_START through the AI SDK, OpenAI `phase` on replay.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import type { Event as AgUiEvent } from "@ag-ui/core";
import { streamText } from "ai";
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import { agUiToModelMessages, agUiToOpenAIResponsesInput, aiSdkToAgUi, openaiResponsesToAgUi } from "@reasoning-ui/agent";
import { conversation, replay } from "./harness";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const starts = (events: AgUiEvent[]) => events.filter((e) => e.type === "REASONING_MESSAGE_START");

async function aiSdkTurn(model: Parameters<typeof streamText>[0]["model"], chat: ReturnType<typeof conversation>, providerOptions: Record<string, Record<string, never> | object>) {
  const input = chat.nextInput();
  const result = streamText({ model, messages: agUiToModelMessages(input.messages), maxRetries: 0, providerOptions: providerOptions as never, onError: () => {} });
  return chat.run(aiSdkToAgUi(result.fullStream, { threadId: input.threadId, runId: "r1" }));
}

describe("AI SDK: the hidden reason is on REASONING_MESSAGE_START", () => {
  it("Anthropic redacted thinking opens marked redacted; the readable block after it opens unmarked", async () => {
    server = await replay("anthropic", ["redacted"]);
    const events = await aiSdkTurn(createAnthropic({ apiKey: "k", baseURL: `${server.origin}/v1` })("claude-sonnet-4-6"), conversation("Tell me"), {});
    const [redacted, readable] = starts(events);
    expect(redacted).toMatchObject({ metadata: { reasoningUi: { hidden: "redacted" } } });
    expect(readable).not.toHaveProperty("metadata");
    // START of the readable block comes with its first text, after the span opened.
    const i = events.indexOf(readable!);
    expect(events[i + 1]).toMatchObject({ type: "REASONING_MESSAGE_CONTENT", messageId: readable!.type === "REASONING_MESSAGE_START" && readable!.messageId });
  });

  it("Anthropic omitted thinking (signature only) opens marked omitted, before its END", async () => {
    server = await replay("anthropic", ["omitted"]);
    const chat = conversation("Quick one");
    const events = await aiSdkTurn(createAnthropic({ apiKey: "k", baseURL: `${server.origin}/v1` })("claude-sonnet-4-6"), chat, {});
    const [start] = starts(events);
    expect(start).toMatchObject({ metadata: { reasoningUi: { hidden: "omitted" } } });
    const id = start!.type === "REASONING_MESSAGE_START" ? start!.messageId : "";
    expect(events.findIndex((e) => e.type === "REASONING_MESSAGE_END" && e.messageId === id)).toBeGreaterThan(events.indexOf(start!));
    expect(chat.store.getState().reasoning[id]).toMatchObject({ visibility: "hidden" });
  });

  it("OpenAI encrypted-only reasoning opens marked encrypted", async () => {
    server = await replay("openai", ["encrypted-only"]);
    const model = createOpenAI({ apiKey: "sk-test", baseURL: server.origin }).responses("o4-mini");
    const events = await aiSdkTurn(model, conversation("Capital of France?"), { openai: { store: false, include: ["reasoning.encrypted_content"] } });
    expect(starts(events)).toMatchObject([{ metadata: { reasoningUi: { hidden: "encrypted" } } }]);
  });
});

describe("OpenAI Responses: message phase survives the round trip", () => {
  it("a commentary message keeps phase: commentary on TEXT_MESSAGE_START and goes back with it", async () => {
    server = await replay("openai", ["commentary", "after-tool"]);
    const client = new OpenAI({ apiKey: "sk-test", baseURL: server.origin, maxRetries: 0 });
    const chat = conversation("Weather in Paris?");
    const turn = async (runId: string) => {
      const input = chat.nextInput();
      const stream = client.responses.create({ model: "gpt-5", ...agUiToOpenAIResponsesInput(input.messages), stream: true });
      return chat.run(openaiResponsesToAgUi(stream, { threadId: input.threadId, runId }));
    };
    const events = await turn("r1");
    expect(events.find((e) => e.type === "TEXT_MESSAGE_START")).toMatchObject({ messageId: "msg_comm01", metadata: { reasoningUi: { phase: "commentary" } } });
    chat.add({ id: "t1", role: "tool", toolCallId: "call_comm01", content: "18 °C" });
    await turn("r2");
    const body = JSON.parse(server.requests[1]!.body) as { input: unknown[] };
    expect(body.input).toEqual([
      { role: "user", content: "Weather in Paris?" },
      {
        type: "message",
        id: "msg_comm01",
        role: "assistant",
        status: "completed",
        content: [{ type: "output_text", text: "Let me check the weather service for Paris.", annotations: [] }],
        phase: "commentary",
      },
      { type: "function_call", call_id: "call_comm01", name: "get_weather", arguments: '{"city":"Paris"}', id: "fc_comm01" },
      { type: "function_call_output", call_id: "call_comm01", output: "18 °C" },
    ]);
  });
});
