"use client";
import type { Message } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";

/**
 * All messages of the provider's store (AG-UI 1.x `Message[]`, arrival order). Re-renders whenever
 * any message changes (at most once per frame); lists should prefer {@link MessageList} or per-id
 * {@link useMessage} so that only the streaming message re-renders.
 *
 * @throws Error outside an `AgentProvider` with a store.
 * @example
 * const messages = useMessages();
 * return <p>{messages.length} messages</p>;
 */
export function useMessages(): Message[] {
  return useAgentStore((s) => s.messages);
}
