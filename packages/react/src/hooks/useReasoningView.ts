"use client";
import type { StoreApi } from "zustand/vanilla";
import { selectReasoningView, type AgentState, type ReasoningView } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";
import { useSharedSelector } from "../internal/useSharedSelector";

/**
 * The render-ready view of one reasoning message or of several messages of one span (core's
 * `selectReasoningView`: `{ messageIds, spanId, parts, status, visibility, startedAt, endedAt }`, times in ms
 * since epoch), `undefined` while none of the ids is known. Re-renders only when that view changes (structural
 * sharing). Never exposes `encryptedValue`.
 *
 * @param ids one reasoning message id, or the ids of one span's messages in order.
 * @param store an explicit store; default the nearest `AgentProvider`'s.
 * @throws Error when there is neither a `store` nor an `AgentProvider` with one.
 * @example
 * const view = useReasoningView("reasoning-1");
 * if (!view || view.visibility === "hidden") return null;
 * const { status, visibility, startedAt, endedAt, parts } = view;
 * return <ReasoningPanel status={status} visibility={visibility} startedAt={startedAt} endedAt={endedAt} parts={parts} />;
 */
export function useReasoningView(ids: string | readonly string[], store?: StoreApi<AgentState>): ReasoningView | undefined {
  const key = typeof ids === "string" ? ids : ids.join("\u0000");
  const list = typeof ids === "string" ? [ids] : ids;
  const selector = useSharedSelector<AgentState, ReasoningView | undefined>((s, previous) => selectReasoningView(s, list, previous), [key]);
  return useAgentStore(selector, Object.is, store);
}
