"use client";
import type { StoreApi } from "zustand/vanilla";
import type { AgentState, RunStatus } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";

/**
 * The store's run status: `"idle" | "running" | "finished" | "error" | "cancelled"`.
 *
 * @param store an explicit store; default the nearest `AgentProvider`'s.
 * @throws Error when there is neither a `store` nor an `AgentProvider` with one.
 * @example
 * const status = useRunStatus();
 * return status === "running" ? <Spinner /> : null;
 */
export function useRunStatus(store?: StoreApi<AgentState>): RunStatus {
  return useAgentStore(selectStatus, Object.is, store);
}

const selectStatus = (s: AgentState) => s.status;
