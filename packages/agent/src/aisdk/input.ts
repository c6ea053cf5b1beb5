import type { Message } from "@ag-ui/core";
import type { AssistantModelMessage, ModelMessage, ToolModelMessage } from "ai";
import { BridgeInputError, contentText, encryptedValueOf, parseToolArguments, toolCallsById } from "../history";

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
 * - consecutive reasoning and assistant messages → one `assistant` message, parts in order: reasoning →
 *   `{ type: "reasoning", text, providerOptions }`, assistant → `{ type: "text", text, providerOptions }`
 *   (when non-empty) then `{ type: "tool-call", toolCallId, toolName, input, providerOptions }` per tool
 *   call; `providerOptions` = the `encryptedValue` envelope written by `aiSdkToAgUi` (the part's provider
 *   metadata, e.g. `{ anthropic: { signature } }`, `{ openai: { itemId, reasoningEncryptedContent } }`,
 *   `{ google: { thoughtSignature } }`), which each provider package reads back. A reasoning message
 *   with neither text nor an envelope is left out.
 * - consecutive tool messages → one `tool` message of `tool-result` parts (`output: { type: "text" }`, or
 *   `{ type: "error-text" }` when the tool message has `error`; `toolName` from the tool call).
 * - user / system / developer (as `system`) → text messages; `activity` skipped.
 *
 * @throws {BridgeInputError} a tool message names a tool call not in the history, or a tool call's
 *   `arguments` is not a JSON object.
 * @example
 * const result = streamText({ model, messages: agUiToModelMessages(input.messages), tools });
 */
export function agUiToModelMessages(messages: readonly Message[]): ModelMessage[] {
  const calls = toolCallsById(messages);
  const out: ModelMessage[] = [];
  let assistant: AssistantPart[] | undefined;
  let tool: ToolModelMessage["content"] | undefined;
  for (const m of messages) {
    if (m.role !== "reasoning" && m.role !== "assistant") assistant = undefined;
    if (m.role !== "tool") tool = undefined;
    switch (m.role) {
      case "reasoning":
      case "assistant": {
        if (!assistant) {
          assistant = [];
          out.push({ role: "assistant", content: assistant });
        }
        const providerOptions = providerOptionsOf(m);
        const options = providerOptions ? { providerOptions } : {};
        if (m.role === "reasoning") {
          if (m.content || providerOptions) assistant.push({ type: "reasoning", text: m.content, ...options });
          break;
        }
        if (m.content) assistant.push({ type: "text", text: m.content, ...options });
        for (const call of m.toolCalls ?? []) {
          const callOptions = providerOptionsOf(call);
          assistant.push({
            type: "tool-call",
            toolCallId: call.id,
            toolName: call.function.name,
            input: parseToolArguments(call),
            ...(callOptions && { providerOptions: callOptions }),
          });
        }
        break;
      }
      case "tool": {
        const call = calls.get(m.toolCallId);
        if (!call) throw new BridgeInputError(`Tool message '${m.id}' answers tool call '${m.toolCallId}', which is not in the history.`, m.id);
        if (!tool) {
          tool = [];
          out.push({ role: "tool", content: tool });
        }
        const text = contentText(m.content);
        tool.push({
          type: "tool-result",
          toolCallId: m.toolCallId,
          toolName: call.function.name,
          output: m.error !== undefined ? { type: "error-text", value: m.error || text } : { type: "text", value: text },
        });
        break;
      }
      case "user":
        out.push({ role: "user", content: contentText(m.content) });
        break;
      case "system":
      case "developer":
        out.push({ role: "system", content: contentText(m.content) });
        break;
      default:
        break;
    }
  }
  return out.filter((message) => message.role !== "assistant" || message.content.length > 0);
}
