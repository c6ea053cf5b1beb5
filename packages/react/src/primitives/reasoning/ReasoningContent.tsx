"use client";
import * as Collapsible from "@radix-ui/react-collapsible";
import { useComposedRefs } from "@radix-ui/react-compose-refs";
import { forwardRef, useEffect, useRef, useState, type ComponentPropsWithoutRef, type ReactNode, type UIEvent } from "react";
import type { ReasoningStatus } from "@reasoning-ui/core";
import { useIsoLayoutEffect } from "../../internal/useIsoLayoutEffect";
import { ChunkedText } from "./ChunkedText";
import { partAttributes, useReasoningRootContext } from "./context";

/**
 * `data-clipped="start|end|both"` while text is scrolled out of view above / below (the theme fades that edge),
 * set on the element directly: scrolling never re-renders the reasoning.
 */
function markClipped(el: HTMLElement): void {
  const start = el.scrollTop > 1;
  const end = el.scrollHeight - el.scrollTop - el.clientHeight > 1;
  const value = start && end ? "both" : start ? "start" : end ? "end" : null;
  if (el.getAttribute("data-clipped") === value) return;
  if (value) el.setAttribute("data-clipped", value);
  else el.removeAttribute("data-clipped");
}

export namespace ReasoningPrimitiveContent {
  export type Element = HTMLDivElement;
  /** Props of `Reasoning.Content`. */
  export interface Props extends ComponentPropsWithoutRef<typeof Collapsible.Content> {
    /**
     * The reasoning text. Rendered as text (never HTML) unless `renderContent` is given, incrementally: past
     * 8 KiB it is split at line breaks into `div[data-rui="reasoning-text-chunk"]` blocks and a delta re-renders
     * only the last one (docs/architecture.md, "Budgets and benchmarks", P7). Ignored when `children` is given. Default: the root's parts
     * (its `messageIds`' view), each in a `div[data-rui="reasoning-part"]`.
     */
    text?: string | undefined;
    /**
     * Markdown (or any) renderer slot: receives the text, returns what to render (for the root's parts, `partId`
     * and `index` say which). You own its safety.
     */
    renderContent?: ((text: string, info: { status: ReasoningStatus; partId: string; index: number }) => ReactNode) | undefined;
    /**
     * Keep the scroll position pinned to the newest text while streaming (default true). Following stops
     * when the user scrolls up by more than `followThreshold` px and resumes when they scroll back down.
     */
    followOutput?: boolean | undefined;
    /** Distance from the bottom, in px, that still counts as "at the bottom". Default 24. */
    followThreshold?: number | undefined;
  }
}

/**
 * The collapsible region with the reasoning (Radix Collapsible Content). `aria-busy="true"` while streaming.
 * It is also the scroll area: give it a max-height (the default theme does) and it follows the newest text
 * while streaming, until the user scrolls up. Unmounts its children while closed (Radix), so collapsed
 * reasoning costs nothing to render. Attributes: `data-rui="reasoning-content"`, `data-state`, `data-status`,
 * `data-visibility`, `data-following` while pinned. While its text overflows it is a keyboard-focusable scroll
 * region (`tabIndex={0}`, WAI-ARIA / axe `scrollable-region-focusable`) so keyboard users can scroll it too;
 * pass `tabIndex` to override.
 *
 * @throws Error "`Reasoning.Content` must be used within `Reasoning.Root`".
 * @example
 * <Reasoning.Content /> // the root's parts
 * <Reasoning.Content text={message.content} />
 * <Reasoning.Content text={message.content} renderContent={(text) => <Markdown>{text}</Markdown>} />
 */
export const ReasoningPrimitiveContent = /* @__PURE__ */ forwardRef<ReasoningPrimitiveContent.Element, ReasoningPrimitiveContent.Props>(function ReasoningContent(
  { text, renderContent, followOutput = true, followThreshold = 24, children, onScroll, asChild, ...props },
  ref,
) {
  const ctx = useReasoningRootContext("Reasoning.Content");
  const streaming = ctx.status === "streaming";
  const local = useRef<HTMLDivElement>(null);
  const composed = useComposedRefs(ref, local);
  const following = useRef(true);
  const [overflowing, setOverflowing] = useState(false);

  // Where the last pin left this element's scroll position: a position it did not set means someone else scrolled.
  const pinned = useRef<{ el: HTMLElement; top: number } | null>(null);
  const pin = () => {
    const el = local.current;
    if (!el) return;
    // A scroll the pin did not make (find-in-page revealing skipped text, a script, a user scroll whose event has
    // not been dispatched yet) that left the end stops following, before a resize-triggered pin would undo it.
    const last = pinned.current;
    if (following.current && last?.el === el && Math.abs(el.scrollTop - last.top) > 1 && el.scrollHeight - el.scrollTop - el.clientHeight > followThreshold) {
      following.current = false;
      el.removeAttribute("data-following");
    }
    if (followOutput && streaming && following.current) {
      el.scrollTop = el.scrollHeight;
      pinned.current = { el, top: el.scrollTop };
    }
    const next = el.scrollHeight > el.clientHeight + 1;
    if (next !== overflowing) setOverflowing(next);
    markClipped(el);
  };
  const latestPin = useRef(pin);
  // After every render (new text from props) … (the observers below call the latest `pin`, kept here after commit)
  useIsoLayoutEffect(() => {
    latestPin.current = pin;
    pin();
  });
  // … and whenever the subtree changes on its own (children that subscribe to the store themselves) or resizes.
  // The observers live as long as the stream (not one set per render: re-observing every chunk of a 5 MiB text
  // on each delta was O(chunks) per frame, P7); chunks added later are observed as they arrive.
  useEffect(() => {
    const el = local.current;
    if (!el || !streaming || !followOutput || typeof MutationObserver === "undefined") return;
    const follow = () => latestPin.current();
    // Long text is chunked with `content-visibility: auto` (ChunkedText): a chunk's height is an estimate until it
    // comes into view, so the scroll height changes after layout without a mutation; follow it too.
    const resize = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(follow);
    const observer = new MutationObserver((records) => {
      if (resize) for (const record of records) for (const node of Array.from(record.addedNodes)) if (node.parentNode === el && node instanceof Element) resize.observe(node);
      follow();
    });
    observer.observe(el, { childList: true, subtree: true, characterData: true });
    for (const child of Array.from(el.children)) resize?.observe(child);
    return () => {
      observer.disconnect();
      resize?.disconnect();
    };
  }, [streaming, followOutput]);

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    onScroll?.(event);
    const el = event.currentTarget;
    markClipped(el);
    const gap = el.scrollHeight - el.scrollTop - el.clientHeight;
    const next = gap <= followThreshold;
    if (next) pinned.current = { el, top: el.scrollTop }; // at the end: where following resumes from
    if (next !== following.current) {
      following.current = next;
      if (next) el.setAttribute("data-following", "");
      else el.removeAttribute("data-following");
    }
  };

  const render = (value: string, partId: string, index: number) =>
    renderContent ? renderContent(value, { status: ctx.status, partId, index }) : <ChunkedText text={value} />;
  const body = asChild
    ? children
    : (children ??
      (text !== undefined
        ? render(text, "text", 0)
        : ctx.parts.map((part, index) => (
            // styled by the theme when the content is (`ReasoningPanel` passes `data-rui-styled`)
            <div key={part.id} data-rui="reasoning-part" dir="auto" data-rui-styled={(props as { "data-rui-styled"?: "" })["data-rui-styled"]}>
              {render(part.text, part.id, index)}
            </div>
          ))));

  return (
    <Collapsible.Content
      data-rui="reasoning-content"
      {...partAttributes(ctx)}
      aria-busy={streaming || undefined}
      tabIndex={overflowing ? 0 : undefined}
      data-following={streaming && followOutput && following.current ? "" : undefined}
      {...props}
      asChild={asChild}
      ref={composed}
      onScroll={handleScroll}
    >
      {body}
    </Collapsible.Content>
  );
});
