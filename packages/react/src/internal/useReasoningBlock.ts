"use client";
import { useMemo } from "react";
import { selectReasoningBlock, type ReasoningBlock, type ReasoningSource, type ReasoningStateData } from "@reasoning-ui/core";
import { useAgentContext } from "../context/AgentContext";
import { NO_STORE } from "./frameStore";
import { useCoalescedSelector } from "./useCoalescedSelector";

export type { ReasoningBlock };

/**
 * ONE subscription to the block of `ids` (coalesced per frame like every binding): re-renders only when the block
 * changes. With `ids` undefined it subscribes to nothing and needs no store (a root given plain props).
 *
 * @throws Error "`<caller>` needs an agent store: …" when `ids` are given and there is neither `store` nor a provider's.
 */
export function useReasoningBlock(ids: readonly string[] | undefined, store: ReasoningSource | undefined, caller: string): ReasoningBlock | undefined {
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
    return (state: ReasoningStateData) => (last = selectReasoningBlock(state, ids, last));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return useCoalescedSelector<ReasoningStateData, ReasoningBlock | undefined>(ids && resolved ? resolved : NO_STORE, selector);
}
