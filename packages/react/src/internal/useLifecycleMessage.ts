"use client";
import { useEffect, useRef } from "react";
import { useIsoLayoutEffect } from "./useIsoLayoutEffect";
import type { ReasoningStatus } from "@reasoning-ui/core";
import type { ReasoningLabels } from "../labels";

/**
 * Calls `onMessage` with the lifecycle sentence of a reasoning block when its `status` changes: "Thinking
 * started" (`labels.thinkingStarted`) when it streams, then "Thinking finished" / "Thinking interrupted" when it
 * ends — only for a block this component saw streaming, so restored history says nothing. `onMessage` may return
 * a cleanup (run before the next message or on unmount). Only a status change speaks: new `labels` (an inline
 * object on every render) never repeat an announcement. Shared by `Reasoning.Status`, `ReasoningBlockView` and the
 * hidden indicator.
 */
export function useLifecycleMessage(
  status: ReasoningStatus,
  labels: Pick<ReasoningLabels, "thinkingStarted" | "thinkingFinished" | "thinkingInterrupted">,
  onMessage: (text: string) => void | (() => void),
): void {
  const sawStreaming = useRef(false);
  const latest = useRef({ onMessage, labels });
  // the latest callback and labels, written after commit (never during render) and before the effect below reads them
  useIsoLayoutEffect(() => {
    latest.current = { onMessage, labels };
  });
  useEffect(() => {
    const { onMessage: say, labels: words } = latest.current;
    let next = "";
    if (status === "streaming") {
      sawStreaming.current = true;
      next = words.thinkingStarted;
    } else if (sawStreaming.current) {
      next = status === "complete" ? words.thinkingFinished : words.thinkingInterrupted;
    }
    if (next) return say(next);
  }, [status]);
}
