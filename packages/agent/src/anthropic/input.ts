import type { Message } from "@ag-ui/core";
import type { ContentBlockParam, MessageParam, ToolResultBlockParam } from "@anthropic-ai/sdk/resources/messages/messages";
import { contentText, encryptedValueOf, groupTurns, parseToolArguments } from "../history";
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
 * - the reasoning and assistant messages of one Anthropic response (ids from `anthropicMessagesToAgUi`;
 *   otherwise consecutive ones) → one `assistant` message whose blocks follow the history's order, even
 *   where the store put tool results between them (see `groupTurns`): a reasoning message → `{ type: "thinking", thinking: content, signature:
 *   encryptedValue }` (an omitted one gives `thinking: ""`, as received); a redacted one (id ending
 *   `:redacted` or `metadata.reasoningUi.hidden: "redacted"`) → `{ type: "redacted_thinking", data }`;
 *   an assistant message → a `text` block (when non-empty) then a `tool_use` block per tool call
 *   (`input` = the parsed `arguments`). Reasoning without an `encryptedValue` (a block cut before its
 *   signature, or reasoning from elsewhere) is left out: Anthropic rejects a thinking block without a
 *   valid signature, and a blanked one with its signature kept is refused too.
 * - the tool results answering that response → one `user` message of `tool_result` blocks right after it (`is_error` when the tool
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
  /** The blocks of the last user message when it holds tool results (a user text right after joins it). */
  let userBlocks: ContentBlockParam[] | undefined;
  const addResults = (results: readonly Extract<Message, { role: "tool" }>[]) => {
    if (!userBlocks) {
      userBlocks = [];
      out.push({ role: "user", content: userBlocks });
    }
    for (const m of results) {
      const result: ToolResultBlockParam = { type: "tool_result", tool_use_id: m.toolCallId, content: m.error ?? contentText(m.content), ...(m.error !== undefined && { is_error: true }) };
      userBlocks.push(result);
    }
  };
  for (const turn of groupTurns(messages, anthropicResponseKey)) {
    if (turn.kind === "assistant") {
      const blocks = assistantBlocks(turn.parts);
      userBlocks = undefined;
      if (blocks.length > 0) out.push({ role: "assistant", content: blocks });
      if (turn.results.length > 0) addResults(turn.results);
      continue;
    }
    const m = turn.message;
    if (m.role === "tool") addResults([m]);
    else if (m.role === "user") {
      const text = contentText(m.content);
      if (userBlocks) userBlocks.push({ type: "text", text });
      else out.push({ role: "user", content: text });
      userBlocks = undefined;
    } else if (m.role === "system" || m.role === "developer") {
      system.push(contentText(m.content));
    }
  }
  return { ...(system.length > 0 && { system: system.join("\n\n") }), messages: out };
}

/** The Anthropic message id a bridge-made AG-UI id (`${message.id}:${index}`, `…:redacted`) belongs to. */
function anthropicResponseKey(m: Message): string | undefined {
  return /^(.+):\d+(?::redacted)?$/.exec(m.id)?.[1];
}

/** The content blocks of one Anthropic response, in the history's order. */
function assistantBlocks(parts: readonly Message[]): ContentBlockParam[] {
  const blocks: ContentBlockParam[] = [];
  for (const m of parts) {
    if (m.role === "reasoning") {
      const value = encryptedValueOf(m);
      if (value === undefined) continue;
      blocks.push(isRedacted(m) ? { type: "redacted_thinking", data: value } : { type: "thinking", thinking: m.content, signature: value });
    } else if (m.role === "assistant") {
      if (m.content) blocks.push({ type: "text", text: m.content });
      for (const call of m.toolCalls ?? []) blocks.push({ type: "tool_use", id: call.id, name: call.function.name, input: parseToolArguments(call) });
    }
  }
  return blocks;
}
