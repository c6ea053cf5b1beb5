import type { Message } from "@ag-ui/core";
import type { AssistantModelMessage, FilePart, ModelMessage, TextPart, ToolModelMessage } from "ai";
import { BridgeInputError, contentText, encryptedValueOf, groupTurns, parseToolArguments, toolCallsById } from "../history";
import { drop, dropToolMedia, hasMedia, mapContent, type InputPartsOptions, type PartInfo } from "../parts";

const PROVIDER = "The AI SDK";

/**
 * A media part as an AI SDK user `file` part: `data` = the inline base64 or the URL (a `URL`), `mediaType` = the
 * source's (else `image/*`, `audio/*`, `video/*` or `application/octet-stream` by kind), `filename` when known.
 * A provider's `file` handle is left out (a file part carries bytes or a URL; a handle is provider-specific).
 */
function aiSdkPart(info: PartInfo): FilePart | ReturnType<typeof drop> {
  const { source } = info.part;
  const filename = info.name === undefined ? {} : { filename: info.name };
  if (source.type === "data") return { type: "file", data: source.value, mediaType: source.mimeType, ...filename };
  if (source.type === "file") return drop("a file part carries bytes or a URL, not a provider's handle");
  let url: URL;
  try {
    url = new URL(source.value);
  } catch {
    return drop("its URL is not absolute");
  }
  const mediaType = info.mimeType ?? (info.part.type === "document" ? "application/octet-stream" : `${info.part.type}/*`);
  return { type: "file", data: url, mediaType, ...filename };
}

type AssistantPart = Exclude<AssistantModelMessage["content"], string>[number];
/** The AI SDK's `ProviderOptions` (`Record<provider, JSONObject>`), as message parts take it. */
type ProviderOptions = NonNullable<Extract<AssistantPart, { type: "reasoning" }>["providerOptions"]>;

/** `JSON.parse` of the envelope `aiSdkToAgUi` wrote; a value that is not one (from another producer) gives `undefined`. */
function providerOptionsOf(target: unknown): ProviderOptions | undefined {
  const value = encryptedValueOf(target);
  if (value === undefined || !value.startsWith("{")) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return undefined;
    return parsed as ProviderOptions;
  } catch {
    return undefined;
  }
}

/**
 * AG-UI messages → AI SDK `ModelMessage[]` for the next `streamText` / `generateText` call, with the
 * provider options that carry encrypted content and signatures back (AI SDK "Prompts": message parts'
 * `providerOptions`):
 * - the reasoning and assistant messages of one step (ids from `aiSdkToAgUi`, else consecutive ones; see
 *   `groupTurns`) → one `assistant` message, parts in order: reasoning →
 *   `{ type: "reasoning", text, providerOptions }`, assistant → `{ type: "text", text, providerOptions }`
 *   (when non-empty) then `{ type: "tool-call", toolCallId, toolName, input, providerOptions }` per tool
 *   call; `providerOptions` = the `encryptedValue` envelope written by `aiSdkToAgUi` (the part's provider
 *   metadata, e.g. `{ anthropic: { signature } }`, `{ openai: { itemId, reasoningEncryptedContent } }`,
 *   `{ google: { thoughtSignature } }`), which each provider package reads back. A reasoning message
 *   with neither text nor an envelope is left out.
 * - the tool results answering that step → one `tool` message of `tool-result` parts (`output: { type: "text" }`, or
 *   `{ type: "error-text" }` when the tool message has `error`; `toolName` from the tool call).
 * - user / system / developer (as `system`) → text messages; a user message with attachments (AG-UI 1.0 content
 *   parts) → `text` and `file` parts in order (see `aiSdkPart`; a part left out is reported to
 *   `options.onDiagnostic`, `content_part_dropped`); `activity` skipped.
 *
 * @throws {BridgeInputError} a tool message names a tool call not in the history, or a tool call's
 *   `arguments` is not a JSON object.
 * @example
 * const result = streamText({ model, messages: agUiToModelMessages(input.messages), tools });
 */
export function agUiToModelMessages(messages: readonly Message[], options: InputPartsOptions = {}): ModelMessage[] {
  const calls = toolCallsById(messages);
  const out: ModelMessage[] = [];
  let tool: ToolModelMessage["content"] | undefined;
  const addResults = (results: readonly Extract<Message, { role: "tool" }>[]) => {
    if (!tool) {
      tool = [];
      out.push({ role: "tool", content: tool });
    }
    for (const m of results) {
      const call = calls.get(m.toolCallId);
      if (!call) throw new BridgeInputError(`Tool message '${m.id}' answers tool call '${m.toolCallId}', which is not in the history.`, m.id);
      dropToolMedia(m, PROVIDER, options);
      const text = contentText(m.content);
      tool.push({
        type: "tool-result",
        toolCallId: m.toolCallId,
        toolName: call.function.name,
        output: m.error !== undefined ? { type: "error-text", value: m.error || text } : { type: "text", value: text },
      });
    }
  };
  for (const turn of groupTurns(messages, aiSdkStepKey)) {
    if (turn.kind === "assistant") {
      tool = undefined;
      const content = assistantParts(turn.parts);
      if (content.length > 0) out.push({ role: "assistant", content });
      if (turn.results.length > 0) addResults(turn.results);
      continue;
    }
    const m = turn.message;
    if (m.role === "tool") {
      addResults([m]);
      continue;
    }
    tool = undefined;
    if (m.role === "user" && hasMedia(m.content)) out.push({ role: "user", content: mapContent<TextPart | FilePart>(m, PROVIDER, options, { text: (text) => ({ type: "text", text }), media: aiSdkPart }) });
    else if (m.role === "user") out.push({ role: "user", content: contentText(m.content) });
    else if (m.role === "system" || m.role === "developer") out.push({ role: "system", content: contentText(m.content) });
  }
  return out;
}

/** The `${runId}:${step}` a bridge-made AG-UI id belongs to (one AI SDK step = one assistant message). */
function aiSdkStepKey(m: Message): string | undefined {
  return /^([^:]+:\d+):/.exec(m.id)?.[1];
}

/** The assistant content parts of one step, in order, with their provider options. */
function assistantParts(messages: readonly Message[]): AssistantPart[] {
  const parts: AssistantPart[] = [];
  for (const m of messages) {
    const providerOptions = providerOptionsOf(m);
    const options = providerOptions ? { providerOptions } : {};
    if (m.role === "reasoning") {
      if (m.content || providerOptions) parts.push({ type: "reasoning", text: m.content, ...options });
    } else if (m.role === "assistant") {
      if (m.content) parts.push({ type: "text", text: m.content, ...options });
      for (const call of m.toolCalls ?? []) {
        const callOptions = providerOptionsOf(call);
        parts.push({ type: "tool-call", toolCallId: call.id, toolName: call.function.name, input: parseToolArguments(call), ...(callOptions && { providerOptions: callOptions }) });
      }
    }
  }
  return parts;
}
