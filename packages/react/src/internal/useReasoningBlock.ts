"use client";
import { useMemo } from "react";
import type { StoreApi } from "zustand/vanilla";
import { selectReasoningTokens, selectReasoningView, selectRunOfMessage, type AgentState, type ReasoningView } from "@reasoning-ui/core";
import { useAgentContext } from "../context/AgentContext";
import { NO_STORE } from "./frameStore";
import { useCoalescedSelector } from "./useCoalescedSelector";

/** Everything one reasoning block shows, from one subscription (what `Reasoning.Root messageIds` reads). */
export interface ReasoningBlock {
  /** Core's `selectReasoningView` of the block's messages (never the encrypted value). */
  view: ReasoningView;
  /** The producing run's reasoning tokens (core's `selectReasoningTokens` of the first message); undefined while it runs or unreported. */
  reasoningTokens: number | undefined;
  /** The turn was stopped by the user (`RunRecord.status === "stopped"`): "Stopped thinking", neutral tone. */
  stopped: boolean;
}

/**
 * The block of `ids` (core's view, the run's reasoning tokens and whether the user stopped it), or `undefined`
 * while none of the ids is known. Structurally shared: an unchanged block is the `previous` object, and the view
 * keeps its identity while only tokens or `stopped` change.
 */
export function selectReasoningBlock(state: AgentState, ids: readonly string[], previous?: ReasoningBlock): ReasoningBlock | undefined {
  const view = selectReasoningView(state, ids, previous?.view);
  if (!view) return undefined;
  const first = ids[0]!;
  const reasoningTokens = selectReasoningTokens(state, first);
  const stopped = selectRunOfMessage(state, first)?.status === "stopped";
  if (previous && previous.view === view && previous.reasoningTokens === reasoningTokens && previous.stopped === stopped) return previous;
  return { view, reasoningTokens, stopped };
}

/**
 * ONE subscription to the block of `ids` (coalesced per frame like every binding): re-renders only when the block
 * changes. With `ids` undefined it subscribes to nothing and needs no store (a root given plain props).
 *
 * @throws Error "`<caller>` needs an agent store: …" when `ids` are given and there is neither `store` nor a provider's.
 */
export function useReasoningBlock(ids: readonly string[] | undefined, store: StoreApi<AgentState> | undefined, caller: string): ReasoningBlock | undefined {
  const context = useAgentContext();
  const resolved = store ?? context.store;
  if (ids && !resolved)
    throw new Error(
      `\`${caller}\` needs an agent store: render it inside \`<AgentProvider store={store}>\` or pass it a \`store\` (from \`useAgentRun()\` or \`createAgentStore()\`).`,
    );
  const key = ids?.join("\u0000");
  const selector = useMemo(() => {
    if (!ids) return () => undefined;
    let last: ReasoningBlock | undefined;
    return (state: AgentState) => (last = selectReasoningBlock(state, ids, last));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return useCoalescedSelector(ids && resolved ? resolved : NO_STORE, selector);
}
