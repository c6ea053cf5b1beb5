import type { AgentState, ToolCallTimes } from "../types";
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
  /** How long the call took, ms: from TOOL_CALL_START to its TOOL_CALL_RESULT as the client saw them (`state.toolCallTimes`); `undefined` while running or for calls from history. */
  durationMs: number | undefined;
}

const contentText = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? content.map((p) => (p && typeof p === "object" && "text" in p ? String((p as { text: unknown }).text) : "")).join("")
      : "";

/** A tool call's client-clock times (`state.toolCallTimes`; the field may be absent in a state persisted before it). */
export function toolCallTimesOf(state: Partial<Pick<AgentState, "toolCallTimes">>, toolCallId: string): ToolCallTimes | undefined {
  return state.toolCallTimes && Object.hasOwn(state.toolCallTimes, toolCallId) ? state.toolCallTimes[toolCallId] : undefined;
}

/** `endedAt − startedAt` of a tool call's client-clock times (never negative), or `undefined` when it has not both. */
export function toolCallDurationMs(times: ToolCallTimes | undefined): number | undefined {
  return times?.endedAt === undefined ? undefined : Math.max(0, times.endedAt - times.startedAt);
}

/**
 * The {@link ToolCallInfo} of `toolCallId` (its name, arguments, result and whether it carries encrypted
 * reasoning), or `undefined` when no assistant message has made that call. O(1) through {@link indexMessages}.
 * Pass the previous result as `previous` for structural sharing: unchanged → `previous` itself.
 *
 * @example
 * const call = selectToolCall(store.getState(), "call-1");
 * if (call?.result !== undefined) console.log(call.name, "→", call.result);
 */
export function selectToolCall(
  state: Pick<AgentState, "messages"> & Partial<Pick<AgentState, "toolCallTimes">>,
  toolCallId: string,
  previous?: ToolCallInfo,
): ToolCallInfo | undefined {
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
    durationMs: toolCallDurationMs(toolCallTimesOf(state, toolCallId)),
  };
  return previous === undefined ? info : replaceEqualDeep(previous, info);
}
