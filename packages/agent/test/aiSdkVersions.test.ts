// Issue 32: the AI SDK source (`@reasoning-ui/core/ai-sdk`) reads every UI message stream chunk type `ai` 5, 6
// and 7 write, through each version's own writer (`createUIMessageStream` → `createUIMessageStreamResponse`) and,
// for ai 7, `streamText(…).toUIMessageStreamResponse()` on its mock model (a provider `custom` chunk included).
// ai 7 declares `engines: node >= 22`; the parts used here (the UI stream writer, streamText on a mock model) run
// on this Node 20.
import * as ai6 from "ai";
import * as ai5 from "ai-v5";
import * as ai7 from "ai-v7";
import { MockLanguageModelV4 } from "ai-v7/test";
import { describe, expect, it } from "vitest";
import { buildRunAgentInput, createAgentStore, selectReasoningView } from "@reasoning-ui/core";
import { fromAiSdkRoute } from "@reasoning-ui/core/ai-sdk";
import { aiSdkToAgUi } from "@reasoning-ui/agent";

type Chunk = Record<string, unknown> & { type: string };
interface AiModule {
  createUIMessageStream(options: { execute(o: { writer: { write(chunk: never): void } }): void }): ReadableStream<unknown>;
  createUIMessageStreamResponse(options: { stream: ReadableStream<unknown> }): Response;
}

const SIG = "EqQBCkgIBxABGAIiQLgVvNqB3bW1uC8+/sXkqz2mN7oV0d4pR6tY8wA1cE3gH5jK7lM9nP1qS3uW5yZ7bD9fH1jL3nR5tV7xZ9cE1gI3kM5oQ7sU9wY==";

/** Every chunk type `ai` 5 writes (its `uiMessageChunkSchema`), in a valid order. */
const v5: Chunk[] = [
  { type: "start", messageId: "m1", messageMetadata: { v: 1 } },
  { type: "start-step" },
  { type: "reasoning-start", id: "r1" },
  { type: "reasoning-delta", id: "r1", delta: "Let me think." },
  { type: "reasoning-end", id: "r1", providerMetadata: { anthropic: { signature: SIG } } },
  { type: "text-start", id: "t1" },
  { type: "text-delta", id: "t1", delta: "Paris." },
  { type: "text-end", id: "t1" },
  { type: "tool-input-start", toolCallId: "c1", toolName: "search" },
  { type: "tool-input-delta", toolCallId: "c1", inputTextDelta: '{"q":"x"}' },
  { type: "tool-input-available", toolCallId: "c1", toolName: "search", input: { q: "x" } },
  { type: "tool-output-available", toolCallId: "c1", output: { hits: 1 } },
  { type: "tool-input-error", toolCallId: "c2", toolName: "lookup", input: {}, errorText: "bad" },
  { type: "tool-output-error", toolCallId: "c2", errorText: "failed" },
  { type: "source-url", sourceId: "s1", url: "https://example.com" },
  { type: "source-document", sourceId: "s2", mediaType: "text/plain", title: "Doc" },
  { type: "file", url: "data:text/plain;base64,SGk=", mediaType: "text/plain" },
  { type: "data-progress", id: "p1", data: { percent: 100 } },
  { type: "message-metadata", messageMetadata: { v: 2 } },
  { type: "finish-step" },
  { type: "finish" },
];
/** `ai` 6 adds tool approval and denial. */
const v6: Chunk[] = [
  ...v5.slice(0, -2),
  { type: "tool-input-available", toolCallId: "c3", toolName: "delete", input: {} },
  { type: "tool-approval-request", approvalId: "a1", toolCallId: "c3" },
  { type: "tool-output-denied", toolCallId: "c3" },
  ...v5.slice(-2),
];
/** `ai` 7 adds provider `custom` chunks, reasoning files, approval responses, steering messages, `reset-step`. */
const v7: Chunk[] = [
  v5[0]!,
  { type: "start-step" },
  { type: "custom", kind: "anthropic.message_start", providerMetadata: { anthropic: { container: null } } },
  { type: "text-start", id: "retry" },
  { type: "text-delta", id: "retry", delta: "A first try" },
  { type: "tool-input-start", toolCallId: "c0", toolName: "search" },
  { type: "reset-step" },
  ...v6.slice(2, -2).map((c) => (c.type === "text-end" ? { ...c, citations: [] } : c)),
  { type: "tool-approval-response", approvalId: "a1", approved: false, reason: "no" },
  { type: "reasoning-file", url: "data:image/png;base64,iVBORw0KGgo=", mediaType: "image/png" },
  { type: "steering-message", id: "s1", parts: [{ type: "text", text: "Shorter, please." }] },
  ...v5.slice(-2),
];

function routeOf(lib: AiModule, chunks: Chunk[]): typeof globalThis.fetch {
  return (async () =>
    lib.createUIMessageStreamResponse({
      stream: lib.createUIMessageStream({ execute: ({ writer }) => chunks.forEach((c) => writer.write(c as never)) }),
    })) as unknown as typeof globalThis.fetch;
}

async function run(fetch: typeof globalThis.fetch) {
  const store = createAgentStore();
  const custom: string[] = [];
  store.getState().addEventListener("CUSTOM", (e) => void custom.push((e as unknown as { name: string }).name));
  store.getState().addMessage({ id: "u1", role: "user", content: "Capital of France?" });
  const status = await fromAiSdkRoute({ url: "/api/chat", fetch })({ input: buildRunAgentInput(store.getState()), store });
  return { status, store, custom };
}

describe.each([
  ["ai 5.0.277", ai5 as unknown as AiModule, v5],
  ["ai 6.0.324", ai6 as unknown as AiModule, v6],
  ["ai 7.0.173", ai7 as unknown as AiModule, v7],
])("%s: every chunk type it writes, through its own createUIMessageStreamResponse", (_name, lib, chunks) => {
  it("reads them all with no diagnostic; reasoning, text and tools land in the store", async () => {
    const { status, store, custom } = await run(routeOf(lib, chunks));
    expect(status).toBe("finished");
    const s = store.getState();
    expect(s.diagnostics).toEqual([]);
    const reasoning = s.messages.find((m) => m.role === "reasoning")!;
    expect(reasoning).toMatchObject({ content: "Let me think.", encryptedValue: JSON.stringify({ anthropic: { signature: SIG } }) });
    expect(selectReasoningView(s, reasoning.id)!.visibility).toBe("visible"); // Claude's signed thinking: not a summary
    expect(s.messages.some((m) => m.role === "assistant" && m.content === "Paris.")).toBe(true);
    const names = new Set(custom);
    for (const c of chunks) {
      if (["message-metadata", "source-url", "source-document", "file", "tool-approval-request", "tool-output-denied", "custom", "reasoning-file", "tool-approval-response", "steering-message", "reset-step"].includes(c.type)) expect(names).toContain(c.type);
      if (c.type.startsWith("data-")) expect(names).toContain(c.type);
    }
  });
});

it("ai 7 reset-step: the step's open part ends and a CUSTOM reset-step names the messages it made (the store keeps them)", async () => {
  const store = createAgentStore();
  const resets: unknown[] = [];
  store.getState().addEventListener("CUSTOM", (e) => void ((e as unknown as { name: string }).name === "reset-step" && resets.push((e as unknown as { value: unknown }).value)));
  const ended: string[] = [];
  store.getState().addEventListener("TOOL_CALL_END", (e) => void ended.push((e as unknown as { toolCallId: string }).toolCallId));
  store.getState().addMessage({ id: "u1", role: "user", content: "Hi" });
  expect(await fromAiSdkRoute({ url: "/api/chat", fetch: routeOf(ai7 as unknown as AiModule, v7) })({ input: buildRunAgentInput(store.getState()), store })).toBe("finished");
  const s = store.getState();
  const retry = s.messages.find((m) => m.content === "A first try")!;
  const parent = s.messages.find((m) => m.role === "assistant" && m.toolCalls?.some((c) => c.id === "c0"))!;
  expect(resets).toEqual([{ type: "reset-step", messageIds: [retry.id, parent.id] }]);
  expect(ended.slice(0, 2)).toEqual(["c0", "c1"]); // the open call ended at the reset, before the retried step's calls
});

describe("ai 7: streamText on its mock model (LanguageModelV4) → toUIMessageStreamResponse", () => {
  it("a provider custom chunk (anthropic.message_start) is a CUSTOM event, not a diagnostic; the turn ends clean", async () => {
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: ai7.simulateReadableStream({
          chunks: [
            { type: "stream-start", warnings: [] },
            { type: "custom", kind: "anthropic.message_start", providerMetadata: { anthropic: { container: null } } },
            { type: "reasoning-start", id: "r1" },
            { type: "reasoning-delta", id: "r1", delta: "Think." },
            { type: "reasoning-end", id: "r1", providerMetadata: { anthropic: { signature: SIG } } },
            { type: "text-start", id: "t1" },
            { type: "text-delta", id: "t1", delta: "Hi." },
            { type: "text-end", id: "t1" },
            { type: "finish", finishReason: { unified: "stop", raw: "end_turn" }, usage: { inputTokens: { total: 3, noCache: 3, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 2, reasoning: 3 } } },
          ] as never[],
        }),
      }),
    });
    const fetch = (async () => ai7.streamText({ model, prompt: "Hi" }).toUIMessageStreamResponse({ sendReasoning: true })) as unknown as typeof globalThis.fetch;
    const { status, store, custom } = await run(fetch);
    expect(status).toBe("finished");
    expect(store.getState().diagnostics).toEqual([]);
    expect(custom).toContain("custom");
    expect(store.getState().messages.slice(1).map((m) => [m.role, m.content])).toEqual([
      ["reasoning", "Think."],
      ["assistant", "Hi."],
    ]);
  });
});

describe("ai 7: streamText's fullStream through the agent's aiSdkToAgUi", () => {
  it("reasoning with its signature (visible), the answer, usage under the kit's rule; the custom part is ignored", async () => {
    const model = new MockLanguageModelV4({
      doStream: async () => ({
        stream: ai7.simulateReadableStream({
          chunks: [
            { type: "stream-start", warnings: [] },
            { type: "custom", kind: "anthropic.message_start", providerMetadata: { anthropic: { container: null } } },
            { type: "reasoning-start", id: "r1" },
            { type: "reasoning-delta", id: "r1", delta: "Think." },
            { type: "reasoning-end", id: "r1", providerMetadata: { anthropic: { signature: SIG } } },
            { type: "text-start", id: "t1" },
            { type: "text-delta", id: "t1", delta: "Hi." },
            { type: "text-end", id: "t1" },
            { type: "finish", finishReason: { unified: "stop", raw: "end_turn" }, usage: { inputTokens: { total: 3, noCache: 3, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 5, text: 2, reasoning: 3 } } },
          ] as never[],
        }),
      }),
    });
    const store = createAgentStore();
    const events: { type: string; usage?: unknown }[] = [];
    for await (const e of aiSdkToAgUi(ai7.streamText({ model, prompt: "Hi" }).fullStream as never, { threadId: "t", runId: "r", provider: "anthropic" })) {
      events.push(e as never);
      store.getState().applyEvent(JSON.parse(JSON.stringify(e)));
    }
    expect(events.at(-1)).toMatchObject({ type: "RUN_FINISHED", usage: [{ provider: "anthropic", inputTokens: 3, outputTokens: 5, totalTokens: 8, reasoningTokens: 3 }] });
    const s = store.getState();
    expect(s.messages.map((m) => [m.role, m.content])).toEqual([
      ["reasoning", "Think."],
      ["assistant", "Hi."],
    ]);
    expect(selectReasoningView(s, s.messages[0]!.id)!.visibility).toBe("visible");
    expect(s.messages[0]).toMatchObject({ encryptedValue: JSON.stringify({ anthropic: { signature: SIG } }) });
  });
});
