import { EventType } from "@ag-ui/core";
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import { REASONING_UI_METADATA_KEY, agUiToOpenAIResponsesInput, openaiResponsesToAgUi } from "@reasoning-ui/agent";
import { conversation, replay, types } from "../harness";

const ENC1 =
  "gAAAAABpIsQ1x7kVt3Y9cQ2m_Lr0sPzKx4Wq8fN1dBvE6hJtUo3aRgYiM5lC0nS2pDeF7kG9wXjHqTbVzA1yN4rO6uP8sI2mK0lQ5tW3xR7vB9nC1dE4fG6hJ8kL0zX2cV4bN6mM8qW0eR2tY4uI6oP8aS0dF2gH4jK6lZ8xC0vB2nM4qW6eR8tY0uI1oP3aS5dF7gH9jK1lZ3xC5vB7nM9==";
const ENC2 =
  "gAAAAABpIsQ9Qw2Er4Ty6Ui8Op0As2Df4Gh6Jk8Lz0Xc2Vb4Nm6Qw8Er0Ty2Ui4Op6As8Df0Gh2Jk4Lz6Xc8Vb0Nm2Qw4Er6Ty8Ui0Op2As4Df6Gh8Jk0Lz2Xc4Vb6Nm8_-Qw1Er3Ty5Ui7Op9As1Df3Gh5Jk7Lz9Xc1Vb3Nm5==";
const ENC3 = "gAAAAABpIsR2hidden-only_Zx9Yw8Xv7Wu6Vt5Us4Tr3Sq2Rp1Qo0Pn9Om8Nl7Mk6Lj5Ki4Jh3Ig2Hf1Ge0Fd9Ec8Db7Ca6B5a4Z3y2X1w0V9u8T7s6R5q4P3o2N1m0==";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function turn(client: OpenAI, chat: ReturnType<typeof conversation>, runId: string) {
  const input = chat.nextInput();
  const stream = await client.responses.create({ model: "o4-mini", ...agUiToOpenAIResponsesInput(input.messages), reasoning: { summary: "auto" }, stream: true });
  return chat.run(openaiResponsesToAgUi(stream, { threadId: input.threadId, runId }));
}

const client = (s: ReplayServer) => new OpenAI({ apiKey: "sk-test", baseURL: s.origin, maxRetries: 0 });

describe("OpenAI Responses ↔ AG-UI through the openai SDK", () => {
  it("summary parts become one message each, encrypted_content rides on them and goes back in place", async () => {
    server = await replay("openai", ["summary-encrypted", "after-tool"]);
    const chat = conversation("Why is the sky blue?");
    const events = await turn(client(server), chat, "r1");

    expect(types(events)).toEqual([
      "RUN_STARTED", "REASONING_START",
      "REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_END",
      "REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_END",
      "REASONING_ENCRYPTED_VALUE", "REASONING_ENCRYPTED_VALUE", "REASONING_END",
      "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_END", "RUN_FINISHED",
    ]);
    const finished = events.at(-1)!;
    expect(finished.type === EventType.RUN_FINISHED && finished.usage).toEqual([
      { provider: "openai", model: "o4-mini-2025-04-16", inputTokens: 42, outputTokens: 180, totalTokens: 222, reasoningTokens: 128 },
    ]);
    const state = chat.store.getState();
    expect(state.messages.map((m) => [m.id, m.role])).toEqual([
      ["u1", "user"], ["rs_summary01:summary:0", "reasoning"], ["rs_summary01:summary:1", "reasoning"], ["msg_summary01", "assistant"],
    ]);
    const [, first, second] = state.messages;
    expect(first).toMatchObject({ content: "**Reading the question**\n\nThe user asks why the sky is blue; this is Rayleigh scattering.", encryptedValue: ENC1 });
    expect(first!.metadata).toEqual({ [REASONING_UI_METADATA_KEY]: { summary: true, title: "Reading the question" } });
    expect(second).toMatchObject({ content: "**Choosing the level**\n\nA short answer with one example fits best.", encryptedValue: ENC1 });
    expect(state.reasoning["rs_summary01:summary:0"]).toMatchObject({ visibility: "summary", status: "complete", spanId: "rs_summary01" });

    chat.add({ id: "u2", role: "user", content: "And at sunset?" });
    await turn(client(server), chat, "r2");
    expect(server.requests[1]!.body).toBe(
      JSON.stringify({
        model: "o4-mini",
        input: [
          { role: "user", content: "Why is the sky blue?" },
          {
            type: "reasoning",
            id: "rs_summary01",
            summary: [
              { type: "summary_text", text: "**Reading the question**\n\nThe user asks why the sky is blue; this is Rayleigh scattering." },
              { type: "summary_text", text: "**Choosing the level**\n\nA short answer with one example fits best." },
            ],
            encrypted_content: ENC1,
          },
          {
            type: "message",
            id: "msg_summary01",
            role: "assistant",
            status: "completed",
            content: [{ type: "output_text", text: "The sky looks blue because air scatters short (blue) wavelengths of sunlight far more than long ones.", annotations: [] }],
          },
          { role: "user", content: "And at sunset?" },
        ],
        store: false,
        include: ["reasoning.encrypted_content"],
        reasoning: { summary: "auto" },
        stream: true,
      }),
    );
  });

  it("a function call becomes a tool call; the reasoning item, the call and its output go back in order", async () => {
    server = await replay("openai", ["tool-call", "after-tool"]);
    const chat = conversation("Weather in Paris?");
    const events = await turn(client(server), chat, "r1");
    expect(events.filter((e) => e.type.startsWith("TOOL_CALL"))).toMatchObject([
      { type: "TOOL_CALL_START", toolCallId: "call_weather01", toolCallName: "get_weather", parentMessageId: "fc_tool01", metadata: { reasoningUi: { itemId: "fc_tool01" } } },
      { type: "TOOL_CALL_ARGS", delta: '{"city"' },
      { type: "TOOL_CALL_ARGS", delta: ':"Paris"}' },
      { type: "TOOL_CALL_END", toolCallId: "call_weather01" },
    ]);
    chat.add({ id: "t1", role: "tool", toolCallId: "call_weather01", content: '{"temp_c":18,"sky":"sunny"}' });
    const second = await turn(client(server), chat, "r2");
    expect(second.at(-1)!.type).toBe("RUN_FINISHED");
    expect(server.requests[1]!.body).toBe(
      JSON.stringify({
        model: "o4-mini",
        input: [
          { role: "user", content: "Weather in Paris?" },
          {
            type: "reasoning",
            id: "rs_tool01",
            summary: [{ type: "summary_text", text: "**Needs live data**\n\nWeather changes; I should call get_weather for Paris." }],
            encrypted_content: ENC2,
          },
          { type: "function_call", call_id: "call_weather01", name: "get_weather", arguments: '{"city":"Paris"}', id: "fc_tool01" },
          { type: "function_call_output", call_id: "call_weather01", output: '{"temp_c":18,"sky":"sunny"}' },
        ],
        store: false,
        include: ["reasoning.encrypted_content"],
        reasoning: { summary: "auto" },
        stream: true,
      }),
    );
    expect(chat.store.getState().messages.at(-1)).toMatchObject({ id: "msg_tool02", content: "It is 18 °C and sunny in Paris right now." });
  });

  it("a reasoning item with only encrypted_content becomes hidden reasoning marked encrypted, and goes back with an empty summary", async () => {
    server = await replay("openai", ["encrypted-only", "after-tool"]);
    const chat = conversation("Capital of France?");
    const events = await turn(client(server), chat, "r1");
    expect(events.filter((e) => e.type === "REASONING_MESSAGE_START")).toMatchObject([{ messageId: "rs_hidden01:encrypted", metadata: { reasoningUi: { hidden: "encrypted" } } }]);
    expect(chat.store.getState().reasoning["rs_hidden01:encrypted"]).toMatchObject({ visibility: "hidden", status: "complete" });
    chat.add({ id: "u2", role: "user", content: "Thanks" });
    await turn(client(server), chat, "r2");
    const body = JSON.parse(server.requests[1]!.body) as { input: unknown[] };
    expect(body.input[1]).toEqual({ type: "reasoning", id: "rs_hidden01", summary: [], encrypted_content: ENC3 });
    expect(server.requests[1]!.body).toContain(`"encrypted_content":"${ENC3}"`);
  });

  it("reasoning_text becomes visible reasoning; an item without encrypted_content is not sent back under store: false", async () => {
    server = await replay("openai", ["plain", "after-tool"]);
    const chat = conversation("Hello");
    await turn(client(server), chat, "r1");
    const state = chat.store.getState();
    expect(state.messages[1]).toMatchObject({ id: "rs_plain01:content:0", role: "reasoning", content: "The user says hello. A friendly greeting back is enough." });
    expect(state.reasoning["rs_plain01:content:0"]!.visibility).toBe("visible");
    chat.add({ id: "u2", role: "user", content: "Bye" });
    await turn(client(server), chat, "r2");
    expect((JSON.parse(server.requests[1]!.body) as { input: unknown[] }).input).toEqual([
      { role: "user", content: "Hello" },
      { type: "message", id: "msg_plain01", role: "assistant", status: "completed", content: [{ type: "output_text", text: "Hello! How can I help?", annotations: [] }] },
      { role: "user", content: "Bye" },
    ]);
  });

  it("a stream cut mid-summary ends with RUN_ERROR and keeps every delta that arrived", async () => {
    server = await replay("openai", ["cut"]);
    const chat = conversation("Explain");
    const events = await turn(client(server), chat, "r1");
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR" });
    expect(types(events)).not.toContain("RUN_FINISHED");
    expect(events.filter((e) => e.type === "REASONING_MESSAGE_CONTENT").length).toBe(2);
    const state = chat.store.getState();
    expect(state.status).toBe("error");
    expect(state.messages[1]).toMatchObject({ id: "rs_cut01:summary:0", content: "**Starting out**\n\nThis answer will be cut" });
    expect(state.reasoning["rs_cut01:summary:0"]!.status).toBe("interrupted");
  });
});
