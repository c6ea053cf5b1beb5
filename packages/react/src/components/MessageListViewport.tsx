"use client";
import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { forwardRef, useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentPropsWithoutRef, type UIEvent } from "react";
import { useStyledAttr } from "../internal/styled";
import { useLabels } from "../internal/useLabels";
import type { ReasoningLabels } from "../labels";

const useIsoLayoutEffect = typeof document !== "undefined" ? useLayoutEffect : useEffect;

/** Props of {@link MessageListViewport}. */
export interface MessageListViewportProps extends ComponentPropsWithoutRef<"div"> {
  /**
   * Follow the stream: while the reader is at the bottom, keep the newest content in view as it grows (new
   * rows, streamed text, a panel opening or collapsing). Scrolling up stops following and shows "Jump to
   * latest"; scrolling back to the bottom (or the button) resumes. Default true.
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
 * "Jump to latest" button (sticky at its bottom edge) that scrolls back and resumes. Content changes above the
 * reader while they are scrolled up keep their place through the browser's scroll anchoring (`overflow-anchor`).
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
  { followOutput = true, followThreshold = 64, labels: labelsProp, unstyled, children, onScroll, ...props },
  ref,
) {
  const labels = useLabels(labelsProp);
  const styled = useStyledAttr(unstyled);
  const viewport = useRef<HTMLDivElement>(null);
  const composed = useComposedRefs(ref, viewport);
  const content = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const [detached, setDetached] = useState(false);

  const pin = useCallback(() => {
    const el = viewport.current;
    if (el && followOutput && following.current) el.scrollTop = el.scrollHeight;
  }, [followOutput]);

  useIsoLayoutEffect(pin);
  useEffect(() => {
    const el = content.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(pin);
    observer.observe(el);
    return () => observer.disconnect();
  }, [pin]);

  const setFollowing = (next: boolean) => {
    following.current = next;
    setDetached(!next);
  };
  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    onScroll?.(event);
    const el = event.currentTarget;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight <= followThreshold;
    if (atBottom !== following.current) setFollowing(atBottom);
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
      ref={composed}
      onScroll={handleScroll}
    >
      <div data-rui="message-list-viewport-content" {...styled} ref={content}>
        {children}
      </div>
      {followOutput && detached ? (
        <button type="button" data-rui="jump-to-latest" {...styled} onClick={jump}>
          {labels.jumpToLatest}
        </button>
      ) : null}
    </div>
  );
});
