import { createContext, useContext } from "react";
import type { StoreApi } from "zustand/vanilla";
import type { AgentSession, AgentState } from "@reasoning-ui/core";
import type { ReasoningLabels } from "../labels";

/** What {@link AgentProvider} puts in context. */
export interface AgentContextValue {
  store: StoreApi<AgentState> | undefined;
  /** The run session whose actions `Composer` and `MessageList` take by default (its `store` is `store`). */
  session: AgentSession | undefined;
  labels: Partial<ReasoningLabels> | undefined;
  unstyled: boolean;
  coalesce: boolean;
}

export const AgentContext = /* @__PURE__ */ createContext<AgentContextValue>({
  store: undefined,
  session: undefined,
  labels: undefined,
  unstyled: false,
  coalesce: true,
});

/** The provider's value (defaults when there is no provider). */
export const useAgentContext = () => useContext(AgentContext);

/**
 * The run session of the nearest `AgentProvider session={…}` when it runs `store` (the session's actions act on
 * its own store only); `undefined` otherwise.
 */
export function useSessionOf(store: StoreApi<AgentState> | undefined): AgentSession | undefined {
  const session = useContext(AgentContext).session;
  return session && session.store === store ? session : undefined;
}
