import { EventType } from "@ag-ui/core";
import { GoogleGenAI } from "@google/genai";
import { afterEach, describe, expect, it } from "vitest";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import { agUiToGeminiContents, geminiToAgUi } from "@reasoning-ui/agent";
import { conversation, replay, types } from "../harness";

const GS1 =
  "CiQB0e2Kb7Sx4pQ9mV2nR8tY1uW3eA5cD7fG9hJ2kL4mN6pQ8rCmcBAdHtim9vS3xY5zA7bC9dE1fG3hI5jK7lM9nO1pQ3rS5tU7vW9xY1zA3bC5dE7fG9hI1jK3lM5nO7pQ9rS1tU3vW5xY7zA9bC1dE3fG5hI7jK9lM1nO3pQ5r==";
const GS2 =
  "CiIB0e2Kb1Ab2Cd3Ef4Gh5Ij6Kl7Mn8Op9Qr0St1Uv2Wx3Yz4CmkBAdHtim8Zy7Xw6Vu5Ts4Rq3Po2Nm1Lk0Ji9Hg8Fe7Dc6Ba5Zy4Xw3Vu2Ts1Rq0Po9Nm8Lk7Ji6Hg5Fe4Dc3Ba2Zy1Xw0Vu9Ts8Rq7Po6Nm5Lk4Ji3Hg2==";
const GS3 = "CiQB0e2Kb3textsig5Qw7Er9Ty1Ui3Op5As7Df9Gh1Jk3Lz5Xc7Vb9Nm1Qw3Er5Ty7Ui9Op1As3Df5Gh7Jk9Lz1Xc3Vb5Nm7Qw9Er1Ty3Ui5Op7As9Df1Gh3Jk5Lz7Xc9Vb1Nm3==";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function turn(s: ReplayServer, chat: ReturnType<typeof conversation>, runId: string) {
  const input = chat.nextInput();
  const ai = new GoogleGenAI({ apiKey: "test-key", httpOptions: { baseUrl: s.origin } });
  const stream = await ai.models.generateContentStream({
    model: "gemini-2.5-flash",
    ...agUiToGeminiContents(input.messages),
    config: { thinkingConfig: { includeThoughts: true } },
  });
  return chat.run(geminiToAgUi(stream, { threadId: input.threadId, runId }));
}

/** The request body for `contents`, written out independently of the bridge. */
const body = (contents: unknown[]) => JSON.stringify({ contents, generationConfig: { thinkingConfig: { includeThoughts: true } } });

describe("Gemini ↔ AG-UI through @google/genai", () => {
  it("thought parts become a summary, a signed text part its own message with the signature; all go back as the same parts, never merged", async () => {
    server = await replay("gemini", ["thoughts-text", "after-tool"]);
    const chat = conversation("A haiku about autumn");
    const events = await turn(server, chat, "r1");
    expect(types(events)).toEqual([
      "RUN_STARTED", "REASONING_START", "REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_END",
      "REASONING_END", "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_END",
      "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_END", "REASONING_ENCRYPTED_VALUE", "RUN_FINISHED",
    ]);
    const finished = events.at(-1)!;
    expect(finished.type === EventType.RUN_FINISHED && finished.usage).toEqual([
      { provider: "google", model: "gemini-2.5-flash", inputTokens: 9, outputTokens: 129, totalTokens: 138, reasoningTokens: 110 },
    ]);
    const [, thought, unsigned, text] = chat.store.getState().messages;
    expect(thought).toMatchObject({
      role: "reasoning",
      content: "**Analyzing the request**\n\nThe user wants a haiku about autumn. Five, seven, five syllables.",
      metadata: { reasoningUi: { summary: true, title: "Analyzing the request" } },
    });
    // The signed chunk is its own message, never merged with the unsigned chunk before it.
    expect(unsigned).toMatchObject({ role: "assistant", content: "Crimson leaves drifting,\n" });
    expect(unsigned).not.toHaveProperty("encryptedValue");
    expect(text).toMatchObject({ role: "assistant", content: "cool wind hums through empty boughs,\nthe year exhales slow.", encryptedValue: GS3 });
    expect(server.requests[0]!.path).toBe("/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse");

    chat.add({ id: "u2", role: "user", content: "Another" });
    await turn(server, chat, "r2");
    expect(server.requests[1]!.body).toBe(
      body([
        { parts: [{ text: "A haiku about autumn" }], role: "user" },
        {
          parts: [
            { text: "**Analyzing the request**\n\nThe user wants a haiku about autumn. Five, seven, five syllables.", thought: true },
            { text: "Crimson leaves drifting,\n" },
            { text: "cool wind hums through empty boughs,\nthe year exhales slow.", thoughtSignature: GS3 },
          ],
          role: "model",
        },
        { parts: [{ text: "Another" }], role: "user" },
      ]),
    );
  });

  it("thoughtSignature on a functionCall rides on the tool call; calls and responses go back part for part, a signed part never merged", async () => {
    server = await replay("gemini", ["function-call", "after-tool", "thoughts-text"]);
    const chat = conversation("Weather in Paris and London?");
    const events = await turn(server, chat, "r1");
    expect(events.filter((e) => e.type === "TOOL_CALL_START" || e.type === "REASONING_ENCRYPTED_VALUE")).toMatchObject([
      { type: "TOOL_CALL_START", toolCallId: "gem-call-0001:call:1", toolCallName: "get_weather" },
      { type: "REASONING_ENCRYPTED_VALUE", subtype: "tool-call", entityId: "gem-call-0001:call:1", encryptedValue: GS1 },
      { type: "TOOL_CALL_START", toolCallId: "gem-call-0001:call:2", toolCallName: "get_weather" },
    ]);
    chat.add({ id: "t1", role: "tool", toolCallId: "gem-call-0001:call:1", content: '{"temp_c":18}' });
    chat.add({ id: "t2", role: "tool", toolCallId: "gem-call-0001:call:2", content: "12 °C" });
    await turn(server, chat, "r2");
    const history = [
      { parts: [{ text: "Weather in Paris and London?" }], role: "user" },
      {
        parts: [
          { text: "**Planning the lookup**\n\nI need the weather for both cities.", thought: true },
          { functionCall: { args: { city: "Paris" }, name: "get_weather" }, thoughtSignature: GS1 },
          { functionCall: { args: { city: "London" }, name: "get_weather" } },
        ],
        role: "model",
      },
      {
        parts: [
          { functionResponse: { name: "get_weather", response: { temp_c: 18 } } },
          { functionResponse: { name: "get_weather", response: { result: "12 °C" } } },
        ],
        role: "user",
      },
    ];
    expect(server.requests[1]!.body).toBe(body(history));

    // The answer's first chunk is signed, the second is not: two parts, kept apart on the next turn.
    expect(chat.store.getState().messages.slice(-2)).toMatchObject([
      { role: "assistant", content: "Paris is 18 °C and London 12 °C.", encryptedValue: GS2 },
      { role: "assistant", content: " Both are dry today." },
    ]);
    chat.add({ id: "u2", role: "user", content: "Thanks" });
    await turn(server, chat, "r3");
    expect(server.requests[2]!.body).toBe(
      body([
        ...history,
        { parts: [{ text: "Paris is 18 °C and London 12 °C.", thoughtSignature: GS2 }, { text: " Both are dry today." }], role: "model" },
        { parts: [{ text: "Thanks" }], role: "user" },
      ]),
    );
  });

  it("a stream cut mid-thought ends with RUN_ERROR and keeps the thought so far", async () => {
    server = await replay("gemini", ["cut"]);
    const chat = conversation("Think");
    const events = await turn(server, chat, "r1");
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR" });
    expect(types(events)).not.toContain("RUN_FINISHED");
    const state = chat.store.getState();
    expect(state.messages[1]).toMatchObject({ role: "reasoning", content: "**Thinking it through**\n\nStep one is clear. Step two needs" });
    expect(state.reasoning[state.messages[1]!.id]!.status).toBe("interrupted");
    expect(state.status).toBe("error");
  });
});
