"use client";
import { useMemo } from "react";
import type { AgentState, ReasoningStatus, ReasoningVisibility } from "@reasoning-ui/core";
import { useAgentStore } from "../context/useAgentStore";
import { selectMessage } from "../internal/indexes";
import { sameIds } from "../internal/sameIds";

/** One visible reasoning message inside a panel. */
export interface ReasoningPart {
  /** The reasoning message id. */
  id: string;
  /** Its visible text (the full chain, or the summary). */
  text: string;
}

/**
 * Everything needed to render one reasoning block (one message, or every message of one span), without
 * the encrypted value: `encryptedValue` is never part of a view, so it cannot reach the DOM.
 */
export interface ReasoningView {
  /** The reasoning message ids, in order. */
  messageIds: string[];
  /** The enclosing span's id, when known. */
  spanId?: string;
  /** Visible text parts in order (messages without text are left out). */
  parts: ReasoningPart[];
  /** The span's status when known, else streaming if any part streams, else interrupted if any was, else complete. */
  status: ReasoningStatus;
  /** `summary` if any part has an encrypted value and some text is visible; `hidden` if nothing is visible but something is encrypted; else `visible`. */
  visibility: ReasoningVisibility;
  /** ms since epoch (span's, else earliest part's). */
  startedAt?: number;
  /** ms since epoch (span's, else latest part's; only when every part has ended). */
  endedAt?: number;
}

/** Compute the view of `ids` from the state; `undefined` when none of them is a known reasoning message. */
export function selectReasoningView(state: AgentState, ids: readonly string[]): ReasoningView | undefined {
  const parts: ReasoningPart[] = [];
  const messageIds: string[] = [];
  let spanId: string | undefined;
  let anyStreaming = false;
  let anyInterrupted = false;
  let anyEncrypted = false;
  let startedAt: number | undefined;
  let endedAt: number | undefined;
  let allEnded = true;
  for (const id of ids) {
    const info = state.reasoning[id];
    const message = selectMessage(state, id);
    if (!info && !message) continue;
    messageIds.push(id);
    spanId ??= info?.spanId;
    if (info) {
      if (info.status === "streaming") anyStreaming = true;
      if (info.status === "interrupted") anyInterrupted = true;
      if (info.visibility !== "visible") anyEncrypted = true;
      if (info.startedAt !== undefined) startedAt = Math.min(startedAt ?? Infinity, info.startedAt);
      if (info.endedAt !== undefined) endedAt = Math.max(endedAt ?? -Infinity, info.endedAt);
      else allEnded = false;
    }
    const text = message && "content" in message && typeof message.content === "string" ? message.content : "";
    if (text) parts.push({ id, text });
  }
  if (messageIds.length === 0) return undefined;
  const span = spanId ? state.spans[spanId] : undefined;
  let status: ReasoningStatus = anyStreaming ? "streaming" : anyInterrupted ? "interrupted" : "complete";
  if (span) {
    status = span.status === "complete" && anyInterrupted ? "interrupted" : span.status;
    startedAt = span.startedAt ?? startedAt;
    endedAt = span.endedAt ?? (status === "streaming" ? undefined : endedAt);
  } else if (!allEnded) endedAt = undefined;
  const visibility: ReasoningVisibility = anyEncrypted ? (parts.length ? "summary" : "hidden") : "visible";
  return { messageIds, spanId, parts, status, visibility, startedAt, endedAt };
}

/** Structural equality of two views (so unchanged neighbours never re-render). */
function reasoningViewEqual(a: ReasoningView | undefined, b: ReasoningView | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  if (
    a.status !== b.status ||
    a.visibility !== b.visibility ||
    a.startedAt !== b.startedAt ||
    a.endedAt !== b.endedAt ||
    a.spanId !== b.spanId ||
    a.parts.length !== b.parts.length ||
    !sameIds(a.messageIds, b.messageIds)
  )
    return false;
  for (let i = 0; i < a.parts.length; i++) if (a.parts[i]!.id !== b.parts[i]!.id || a.parts[i]!.text !== b.parts[i]!.text) return false;
  return true;
}

/**
 * The render-ready view of one reasoning message or of several messages of one span (see {@link ReasoningView}).
 * Re-renders only when that view changes. Never exposes `encryptedValue`.
 *
 * @param ids one reasoning message id, or the ids of one span's messages in order.
 * @throws Error outside an `AgentProvider` with a store.
 * @example
 * const view = useReasoningView("reasoning-1");
 * if (!view || view.visibility === "hidden") return null;
 * const { status, visibility, startedAt, endedAt, parts } = view;
 * return <ReasoningPanel status={status} visibility={visibility} startedAt={startedAt} endedAt={endedAt} parts={parts} />;
 */
export function useReasoningView(ids: string | readonly string[]): ReasoningView | undefined {
  const key = typeof ids === "string" ? ids : ids.join("\u0000");
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const list = useMemo(() => (typeof ids === "string" ? [ids] : [...ids]), [key]);
  const selector = useMemo(() => (s: AgentState) => selectReasoningView(s, list), [list]);
  return useAgentStore(selector, reasoningViewEqual);
}
