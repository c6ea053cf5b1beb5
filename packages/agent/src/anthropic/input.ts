import type { Message } from "@ag-ui/core";
import type { ContentBlockParam, MessageParam, ToolResultBlockParam } from "@anthropic-ai/sdk/resources/messages/messages";
import { contentText, encryptedValueOf, parseToolArguments } from "../history";
import { readReasoningUiMetadata } from "../metadata";

/** What {@link agUiToAnthropicMessages} returns: spread it into `client.messages.create({ model, max_tokens, ...turn })`. */
export interface AnthropicTurn {
  /** System and developer messages, joined by blank lines; absent when there are none. */
  system?: string;
  messages: MessageParam[];
}

function isRedacted(m: Message): boolean {
  return m.id.endsWith(":redacted") || readReasoningUiMetadata(m as { metadata?: unknown })?.hidden === "redacted";
}

/**
 * AG-UI messages → the next Anthropic Messages request (Anthropic "Extended thinking": "Preserving
 * thinking blocks" — the thinking blocks of the latest assistant turn must come back unmodified, in
 * order, with their signatures):
 * - consecutive reasoning and assistant messages → one `assistant` message whose blocks follow the
 *   history's order: a reasoning message → `{ type: "thinking", thinking: content, signature:
 *   encryptedValue }` (an omitted one gives `thinking: ""`, as received); a redacted one (id ending
 *   `:redacted` or `metadata.reasoningUi.hidden: "redacted"`) → `{ type: "redacted_thinking", data }`;
 *   an assistant message → a `text` block (when non-empty) then a `tool_use` block per tool call
 *   (`input` = the parsed `arguments`). Reasoning without an `encryptedValue` (a block cut before its
 *   signature, or reasoning from elsewhere) is left out: Anthropic rejects a thinking block without a
 *   valid signature, and a blanked one with its signature kept is refused too.
 * - consecutive tool messages → one `user` message of `tool_result` blocks (`is_error` when the tool
 *   message has `error`); a user message right after joins it as a `text` block, as Anthropic asks.
 * - system / developer → `system`; `activity` messages are skipped.
 *
 * @throws {BridgeInputError} a tool call's `arguments` is not a JSON object.
 * @example
 * const stream = await anthropic.messages.create({ model: "claude-sonnet-4-6", max_tokens: 16000, stream: true,
 *   thinking: { type: "enabled", budget_tokens: 8000 }, tools, ...agUiToAnthropicMessages(input.messages) });
 */
export function agUiToAnthropicMessages(messages: readonly Message[]): AnthropicTurn {
  const out: MessageParam[] = [];
  const system: string[] = [];
  let assistant: ContentBlockParam[] | undefined;
  let userBlocks: ContentBlockParam[] | undefined;
  const flushAssistant = () => {
    if (assistant && assistant.length > 0) out.push({ role: "assistant", content: assistant });
    assistant = undefined;
  };
  for (const m of messages) {
    if (m.role === "reasoning" || m.role === "assistant") {
      userBlocks = undefined;
      assistant ??= [];
      if (m.role === "reasoning") {
        const value = encryptedValueOf(m);
        if (value === undefined) continue;
        assistant.push(isRedacted(m) ? { type: "redacted_thinking", data: value } : { type: "thinking", thinking: m.content, signature: value });
      } else {
        if (m.content) assistant.push({ type: "text", text: m.content });
        for (const call of m.toolCalls ?? []) {
          assistant.push({ type: "tool_use", id: call.id, name: call.function.name, input: parseToolArguments(call) });
        }
      }
      continue;
    }
    flushAssistant();
    if (m.role === "tool") {
      const text = m.error ?? contentText(m.content);
      const result: ToolResultBlockParam = { type: "tool_result", tool_use_id: m.toolCallId, content: text, ...(m.error !== undefined && { is_error: true }) };
      if (!userBlocks) {
        userBlocks = [];
        out.push({ role: "user", content: userBlocks });
      }
      userBlocks.push(result);
    } else if (m.role === "user") {
      const text = contentText(m.content);
      if (userBlocks) userBlocks.push({ type: "text", text });
      else out.push({ role: "user", content: text });
      userBlocks = undefined;
    } else if (m.role === "system" || m.role === "developer") {
      system.push(contentText(m.content));
    }
  }
  flushAssistant();
  return { ...(system.length > 0 && { system: system.join("\n\n") }), messages: out };
}
