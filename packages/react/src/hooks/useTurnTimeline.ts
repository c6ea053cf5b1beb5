"use client";
import type { StoreApi } from "zustand/vanilla";
import { selectTurnTimeline, type AgentState, type TurnTimeline } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";
import { useSharedSelector } from "../internal/useSharedSelector";

/**
 * The chain-of-thought timeline of one turn (core's `selectTurnTimeline`: `{ steps, current, status, startedAt,
 * endedAt, durationMs }`, times in ms since epoch on the client's clock): its reasoning blocks and tool calls in
 * wire order. Re-renders only when the timeline changes (structural sharing); never exposes `encryptedValue`.
 *
 * @param turn the user message id that opens the turn, or any message id(s) inside it (the first known one decides).
 * @param store an explicit store; default the nearest `AgentProvider`'s.
 * @throws Error when there is neither a `store` nor an `AgentProvider` with one.
 * @example
 * const timeline = useTurnTimeline(userMessageId);
 * return <p>{timeline.current?.title ?? `${timeline.steps.length} steps`}</p>;
 */
export function useTurnTimeline(turn: string | readonly string[], store?: StoreApi<AgentState>): TurnTimeline {
  const key = typeof turn === "string" ? turn : turn.join("\u0000");
  const selector = useSharedSelector<AgentState, TurnTimeline>((s, previous) => selectTurnTimeline(s, turn, previous), [key]);
  return useAgentStore(selector, Object.is, store);
}
