"use client";
import type { RunStatus } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";

/**
 * The run status of the provider's store: `"idle" | "running" | "finished" | "error" | "cancelled"`.
 *
 * @throws Error outside an `AgentProvider` with a store.
 * @example
 * const status = useRunStatus();
 * return status === "running" ? <Spinner /> : null;
 */
export function useRunStatus(): RunStatus {
  return useAgentStore((s) => s.status);
}
