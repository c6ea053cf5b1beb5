import type { Message } from "@ag-ui/core";
import type { Content, Part } from "@google/genai";
import { BridgeInputError, contentText, encryptedValueOf, groupTurns, parseToolArguments, toolCallsById } from "../history";
import { isGeneratedGeminiCallId } from "./events";
import { drop, dropToolMedia, handleFits, hasMedia, mapContent, otherProvidersHandle, type InputPartsOptions, type PartInfo } from "../parts";

const PROVIDER = "Gemini";

/**
 * A media part as a Gemini part: inline bytes → `inlineData { mimeType, data }`; a URL or a Google file URI
 * (a `file` handle) → `fileData { fileUri, mimeType }` (Gemini needs the media type: a URL without one is left
 * out). Every kind (image, audio, video, PDF, other files) is passed on: the model says what it accepts.
 */
function geminiPart(info: PartInfo): Part | ReturnType<typeof drop> {
  const { source } = info.part;
  if (source.type === "data") return { inlineData: { mimeType: source.mimeType, data: source.value } };
  if (source.type === "file" && !handleFits(source, "google")) return otherProvidersHandle(source);
  if (info.mimeType === undefined) return drop("fileData needs a media type");
  return { fileData: { fileUri: source.value, mimeType: info.mimeType } };
}

/** What {@link agUiToGeminiContents} returns: spread it into `ai.models.generateContentStream({ model, ...turn, config })`. */
export interface GeminiTurn {
  contents: Content[];
  /** System and developer messages joined by blank lines; pass as `config.systemInstruction`. Absent when none. */
  systemInstruction?: string;
}

function toolResponse(m: Extract<Message, { role: "tool" }>): Record<string, unknown> {
  const text = contentText(m.content);
  if (m.error !== undefined) return { error: m.error || text };
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    /* not JSON: wrapped below */
  }
  return { result: text };
}

/**
 * AG-UI messages → the next Gemini `contents` (Gemini "Thought signatures": return every signature on the
 * part it came with; never merge a signed part with another, never split one):
 * - the reasoning and assistant messages of one response (ids from `geminiToAgUi`, else consecutive ones;
 *   see `groupTurns`) → one `role: "model"` content, one part per message in order: reasoning → `{ text, thought: true, thoughtSignature? }`; assistant → `{ text,
 *   thoughtSignature? }` (when it has text or a signature) then `{ functionCall: { name, args, id? },
 *   thoughtSignature? }` per tool call (the tool call's own `encryptedValue`; `id` only when Gemini gave
 *   one). Parts are never merged or reordered.
 * - the tool results answering that response → one `role: "user"` content of `functionResponse` parts (`name` from the
 *   tool call; `response` = the content when it is a JSON object, else `{ result: content }`; `{ error }`
 *   when the tool message has `error`).
 * - user → `role: "user"` text; with attachments (AG-UI 1.0 content parts), `text`, `inlineData` and `fileData`
 *   parts in order (see `geminiPart`; a part left out is reported to `options.onDiagnostic`,
 *   `content_part_dropped`); system / developer → `systemInstruction`; `activity` skipped.
 *
 * @throws {BridgeInputError} a tool message names a tool call not in the history, or a tool call's
 *   `arguments` is not a JSON object.
 * @example
 * const turn = agUiToGeminiContents(input.messages);
 * const stream = await ai.models.generateContentStream({ model: "gemini-2.5-flash", contents: turn.contents,
 *   config: { systemInstruction: turn.systemInstruction, thinkingConfig: { includeThoughts: true }, tools } });
 */
export function agUiToGeminiContents(messages: readonly Message[], options: InputPartsOptions = {}): GeminiTurn {
  const calls = toolCallsById(messages);
  const contents: Content[] = [];
  const system: string[] = [];
  let responses: Part[] | undefined;
  const addResults = (results: readonly Extract<Message, { role: "tool" }>[]) => {
    if (!responses) {
      responses = [];
      contents.push({ role: "user", parts: responses });
    }
    for (const m of results) {
      const call = calls.get(m.toolCallId);
      if (!call) throw new BridgeInputError(`Tool message '${m.id}' answers tool call '${m.toolCallId}', which is not in the history.`, m.id);
      dropToolMedia(m, PROVIDER, options);
      responses.push({ functionResponse: { name: call.function.name, response: toolResponse(m), ...(!isGeneratedGeminiCallId(call.id) && { id: call.id }) } });
    }
  };
  for (const turn of groupTurns(messages, geminiResponseKey)) {
    if (turn.kind === "assistant") {
      responses = undefined;
      const parts = modelParts(turn.parts);
      if (parts.length > 0) contents.push({ role: "model", parts });
      if (turn.results.length > 0) addResults(turn.results);
      continue;
    }
    const m = turn.message;
    if (m.role === "tool") {
      addResults([m]);
      continue;
    }
    responses = undefined;
    if (m.role === "user" && hasMedia(m.content)) contents.push({ role: "user", parts: mapContent<Part>(m, PROVIDER, options, { text: (text) => ({ text }), media: geminiPart }) });
    else if (m.role === "user") contents.push({ role: "user", parts: [{ text: contentText(m.content) }] });
    else if (m.role === "system" || m.role === "developer") system.push(contentText(m.content));
  }
  return { contents, ...(system.length > 0 && { systemInstruction: system.join("\n\n") }) };
}

/** The Gemini `responseId` a bridge-made AG-UI id (`${responseId}:${n}`) belongs to. */
function geminiResponseKey(m: Message): string | undefined {
  return /^(.+):\d+$/.exec(m.id)?.[1];
}

/** The parts of one model response, one per message / tool call, in order, never merged. */
function modelParts(messages: readonly Message[]): Part[] {
  const parts: Part[] = [];
  for (const m of messages) {
    const signature = encryptedValueOf(m);
    if (m.role === "reasoning") {
      if (m.content || signature) parts.push({ text: m.content, thought: true, ...(signature && { thoughtSignature: signature }) });
    } else if (m.role === "assistant") {
      if (m.content || signature) parts.push({ text: m.content ?? "", ...(signature && { thoughtSignature: signature }) });
      for (const call of m.toolCalls ?? []) {
        const callSignature = encryptedValueOf(call);
        parts.push({
          functionCall: { name: call.function.name, args: parseToolArguments(call), ...(!isGeneratedGeminiCallId(call.id) && { id: call.id }) },
          ...(callSignature && { thoughtSignature: callSignature }),
        });
      }
    }
  }
  return parts;
}
