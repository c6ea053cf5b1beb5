"use client";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { AnnouncerContext } from "../../internal/announcer";
import { useAgentStore } from "../../context/useAgentStore";
import { useStyledAttr } from "../../internal/styled";
import { useLabels } from "../../internal/useLabels";
import { visuallyHidden } from "../../internal/visuallyHidden";
import { STATUS_CLEAR_MS } from "../../primitives/reasoning/ReasoningStatus";
import type { RowContext } from "./types";

/**
 * The list's one live region (`role="status"`, polite, atomic, visually hidden, kept mounted) and the context its
 * reasoning blocks announce through. It says when reasoning starts and ends ("Thinking started", "Thinking
 * finished") and how the current run ended (stopped, failed with its reason, cut) — once, when it happens;
 * announcements made in the same task are read together ("Thinking interrupted. Stopped"), and the region is
 * emptied {@link STATUS_CLEAR_MS} ms later, so browsing the thread never meets a stale status. What a person
 * sees is each turn's own outcome row (`TurnOutcomeRow`), which stays on its turn after later runs.
 */
export function ListAnnouncer({ ctx, children }: { ctx: RowContext; children: ReactNode }) {
  const status = useAgentStore((s) => s.status, Object.is, ctx.store);
  const error = useAgentStore((s) => s.error, Object.is, ctx.store);
  const labels = useLabels(ctx.labels);
  const styled = useStyledAttr(ctx.unstyled);
  const [message, setMessage] = useState("");
  const pending = useRef<string[]>([]);
  const timers = useRef<{ flush?: ReturnType<typeof setTimeout>; clear?: ReturnType<typeof setTimeout> }>({});

  const announce = useCallback((text: string) => {
    if (!text || pending.current.includes(text)) return;
    pending.current.push(text);
    if (timers.current.flush !== undefined) return;
    timers.current.flush = setTimeout(() => {
      timers.current.flush = undefined;
      const text = pending.current.join(". ");
      // the same sentence again (a second block starting within 5 s) must still change the region to be read
      setMessage((current) => (current === text ? `${text}\u00a0` : text));
      pending.current = [];
      clearTimeout(timers.current.clear);
      timers.current.clear = setTimeout(() => setMessage(""), STATUS_CLEAR_MS);
    }, 0);
  }, []);
  useEffect(() => {
    const t = timers.current;
    return () => {
      clearTimeout(t.flush);
      clearTimeout(t.clear);
    };
  }, []);

  const outcome = status === "error" && error ? labels.runError(labels.errorReason(error)) : status === "cancelled" ? labels.runCancelled : "";
  useEffect(() => {
    if (outcome) announce(outcome);
  }, [outcome, announce]);

  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <div role="status" aria-live="polite" aria-atomic="true" data-rui="list-announcer" data-status={status} {...styled} style={visuallyHidden}>
        {message}
      </div>
    </AnnouncerContext.Provider>
  );
}
