import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { jsonSchema, streamText, tool } from "ai";
import { afterEach, describe, expect, it } from "vitest";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import { agUiToModelMessages, aiSdkToAgUi } from "@reasoning-ui/agent";
import { conversation, replay, types } from "../harness";

const SIG1 =
  "EqQBCkgIBxABGAIiQLgVvNqB3bW1uC8sXkqz2mN7oV0d4pR6tY8wA1cE3gH5jK7lM9nP1qS3uW5yZ7bD9fH1jL3nR5tV7xZ9cE1gI3kM5oQ7sU9wY1aC3eG5iK7mO9qS1uW3yA5cE7gI9kM1oQ3sU5wY7aC9eG1iK3mEgxA0bC4dE6fG8hJ0kL2mN4pR6tV8xZ0bD2fH4jL6nRzAAAAA==";
const SIG2 =
  "ErUBCkYIBhgCIkBNzS1kv4Lw2xQ8pY0rT2uV4wX6yZ8aB0cD2eF4gH6iJ8kL0mN2oP4qR6sT8uV0wX2yZ4aB6cD8eF0gH2iJ4kL6mN8oP0qR2sT4uV6wX8yZ0aB2cD4eF6gH8iJ0kL2mN4oP6qR8sT0uV2wX4yZ6aB8cD0eF2gH4iJ6kL8mN0oP2qR4sT6uV8wX0yEgyPq4Rs6Tu8Vw0Xy2Za4==";
const RED1 =
  "EmwKAhgBEgy3va3pzix/LafPsn4aDFIT2Xlxh0L5L8rLVyIwxtE3rAFBa8cr3qpPkNRj2YfWXGmKDxH4mPnZ5sQ7vB8gS0fT1lIvzfUhYmmvxLI0VQ7mRl8mR3d8Kt9gRWYhQZ==";
const GS1 =
  "CiQB0e2Kb7Sx4pQ9mV2nR8tY1uW3eA5cD7fG9hJ2kL4mN6pQ8rCmcBAdHtim9vS3xY5zA7bC9dE1fG3hI5jK7lM9nO1pQ3rS5tU7vW9xY1zA3bC5dE7fG9hI1jK3lM5nO7pQ9rS1tU3vW5xY7zA9bC1dE3fG5hI7jK9lM1nO3pQ5r==";
const ENC1 =
  "gAAAAABpIsQ1x7kVt3Y9cQ2m_Lr0sPzKx4Wq8fN1dBvE6hJtUo3aRgYiM5lC0nS2pDeF7kG9wXjHqTbVzA1yN4rO6uP8sI2mK0lQ5tW3xR7vB9nC1dE4fG6hJ8kL0zX2cV4bN6mM8qW0eR2tY4uI6oP8aS0dF2gH4jK6lZ8xC0vB2nM4qW6eR8tY0uI1oP3aS5dF7gH9jK1lZ3xC5vB7nM9==";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Tools the client runs (no `execute`), so the AI SDK stops at the call as a frontend-tool agent would. */
const tools = {
  get_weather: tool({ description: "Current weather", inputSchema: jsonSchema<{ city: string }>({ type: "object", properties: { city: { type: "string" } }, required: ["city"] }) }),
  get_units: tool({ description: "Preferred units", inputSchema: jsonSchema<Record<string, never>>({ type: "object", properties: {} }) }),
};

async function anthropicTurn(s: ReplayServer, chat: ReturnType<typeof conversation>, runId: string) {
  const input = chat.nextInput();
  const anthropic = createAnthropic({ apiKey: "sk-ant-test", baseURL: `${s.origin}/v1` });
  const result = streamText({
    model: anthropic("claude-sonnet-4-6"),
    messages: agUiToModelMessages(input.messages),
    tools,
    maxRetries: 0,
    providerOptions: { anthropic: { thinking: { type: "enabled", budgetTokens: 8000 } } },
    onError: () => {},
  });
  return chat.run(aiSdkToAgUi(result.fullStream, { threadId: input.threadId, runId, provider: "anthropic", model: "claude-sonnet-4-6" }));
}

describe("AI SDK fullStream ↔ AG-UI through ai + @ai-sdk/anthropic / @ai-sdk/openai / @ai-sdk/google", () => {
  it("Anthropic signatures ride as provider metadata and come back as the exact thinking blocks, in order, around the tool call", async () => {
    server = await replay("anthropic", ["interleaved-1", "interleaved-2"]);
    const chat = conversation("Weather in Paris and London?");
    const events = await anthropicTurn(server, chat, "r1");
    expect(events.find((e) => e.type === "REASONING_ENCRYPTED_VALUE")).toMatchObject({
      subtype: "message",
      entityId: "r1:1:0",
      encryptedValue: JSON.stringify({ anthropic: { signature: SIG1 } }),
    });
    expect(types(events)).not.toContain("TOOL_CALL_RESULT");
    expect(events.at(-1)).toMatchObject({ type: "RUN_FINISHED", usage: [{ provider: "anthropic", model: "claude-sonnet-4-6", outputTokens: 160 }] });

    chat.add({ id: "t1", role: "tool", toolCallId: "toolu_01Paris000000000000001", content: "18 °C" });
    await anthropicTurn(server, chat, "r2");
    const body = server.requests[1]!.body;
    expect(body).toContain(
      JSON.stringify({
        role: "assistant",
        content: [
          { type: "thinking", thinking: "The user wants weather in Paris and London. I'll start with Paris.", signature: SIG1 },
          { type: "text", text: "Let me check Paris first." },
          { type: "tool_use", id: "toolu_01Paris000000000000001", name: "get_weather", input: { city: "Paris" } },
        ],
      }),
    );
    expect(body).toContain(JSON.stringify({ type: "tool_result", tool_use_id: "toolu_01Paris000000000000001", content: "18 °C" }));
    // The second response interleaves thinking between two tool calls: the store keeps that order.
    const roles = chat.store.getState().messages.slice(-4).map((m) => (m.role === "assistant" ? `tool:${m.toolCalls?.[0]?.function.name}` : m.role));
    expect(roles).toEqual(["reasoning", "tool:get_weather", "reasoning", "tool:get_units"]);
  });

  it("Anthropic redacted thinking is hidden reasoning marked redacted and goes back as redacted_thinking", async () => {
    server = await replay("anthropic", ["redacted", "plain"]);
    const chat = conversation("Tell me about it.");
    await anthropicTurn(server, chat, "r1");
    const [, redacted] = chat.store.getState().messages;
    expect(redacted).toMatchObject({ role: "reasoning", content: "", metadata: { reasoningUi: { hidden: "redacted" } } });
    expect(chat.store.getState().reasoning[redacted!.id]!.visibility).toBe("hidden");
    chat.add({ id: "u2", role: "user", content: "Go on." });
    await anthropicTurn(server, chat, "r2");
    expect(server.requests[1]!.body).toContain(
      JSON.stringify({
        role: "assistant",
        content: [
          { type: "redacted_thinking", data: RED1 },
          { type: "thinking", thinking: "I should answer without repeating the flagged part.", signature: SIG2 },
          { type: "text", text: "Here is a safe summary." },
        ],
      }),
    );
  });

  it("OpenAI reasoning summaries carry itemId and encrypted content back as one reasoning item", async () => {
    server = await replay("openai", ["summary-encrypted", "after-tool"]);
    const chat = conversation("Why is the sky blue?");
    for (const runId of ["r1", "r2"]) {
      const input = chat.nextInput();
      const openai = createOpenAI({ apiKey: "sk-test", baseURL: server.origin });
      const result = streamText({
        model: openai.responses("o4-mini"),
        messages: agUiToModelMessages(input.messages),
        maxRetries: 0,
        providerOptions: { openai: { store: false, include: ["reasoning.encrypted_content"], reasoningSummary: "auto" } },
        onError: () => {},
      });
      await chat.run(aiSdkToAgUi(result.fullStream, { threadId: input.threadId, runId }));
      if (runId === "r1") {
        const summaries = chat.store.getState().messages.filter((m) => m.role === "reasoning");
        expect(summaries.map((m) => m.content)).toEqual([
          "**Reading the question**\n\nThe user asks why the sky is blue; this is Rayleigh scattering.",
          "**Choosing the level**\n\nA short answer with one example fits best.",
        ]);
        chat.add({ id: "u2", role: "user", content: "And at sunset?" });
      }
    }
    expect(server.requests[1]!.body).toContain(
      JSON.stringify({
        type: "reasoning",
        id: "rs_summary01",
        encrypted_content: ENC1,
        summary: [
          { type: "summary_text", text: "**Reading the question**\n\nThe user asks why the sky is blue; this is Rayleigh scattering." },
          { type: "summary_text", text: "**Choosing the level**\n\nA short answer with one example fits best." },
        ],
      }),
    );
  });

  it("Google thoughtSignature on a function call rides on the tool call and goes back on the same functionCall part", async () => {
    server = await replay("gemini", ["function-call", "after-tool"]);
    const chat = conversation("Weather in Paris and London?");
    for (const runId of ["r1", "r2"]) {
      const input = chat.nextInput();
      const google = createGoogleGenerativeAI({ apiKey: "test-key", baseURL: `${server.origin}/v1beta` });
      const result = streamText({
        model: google("gemini-2.5-flash"),
        messages: agUiToModelMessages(input.messages),
        tools,
        maxRetries: 0,
        providerOptions: { google: { thinkingConfig: { includeThoughts: true } } },
        onError: () => {},
      });
      const events = await chat.run(aiSdkToAgUi(result.fullStream, { threadId: input.threadId, runId }));
      if (runId === "r1") {
        expect(events.filter((e) => e.type === "REASONING_ENCRYPTED_VALUE")).toMatchObject([
          { subtype: "tool-call", encryptedValue: JSON.stringify({ google: { thoughtSignature: GS1 } }) },
        ]);
        const calls = chat.store.getState().messages.flatMap((m) => (m.role === "assistant" ? (m.toolCalls ?? []) : []));
        expect(calls.map((c) => c.function.arguments)).toEqual(['{"city":"Paris"}', '{"city":"London"}']);
        for (const call of calls) chat.add({ id: `t-${call.id}`, role: "tool", toolCallId: call.id, content: "18 °C" });
      }
    }
    expect(server.requests[1]!.path).toBe("/v1beta/models/gemini-2.5-flash:streamGenerateContent?alt=sse");
    // The AI SDK's Google provider names calls with ids of its own; the signature stays on Paris's part only.
    const body = server.requests[1]!.body;
    expect(body).toMatch(new RegExp(`\\{"functionCall":\\{"id":"[^"]+","name":"get_weather","args":\\{"city":"Paris"\\}\\},"thoughtSignature":"${GS1}"\\}`));
    expect(body).toMatch(/\{"functionCall":\{"id":"[^"]+","name":"get_weather","args":\{"city":"London"\}\}\}/);
  });

  it("a cut stream ends with RUN_ERROR after the reasoning that arrived", async () => {
    server = await replay("anthropic", ["cut"]);
    const chat = conversation("Prove it.");
    const events = await anthropicTurn(server, chat, "r1");
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR" });
    expect(types(events)).not.toContain("RUN_FINISHED");
    const state = chat.store.getState();
    expect(state.messages[1]).toMatchObject({ role: "reasoning", content: "First I consider the base case. Then the inductive step" });
    expect(state.reasoning[state.messages[1]!.id]!.status).toBe("interrupted");
  });
});
