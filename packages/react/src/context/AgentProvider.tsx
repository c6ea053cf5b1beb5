"use client";
import { useMemo, type ReactNode } from "react";
import type { StoreApi } from "zustand/vanilla";
import type { AgentSession, AgentState } from "@reasoning-ui/core";
import { definedOnly, type ReasoningLabels } from "../labels";
import { AgentContext, useAgentContext } from "./AgentContext";

/** Props of {@link AgentProvider}. */
export interface AgentProviderProps {
  /**
   * The run session (`useAgentRun().session`, or core's `createAgentSession`): its store for everything below, and
   * its actions for `Composer` (`run`, `stop`) and `MessageList` (`retry`, `edit`, `switchBranch`), so they need
   * no props for them (a prop given still wins).
   */
  session?: AgentSession | undefined;
  /** The agent store, from `createAgentStore()` (`@reasoning-ui/core`) or `useAgentRun().store`. Default: `session`'s store. Optional when only labels/styling are provided. */
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
 * Provides a run session or an agent store (and optional labels / unstyled mode) to the hooks and components below.
 * Nested providers inherit what they do not set; a provider given another `store` than its session's (or than an
 * outer session's) leaves that session's actions out for its subtree.
 *
 * @example
 * const agent = useAgentRun({ url: "/api/agent" });
 * <AgentProvider session={agent.session} labels={{ send: "Envoyer" }}>
 *   <MessageList />
 *   <Composer />
 * </AgentProvider>
 */
export function AgentProvider({ session, store, labels, unstyled, coalesce, children }: AgentProviderProps) {
  const parent = useAgentContext();
  const value = useMemo(
    () => ({
      store: store ?? session?.store ?? parent.store,
      session: session ?? parent.session,
      labels: labels ? { ...parent.labels, ...definedOnly(labels) } : parent.labels,
      unstyled: unstyled ?? parent.unstyled,
      coalesce: coalesce ?? parent.coalesce,
    }),
    [session, store, labels, unstyled, coalesce, parent],
  );
  return <AgentContext.Provider value={value}>{children}</AgentContext.Provider>;
}
