import type { Message } from "@ag-ui/core";
import type { Message as OllamaMessage } from "ollama";
import { contentText, groupTurns, parseToolArguments, toolCallsById } from "../history";
import { readReasoningUiMetadata } from "../metadata";

/** The response key of a message made by `ollamaToAgUi` (`${runId}:${n}`), else undefined. */
const responseKey = (m: Message) => /^(.+):\d+$/.exec(m.id)?.[1];

/**
 * AG-UI messages (a `RunAgentInput.messages`) → Ollama chat `messages` for the next request. One
 * response (its reasoning, text and tool calls, even with tool results between them) becomes one
 * assistant message: `content` = its text, `thinking` = its visible reasoning (Ollama accepts it back and
 * models whose templates use it — gpt-oss, Qwen3 — need it within a tool loop; `thinking: false` leaves
 * it out), `tool_calls` with `arguments` parsed to an object; its tool results follow as `tool` messages
 * with `tool_name`; user / system text is passed through (`developer` as `system`); `activity` is skipped.
 *
 * Throws `BridgeInputError` (from `history`) when a tool call's `arguments` is not a JSON object or a tool
 * result names a call that is not in the history (Ollama needs the tool's name).
 *
 * @example
 * const stream = ollama.chat({ model: "qwen3", think: true, stream: true, messages: agUiToOllamaMessages(input.messages) });
 */
export function agUiToOllamaMessages(messages: readonly Message[], options: { thinking?: boolean } = {}): OllamaMessage[] {
  const calls = toolCallsById(messages);
  const toolMessage = (toolCallId: string, content: unknown): OllamaMessage => {
    const call = calls.get(toolCallId);
    return { role: "tool", content: contentText(content), ...(call && { tool_name: call.function.name }) };
  };
  const out: OllamaMessage[] = [];
  for (const turn of groupTurns(messages, responseKey)) {
    if (turn.kind === "message") {
      const m = turn.message;
      if (m.role === "user" || m.role === "system") out.push({ role: m.role, content: contentText(m.content) });
      else if (m.role === "developer") out.push({ role: "system", content: contentText(m.content) });
      else if (m.role === "tool") out.push(toolMessage(m.toolCallId, m.content));
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
    for (const result of turn.results) out.push(toolMessage(result.toolCallId, result.content));
  }
  return out;
}
