// Issue 24 part 1: the provider's error code, type, HTTP status and message reach RUN_ERROR, through each
// official SDK (pointed at the replay server) and from plain iterables of the wire events.
import Anthropic from "@anthropic-ai/sdk";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import type { Event as AgUiEvent } from "@ag-ui/core";
import { GoogleGenAI } from "@google/genai";
import { streamText } from "ai";
import OpenAI from "openai";
import type { ResponseStreamEvent } from "openai/resources/responses/responses";
import type { RawMessageStreamEvent } from "@anthropic-ai/sdk/resources/messages/messages";
import { afterEach, describe, expect, it } from "vitest";
import { type ReplayReply, type ReplayServer, createReplayServer } from "@reasoning-ui/agent/testing";
import { aiSdkToAgUi, anthropicMessagesToAgUi, geminiToAgUi, openaiResponsesToAgUi, readProviderError } from "@reasoning-ui/agent";
import { from, readFixture, sseData } from "./fixtures";
import { types } from "./harness";

const QUOTA =
  "You exceeded your current quota, please check your plan and billing details. For more information on this error, read the docs: https://platform.openai.com/docs/guides/error-codes/api-errors.";
const ids = { threadId: "t", runId: "r", now: () => 1 };

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(replies: ReplayReply[]): Promise<ReplayServer> {
  server = await createReplayServer({ respond: (_r, i) => replies[i]! });
  return server;
}
const json = (body: string, status: number): ReplayReply => ({ body, status, contentType: "application/json" });

async function collect(events: AsyncIterable<AgUiEvent>): Promise<AgUiEvent[]> {
  const out: AgUiEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
}

describe("OpenAI Responses errors", () => {
  const openai = (s: ReplayServer) => new OpenAI({ apiKey: "sk-test", baseURL: s.origin, maxRetries: 0 });

  it("an HTTP 429 insufficient_quota before streaming is RUN_ERROR with the code, status, type and message", async () => {
    const s = await serve([json(await readFixture("openai", "insufficient-quota.json"), 429)]);
    const events = await collect(openaiResponsesToAgUi(openai(s).responses.create({ model: "o4-mini", input: "Hi", stream: true }), ids));
    expect(types(events)).toEqual(["RUN_STARTED", "RUN_ERROR"]);
    expect(events[1]).toEqual({
      type: "RUN_ERROR",
      timestamp: 1,
      message: QUOTA,
      code: "insufficient_quota",
      metadata: { reasoningUi: { providerError: { status: 429, code: "insufficient_quota", type: "insufficient_quota", message: QUOTA } } },
    });
  });

  it("an error event mid-stream (HTTP 200, nested error object) is RUN_ERROR with its code through the SDK", async () => {
    const s = await serve([{ body: await readFixture("openai", "error-event.sse") }]);
    const events = await collect(openaiResponsesToAgUi(openai(s).responses.create({ model: "o4-mini", input: "Hi", stream: true }), ids));
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "insufficient_quota", message: QUOTA });
    expect(events.at(-1)).not.toHaveProperty("metadata.reasoningUi.providerError.status");
  });

  it("the same error event from a plain async iterable (no SDK) is read from its nested error object", async () => {
    const wire = sseData(await readFixture("openai", "error-event.sse")) as ResponseStreamEvent[];
    const events = await collect(openaiResponsesToAgUi(from(wire), ids));
    expect(events.at(-1)).toMatchObject({
      type: "RUN_ERROR",
      code: "insufficient_quota",
      message: QUOTA,
      metadata: { reasoningUi: { providerError: { code: "insufficient_quota", type: "insufficient_quota" } } },
    });
  });

  it("response.failed carries the response's error code", async () => {
    const failed = { type: "response.failed", sequence_number: 1, response: { error: { code: "server_error", message: "The server had an error." } } };
    const events = await collect(openaiResponsesToAgUi(from([failed] as unknown as ResponseStreamEvent[]), ids));
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "server_error", message: "The server had an error." });
  });
});

describe("Anthropic errors", () => {
  const anthropic = (s: ReplayServer) => new Anthropic({ apiKey: "sk-ant-test", baseURL: s.origin, maxRetries: 0 });
  const request = { model: "claude-sonnet-4-6", max_tokens: 2000, messages: [{ role: "user" as const, content: "Summarize" }], stream: true as const };

  it("an overloaded_error event mid-stream is RUN_ERROR overloaded_error after the thinking that arrived", async () => {
    const s = await serve([{ body: await readFixture("anthropic", "overloaded.sse") }]);
    const events = await collect(anthropicMessagesToAgUi(anthropic(s).messages.create(request), ids));
    expect(types(events)).toEqual(["RUN_STARTED", "REASONING_START", "REASONING_MESSAGE_START", "REASONING_MESSAGE_CONTENT", "RUN_ERROR"]);
    expect(events.at(-1)).toMatchObject({ code: "overloaded_error", message: "Overloaded", metadata: { reasoningUi: { providerError: { code: "overloaded_error" } } } });
  });

  it("an HTTP 529 is RUN_ERROR overloaded_error with status 529", async () => {
    const s = await serve([json(await readFixture("anthropic", "overloaded-529.json"), 529)]);
    const events = await collect(anthropicMessagesToAgUi(anthropic(s).messages.create(request), ids));
    expect(events.at(-1)).toMatchObject({
      type: "RUN_ERROR",
      code: "overloaded_error",
      message: "Overloaded",
      metadata: { reasoningUi: { providerError: { status: 529, code: "overloaded_error", type: "overloaded_error", message: "Overloaded" } } },
    });
  });

  it("the error event from a plain iterable of wire events ends the run the same way", async () => {
    const wire = sseData(await readFixture("anthropic", "overloaded.sse")) as RawMessageStreamEvent[];
    const events = await collect(anthropicMessagesToAgUi(from(wire), ids));
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "overloaded_error", message: "Overloaded" });
  });
});

describe("Gemini errors", () => {
  it("an HTTP 429 RESOURCE_EXHAUSTED is RUN_ERROR with Gemini's status name as the code and the HTTP status", async () => {
    const s = await serve([json(await readFixture("gemini", "resource-exhausted.json"), 429)]);
    const ai = new GoogleGenAI({ apiKey: "test", httpOptions: { baseUrl: s.origin } });
    const events = await collect(geminiToAgUi(ai.models.generateContentStream({ model: "gemini-2.5-flash", contents: "Hi" }), ids));
    expect(events.at(-1)).toMatchObject({
      type: "RUN_ERROR",
      code: "RESOURCE_EXHAUSTED",
      message: "Resource has been exhausted (e.g. check quota).",
      metadata: { reasoningUi: { providerError: { status: 429, code: "RESOURCE_EXHAUSTED" } } },
    });
  });
});

describe("AI SDK errors", () => {
  it("an error part whose error is Anthropic's error object becomes its message and code, never [object Object]", async () => {
    const s = await serve([{ body: await readFixture("anthropic", "overloaded.sse") }]);
    const model = createAnthropic({ apiKey: "sk-ant-test", baseURL: `${s.origin}/v1` })("claude-sonnet-4-6");
    const result = streamText({ model, prompt: "Summarize", maxRetries: 0, onError: () => {} });
    const events = await collect(aiSdkToAgUi(result.fullStream, ids));
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "overloaded_error", message: "Overloaded" });
    expect(JSON.stringify(events)).not.toContain("[object Object]");
  });

  it("an HTTP 429 through @ai-sdk/openai (APICallError) keeps insufficient_quota and the status", async () => {
    const s = await serve([json(await readFixture("openai", "insufficient-quota.json"), 429)]);
    const model = createOpenAI({ apiKey: "sk-test", baseURL: s.origin }).responses("o4-mini");
    const result = streamText({ model, prompt: "Hi", maxRetries: 0, onError: () => {} });
    const events = await collect(aiSdkToAgUi(result.fullStream, ids));
    expect(events.at(-1)).toMatchObject({
      type: "RUN_ERROR",
      code: "insufficient_quota",
      message: QUOTA,
      metadata: { reasoningUi: { providerError: { status: 429, code: "insufficient_quota" } } },
    });
  });

  it("a string error and an object without a message are still readable", async () => {
    expect(readProviderError("socket hang up")).toEqual({ message: "socket hang up" });
    expect(readProviderError({ foo: 1 })).toEqual({});
    // A transport failure keeps the SDK's own message: the cause's address never reaches the browser.
    const refused = Object.assign(new Error("Connection error."), { cause: Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:443"), { code: "ECONNREFUSED" }) });
    expect(readProviderError(refused)).toEqual({ message: "Connection error." });
    // The AI SDK's RetryError: the provider error it gave up on.
    expect(readProviderError({ message: "Failed after 3 attempts. Last error: Overloaded", lastError: { statusCode: 529, data: { type: "error", error: { type: "overloaded_error", message: "Overloaded" } } } })).toEqual({
      status: 529,
      code: "overloaded_error",
      type: "overloaded_error",
      message: "Overloaded",
    });
    const events = await collect(aiSdkToAgUi(from([{ type: "error", error: { foo: 1 } }]) as never, ids));
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "provider_error", message: "The provider reported an error." });
  });
});
