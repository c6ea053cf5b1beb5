"use client";
import type { StoreApi } from "zustand/vanilla";
import { selectRun, type AgentState, type RunRecord, type RunStatus } from "@reasoning-ui/core";
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

/**
 * One turn's record (`store.runs`, core's `RunRecord`: `{ runId, status: "running" | "finished" | "stopped" |
 * "failed" | "cut", error?, usage?, userMessageId?, messageIds, startedAt, endedAt? }`), or the last
 * run's when `runId` is omitted; undefined when there is none (or it was dropped by the 100-run cap). Re-renders
 * only when a run begins or settles.
 *
 * @param runId the run; default the last one.
 * @param store an explicit store; default the nearest `AgentProvider`'s.
 * @throws Error when there is neither a `store` nor an `AgentProvider` with one.
 * @example
 * const last = useRunRecord();
 * if (last?.status === "failed") return <p role="alert">{last.error?.message}</p>;
 */
export function useRunRecord(runId?: string, store?: StoreApi<AgentState>): RunRecord | undefined {
  return useAgentStore((s) => (runId === undefined ? s.runs[s.runs.length - 1] : selectRun(s, runId)), Object.is, store);
}

/**
 * @deprecated Renamed {@link useRunRecord} (it returns a run record, not a run); this alias is removed in the next
 * release.
 */
export const useRun = useRunRecord;
