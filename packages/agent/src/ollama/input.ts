import type { Message } from "@ag-ui/core";
import type { Message as OllamaMessage } from "ollama";
import { contentText, groupTurns, parseToolArguments, toolCallsById } from "../history";
import { readReasoningUiMetadata } from "../metadata";
import { drop, dropToolMedia, hasMedia, mapContent, type InputPartsOptions } from "../parts";

const PROVIDER = "Ollama";

/**
 * A user message with attachments as Ollama takes it: `content` = its text parts joined, `images` = the inline
 * images' base64 (Ollama reads bytes only: an image by URL or handle — the bridge never fetches — and any other
 * kind is left out and reported).
 */
function ollamaUser(m: Message, options: InputPartsOptions): OllamaMessage {
  const images: string[] = [];
  const texts = mapContent<string | undefined>(m, PROVIDER, options, {
    text: (text) => text,
    media: ({ part, kind }) => {
      if (kind !== "image") return drop(`Ollama takes images only, not ${kind} input`);
      if (part.source.type !== "data") return drop("images go to Ollama as bytes; the bridge never fetches a URL or resolves a handle");
      images.push(part.source.value);
      return undefined;
    },
  });
  return { role: "user", content: texts.filter((t): t is string => t !== undefined).join(""), ...(images.length > 0 && { images }) };
}

/** The response key of a message made by `ollamaToAgUi` (`${runId}:${n}`), else undefined. */
const responseKey = (m: Message) => /^(.+):\d+$/.exec(m.id)?.[1];

/**
 * AG-UI messages (a `RunAgentInput.messages`) → Ollama chat `messages` for the next request. One
 * response (its reasoning, text and tool calls, even with tool results between them) becomes one
 * assistant message: `content` = its text, `thinking` = its visible reasoning (Ollama accepts it back and
 * models whose templates use it — gpt-oss, Qwen3 — need it within a tool loop; `thinking: false` leaves
 * it out), `tool_calls` with `arguments` parsed to an object; its tool results follow as `tool` messages
 * with `tool_name`; user / system text is passed through (`developer` as `system`); a user message's inline
 * images (AG-UI 1.0 image parts) go in its `images` (base64), any other part is left out and reported to
 * `options.onDiagnostic` (`content_part_dropped`); `activity` is skipped.
 *
 * Throws `BridgeInputError` (from `history`) when a tool call's `arguments` is not a JSON object or a tool
 * result names a call that is not in the history (Ollama needs the tool's name).
 *
 * @example
 * const stream = ollama.chat({ model: "qwen3", think: true, stream: true, messages: agUiToOllamaMessages(input.messages) });
 */
export function agUiToOllamaMessages(messages: readonly Message[], options: { thinking?: boolean } & InputPartsOptions = {}): OllamaMessage[] {
  const calls = toolCallsById(messages);
  const toolMessage = (toolCallId: string, content: unknown): OllamaMessage => {
    const call = calls.get(toolCallId);
    return { role: "tool", content: contentText(content), ...(call && { tool_name: call.function.name }) };
  };
  const out: OllamaMessage[] = [];
  for (const turn of groupTurns(messages, responseKey)) {
    if (turn.kind === "message") {
      const m = turn.message;
      if (m.role === "user" && hasMedia(m.content)) out.push(ollamaUser(m, options));
      else if (m.role === "user" || m.role === "system") out.push({ role: m.role, content: contentText(m.content) });
      else if (m.role === "developer") out.push({ role: "system", content: contentText(m.content) });
      else if (m.role === "tool") {
        dropToolMedia(m, PROVIDER, options);
        out.push(toolMessage(m.toolCallId, m.content));
      }
      continue;
    }
    let content = "";
    let thinking = "";
    const toolCalls: NonNullable<OllamaMessage["tool_calls"]> = [];
    for (const m of turn.parts) {
      if (m.role === "reasoning") {
        if (readReasoningUiMetadata(m)?.hidden === undefined) thinking += m.content;
      } else if (m.role === "assistant") {
        content += contentText(m.content);
        for (const call of m.toolCalls ?? []) toolCalls.push({ function: { name: call.function.name, arguments: parseToolArguments(call) } });
      }
    }
    out.push({
      role: "assistant",
      content,
      ...(options.thinking !== false && thinking !== "" && { thinking }),
      ...(toolCalls.length > 0 && { tool_calls: toolCalls }),
    });
    for (const result of turn.results) {
      dropToolMedia(result, PROVIDER, options);
      out.push(toolMessage(result.toolCallId, result.content));
    }
  }
  return out;
}
