"use client";
import type { Message } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";
import { selectMessage } from "../internal/indexes";

/**
 * One message by id (`undefined` until it exists). Re-renders only when that message object changes,
 * so a streaming neighbour does not re-render this component. Lookup is O(1) (index per messages array).
 *
 * Note: the message object may carry an `encryptedValue`; never put it in the DOM.
 *
 * @throws Error outside an `AgentProvider` with a store.
 * @example
 * const message = useMessage("msg-1");
 * return <p>{message?.role === "assistant" ? message.content : null}</p>;
 */
export function useMessage(id: string): Message | undefined {
  return useAgentStore((s) => selectMessage(s, id));
}
