import { createContext, useContext } from "react";
import type { StoreApi } from "zustand/vanilla";
import type { AgentState } from "@reasoning-ui/core";
import type { ReasoningLabels } from "../labels";

/** What {@link AgentProvider} puts in context. */
export interface AgentContextValue {
  store: StoreApi<AgentState> | undefined;
  labels: Partial<ReasoningLabels> | undefined;
  unstyled: boolean;
  coalesce: boolean;
}

export const AgentContext = /* @__PURE__ */ createContext<AgentContextValue>({
  store: undefined,
  labels: undefined,
  unstyled: false,
  coalesce: true,
});

/** The provider's value (defaults when there is no provider). */
export const useAgentContext = () => useContext(AgentContext);
