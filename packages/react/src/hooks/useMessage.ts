"use client";
import type { StoreApi } from "zustand/vanilla";
import { selectMessage, type AgentState, type Message } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";

/**
 * One message by id (`undefined` until it exists), through core's `selectMessage` (O(1) per lookup). Re-renders
 * only when that message object changes, so a streaming neighbour does not re-render this component.
 * The message may carry an `encryptedValue`: never put it in the DOM.
 *
 * @param store an explicit store; default the nearest `AgentProvider`'s.
 * @throws Error when there is neither a `store` nor an `AgentProvider` with one.
 * @example
 * const message = useMessage("msg-1");
 * return <p>{message?.role === "assistant" ? message.content : null}</p>;
 */
export function useMessage(id: string, store?: StoreApi<AgentState>): Message | undefined {
  return useAgentStore((s) => selectMessage(s, id), Object.is, store);
}
