import type { AgentState } from "../types";
import { indexMessages } from "./indexMessages";
import { replaceEqualDeep } from "./replaceEqualDeep";

/** A render-ready tool call: it never contains the encrypted value, only whether there is one. */
export interface ToolCallInfo {
  /** The tool call's id (`toolCallId`). */
  id: string;
  /** The tool's name (`toolCall.function.name`). */
  name: string;
  /** The arguments' JSON text as streamed so far (`toolCall.function.arguments`). */
  args: string;
  /** The tool result message's content (text parts joined), once a `role: "tool"` message answers the call. */
  result: string | undefined;
  /** The tool result message's `error` (AG-UI `ToolMessage.error`), when the tool failed. */
  error: string | undefined;
  /** The id of the assistant message that made the call. */
  parentMessageId: string;
  /** True when the tool call carries an `encryptedValue` (a `tool-call` REASONING_ENCRYPTED_VALUE). */
  hasEncryptedReasoning: boolean;
}

const contentText = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? content.map((p) => (p && typeof p === "object" && "text" in p ? String((p as { text: unknown }).text) : "")).join("")
      : "";

/**
 * The {@link ToolCallInfo} of `toolCallId` (its name, arguments, result and whether it carries encrypted
 * reasoning), or `undefined` when no assistant message has made that call. O(1) through {@link indexMessages}.
 * Pass the previous result as `previous` for structural sharing: unchanged → `previous` itself.
 *
 * @example
 * const call = selectToolCall(store.getState(), "call-1");
 * if (call?.result !== undefined) console.log(call.name, "→", call.result);
 */
export function selectToolCall(state: Pick<AgentState, "messages">, toolCallId: string, previous?: ToolCallInfo): ToolCallInfo | undefined {
  const index = indexMessages(state.messages);
  const entry = index.toolCalls.get(toolCallId);
  if (!entry) return undefined;
  const resultMessage = index.toolResults.get(toolCallId);
  const info: ToolCallInfo = {
    id: toolCallId,
    name: entry.call.function.name,
    args: entry.call.function.arguments,
    result: resultMessage ? contentText(resultMessage.content) : undefined,
    error: resultMessage && typeof (resultMessage as { error?: unknown }).error === "string" ? (resultMessage as { error: string }).error : undefined,
    parentMessageId: entry.parentId,
    hasEncryptedReasoning: Boolean(entry.call.encryptedValue),
  };
  return previous === undefined ? info : replaceEqualDeep(previous, info);
}
