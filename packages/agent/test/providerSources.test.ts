// Issue 32: reasoning sources as the providers really send them — token accounting per provider, streams that
// end cleanly without their terminal event, and visibility from each provider's own words (through the bridges).
import Anthropic from "@anthropic-ai/sdk";
import { GoogleGenAI } from "@google/genai";
import { selectReasoningView } from "@reasoning-ui/core";
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import { type BridgeDiagnostic, aiSdkToAgUi, anthropicMessagesToAgUi, geminiToAgUi, openaiChatToAgUi, openaiResponsesToAgUi } from "@reasoning-ui/agent";
import { from, readFixture, sseData } from "./fixtures";
import { conversation, replay, types, expectKitRule, finishedUsage } from "./harness";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function chatTurn(names: string[], provider: string, diagnostics: BridgeDiagnostic[] = [], model = "m") {
  server = await replay("openai-chat", names);
  const chat = conversation("Hi");
  const client = new OpenAI({ apiKey: "sk-test", baseURL: server.origin, maxRetries: 0 });
  const stream = client.chat.completions.create({ model, stream: true, stream_options: { include_usage: true }, messages: [{ role: "user", content: "Hi" }] });
  const events = await chat.run(openaiChatToAgUi(stream, { threadId: "t", runId: "r1", provider, onDiagnostic: (d) => diagnostics.push(d) }));
  return { chat, events };
}

describe("a clean end of the body after the answer is a finished run; a cut mid-message is still a cut", () => {
  it("Chat Completions without finish_reason: the usage chunk (then [DONE]) after the answer finishes the run", async () => {
    const diagnostics: BridgeDiagnostic[] = [];
    const { chat, events } = await chatTurn(["no-finish-reason"], "snowflake-cortex", diagnostics);
    expect(types(events)).toEqual(["RUN_STARTED", "TEXT_MESSAGE_START", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_CONTENT", "TEXT_MESSAGE_END", "RUN_FINISHED"]);
    expect(finishedUsage(events)).toMatchObject({ inputTokens: 12, outputTokens: 8, totalTokens: 20 });
    expect(diagnostics.map((d) => d.code)).toEqual(["finish_reason_missing"]);
    expect(chat.store.getState().status).toBe("finished");
  });

  it("Chat Completions cut mid-message (no finish_reason, no usage, no [DONE]) is stream_cut", async () => {
    const { chat, events } = await chatTurn(["no-finish-reason-cut"], "snowflake-cortex");
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "stream_cut" });
    expect(chat.store.getState().messages.at(-1)).toMatchObject({ role: "assistant", content: "Paris is " });
  });

  it("Chat Completions with usage on every chunk (vLLM continuous usage stats) cut mid-message is still stream_cut", async () => {
    const chunk = (content: string, n: number) => ({ id: "c1", object: "chat.completion.chunk", created: 1, model: "qwen", choices: [{ index: 0, delta: { content }, finish_reason: null }], usage: { prompt_tokens: 5, completion_tokens: n, total_tokens: 5 + n } });
    const events = await conversation("Hi").run(openaiChatToAgUi(from([chunk("Par", 1), chunk("is is", 2)] as never[]), { threadId: "t", runId: "r" }));
    expect(events.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "stream_cut" });
  });

  it("Chat Completions parsed by hand: the [DONE] line passed through finishes a stream without finish_reason or usage", async () => {
    const chunks = sseData((await readFixture("openai-chat", "no-finish-reason.sse")).replace("data: [DONE]\n\n", "")).slice(0, 2);
    const done = await conversation("Hi").run(openaiChatToAgUi(from([...chunks, "[DONE]"] as never[]), { threadId: "t", runId: "r" }));
    expect(done.at(-1)?.type).toBe("RUN_FINISHED");
    const cut = await conversation("Hi").run(openaiChatToAgUi(from(chunks as never[]), { threadId: "t", runId: "r" }));
    expect(cut.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "stream_cut" });
  });

  it("Anthropic: a body ending after message_delta's stop_reason without message_stop is finished; ending inside a block is a cut", async () => {
    const events = sseData(await readFixture("anthropic", "plain.sse")) as { type: string }[];
    const withoutStop = events.filter((e) => e.type !== "message_stop");
    const diagnostics: BridgeDiagnostic[] = [];
    const finished = await conversation("Hi").run(anthropicMessagesToAgUi(from(withoutStop as never[]), { threadId: "t", runId: "r", onDiagnostic: (d) => diagnostics.push(d) }));
    expect(finished.at(-1)?.type).toBe("RUN_FINISHED");
    expect(diagnostics.map((d) => d.code)).toEqual(["terminal_event_missing"]);
    const lastDelta = events.map((e) => e.type).lastIndexOf("content_block_delta");
    const cut = await conversation("Hi").run(anthropicMessagesToAgUi(from(events.slice(0, lastDelta + 1) as never[]), { threadId: "t", runId: "r" }));
    expect(cut.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "stream_cut" });
  });

  it("OpenAI Responses: a body ending after the message item is done, without response.completed, is finished; mid-item is a cut", async () => {
    const events = sseData(await readFixture("openai", "plain.sse")) as { type: string }[];
    const finished = await conversation("Hi").run(openaiResponsesToAgUi(from(events.filter((e) => e.type !== "response.completed") as never[]), { threadId: "t", runId: "r" }));
    expect(finished.at(-1)?.type).toBe("RUN_FINISHED");
    const lastDelta = events.map((e) => e.type).lastIndexOf("response.output_text.delta");
    const cut = await conversation("Hi").run(openaiResponsesToAgUi(from(events.slice(0, lastDelta + 1) as never[]), { threadId: "t", runId: "r" }));
    expect(cut.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "stream_cut" });
  });

  it("AI SDK fullStream: ending right after finish-step (no finish) is finished with the steps' usage; ending mid-part is a cut", async () => {
    const parts = [
      { type: "start" },
      { type: "start-step", request: {}, warnings: [] },
      { type: "text-start", id: "t" },
      { type: "text-delta", id: "t", text: "Hi." },
      { type: "text-end", id: "t" },
      { type: "finish-step", response: {}, usage: { inputTokens: 4, outputTokens: 2, totalTokens: 6 }, finishReason: "tool-calls", providerMetadata: undefined },
      { type: "start-step", request: {}, warnings: [] },
      { type: "text-start", id: "t2" },
      { type: "text-delta", id: "t2", text: "Done." },
      { type: "text-end", id: "t2" },
      { type: "finish-step", response: {}, usage: { inputTokens: 9, outputTokens: 3, totalTokens: 12, reasoningTokens: 1 }, finishReason: "stop", providerMetadata: undefined },
    ];
    const finished = await conversation("Hi").run(aiSdkToAgUi(from(parts as never[]), { threadId: "t", runId: "r" }));
    expect(finishedUsage(finished)).toMatchObject({ inputTokens: 13, outputTokens: 5, totalTokens: 18, reasoningTokens: 1 });
    const cut = await conversation("Hi").run(aiSdkToAgUi(from(parts.slice(0, 4) as never[]), { threadId: "t", runId: "r" }));
    expect(cut.at(-1)).toMatchObject({ type: "RUN_ERROR", code: "stream_cut" });
  });

  it("Gemini carries the end in the answer's last chunk (finishReason): a body cut before it stays a cut (Ollama's done: ollama.test.ts)", async () => {
    server = await replay("gemini", ["cut"]);
    const ai = new GoogleGenAI({ apiKey: "k", httpOptions: { baseUrl: server.origin } });
    const gemini = await conversation("Hi").run(geminiToAgUi(ai.models.generateContentStream({ model: "gemini-2.5-flash", contents: "Hi" }), { threadId: "t", runId: "r" }));
    expect(gemini.at(-1)?.type).toBe("RUN_ERROR");
  });
});

/** Visibility and hidden reason of every reasoning message in the store, in order. */
function visibilities(chat: ReturnType<typeof conversation>) {
  const s = chat.store.getState();
  return s.messages.filter((m) => m.role === "reasoning").map((m) => {
    const view = selectReasoningView(s, m.id)!;
    return view.visibility === "hidden" ? `hidden:${view.hiddenReason}` : view.visibility;
  });
}

describe("visibility from each provider's own words, through the bridges (a signature alone is never a summary)", () => {
  async function anthropic(name: string, thinkingDisplay?: "summarized") {
    server = await replay("anthropic", [name]);
    const chat = conversation("Hi");
    const client = new Anthropic({ apiKey: "k", baseURL: server.origin, maxRetries: 0 });
    await chat.run(anthropicMessagesToAgUi(client.messages.create({ model: "claude-sonnet-4-6", max_tokens: 2048, stream: true, messages: [{ role: "user", content: "Hi" }] }), { threadId: "t", runId: "r", thinkingDisplay }));
    return visibilities(chat);
  }
  async function openai(name: string) {
    server = await replay("openai", [name]);
    const chat = conversation("Hi");
    const client = new OpenAI({ apiKey: "k", baseURL: server.origin, maxRetries: 0 });
    await chat.run(openaiResponsesToAgUi(client.responses.create({ model: "o4-mini", input: "Hi", stream: true }), { threadId: "t", runId: "r" }));
    return visibilities(chat);
  }

  it("Anthropic: full thinking with its signature is visible; redacted_thinking is hidden (redacted); display omitted is hidden (omitted)", async () => {
    expect(await anthropic("plain")).toEqual(["visible"]);
    await server?.close();
    // The request's own word: thinking.display "summarized" makes the thinking text a summary.
    expect(await anthropic("plain", "summarized")).toEqual(["summary"]);
    await server?.close();
    expect(await anthropic("redacted")).toEqual(["hidden:redacted", "visible"]);
    await server?.close();
    expect(await anthropic("omitted")).toEqual(["hidden:omitted"]);
  });

  it("OpenAI Responses: reasoning summaries are summaries; encrypted content alone is hidden (encrypted); reasoning_text is visible", async () => {
    expect(await openai("summary-encrypted")).toEqual(["summary", "summary"]);
    await server?.close();
    expect(await openai("encrypted-only")).toEqual(["hidden:encrypted"]);
    await server?.close();
    expect(await openai("plain")).toEqual(["visible"]);
  });

  it("Gemini: thought summaries are summaries, signed or not", async () => {
    server = await replay("gemini", ["thoughts-text"]);
    const chat = conversation("Hi");
    const ai = new GoogleGenAI({ apiKey: "k", httpOptions: { baseUrl: server.origin } });
    await chat.run(geminiToAgUi(ai.models.generateContentStream({ model: "gemini-2.5-flash", contents: "Hi" }), { threadId: "t", runId: "r" }));
    expect(visibilities(chat)).toEqual(["summary"]);
  });

  it("OpenRouter: reasoning.summary is a summary, reasoning.text (signed) is visible, reasoning.encrypted alone is hidden", async () => {
    expect(visibilities((await chatTurn(["openrouter-details"], "openrouter")).chat)).toEqual(["summary"]);
    await server?.close();
    const text = await chatTurn(["openrouter-text-signature"], "openrouter");
    expect(visibilities(text.chat)).toEqual(["visible"]);
    expect(text.chat.store.getState().messages[1]).toMatchObject({ role: "reasoning", content: "Paris is the capital of France." });
    expect(JSON.parse((text.chat.store.getState().messages[1] as { encryptedValue?: string }).encryptedValue!)[0]).toMatchObject({ type: "reasoning.text", signature: expect.stringMatching(/^EqMB/) });
    await server?.close();
    expect(visibilities((await chatTurn(["openrouter-encrypted-only"], "openrouter")).chat)).toEqual(["hidden:encrypted"]);
  });

  it("the AI SDK bridge reads providerMetadata: Anthropic signed = visible, redacted, omitted; OpenAI and Google = summary; OpenRouter by detail type", async () => {
    const cases: [unknown, string, string][] = [
      [{ anthropic: { signature: "SIG" } }, "Let me think.", "visible"],
      [{ anthropic: { redactedData: "REDACTED" } }, "", "hidden:redacted"],
      [{ anthropic: { signature: "SIG" } }, "", "hidden:omitted"],
      [{ openai: { itemId: "rs_1", reasoningEncryptedContent: "gAAA" } }, "**Plan** Do it.", "summary"],
      [{ openai: { itemId: "rs_1", reasoningEncryptedContent: "gAAA" } }, "", "hidden:encrypted"],
      [{ google: { thoughtSignature: "CiQB" } }, "**Thinking** about it.", "summary"],
      [{ openrouter: { reasoning_details: [{ type: "reasoning.summary", summary: "S", index: 0 }] } }, "S", "summary"],
      [{ openrouter: { reasoning_details: [{ type: "reasoning.text", text: "T", signature: "SIG", index: 0 }] } }, "T", "visible"],
      [{ openrouter: { reasoning_details: [{ type: "reasoning.encrypted", data: "ENC", index: 0 }] } }, "", "hidden:encrypted"],
      [{ bedrock: { signature: "SIG" } }, "Thinking.", "visible"],
      [{ "some-provider": { opaque: "X" } }, "Thinking.", "visible"],
    ];
    for (const [providerMetadata, text, expected] of cases) {
      const chat = conversation("Hi");
      await chat.run(
        aiSdkToAgUi(
          from([
            { type: "start" },
            { type: "reasoning-start", id: "r", ...(providerMetadata && (providerMetadata as { anthropic?: { redactedData?: string } }).anthropic?.redactedData ? { providerMetadata } : {}) },
            ...(text ? [{ type: "reasoning-delta", id: "r", text }] : []),
            { type: "reasoning-end", id: "r", providerMetadata },
            { type: "finish", finishReason: "stop", totalUsage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 } },
          ] as never[]),
          { threadId: "t", runId: "r" },
        ),
      );
      expect([JSON.stringify(providerMetadata), text, visibilities(chat)[0]]).toEqual([JSON.stringify(providerMetadata), text, expected]);
    }
  });
});
