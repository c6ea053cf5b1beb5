/**
 * Attachments (issue 38): every input bridge maps AG-UI 1.0 content parts to its provider's own input, and the
 * provider's official SDK sends that request as the provider documents it (the body is read on a replay server);
 * a part the provider cannot take is left out with a `content_part_dropped` diagnostic that never quotes its data.
 */
import { readFile } from "node:fs/promises";
import type { Message } from "@ag-ui/core";
import Anthropic from "@anthropic-ai/sdk";
import { createAnthropic } from "@ai-sdk/anthropic";
import { GoogleGenAI } from "@google/genai";
import { streamText } from "ai";
import { Ollama } from "ollama";
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import type { ReplayServer } from "@reasoning-ui/agent/testing";
import {
  type BridgeDiagnostic,
  agUiToAnthropicMessages,
  agUiToGeminiContents,
  agUiToModelMessages,
  agUiToOllamaMessages,
  agUiToOpenAIChatMessages,
  agUiToOpenAIResponsesInput,
} from "@reasoning-ui/agent";
import { createReplayServer } from "@reasoning-ui/agent/testing";
import { FIXTURES, replay } from "./harness";

let server: ReplayServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const body = (s: ReplayServer, i = 0) => JSON.parse(s.requests[i]!.body) as Record<string, any>;
const drain = async (it: AsyncIterable<unknown>) => {
  for await (const _ of it) void _;
};

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex").toString("base64");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Page>>endobj\n%%EOF").toString("base64");
const WAV = Buffer.from("RIFF\0\0\0\0WAVEfmt ").toString("base64");
const SECRET_URL = "https://files.example/u/1/chart.png?sig=SIGNED";

/** A user turn with every kind and source, the parts in the order the person attached them. */
const turn = (extra: unknown[] = []): Message[] => [
  { id: "sys", role: "system", content: "Be brief." },
  {
    id: "u1",
    role: "user",
    content: [
      { type: "text", text: "What do these show?" },
      { type: "image", source: { type: "data", value: PNG, mimeType: "image/png" }, metadata: { filename: "chart.png" } },
      { type: "image", source: { type: "url", value: SECRET_URL, mimeType: "image/png" } },
      { type: "document", source: { type: "data", value: PDF, mimeType: "application/pdf" }, metadata: { filename: "contract.pdf" } },
      ...extra,
    ],
  } as Message,
];

const dropped = (diagnostics: BridgeDiagnostic[]) => diagnostics.filter((d) => d.code === "content_part_dropped").map((d) => d.message);
const noSecrets = (diagnostics: BridgeDiagnostic[]) => {
  const text = JSON.stringify(diagnostics);
  for (const secret of [PNG, PDF, WAV, "SIGNED", "file-OPENAI", "file-ANTHROPIC", "files/GOOGLE"]) expect(text).not.toContain(secret);
};

describe("OpenAI Responses: input_image, input_file", () => {
  it("the SDK sends the parts in order; audio, video and another provider's handle are dropped with a diagnostic", async () => {
    server = await replay("openai", ["summary-encrypted"]);
    const diagnostics: BridgeDiagnostic[] = [];
    const messages = turn([
      { type: "document", source: { type: "file", value: "file-OPENAI", provider: "openai" } },
      { type: "document", source: { type: "url", value: "https://files.example/report.pdf", mimeType: "application/pdf" }, metadata: { filename: "report.pdf" } },
      { type: "audio", source: { type: "data", value: WAV, mimeType: "audio/wav" } },
      { type: "image", source: { type: "file", value: "file-ANTHROPIC", provider: "anthropic" } },
    ]);
    const client = new OpenAI({ apiKey: "sk-test", baseURL: server.origin, maxRetries: 0 });
    await drain(await client.responses.create({ model: "o4-mini", ...agUiToOpenAIResponsesInput(messages, { onDiagnostic: (d) => diagnostics.push(d) }), stream: true }));
    expect(body(server).input).toEqual([
      { role: "system", content: "Be brief." },
      {
        type: "message",
        role: "user",
        content: [
          { type: "input_text", text: "What do these show?" },
          { type: "input_image", detail: "auto", image_url: `data:image/png;base64,${PNG}` },
          { type: "input_image", detail: "auto", image_url: SECRET_URL },
          { type: "input_file", file_data: `data:application/pdf;base64,${PDF}`, filename: "contract.pdf" },
          { type: "input_file", file_id: "file-OPENAI" },
          { type: "input_file", file_url: "https://files.example/report.pdf", filename: "report.pdf" },
        ],
      },
    ]);
    expect(dropped(diagnostics)).toEqual([
      "OpenAI Responses cannot take part 6 of message 'u1' (audio, data source, audio/wav): a Responses user message takes no audio input; it was left out.",
      "OpenAI Responses cannot take part 7 of message 'u1' (image, file source): it is a file handle of 'anthropic', which only that provider can resolve; it was left out.",
    ]);
    noSecrets(diagnostics);
  });

  it("a text-only message is sent as before (a string): the request body does not change for apps that never attach", () => {
    expect(agUiToOpenAIResponsesInput([{ id: "u", role: "user", content: "Hi" }]).input).toEqual([{ role: "user", content: "Hi" }]);
    expect(agUiToOpenAIResponsesInput([{ id: "u", role: "user", content: [{ type: "text", text: "Hi" }] }]).input).toEqual([{ role: "user", content: "Hi" }]);
  });
});

describe("Chat Completions: image_url, input_audio, file", () => {
  it("the SDK sends the content parts; video and a file by URL are dropped", async () => {
    server = await replay("openai-chat", ["after-tool"]);
    const diagnostics: BridgeDiagnostic[] = [];
    const messages = turn([
      { type: "audio", source: { type: "data", value: WAV, mimeType: "audio/wav" } },
      { type: "document", source: { type: "file", value: "file-OPENAI" } },
      { type: "video", source: { type: "url", value: "https://x/v.mp4", mimeType: "video/mp4" } },
      { type: "document", source: { type: "url", value: "https://x/a.pdf", mimeType: "application/pdf" } },
    ]);
    const client = new OpenAI({ apiKey: "sk-test", baseURL: server.origin, maxRetries: 0 });
    await drain(await client.chat.completions.create({ model: "gpt-4o", stream: true, messages: agUiToOpenAIChatMessages(messages, { onDiagnostic: (d) => diagnostics.push(d) }) }));
    expect(body(server).messages).toEqual([
      { role: "system", content: "Be brief." },
      {
        role: "user",
        content: [
          { type: "text", text: "What do these show?" },
          { type: "image_url", image_url: { url: `data:image/png;base64,${PNG}` } },
          { type: "image_url", image_url: { url: SECRET_URL } },
          { type: "file", file: { file_data: `data:application/pdf;base64,${PDF}`, filename: "contract.pdf" } },
          { type: "input_audio", input_audio: { data: WAV, format: "wav" } },
          { type: "file", file: { file_id: "file-OPENAI" } },
        ],
      },
    ]);
    expect(dropped(diagnostics).map((m) => m.split(": ")[1])).toEqual(["Chat Completions takes no video input; it was left out.", "a file part takes no URL; it was left out."]);
    noSecrets(diagnostics);
  });
});

describe("Anthropic: image and document blocks", () => {
  it("the SDK sends base64 / url / file sources; a text file becomes a text document; audio is dropped", async () => {
    server = await replay("anthropic", ["plain"]);
    const diagnostics: BridgeDiagnostic[] = [];
    const messages = turn([
      { type: "document", source: { type: "file", value: "file-ANTHROPIC", provider: "anthropic" }, metadata: { filename: "notes.pdf" } },
      { type: "document", source: { type: "data", value: Buffer.from("line one\nligne deux").toString("base64"), mimeType: "text/plain" }, metadata: { filename: "notes.txt" } },
      { type: "image", source: { type: "data", value: PNG, mimeType: "image/svg+xml" } },
      { type: "audio", source: { type: "data", value: WAV, mimeType: "audio/wav" } },
    ]);
    const client = new Anthropic({ apiKey: "sk-ant-test", baseURL: server.origin, maxRetries: 0 });
    await drain(await client.messages.create({ model: "claude-sonnet-4-6", max_tokens: 1024, stream: true, ...agUiToAnthropicMessages(messages, { onDiagnostic: (d) => diagnostics.push(d) }) }));
    expect(body(server).system).toBe("Be brief.");
    expect(body(server).messages).toEqual([
      {
        role: "user",
        content: [
          { type: "text", text: "What do these show?" },
          { type: "image", source: { type: "base64", media_type: "image/png", data: PNG } },
          { type: "image", source: { type: "url", url: SECRET_URL } },
          { type: "document", source: { type: "base64", media_type: "application/pdf", data: PDF }, title: "contract.pdf" },
          { type: "document", source: { type: "file", file_id: "file-ANTHROPIC" }, title: "notes.pdf" },
          { type: "document", source: { type: "text", media_type: "text/plain", data: "line one\nligne deux" }, title: "notes.txt" },
        ],
      },
    ]);
    expect(dropped(diagnostics).map((m) => m.split(": ")[1])).toEqual(["image blocks take JPEG, PNG, GIF or WebP only; it was left out.", "Anthropic takes no audio input; it was left out."]);
    noSecrets(diagnostics);
  });

  it("a user message with parts right after tool results joins the tool_result blocks", () => {
    const messages: Message[] = [
      { id: "u0", role: "user", content: "go" },
      { id: "a1", role: "assistant", content: "", toolCalls: [{ id: "c1", type: "function", function: { name: "look", arguments: "{}" } }] },
      { id: "t1", role: "tool", toolCallId: "c1", content: "done" },
      { id: "u1", role: "user", content: [{ type: "image", source: { type: "url", value: "https://x/a.png" } }] },
    ];
    expect(agUiToAnthropicMessages(messages).messages.at(-1)).toEqual({
      role: "user",
      content: [{ type: "tool_result", tool_use_id: "c1", content: "done" }, { type: "image", source: { type: "url", url: "https://x/a.png" } }],
    });
  });
});

describe("Gemini: inlineData, fileData", () => {
  it("the SDK sends inline bytes and file URIs; a URL without a media type and another provider's handle are dropped", async () => {
    server = await replay("gemini", ["thoughts-text"]);
    const diagnostics: BridgeDiagnostic[] = [];
    const messages = turn([
      { type: "video", source: { type: "file", value: "https://generativelanguage.googleapis.com/v1beta/files/GOOGLE", provider: "google", mimeType: "video/mp4" } },
      { type: "audio", source: { type: "data", value: WAV, mimeType: "audio/wav" } },
      { type: "image", source: { type: "url", value: "https://x/unknown" } },
      { type: "document", source: { type: "file", value: "file-OPENAI", provider: "openai" } },
    ]);
    const turnInput = agUiToGeminiContents(messages, { onDiagnostic: (d) => diagnostics.push(d) });
    const ai = new GoogleGenAI({ apiKey: "test-key", httpOptions: { baseUrl: server.origin } });
    await drain(await ai.models.generateContentStream({ model: "gemini-2.5-flash", contents: turnInput.contents, config: { systemInstruction: turnInput.systemInstruction } }));
    expect(body(server).contents).toEqual([
      {
        role: "user",
        parts: [
          { text: "What do these show?" },
          { inlineData: { mimeType: "image/png", data: PNG } },
          { fileData: { fileUri: SECRET_URL, mimeType: "image/png" } },
          { inlineData: { mimeType: "application/pdf", data: PDF } },
          { fileData: { fileUri: "https://generativelanguage.googleapis.com/v1beta/files/GOOGLE", mimeType: "video/mp4" } },
          { inlineData: { mimeType: "audio/wav", data: WAV } },
        ],
      },
    ]);
    expect(dropped(diagnostics).map((m) => m.split(": ")[1])).toEqual(["fileData needs a media type; it was left out.", "it is a file handle of 'openai', which only that provider can resolve; it was left out."]);
    noSecrets(diagnostics);
  });
});

describe("AI SDK: file parts", () => {
  it("agUiToModelMessages gives file parts that @ai-sdk/anthropic turns into image and document blocks", async () => {
    server = await replay("anthropic", ["plain"]);
    const diagnostics: BridgeDiagnostic[] = [];
    const messages = agUiToModelMessages(turn([{ type: "document", source: { type: "file", value: "file-ANTHROPIC" } }]), { onDiagnostic: (d) => diagnostics.push(d) });
    expect(messages[1]).toEqual({
      role: "user",
      content: [
        { type: "text", text: "What do these show?" },
        { type: "file", data: PNG, mediaType: "image/png", filename: "chart.png" },
        { type: "file", data: new URL(SECRET_URL), mediaType: "image/png" },
        { type: "file", data: PDF, mediaType: "application/pdf", filename: "contract.pdf" },
      ],
    });
    expect(dropped(diagnostics)).toHaveLength(1);
    const anthropic = createAnthropic({ apiKey: "sk-ant-test", baseURL: `${server.origin}/v1` });
    await drain(streamText({ model: anthropic("claude-sonnet-4-6"), messages, maxRetries: 0, onError: () => {} }).fullStream);
    const content = body(server).messages[0].content;
    expect(content.map((b: { type: string }) => b.type)).toEqual(["text", "image", "image", "document"]);
    expect(content[1].source).toEqual({ type: "base64", media_type: "image/png", data: PNG });
    expect(content[2].source).toEqual({ type: "url", url: SECRET_URL });
    expect(content[3].source).toEqual({ type: "base64", media_type: "application/pdf", data: PDF });
  });
});

describe("Ollama: images", () => {
  it("the SDK sends inline images as base64 in images; a URL image and a PDF are dropped (the bridge never fetches)", async () => {
    const ndjson = await readFile(new URL("ollama/think-tags.ndjson", FIXTURES), "utf8");
    server = await createReplayServer({ respond: () => ({ body: ndjson, contentType: "application/x-ndjson" }) });
    const diagnostics: BridgeDiagnostic[] = [];
    const ollama = new Ollama({ host: server.origin });
    await drain(await ollama.chat({ model: "qwen2.5vl", stream: true, messages: agUiToOllamaMessages(turn(), { onDiagnostic: (d) => diagnostics.push(d) }) }));
    expect(body(server).messages).toEqual([
      { role: "system", content: "Be brief." },
      { role: "user", content: "What do these show?", images: [PNG] },
    ]);
    expect(dropped(diagnostics).map((m) => m.split(": ")[1])).toEqual([
      "images go to Ollama as bytes; the bridge never fetches a URL or resolves a handle; it was left out.",
      "Ollama takes images only, not document input; it was left out.",
    ]);
    noSecrets(diagnostics);
  });
});

describe("malformed parts and tool results", () => {
  it("a malformed part is reported as invalid_content_part and left out; media in a tool result is reported", () => {
    const diagnostics: BridgeDiagnostic[] = [];
    const out = agUiToOpenAIChatMessages(
      [
        { id: "u1", role: "user", content: [{ type: "text", text: "hi" }, { type: "image", source: { type: "data", value: "<svg onload=x>", mimeType: "image/svg+xml" } }] } as Message,
        { id: "a1", role: "assistant", content: "", toolCalls: [{ id: "c1", type: "function", function: { name: "shot", arguments: "{}" } }] },
        { id: "t1", role: "tool", toolCallId: "c1", content: [{ type: "text", text: "ok" }, { type: "image", source: { type: "url", value: "https://x/s.png" } }] } as Message,
      ],
      { onDiagnostic: (d) => diagnostics.push(d) },
    );
    expect(out[0]).toEqual({ role: "user", content: [{ type: "text", text: "hi" }] });
    expect(out.at(-1)).toEqual({ role: "tool", tool_call_id: "c1", content: "ok" });
    expect(diagnostics.map((d) => d.code)).toEqual(["invalid_content_part", "content_part_dropped"]);
    expect(JSON.stringify(diagnostics)).not.toContain("onload");
  });
});

describe("capabilities", () => {
  it("bridgeCapabilities says what the bridge passes on only when asked (a text-only model offers no attach button)", async () => {
    const { bridgeCapabilities, BRIDGE_INPUT } = await import("@reasoning-ui/agent");
    expect(bridgeCapabilities("anthropic").multimodal).toBeUndefined();
    expect(bridgeCapabilities("ollama", { multimodal: true }).multimodal).toEqual({ input: { image: true } });
    expect(bridgeCapabilities("openai", { multimodal: { image: true } }).multimodal).toEqual({ input: { image: true } });
    expect(bridgeCapabilities("gemini", { multimodal: true, overrides: { multimodal: { input: { video: false } } } }).multimodal).toEqual({ input: { ...BRIDGE_INPUT.gemini, video: false } });
  });
});
