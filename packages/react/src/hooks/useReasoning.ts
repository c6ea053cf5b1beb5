"use client";
import type { ReasoningInfo } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";

/**
 * Reasoning bookkeeping of one reasoning message (`AgentState.reasoning[messageId]`):
 * `{ messageId, spanId?, status, visibility, startedAt?, endedAt? }` (times in ms since epoch), or
 * `undefined` when `messageId` is not a reasoning message.
 *
 * @throws Error outside an `AgentProvider` with a store.
 * @example
 * const info = useReasoning("reasoning-1");
 * return <span>{info?.status}</span>;
 */
export function useReasoning(messageId: string): ReasoningInfo | undefined {
  return useAgentStore((s) => s.reasoning[messageId]);
}
