import type { Message } from "@ag-ui/core";
import type { ChatCompletionAssistantMessageParam, ChatCompletionContentPart, ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { contentText, encryptedValueOf, groupTurns } from "../history";
import { dataUrl, drop, dropToolMedia, filenameOf, handleFits, hasMedia, mapContent, otherProvidersHandle, type InputPartsOptions, type PartInfo } from "../parts";
import { readReasoningUiMetadata } from "../metadata";

/**
 * How reasoning goes back on the next Chat Completions request:
 * - `"details"` (default) — the `reasoning_details` entries {@link openaiChatToAgUi} kept (OpenRouter),
 *   byte for byte and in order, on the assistant message they came with; `reasoning_content` is never
 *   sent (DeepSeek's `deepseek-reasoner` answers 400 when an input message carries it; vLLM, SGLang and
 *   Qwen ignore it).
 * - `"content"` — the reasoning text as `reasoning_content` on the assistant messages after the last user
 *   message (the tool-call loop of the current turn), for servers that want it there (DeepSeek's thinking
 *   mode with tool calls); `reasoning_details` too when kept.
 * - `"none"` — no reasoning at all.
 */
export type OpenAIChatReasoningInput = "details" | "content" | "none";

/** An assistant message as the gateways accept it: the SDK's type plus `reasoning_details` / `reasoning_content`. */
export type OpenAIChatAssistantMessage = ChatCompletionAssistantMessageParam & { reasoning_details?: unknown[]; reasoning_content?: string };

/** The response key of a message made by {@link openaiChatToAgUi} (`${id}:${n}`), else undefined. */
const responseKey = (m: Message) => /^(.+):\d+$/.exec(m.id)?.[1];

function detailsOf(m: Message): unknown[] {
  const value = encryptedValueOf(m);
  if (value === undefined || !value.startsWith("[")) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const PROVIDER = "Chat Completions";

/** The `input_audio` formats Chat Completions takes, by media type. */
const AUDIO_FORMATS: Record<string, "wav" | "mp3"> = { "audio/wav": "wav", "audio/x-wav": "wav", "audio/wave": "wav", "audio/mpeg": "mp3", "audio/mp3": "mp3" };

/**
 * A media part as a Chat Completions content part: images → `image_url` (the URL, or a `data:` URL of the inline
 * bytes); inline WAV / MP3 audio → `input_audio` (`data` base64, `format`); documents and other files → `file`
 * (`file_data` as a `data:` URL with `filename`, or `file_id` for an OpenAI file handle). Video, audio by URL or in
 * other formats, an image by file id, a file by URL: none.
 */
function chatPart(info: PartInfo): ChatCompletionContentPart | ReturnType<typeof drop> {
  const { source } = info.part;
  if (source.type === "file" && !handleFits(source, "openai")) return otherProvidersHandle(source);
  switch (info.kind) {
    case "image":
      if (source.type === "file") return drop("an image_url part takes no file id");
      return { type: "image_url", image_url: { url: source.type === "url" ? source.value : dataUrl(source) } };
    case "audio": {
      if (source.type !== "data") return drop("input_audio takes inline data only");
      const format = AUDIO_FORMATS[source.mimeType.toLowerCase()];
      return format ? { type: "input_audio", input_audio: { data: source.value, format } } : drop("input_audio takes WAV or MP3 only");
    }
    case "document":
    case "file":
      if (source.type === "file") return { type: "file", file: { file_id: source.value } };
      if (source.type === "url") return drop("a file part takes no URL");
      return { type: "file", file: { file_data: dataUrl(source), filename: filenameOf(info) } };
    default:
      return drop("Chat Completions takes no video input");
  }
}

/**
 * AG-UI messages (a `RunAgentInput.messages`) → Chat Completions `messages` for the next request to an
 * open or OpenAI-compatible model. One provider response (reasoning, text and tool calls whose ids share
 * its key, even with tool results the store put between them) becomes one assistant message: `content`
 * = its text joined (`null` when it only calls tools), `tool_calls` with `arguments` as the model wrote
 * them, reasoning per `reasoning` ({@link OpenAIChatReasoningInput}); its tool results follow as `tool`
 * messages; user / system / developer text is passed through — a user message with attachments (AG-UI 1.0
 * content parts) as content parts in order (`text`, `image_url`, `input_audio`, `file`: see `chatPart`), a part
 * the API cannot take left out and reported to `options.onDiagnostic` (`content_part_dropped`); `activity` messages are skipped. Hidden
 * reasoning (no text) contributes only its details. Never throws; deterministic, so the body is byte-stable.
 *
 * @example
 * const stream = openai.chat.completions.create({ model: "deepseek/deepseek-r1", stream: true,
 *   messages: agUiToOpenAIChatMessages(input.messages), reasoning: { enabled: true } } as never, { signal });
 */
export function agUiToOpenAIChatMessages(messages: readonly Message[], options: { reasoning?: OpenAIChatReasoningInput } & InputPartsOptions = {}): ChatCompletionMessageParam[] {
  const mode = options.reasoning ?? "details";
  let lastUser = -1;
  messages.forEach((m, i) => {
    if (m.role === "user") lastUser = i;
  });
  const out: ChatCompletionMessageParam[] = [];
  for (const turn of groupTurns(messages, responseKey)) {
    if (turn.kind === "message") {
      const m = turn.message;
      if (m.role === "user" && hasMedia(m.content)) {
        out.push({ role: "user", content: mapContent<ChatCompletionContentPart>(m, PROVIDER, options, { text: (text) => ({ type: "text", text }), media: chatPart }) });
      } else if (m.role === "user" || m.role === "system" || m.role === "developer") out.push({ role: m.role, content: contentText(m.content) });
      else if (m.role === "tool") {
        dropToolMedia(m, PROVIDER, options);
        out.push({ role: "tool", tool_call_id: m.toolCallId, content: contentText(m.content) });
      }
      continue;
    }
    let text = "";
    let reasoning = "";
    const details: unknown[] = [];
    const toolCalls: NonNullable<ChatCompletionAssistantMessageParam["tool_calls"]> = [];
    const afterLastUser = messages.indexOf(turn.parts[0]!) > lastUser;
    for (const m of turn.parts) {
      if (m.role === "reasoning") {
        details.push(...detailsOf(m));
        if (readReasoningUiMetadata(m)?.hidden === undefined) reasoning += m.content;
      } else if (m.role === "assistant") {
        text += contentText(m.content);
        for (const call of m.toolCalls ?? []) toolCalls.push({ id: call.id, type: "function", function: { name: call.function.name, arguments: call.function.arguments } });
      }
    }
    const message: OpenAIChatAssistantMessage = {
      role: "assistant",
      content: text !== "" || toolCalls.length === 0 ? text : null,
      ...(toolCalls.length > 0 && { tool_calls: toolCalls }),
      ...(mode !== "none" && details.length > 0 && { reasoning_details: details }),
      ...(mode === "content" && afterLastUser && reasoning !== "" && { reasoning_content: reasoning }),
    };
    out.push(message);
    for (const result of turn.results) {
      dropToolMedia(result, PROVIDER, options);
      out.push({ role: "tool", tool_call_id: result.toolCallId, content: contentText(result.content) });
    }
  }
  return out;
}
