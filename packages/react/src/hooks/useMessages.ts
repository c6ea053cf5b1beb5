"use client";
import type { StoreApi } from "zustand/vanilla";
import { selectMessages, type AgentState, type Message } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";

/**
 * All messages of the store (AG-UI 1.x `Message[]`, arrival order): a snapshot (`selectMessages`), the same array
 * until a message changes — never the live `state.messages` the reducer writes in place. Re-renders whenever any
 * message changes (at most once per animation frame; O(n) copy per change, so only where the whole list is needed); lists should prefer {@link MessageList} or per-id {@link useMessage} so that only
 * the streaming message re-renders. Messages may carry an `encryptedValue`: never put it in the DOM.
 *
 * @param store an explicit store; default the nearest `AgentProvider`'s.
 * @throws Error when there is neither a `store` nor an `AgentProvider` with one.
 * @example
 * const messages = useMessages();
 * return <p>{messages.length} messages</p>;
 */
export function useMessages(store?: StoreApi<AgentState>): Message[] {
  return useAgentStore(selectMessages, Object.is, store);
}
