"use client";
import { useMemo, type ReactNode } from "react";
import type { StoreApi } from "zustand/vanilla";
import type { AgentState } from "@reasoning-ui/core";
import { definedOnly, type ReasoningLabels } from "../labels";
import { AgentContext, useAgentContext } from "./AgentContext";

/** Props of {@link AgentProvider}. */
export interface AgentProviderProps {
  /** The agent store, from `createAgentStore()` (`@reasoning-ui/core`) or `useAgentRun().store`. Optional when only labels/styling are provided. */
  store?: StoreApi<AgentState> | undefined;
  /** Label overrides (i18n) for every component below, over any outer provider's (`undefined` entries are ignored); a component's own `labels` prop wins. */
  labels?: Partial<ReasoningLabels> | undefined;
  /** Render every styled component below without the default theme hooks (`data-rui-styled`). Default false. */
  unstyled?: boolean | undefined;
  /**
   * Coalesce store notifications to at most one React render per animation frame (default true).
   * `false` renders on every store update (useful in tests that do not want to wait a frame).
   */
  coalesce?: boolean | undefined;
  children?: ReactNode | undefined;
}

/**
 * Provides an agent store (and optional labels / unstyled mode) to the hooks and components below.
 * Nested providers inherit what they do not set.
 *
 * @example
 * const store = createAgentStore();
 * <AgentProvider store={store} labels={{ send: "Envoyer" }}>
 *   <MessageList />
 * </AgentProvider>
 */
export function AgentProvider({ store, labels, unstyled, coalesce, children }: AgentProviderProps) {
  const parent = useAgentContext();
  const value = useMemo(
    () => ({
      store: store ?? parent.store,
      labels: labels ? { ...parent.labels, ...definedOnly(labels) } : parent.labels,
      unstyled: unstyled ?? parent.unstyled,
      coalesce: coalesce ?? parent.coalesce,
    }),
    [store, labels, unstyled, coalesce, parent],
  );
  return <AgentContext.Provider value={value}>{children}</AgentContext.Provider>;
}
