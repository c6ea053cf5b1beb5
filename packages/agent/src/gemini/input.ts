import type { Message } from "@ag-ui/core";
import type { Content, Part } from "@google/genai";
import { BridgeInputError, contentText, encryptedValueOf, parseToolArguments, toolCallsById } from "../history";
import { isGeneratedGeminiCallId } from "./events";

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
 * - consecutive reasoning and assistant messages → one `role: "model"` content, one part per message in
 *   order: reasoning → `{ text, thought: true, thoughtSignature? }`; assistant → `{ text,
 *   thoughtSignature? }` (when it has text or a signature) then `{ functionCall: { name, args, id? },
 *   thoughtSignature? }` per tool call (the tool call's own `encryptedValue`; `id` only when Gemini gave
 *   one). Parts are never merged or reordered.
 * - consecutive tool messages → one `role: "user"` content of `functionResponse` parts (`name` from the
 *   tool call; `response` = the content when it is a JSON object, else `{ result: content }`; `{ error }`
 *   when the tool message has `error`).
 * - user → `role: "user"` text; system / developer → `systemInstruction`; `activity` skipped.
 *
 * @throws {BridgeInputError} a tool message names a tool call not in the history, or a tool call's
 *   `arguments` is not a JSON object.
 * @example
 * const turn = agUiToGeminiContents(input.messages);
 * const stream = await ai.models.generateContentStream({ model: "gemini-2.5-flash", contents: turn.contents,
 *   config: { systemInstruction: turn.systemInstruction, thinkingConfig: { includeThoughts: true }, tools } });
 */
export function agUiToGeminiContents(messages: readonly Message[]): GeminiTurn {
  const calls = toolCallsById(messages);
  const contents: Content[] = [];
  const system: string[] = [];
  let model: Part[] | undefined;
  let responses: Part[] | undefined;
  for (const m of messages) {
    if (m.role !== "reasoning" && m.role !== "assistant") model = undefined;
    if (m.role !== "tool") responses = undefined;
    switch (m.role) {
      case "reasoning":
      case "assistant": {
        if (!model) {
          model = [];
          contents.push({ role: "model", parts: model });
        }
        const signature = encryptedValueOf(m);
        if (m.role === "reasoning") {
          if (m.content || signature) model.push({ text: m.content, thought: true, ...(signature && { thoughtSignature: signature }) });
          break;
        }
        if (m.content || signature) model.push({ text: m.content ?? "", ...(signature && { thoughtSignature: signature }) });
        for (const call of m.toolCalls ?? []) {
          const callSignature = encryptedValueOf(call);
          model.push({
            functionCall: { name: call.function.name, args: parseToolArguments(call), ...(!isGeneratedGeminiCallId(call.id) && { id: call.id }) },
            ...(callSignature && { thoughtSignature: callSignature }),
          });
        }
        break;
      }
      case "tool": {
        const call = calls.get(m.toolCallId);
        if (!call) throw new BridgeInputError(`Tool message '${m.id}' answers tool call '${m.toolCallId}', which is not in the history.`, m.id);
        if (!responses) {
          responses = [];
          contents.push({ role: "user", parts: responses });
        }
        responses.push({
          functionResponse: { name: call.function.name, response: toolResponse(m), ...(!isGeneratedGeminiCallId(call.id) && { id: call.id }) },
        });
        break;
      }
      case "user":
        contents.push({ role: "user", parts: [{ text: contentText(m.content) }] });
        break;
      case "system":
      case "developer":
        system.push(contentText(m.content));
        break;
      default:
        break;
    }
  }
  return { contents: contents.filter((c) => (c.parts?.length ?? 0) > 0), ...(system.length > 0 && { systemInstruction: system.join("\n\n") }) };
}
