import Anthropic from "@anthropic-ai/sdk";
import { EventType } from "@ag-ui/core";
import { afterEach, describe, expect, it } from "vitest";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import { agUiToAnthropicMessages, anthropicMessagesToAgUi } from "@reasoning-ui/agent";
import { conversation, replay, types } from "../harness";

const SIG1 =
  "EqQBCkgIBxABGAIiQLgVvNqB3bW1uC8sXkqz2mN7oV0d4pR6tY8wA1cE3gH5jK7lM9nP1qS3uW5yZ7bD9fH1jL3nR5tV7xZ9cE1gI3kM5oQ7sU9wY1aC3eG5iK7mO9qS1uW3yA5cE7gI9kM1oQ3sU5wY7aC9eG1iK3mEgxA0bC4dE6fG8hJ0kL2mN4pR6tV8xZ0bD2fH4jL6nRzAAAAA==";
const SIG2 =
  "ErUBCkYIBhgCIkBNzS1kv4Lw2xQ8pY0rT2uV4wX6yZ8aB0cD2eF4gH6iJ8kL0mN2oP4qR6sT8uV0wX2yZ4aB6cD8eF0gH2iJ4kL6mN8oP0qR2sT4uV6wX8yZ0aB2cD4eF6gH8iJ0kL2mN4oP6qR8sT0uV2wX4yZ6aB8cD0eF2gH4iJ6kL8mN0oP2qR4sT6uV8wX0yEgyPq4Rs6Tu8Vw0Xy2Za4==";
const SIG3 =
  "EsgBCkYIBhgCKkA9xY2wV3uT4sR5qP6oN7mL8kJ9iH0gF1eD2cB3aZ4yX5wV6uT7sR8qP9oN0mL1kJ2iH3gF4eD5cB6aZ7yX8wV9uT0sR1qP2oN3mL4kJ5iH6gF7eD8cB9aZ0yX1wV2uT3sR4qP5oN6mL7kJ8iH9gF0eD1cB2aZ3yX4wV5uT6sR7qP8oN9mL0kEgwOmitted0nly==";
const SIG4 =
  "EuYBCkQIBxgCIkCinterleaved0Ab1Cd2Ef3Gh4Ij5Kl6Mn7Op8Qr9St0Uv1Wx2Yz3Ab4Cd5Ef6Gh7Ij8Kl9Mn0Op1Qr2St3Uv4Wx5Yz6Ab7Cd8Ef9Gh0Ij1Kl2Mn3Op4Qr5St6Uv7Wx8Yz9Ab0Cd1Ef2Gh3Ij4Kl5Mn6Op7Qr8St9Uv0Wx1Yz2EgzN5lT6gF8kP2aD4rB7==";
const RED1 =
  "EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpPkNRj2YfWXGmKDxH4mPnZ5sQ7vB8gS0fT1lIvzfUhYmmvxLI0VQ7mRl8mR3d8Kt9gRWYhQZ==";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const client = (s: ReplayServer) => new Anthropic({ apiKey: "sk-ant-test", baseURL: s.origin, maxRetries: 0 });
const THINKING = { type: "enabled", budget_tokens: 8000 } as const;

async function turn(s: ReplayServer, chat: ReturnType<typeof conversation>, runId: string) {
  const input = chat.nextInput();
  const stream = await client(s).messages.create({ model: "claude-sonnet-4-6", max_tokens: 16000, thinking: THINKING, ...agUiToAnthropicMessages(input.messages), stream: true });
  return chat.run(anthropicMessagesToAgUi(stream, { threadId: input.threadId, runId }));
}

/** The request body the SDK must send for `messages`, written out independently of the bridge. */
const body = (messages: unknown[]) => JSON.stringify({ model: "claude-sonnet-4-6", max_tokens: 16000, thinking: THINKING, messages, stream: true });

describe("Anthropic Messages ↔ AG-UI through @anthropic-ai/sdk", () => {
  it("a thinking block becomes reasoning whose encryptedValue is the signature; it goes back unmodified", async () => {
    server = await replay("anthropic", ["plain", "plain"]);
    const chat = conversation("What is 27 * 453?");
    const events = await turn(server, chat, "r1");
    expect(types(events)).toEqual([
      "RUN_STARTED", "REASONING_START", "REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT", "REASONING_MESSAGE_CONTENT",
      "REASONING_MESSAGE_END", "REASONING_ENCRYPTED_VALUE", "REASONING_END",
      "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_END", "RUN_FINISHED",
    ]);
    const finished = events.at(-1)!;
    expect(finished.type === EventType.RUN_FINISHED && finished.usage).toEqual([
      { provider: "anthropic", model: "claude-sonnet-4-6", inputTokens: 50, outputTokens: 120, totalTokens: 170, reasoningTokens: 88 },
    ]);
    const reasoning = chat.store.getState().messages[1]!;
    expect(reasoning).toMatchObject({ role: "reasoning", encryptedValue: SIG1 });
    // Claude's full thinking with its signature: visible (a signature is not a summary, issue 32).
    expect(chat.store.getState().reasoning[reasoning.id]!.visibility).toBe("visible");

    chat.add({ id: "u2", role: "user", content: "Double it." });
    await turn(server, chat, "r2");
    expect(server.requests[1]!.path).toBe("/v1/messages");
    expect(server.requests[1]!.body).toBe(
      body([
        { role: "user", content: "What is 27 * 453?" },
        {
          role: "assistant",
          content: [
            { type: "thinking", thinking: "Let me work out 27 * 453.\n\n27 * 453 = 27 * 400 + 27 * 53 = 10800 + 1431 = 12231.", signature: SIG1 },
            { type: "text", text: "27 × 453 = 12,231." },
          ],
        },
        { role: "user", content: "Double it." },
      ]),
    );
  });

  it("redacted_thinking becomes hidden reasoning marked redacted and goes back as the same block, before the thinking after it", async () => {
    server = await replay("anthropic", ["redacted", "plain"]);
    const chat = conversation("Tell me about it.");
    const events = await turn(server, chat, "r1");
    expect(events.find((e) => e.type === "REASONING_MESSAGE_START")).toMatchObject({
      messageId: "msg_01RedactedThinking000001:0:redacted",
      metadata: { reasoningUi: { hidden: "redacted" } },
    });
    const state = chat.store.getState();
    expect(state.messages[1]).toMatchObject({ role: "reasoning", content: "", encryptedValue: RED1, metadata: { reasoningUi: { hidden: "redacted" } } });
    expect(state.reasoning[state.messages[1]!.id]!.visibility).toBe("hidden");
    chat.add({ id: "u2", role: "user", content: "Go on." });
    await turn(server, chat, "r2");
    expect(server.requests[1]!.body).toBe(
      body([
        { role: "user", content: "Tell me about it." },
        {
          role: "assistant",
          content: [
            { type: "redacted_thinking", data: RED1 },
            { type: "thinking", thinking: "I should answer without repeating the flagged part.", signature: SIG2 },
            { type: "text", text: "Here is a safe summary." },
          ],
        },
        { role: "user", content: "Go on." },
      ]),
    );
  });

  it("thinking under display: omitted becomes hidden reasoning marked omitted; it goes back with thinking \"\" and its signature", async () => {
    server = await replay("anthropic", ["omitted", "plain"]);
    const chat = conversation("Answer?");
    const events = await turn(server, chat, "r1");
    expect(events.filter((e) => e.type === "REASONING_MESSAGE_START")).toMatchObject([
      { messageId: "msg_01OmittedThinking0000001:0", metadata: { reasoningUi: { hidden: "omitted" } } },
    ]);
    expect(types(events)).not.toContain("REASONING_MESSAGE_CONTENT");
    chat.add({ id: "u2", role: "user", content: "Why?" });
    await turn(server, chat, "r2");
    expect(server.requests[1]!.body).toBe(
      body([
        { role: "user", content: "Answer?" },
        { role: "assistant", content: [{ type: "thinking", thinking: "", signature: SIG3 }, { type: "text", text: "The answer is 42." }] },
        { role: "user", content: "Why?" },
      ]),
    );
  });

  it("interleaved thinking between tool_use blocks keeps wire order across three requests", async () => {
    server = await replay("anthropic", ["interleaved-1", "interleaved-2", "interleaved-3"]);
    const chat = conversation("Weather in Paris and London?");
    await turn(server, chat, "r1");
    chat.add({ id: "t1", role: "tool", toolCallId: "toolu_01Paris000000000000001", content: "18 °C" });
    const second = await turn(server, chat, "r2");
    expect(second.filter((e) => e.type === "TOOL_CALL_START" || e.type === "REASONING_MESSAGE_START").map((e) => ("toolCallId" in e ? e.toolCallId : e.messageId))).toEqual([
      "msg_01InterleavedTurn2000001:0", "toolu_01London00000000000001", "msg_01InterleavedTurn2000001:2", "toolu_01Units0000000000000001",
    ]);
    // Results as an agent that runs the tools emits them: the store puts each right after its call's
    // assistant message, i.e. between the two halves of the interleaved response.
    for (const [toolCallId, content] of [["toolu_01London00000000000001", "12 °C"], ["toolu_01Units0000000000000001", "celsius"]] as const) {
      chat.store.getState().applyEvent({ type: EventType.TOOL_CALL_RESULT, messageId: `${toolCallId}:result`, toolCallId, content, role: "tool" });
    }
    expect(chat.store.getState().messages.slice(-6).map((m) => m.role)).toEqual(["reasoning", "assistant", "tool", "reasoning", "assistant", "tool"]);
    const third = await turn(server, chat, "r3");
    expect(third.at(-1)!.type).toBe("RUN_FINISHED");

    const turn1 = {
      role: "assistant",
      content: [
        { type: "thinking", thinking: "The user wants weather in Paris and London. I'll start with Paris.", signature: SIG1 },
        { type: "text", text: "Let me check Paris first." },
        { type: "tool_use", id: "toolu_01Paris000000000000001", name: "get_weather", input: { city: "Paris" } },
      ],
    };
    const result1 = { role: "user", content: [{ type: "tool_result", tool_use_id: "toolu_01Paris000000000000001", content: "18 °C" }] };
    expect(server.requests[1]!.body).toBe(body([{ role: "user", content: "Weather in Paris and London?" }, turn1, result1]));
    expect(server.requests[2]!.body).toBe(
      body([
        { role: "user", content: "Weather in Paris and London?" },
        turn1,
        result1,
        {
          role: "assistant",
          content: [
            { type: "thinking", thinking: "Paris is 18 °C. Now London.", signature: SIG4 },
            { type: "tool_use", id: "toolu_01London00000000000001", name: "get_weather", input: { city: "London" } },
            { type: "thinking", thinking: "Also the unit preference; ask for celsius explicitly.", signature: SIG2 },
            { type: "tool_use", id: "toolu_01Units0000000000000001", name: "get_units", input: {} },
          ],
        },
        {
          role: "user",
          content: [
            { type: "tool_result", tool_use_id: "toolu_01London00000000000001", content: "12 °C" },
            { type: "tool_result", tool_use_id: "toolu_01Units0000000000000001", content: "celsius" },
          ],
        },
      ]),
    );
  });

  it("a stream cut mid-thinking ends with RUN_ERROR, keeps the deltas, and the unsigned block is not sent back", async () => {
    server = await replay("anthropic", ["cut", "plain"]);
    const chat = conversation("Prove it.");
    const events = await turn(server, chat, "r1");
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR" });
    expect(types(events)).not.toContain("RUN_FINISHED");
    const state = chat.store.getState();
    expect(state.status).toBe("error");
    expect(state.messages[1]).toMatchObject({ role: "reasoning", content: "First I consider the base case. Then the inductive step" });
    expect(state.reasoning[state.messages[1]!.id]!.status).toBe("interrupted");
    chat.add({ id: "u2", role: "user", content: "Try again." });
    await turn(server, chat, "r2");
    expect(server.requests[1]!.body).toBe(body([{ role: "user", content: "Prove it." }, { role: "user", content: "Try again." }]));
  });
});
