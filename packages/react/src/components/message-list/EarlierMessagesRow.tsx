"use client";
import { useEffect, useRef } from "react";
import { useStore } from "zustand";
import type { AgentSession, AgentSessionState } from "@reasoning-ui/core";
import { useStyledAttr } from "../../internal/styled";
import { useLabels } from "../../internal/useLabels";
import type { RowContext } from "./types";

const selectEarlier = (s: AgentSessionState) => s.earlier;

/**
 * The row above a long stored thread's newest turns while older ones are still in storage (docs/architecture.md
 * docs/architecture.md, "Persistence"): `data-rui="earlier-messages"` with `data-state` `idle` (a "Load earlier messages (N more)" button),
 * `loading` ("Loading earlier messages…", or the whole thread's progress: a polite status) or `error` (what failed,
 * and Retry). Reaching it by scrolling up loads the next older page by itself (an `IntersectionObserver`, armed once
 * the list has mounted its rows, so the row above rows not yet mounted never loads a page); the
 * button does the same from the keyboard. The list keeps the reader on the row they read while the page is added
 * above (`MessageListViewport`). Renders nothing once the whole thread is in the store.
 */
export function EarlierMessagesRow({ session, ctx, mounting }: { session: AgentSession; ctx: RowContext; mounting: boolean }) {
  const earlier = useStore(session.state, selectEarlier);
  const labels = useLabels(ctx.labels);
  const styled = useStyledAttr(ctx.unstyled);
  const row = useRef<HTMLDivElement>(null);
  const idle = earlier !== undefined && !earlier.loading && earlier.error === undefined;
  useEffect(() => {
    const el = row.current;
    // not while the list mounts rows progressively (the row sits above rows not yet in the DOM)
    if (!idle || mounting || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void session.earlier.load();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [idle, mounting, earlier?.pages, session]);
  if (!earlier) return null;
  const state = earlier.error ? "error" : earlier.loading ? "loading" : "idle";
  return (
    <div ref={row} data-rui="earlier-messages" data-state={state} aria-busy={earlier.loading || undefined} {...styled}>
      <span role="status" data-rui="earlier-messages-text" {...styled}>
        {earlier.loading ? (earlier.progress ? labels.earlierProgress(earlier.progress.loaded, earlier.progress.total) : labels.earlierLoading) : earlier.error ? labels.earlierFailed : ""}
      </span>
      {earlier.loading ? null : (
        <button type="button" data-rui="earlier-messages-load" {...styled} onClick={() => void session.earlier.load()}>
          {earlier.error ? labels.retry : labels.earlierLoad(earlier.messages)}
        </button>
      )}
    </div>
  );
}
