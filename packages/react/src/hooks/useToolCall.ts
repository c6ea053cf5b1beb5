"use client";
import type { StoreApi } from "zustand/vanilla";
import { selectToolCall, type AgentState, type ToolCallInfo } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";
import { useSharedSelector } from "../internal/useSharedSelector";

/**
 * One tool call by id (core's `selectToolCall`: `{ id, name, args, result, parentMessageId,
 * hasEncryptedReasoning }`; never the encrypted value itself), `undefined` until an assistant message makes it.
 * Re-renders only when that information changes (structural sharing).
 *
 * @param store an explicit store; default the nearest `AgentProvider`'s.
 * @throws Error when there is neither a `store` nor an `AgentProvider` with one.
 * @example
 * const call = useToolCall("tool-123");
 * if (!call) return null;
 * return <ToolCallView name={call.name} args={call.args} result={call.result} hasEncryptedReasoning={call.hasEncryptedReasoning} />;
 */
export function useToolCall(toolCallId: string, store?: StoreApi<AgentState>): ToolCallInfo | undefined {
  const selector = useSharedSelector<AgentState, ToolCallInfo | undefined>((s, previous) => selectToolCall(s, toolCallId, previous), [toolCallId]);
  return useAgentStore(selector, Object.is, store);
}
