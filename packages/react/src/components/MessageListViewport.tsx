"use client";
import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { forwardRef, useCallback, useEffect, useRef, useState, type ComponentPropsWithoutRef, type UIEvent } from "react";
import { useStyledAttr } from "../internal/styled";
import { useLabels } from "../internal/useLabels";
import type { ReasoningLabels } from "../labels";
import { useIsoLayoutEffect } from "../internal/useIsoLayoutEffect";

/**
 * The row a reader is reading in `viewport`: the `MessageList` row (or direct child of `content`) the reader last
 * touched or focused (`touched`) while it is in view, else the first message row whose top is inside the view,
 * else the first row that reaches into it; with its top's offset from the viewport's top edge, px. Rows are in
 * vertical order, so the first one in view is found by bisection: O(log rows + rows in view).
 */
function readingRow(viewport: HTMLElement, content: HTMLElement, touched: Element | null): { row: Element; top: number } | null {
  const list = content.querySelector('[data-rui="message-list"]') ?? content;
  const view = viewport.getBoundingClientRect();
  let first: { row: Element; top: number } | null = null;
  let firstMessage: { row: Element; top: number } | null = null;
  const rows = list.children;
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rows[mid]!.getBoundingClientRect().bottom <= view.top) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < rows.length; i++) {
    const row = rows[i]!;
    const box = row.getBoundingClientRect();
    if (box.height === 0 || box.bottom <= view.top) continue;
    if (box.top >= view.bottom) break;
    const at = { row, top: box.top - view.top };
    if (touched && row.contains(touched)) return at;
    first ??= at;
    if (!firstMessage && box.top >= view.top && row.getAttribute("data-rui") === "message") firstMessage = at;
  }
  return firstMessage ?? first;
}

/**
 * Whether `el` scrolls: a scroll container (`overflow-y` auto / scroll / overlay) whose content is taller than it.
 * Unstyled without a height or overflow of the app's own, the viewport does not scroll, so it never offers
 * "Jump to latest".
 */
function scrolls(el: HTMLElement): boolean {
  if (el.scrollHeight - el.clientHeight < 1) return false;
  const overflow = typeof getComputedStyle === "function" ? getComputedStyle(el).overflowY : "";
  return overflow === "auto" || overflow === "scroll" || overflow === "overlay";
}

/** Props of {@link MessageListViewport}. */
export interface MessageListViewportProps extends ComponentPropsWithoutRef<"div"> {
  /**
   * Follow the stream: while the reader is at the bottom, keep the newest content in view as it grows (new
   * rows, streamed text, a panel opening or collapsing). Scrolling up stops following and shows "Jump to
   * latest" (only while the viewport actually scrolls: a scroll container whose content is taller than it);
   * scrolling back to the bottom (or the button) resumes. Default true.
   */
  followOutput?: boolean | undefined;
  /** Distance from the bottom, px, that still counts as "at the bottom". Default 64. */
  followThreshold?: number | undefined;
  labels?: Partial<ReasoningLabels> | undefined;
  /** Omit the default theme hook (`data-rui-styled`). */
  unstyled?: boolean | undefined;
}

/**
 * The conversation's scroll area: wrap `MessageList` in it and put the `Composer` after it in a column, and the
 * newest answer and the composer stay in view on any screen. It sticks to the bottom while the reader is there
 * (a `ResizeObserver` on its content re-pins on every growth or shrink, so streamed text, new turns and
 * auto-collapsing reasoning never push the reading position away), stops when they scroll up, and then shows a
 * "Jump to latest" button (sticky at its bottom edge) that scrolls back and resumes. While they are scrolled up it
 * keeps their place instead (scroll anchoring, done here rather than by the browser's `overflow-anchor`, which it
 * turns off, because the browser may anchor inside a collapsing panel): the row being read — the row holding
 * focus when the reader is interacting with it, else the first message row that starts in view — stays where it
 * is when anything above it changes height, e.g. a reasoning panel auto-collapsing after it finished.
 * Renders `<div data-rui="message-list-viewport" data-following>` (a keyboard-focusable scroll region) with a
 * `<div data-rui="message-list-viewport-content">` inside. Give it a bounded height (the default theme makes it
 * `flex: 1` in a flex column, so a parent with a height is enough).
 *
 * @example
 * <div style={{ display: "flex", flexDirection: "column", height: "100dvh" }}>
 *   <MessageListViewport>
 *     <MessageList />
 *   </MessageListViewport>
 *   <Composer onSend={agent.run} onStop={agent.stop} running={agent.status === "running"} />
 * </div>
 */
export const MessageListViewport = /* @__PURE__ */ forwardRef<HTMLDivElement, MessageListViewportProps>(function MessageListViewport(
  { followOutput = true, followThreshold = 64, labels: labelsProp, unstyled, children, onScroll, onFocus, onPointerDown, ...props },
  ref,
) {
  const labels = useLabels(labelsProp);
  const styled = useStyledAttr(unstyled);
  const viewport = useRef<HTMLDivElement>(null);
  const composed = useComposedRefs(ref, viewport);
  const content = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [detached, setDetached] = useState(false);
  const [scrollable, setScrollable] = useState(false);
  const anchor = useRef<{ row: Element; top: number } | null>(null);
  const touched = useRef<Element | null>(null);
  /** The scroll position the viewport itself last moved to (pinning or anchoring), until its scroll event is seen. */
  const own = useRef<number | null>(null);

  /** Remember the reading row and its offset from the viewport's top edge (before the next change). */
  const record = useCallback(() => {
    const el = viewport.current;
    anchor.current = el && content.current ? readingRow(el, content.current, touched.current) : null;
  }, []);

  /** Follow the bottom, or keep the reading row where it was. */
  const pin = useCallback(() => {
    const el = viewport.current;
    if (!el) return;
    setScrollable(scrolls(el));
    if (followOutput && following.current) {
      const before = el.scrollTop;
      el.scrollTop = el.scrollHeight;
      if (el.scrollTop !== before) own.current = el.scrollTop; // no move, no scroll event to recognise
    } else {
      const at = anchor.current;
      if (at && at.row.isConnected) {
        const shift = at.row.getBoundingClientRect().top - el.getBoundingClientRect().top - at.top;
        if (Math.abs(shift) >= 0.5) {
          el.scrollTop += shift;
          own.current = el.scrollTop;
        }
        // The anchor keeps the offset the reader left the row at, not the one measured now: `scrollTop` lands on
        // a device pixel while rows are fractional, and re-recording after each move would carry that rounding into
        // the next one (a drift of several px over the chunks of a progressive mount). Rows only the reader moves.
      } else record(); // only needed while scrolled up: following readers are pinned to the bottom
    }
  }, [followOutput, record]);

  useIsoLayoutEffect(pin);
  useEffect(() => {
    const el = content.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(pin);
    observer.observe(el);
    if (viewport.current) observer.observe(viewport.current); // the viewport's own height decides whether it scrolls
    return () => observer.disconnect();
  }, [pin]);

  const setFollowing = (next: boolean) => {
    following.current = next;
    setDetached(!next);
  };
  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    onScroll?.(event);
    const el = event.currentTarget;
    const canScroll = scrolls(el);
    setScrollable(canScroll);
    // The event of a scroll the viewport made itself (pinning, anchoring) arrives a frame later, when the content
    // may have grown again (rows mounted above, a new row): it is not the reader moving, so it changes nothing.
    const mine = own.current !== null && Math.abs(el.scrollTop - own.current) < 1;
    own.current = null;
    if (mine) return;
    const atBottom = !canScroll || el.scrollHeight - el.scrollTop - el.clientHeight <= followThreshold;
    if (atBottom !== following.current) setFollowing(atBottom);
    record();
  };
  const jump = () => {
    setFollowing(true);
    pin();
  };

  return (
    <div
      data-rui="message-list-viewport"
      data-following={followOutput && !detached ? "" : undefined}
      tabIndex={0}
      {...styled}
      {...props}
      style={{ overflowAnchor: "none", ...props.style }}
      ref={composed}
      onScroll={handleScroll}
      onFocus={(event) => {
        onFocus?.(event);
        touched.current = event.target; // the reader now works in this row: it becomes the one kept in place
        record();
      }}
      onPointerDown={(event) => {
        onPointerDown?.(event);
        touched.current = event.target as Element; // Safari does not focus a clicked button
        record();
      }}
    >
      <div data-rui="message-list-viewport-content" {...styled} ref={content}>
        {children}
      </div>
      {followOutput && detached && scrollable ? (
        <button type="button" data-rui="jump-to-latest" {...styled} onClick={jump}>
          {labels.jumpToLatest}
        </button>
      ) : null}
    </div>
  );
});
