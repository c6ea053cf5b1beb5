"use client";
import { useMemo } from "react";
import { selectReasoningBlock, type ReasoningBlock, type ReasoningSource, type ReasoningStateData } from "@reasoning-ui/core";
import { useAgentContext } from "../context/AgentContext";
import { NO_STORE } from "./frameStore";
import { useCoalescedSelector } from "./useCoalescedSelector";

export type { ReasoningBlock };

const NO_IDS: readonly string[] = [];
/** The selection of a root given no ids: nothing (it subscribes to the empty store). */
const noBlock = (): undefined => undefined;

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
  // The same ids (by value) are the same selection: core's selector gets its previous block back and shares it.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => ids, [key]);
  return useCoalescedSelector<ReasoningStateData, ReasoningBlock | undefined, readonly string[]>(
    stable && resolved ? resolved : NO_STORE,
    stable ? selectReasoningBlock : noBlock,
    Object.is,
    stable ?? NO_IDS,
  );
}
