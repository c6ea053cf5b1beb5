"use client";
import { useEffect, useRef, useState } from "react";
import type { MessageListItem } from "@reasoning-ui/core";

import { useIsoLayoutEffect } from "../../internal/useIsoLayoutEffect";

/** Items mounted first on a long thread: about a tall viewport's worth (a turn is ~5 items), aligned to a turn. */
export const PROGRESSIVE_TAIL = 24;
/** Lists of at most this many items mount at once. */
export const PROGRESSIVE_MIN = 60;
/** Bounds of one later chunk, items; the chunk adapts between them to ~{@link CHUNK_TARGET_MS} of work per frame. */
const CHUNK_MIN = 8;
const CHUNK_MAX = 400;
const CHUNK_FIRST = 40;
const CHUNK_TARGET_MS = 12;
/** How far back a boundary is looked for (items) before a chunk is cut mid-turn. */
const ALIGN_MAX = 200;

const isUser = (item: MessageListItem | undefined) => item?.kind === "message" && item.role === "user";

/** `at`, moved back to the start of its turn (a user message), looking at most {@link ALIGN_MAX} items back. */
function alignToTurn(items: MessageListItem[], at: number): number {
  for (let i = at; i >= 0 && at - i <= ALIGN_MAX; i--) if (isUser(items[i])) return i;
  return at;
}

/** Where a list of `items` mounted from nothing starts: 0 for a short list, else the turn holding the last ~{@link PROGRESSIVE_TAIL} items. */
export function tailStart(items: MessageListItem[]): number {
  if (items.length <= PROGRESSIVE_MIN) return 0;
  return alignToTurn(items, items.length - PROGRESSIVE_TAIL);
}

/** The start after the list's items changed from `prev` (mounted from `start`) to `next`. */
function nextStart(prev: MessageListItem[], next: MessageListItem[], start: number, keepAll: boolean): number {
  if (keepAll) return 0;
  // older turns of a long stored thread put in above (docs/architecture.md, "Persistence"): what was mounted stays mounted,
  // and the older rows are mounted in chunks above it, as a restored thread's are
  const added = next.length - prev.length;
  if (added > 0 && prev.length > 0 && next[added]?.key === prev[0]!.key && next[next.length - 1]!.key === prev[prev.length - 1]!.key) return added + start;
  // another thread (or the first rows of one): mount its tail first
  if (prev[0]?.key !== next[0]?.key) return tailStart(next);
  // the same thread grew, streamed or switched a branch: rows after the mounted start render at once
  let prefix = 0;
  while (prefix < start && prefix < next.length && prev[prefix]!.key === next[prefix]!.key) prefix++;
  return Math.min(start, prefix);
}

/**
 * Progressive (windowed-from-the-end) mounting of a long list: the index of the first item to render. A list that
 * appears with more than {@link PROGRESSIVE_MIN} items at once (a first mount, a restored or switched thread)
 * renders its newest turns first; after that paint, older items are mounted in chunks, one chunk per frame (after
 * the frame's paint), each sized to ~12 ms of rendering from the last one's cost and aligned to a turn, until the
 * whole thread is in the DOM. Growth of the same thread (a new row, a streamed one, a branch switch) renders at
 * once. The first pass is a pure function of the items (no time read), so a server render equals the client's
 * first pass. `keepAll` (a pending focus restore) mounts every row at once.
 */
export function useProgressiveStart(items: MessageListItem[], keepAll: boolean): number {
  const [win, setWin] = useState(() => ({ items, start: keepAll ? 0 : tailStart(items) }));
  let start = win.start;
  if (win.items !== items) {
    // adjusting state while rendering (React's "storing information from previous renders")
    start = nextStart(win.items, items, win.start, keepAll);
    setWin({ items, start });
  }
  const chunk = useRef(CHUNK_FIRST);
  const scheduledAt = useRef(0);

  // the cost of the chunk just committed sizes the next one
  useIsoLayoutEffect(() => {
    if (!scheduledAt.current) return;
    const spent = performance.now() - scheduledAt.current;
    scheduledAt.current = 0;
    const scaled = Math.round((chunk.current * CHUNK_TARGET_MS) / Math.max(spent, 1));
    chunk.current = Math.min(CHUNK_MAX, Math.max(CHUNK_MIN, scaled));
  }, [start]);

  useEffect(() => {
    if (start === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const step = () => {
      scheduledAt.current = performance.now();
      setWin((w) => (w.start === 0 ? w : { items: w.items, start: Math.max(0, alignToTurn(w.items, Math.max(0, w.start - chunk.current))) }));
    };
    // after the next paint: a frame, then a task
    const frame = typeof requestAnimationFrame === "function" ? requestAnimationFrame(() => (timer = setTimeout(step, 0))) : undefined;
    if (frame === undefined) timer = setTimeout(step, 16);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [start, items]);

  return start;
}
