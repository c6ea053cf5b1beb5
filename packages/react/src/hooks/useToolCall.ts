"use client";
import type { AgentState } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";
import { indexMessages } from "../internal/indexes";

/** A render-ready tool call: never contains the encrypted value, only whether there is one. */
export interface ToolCallInfo {
  id: string;
  name: string;
  /** Arguments JSON text as streamed so far. */
  args: string;
  /** The tool result message's content, when it has arrived (parts joined as text). */
  result?: string;
  /** True when the tool call carries an `encryptedValue`. */
  hasEncryptedReasoning: boolean;
}

const contentText = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? content.map((p) => (p && typeof p === "object" && "text" in p ? String((p as { text: unknown }).text) : "")).join("")
      : "";

/** The {@link ToolCallInfo} of `toolCallId` in `state`, or undefined. */
export function selectToolCall(state: AgentState, toolCallId: string): ToolCallInfo | undefined {
  const index = indexMessages(state.messages);
  const entry = index.toolCalls.get(toolCallId);
  if (!entry) return undefined;
  const resultMessage = index.toolResults.get(toolCallId);
  return {
    id: toolCallId,
    name: entry.call.function.name,
    args: entry.call.function.arguments,
    result: resultMessage ? contentText(resultMessage.content) : undefined,
    hasEncryptedReasoning: Boolean(entry.call.encryptedValue),
  };
}

const equal = (a: ToolCallInfo | undefined, b: ToolCallInfo | undefined) =>
  a === b ||
  (!!a && !!b && a.id === b.id && a.name === b.name && a.args === b.args && a.result === b.result && a.hasEncryptedReasoning === b.hasEncryptedReasoning);

/**
 * One tool call by id, with its result and whether it carries encrypted reasoning (see {@link ToolCallInfo}).
 * Re-renders only when that information changes.
 *
 * @throws Error outside an `AgentProvider` with a store.
 * @example
 * const call = useToolCall("tool-123");
 * if (!call) return null;
 * return <ToolCallView name={call.name} args={call.args} result={call.result} hasEncryptedReasoning={call.hasEncryptedReasoning} />;
 */
export function useToolCall(toolCallId: string): ToolCallInfo | undefined {
  return useAgentStore((s) => selectToolCall(s, toolCallId), equal);
}
