"use client";
import type { StoreApi } from "zustand/vanilla";
import type { AgentState } from "@reasoning-ui/core";
import { useStoreSelector } from "../internal/useStoreSelector";
import { useAgentContext } from "./AgentContext";

/**
 * The store (`StoreApi<AgentState>`) from the nearest {@link AgentProvider}, for imperative reads and
 * writes outside render (it does not subscribe: the component does not re-render on changes).
 *
 * @throws Error when used outside an `AgentProvider` that has a store.
 * @example
 * const store = useAgentStoreApi();
 * const onSuggestion = (text: string) => store.getState().addMessage({ id: crypto.randomUUID(), role: "user", content: text });
 */
export function useAgentStoreApi(): StoreApi<AgentState> {
  const { store } = useAgentContext();
  if (!store) throw new Error("`useAgentStore` must be used within `AgentProvider` (with a `store`)");
  return store;
}

/**
 * Select a slice of the agent state from the nearest {@link AgentProvider}'s store.
 *
 * Re-renders only when the selection changes under `equalityFn` (default `Object.is`; pass
 * `shallow` from `zustand/shallow` for arrays/objects); an equal selection keeps the identity of the one
 * last rendered, even with an inline selector. Store notifications are coalesced to at most
 * one per animation frame (synchronous where `requestAnimationFrame` is missing); the state is always
 * read fresh, so no update is lost or reordered, only batched.
 *
 * @throws Error when used outside an `AgentProvider` that has a store.
 * @example
 * const status = useAgentStore((s) => s.status);
 * const ids = useAgentStore((s) => s.messages.map((m) => m.id), shallow);
 */
export function useAgentStore<U>(selector: (state: AgentState) => U, equalityFn?: (a: U, b: U) => boolean): U {
  const { coalesce } = useAgentContext();
  return useStoreSelector(useAgentStoreApi(), selector, equalityFn, coalesce);
}
