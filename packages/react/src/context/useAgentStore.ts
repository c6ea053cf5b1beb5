"use client";
import type { StoreApi } from "zustand/vanilla";
import { snapshotIfLive, type AgentState, type ReasoningSource } from "@reasoning-ui/core";
import { useCoalescedSelector } from "../internal/useCoalescedSelector";
import { useAgentContext } from "./AgentContext";

/**
 * The agent store a hook or component works on: `store` when given, else the nearest {@link AgentProvider}'s.
 * It does not subscribe (no re-render on changes): use it for imperative reads and writes outside render.
 *
 * @param store an explicit store (e.g. `useAgentRun().store` or `createAgentStore()`), which wins over the provider's.
 * @param caller the hook or component asking, named in the error.
 * @throws Error "`<caller>` needs an agent store: …" when there is neither — thrown while rendering, so a
 *   misplaced component fails where it is mounted, not later when data arrives.
 * @example
 * import { randomUUID } from "@reasoning-ui/core"; // crypto.randomUUID() is missing on plain-HTTP origins
 * const store = useAgentStoreApi();
 * const onSuggestion = (text: string) => store.getState().addMessage({ id: randomUUID(), role: "user", content: text });
 */
export function useAgentStoreApi(store?: StoreApi<AgentState>, caller?: string): StoreApi<AgentState>;
/** A reasoning view's store (`ReasoningBlockView`): an agent store or a `createReasoningStore()`; else the provider's agent store. */
export function useAgentStoreApi<S extends ReasoningSource>(store: S | undefined, caller?: string): S | StoreApi<AgentState>;
export function useAgentStoreApi(store?: ReasoningSource, caller = "useAgentStoreApi"): ReasoningSource {
  const context = useAgentContext();
  const resolved = store ?? context.store;
  if (!resolved)
    throw new Error(
      `\`${caller}\` needs an agent store: render it inside \`<AgentProvider store={store}>\` or pass it a \`store\` (from \`useAgentRun()\` or \`createAgentStore()\`).`,
    );
  return resolved;
}

/**
 * Select a slice of the agent state (React's `useSyncExternalStore` with a selector memo, as zustand's
 * `useStoreWithEqualityFn` does; the kit's one store binding, `internal/useCoalescedSelector.ts`).
 *
 * Re-renders only when the selection changes under `equalityFn` (default `Object.is`; pass `shallow` from
 * `zustand/shallow` for arrays/objects). A selection that is one of the state's live containers (`s.messages`,
 * `s.reasoning`, … — written in place by the reducer, see `AgentState.revision`) is handed over as a snapshot
 * copied once per change, so it still re-renders on every change; an equal selection keeps the identity of the one last rendered, even with
 * an inline selector. Store notifications are coalesced to at most one per animation frame (synchronous where
 * `requestAnimationFrame` is missing; `<AgentProvider coalesce={false}>` turns it off); the state is always read
 * fresh, so no update is lost or reordered, only batched.
 *
 * @param store an explicit store; default the nearest {@link AgentProvider}'s.
 * @throws Error when there is neither a `store` nor an `AgentProvider` with one (see {@link useAgentStoreApi}).
 * @example
 * const status = useAgentStore((s) => s.status);
 * const ids = useAgentStore((s) => s.messages.map((m) => m.id), shallow);
 */
export function useAgentStore<U>(
  selector: (state: AgentState) => U,
  equalityFn: (a: U, b: U) => boolean = Object.is,
  store?: StoreApi<AgentState>,
): U {
  const api = useAgentStoreApi(store, "useAgentStore");
  return useCoalescedSelector(api, (s: AgentState) => snapshotIfLive(selector(s)), equalityFn);
}
