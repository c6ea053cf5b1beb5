"use client";
import type { StoreApi } from "zustand/vanilla";
import type { AgentState, ReasoningInfo } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";

/**
 * Reasoning bookkeeping of one reasoning message (`AgentState.reasoning[messageId]`):
 * `{ messageId, spanId?, status, visibility, startedAt?, endedAt? }` (times in ms since epoch), or
 * `undefined` when `messageId` is not a reasoning message. For rendering prefer {@link useReasoningView}.
 *
 * @param store an explicit store; default the nearest `AgentProvider`'s.
 * @throws Error when there is neither a `store` nor an `AgentProvider` with one.
 * @example
 * const info = useReasoning("reasoning-1");
 * return <span>{info?.status}</span>;
 */
export function useReasoning(messageId: string, store?: StoreApi<AgentState>): ReasoningInfo | undefined {
  return useAgentStore((s) => s.reasoning[messageId], Object.is, store);
}
